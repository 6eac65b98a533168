import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { parseDay, shortDay } from '@/lib/dates.ts';

export interface DayValue {
  /** A local calendar day, yyyy-MM-dd. */
  day: string;
  value: number;
}

interface TimeChartProps {
  /** Names the chart for assistive technology; the table below gives its figures as text. */
  label: string;
  kind: 'bars' | 'area';
  points: readonly DayValue[];
  seriesName: string;
  color: string;
  /** How a value reads on the axis and in the hover readout, e.g. "30 min". */
  formatValue: (value: number) => string;
  table: { caption: string; columns: [string, string] };
  height?: number;
  /**
   * Where the value axis starts: at zero (counts, minutes), or just below the lowest value, for
   * figures that move a little around a large number (a lift's 215 to 230 lb).
   */
  valueAxis?: 'from-zero' | 'around-values';
}

const AXIS = '#cbd5e1';
const DAY_SECONDS = 24 * 60 * 60;
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 365].map((days) => days * DAY_SECONDS);
const GRID = 'rgba(148, 163, 184, 0.15)';
/** The value axis's span: zero to a tenth above the top, or the values with room above and below. */
export function valueRange(
  axis: NonNullable<TimeChartProps['valueAxis']>,
  min: number,
  max: number,
): [number, number] {
  if (axis === 'from-zero') return [0, Math.max(1, Math.ceil(max * 1.1))];
  const margin = Math.max(5, (max - min) * 0.2);
  return [Math.max(0, Math.floor((min - margin) / 5) * 5), Math.ceil((max + margin) / 5) * 5];
}

/**
 * The time axis's span for bars: half a day beyond the first and the last day, so the bars at
 * both ends (today's among them) are drawn whole rather than cut in half at the plot's edges.
 */
export function barDaySpan(firstDay: number, lastDay: number): [number, number] {
  return [firstDay - DAY_SECONDS / 2, lastDay + DAY_SECONDS / 2];
}

/** Bars never grow wider than this, however few the days. */
const WIDEST_BAR = 40;
/** The narrowest bar still read as a bar on a phone, as long as it leaves a gap beside it. */
const NARROWEST_BAR = 7;
const LEAST_GAP = 2;

/**
 * A day's bar width in CSS px, given the width one day takes on the axis: six tenths of it while
 * days are wide; on a narrow screen with many days (a month on a phone) at least NARROWEST_BAR,
 * keeping a gap of LEAST_GAP between neighbours, so bars do not thin to slivers.
 */
export function barWidth(dayWidth: number): number {
  const proportional = dayWidth * 0.6;
  const legible = Math.min(NARROWEST_BAR, dayWidth - LEAST_GAP);
  return Math.max(1, Math.min(WIDEST_BAR, Math.max(proportional, legible)));
}

/**
 * The value axis's width in CSS px, fitted to its longest label (uPlot's 12 px axis font is about
 * 7 px a character), so a count's "2" does not take the room of "120 min" from the bars.
 */
export function valueAxisWidth(labels: readonly string[]): number {
  const longest = Math.max(1, ...labels.map((text) => text.length));
  return Math.ceil(longest * 7 + 18);
}

let chartLibrary: Promise<typeof uPlot> | undefined;

/**
 * uPlot and its stylesheet, downloaded once. A page that always draws charts starts this as its
 * own code loads, so the library arrives with the figures instead of one round trip after them.
 */
export function loadChartLibrary(): Promise<typeof uPlot> {
  if (!chartLibrary) {
    const loading = Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: Plot }]) => Plot,
    );
    // A failed download is tried again by the next chart rather than remembered.
    loading.catch(() => {
      if (chartLibrary === loading) chartLibrary = undefined;
    });
    chartLibrary = loading;
  }
  return chartLibrary;
}

/** Local midnight of a day, in the seconds uPlot's time scale counts. */
const secondsOf = (day: string) => parseDay(day).getTime() / 1000;
const dayLabel = (seconds: number) => shortDay(new Date(seconds * 1000));

interface Look {
  kind: TimeChartProps['kind'];
  valueAxis: NonNullable<TimeChartProps['valueAxis']>;
  color: string;
  seriesName: string;
  height: number;
  formatValue: (value: number) => string;
}

/** Bars as wide as barWidth says for the width a day takes now (it changes with the chart's). */
function barsFor(plot: typeof uPlot): uPlot.Series.PathBuilder {
  return (u, seriesIndex, firstIndex, lastIndex) => {
    const width = barWidth(u.valToPos(DAY_SECONDS, 'x') - u.valToPos(0, 'x'));
    const bars = plot.paths.bars?.({ size: [1, width, width] });
    return bars ? bars(u, seriesIndex, firstIndex, lastIndex) : null;
  };
}

function optionsFor(
  { kind, valueAxis, color, formatValue, seriesName, height }: Look,
  width: number,
  plot: typeof uPlot,
): uPlot.Options {
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 6 } },
    scales: {
      x: kind === 'bars' ? { time: true, range: (_u, min, max) => barDaySpan(min, max) } : { time: true },
      y: { range: (_u, min, max) => valueRange(valueAxis, min, max) },
    },
    axes: [
      {
        stroke: AXIS,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        // The axis keeps labels 70 px apart: a week shows every day, three months a few dates.
        space: 70,
        // Ticks fall on whole days, so a span of a few days never labels one day twice.
        incrs: DAY_STEPS,
        values: (_u, splits) => splits.map(dayLabel),
      },
      {
        stroke: AXIS,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        size: (_u, labels) => valueAxisWidth(labels ?? []),
        values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? formatValue(value) : '')),
      },
    ],
    series: [
      {},
      {
        label: seriesName,
        stroke: color,
        width: kind === 'bars' ? 0 : 2,
        fill: kind === 'bars' ? color : `${color}33`,
        points: { show: false },
        paths: kind === 'bars' ? barsFor(plot) : plot.paths.spline?.(),
      },
    ],
  };
}

/**
 * A chart of one value per day, drawn with uPlot (about 23 KB gzipped, loaded on first use, so only
 * the pages that draw charts download it). The picture is hidden from assistive technology; a
 * visually hidden table carries the same figures.
 */
export function TimeChart({
  label,
  kind,
  points,
  seriesName,
  color,
  formatValue,
  table,
  height = 240,
  valueAxis = 'from-zero',
}: TimeChartProps) {
  const container = useRef<HTMLDivElement>(null);
  // Callers pass the formatter inline; the chart reads the latest one without redrawing for it.
  const format = useRef(formatValue);
  format.current = formatValue;
  const [failed, setFailed] = useState(false);
  // Drawn and removed one after another, so a quick change never leaves two charts behind.
  const previous = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    const drawn = previous.current
      .then(async () => {
        const element = container.current;
        if (cancelled || !element) return;
        const Plot = await loadChartLibrary();
        if (cancelled || !container.current) return;
        const data: uPlot.AlignedData = [
          points.map((point) => secondsOf(point.day)),
          points.map((point) => point.value),
        ];
        const look = {
          kind,
          valueAxis,
          color,
          seriesName,
          height,
          formatValue: (value: number) => format.current(value),
        };
        chart = new Plot(optionsFor(look, element.clientWidth || 320, Plot), data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    previous.current = drawn;
    return () => {
      cancelled = true;
      previous.current = drawn.then(() => {
        observer?.disconnect();
        chart?.destroy();
      });
    };
  }, [points, height, kind, valueAxis, color, seriesName]);

  return (
    <figure aria-label={label} className="m-0 flex w-full flex-col items-stretch">
      {failed ? (
        <p role="alert" className="text-sm text-error">
          The chart could not be drawn; the figures are listed below.
        </p>
      ) : (
        <div ref={container} aria-hidden className="w-full" style={{ minHeight: height }} />
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
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{dayLabel(secondsOf(point.day))}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
