import type { ApexOptions } from 'apexcharts';
import { useEffect, useRef, useState } from 'react';

interface ApexChartProps {
  /** Names the chart for assistive technology; the table below gives its figures as text. */
  label: string;
  options: ApexOptions;
  /** The figures as rows of (label, value), read by screen readers instead of the picture. */
  table: { caption: string; columns: [string, string]; rows: [string, string | number][] };
  height?: number;
}

const DARK_THEME: ApexOptions = {
  chart: { background: 'transparent', foreColor: '#cbd5e1', toolbar: { show: false }, fontFamily: 'inherit' },
  theme: { mode: 'dark' },
  grid: { borderColor: 'rgba(148, 163, 184, 0.15)' },
  colors: ['#f97316', '#38bdf8', '#34d399', '#a855f7'],
  dataLabels: { enabled: false },
  tooltip: { theme: 'dark' },
};

/**
 * An ApexCharts chart, loaded on first use so only the pages that draw charts download the
 * library (DESIGN section 5). The picture is hidden from assistive technology; a visually hidden
 * table carries the same figures.
 */
export function ApexChart({ label, options, table, height = 240 }: ApexChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Drawing and removing charts one after another: a chart removed while it was still drawing
  // left its picture behind the next one (and NaN errors) when the period changed quickly.
  const previous = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let chart: { render(): Promise<void>; destroy(): void } | undefined;
    let cancelled = false;
    const drawn = previous.current
      .then(async () => {
        if (cancelled || !container.current) return;
        const { default: ApexCharts } = await import('apexcharts');
        if (cancelled || !container.current) return;
        chart = new ApexCharts(container.current, {
          ...DARK_THEME,
          ...options,
          chart: { ...DARK_THEME.chart, ...options.chart, height, width: '100%' },
        });
        await chart.render();
      })
      .catch(() => setFailed(true));
    previous.current = drawn;
    return () => {
      cancelled = true;
      previous.current = drawn.then(() => chart?.destroy());
    };
  }, [options, height]);

  return (
    <figure aria-label={label} className="m-0 flex w-full flex-col items-stretch">
      {failed ? (
        <p role="alert" className="text-sm text-error">
          The chart could not be drawn; the figures are listed below.
        </p>
      ) : (
        <div ref={container} aria-hidden style={{ minHeight: height }} />
      )}
      <table className={failed ? 'table table-xs' : 'sr-only'}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.columns[0]}</th>
            <th scope="col">{table.columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
