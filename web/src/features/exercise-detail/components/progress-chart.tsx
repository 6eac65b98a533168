import { useState } from 'react';
import { TimeChart } from '@/components/time-chart.tsx';
import { formatNumber, useUnits, weightUnit } from '@/lib/units.ts';
import type { ProgressSeries } from '../history-figures.ts';

/** A top weight is a lifted one and reads as typed; an estimate reads to the tenth. */
const LINES = {
  oneRepMax: { button: 'Estimated 1RM', name: 'Estimated one-rep max', color: '#f97316', decimals: 1 },
  topWeight: { button: 'Top weight', name: 'Top weight', color: '#38bdf8', decimals: 2 },
} as const;
type Line = keyof typeof LINES;

/**
 * Estimated one-rep max and top weight per day (in the member's unit), one line at a time (a switch between them keeps
 * each line's scale readable on a phone). The chart's table gives the same figures as text.
 */
export function ProgressChart({ series }: { series: ProgressSeries }) {
  const [shown, setShown] = useState<Line>('oneRepMax');
  const units = useUnits();
  const line = LINES[shown];
  const points = series[shown];
  return (
    <section aria-labelledby="progress-title" className="card bg-base-200">
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="progress-title" className="card-title text-xl">
            Progress
          </h2>
          <fieldset className="join" aria-label="Line shown">
            {(Object.keys(LINES) as Line[]).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={shown === key}
                className={`btn join-item min-h-11 ${shown === key ? 'btn-primary' : 'btn-outline'}`}
                onClick={() => setShown(key)}
              >
                {LINES[key].button}
              </button>
            ))}
          </fieldset>
        </div>
        {points.length === 0 ? (
          <p className="rounded-box border border-dashed border-base-300 p-6 text-center opacity-80">
            {shown === 'oneRepMax'
              ? 'No set of 1 to 12 reps with a weight yet, so there is no estimate to draw.'
              : 'No weighted set yet, so there is no weight to draw.'}
          </p>
        ) : (
          <>
            <TimeChart
              label={`${line.name} per day, in ${units === 'metric' ? 'kilograms' : 'pounds'}`}
              kind="area"
              points={points}
              seriesName={line.name}
              color={line.color}
              formatValue={(value) => `${formatNumber(value, line.decimals)} ${weightUnit(units)}`}
              table={{ caption: `${line.name} per day`, columns: ['Day', line.name] }}
              height={220}
              valueAxis="around-values"
            />
            {points.length === 1 && (
              <p className="text-sm opacity-70">One day so far: the line starts with the next session.</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
