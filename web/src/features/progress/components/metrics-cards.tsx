import type { ProgressMetrics } from '@contract/progress.ts';
import { consistencyLabel } from '@contract/progress-rules.ts';

interface Figure {
  label: string;
  value: string | undefined;
  note?: string;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function figuresOf(metrics: ProgressMetrics | undefined): Figure[] {
  return [
    { label: 'Current Streak', value: metrics && days(metrics.currentStreak) },
    { label: 'Longest Streak', value: metrics && days(metrics.longestStreak) },
    { label: 'Total Workout Days', value: metrics && String(metrics.totalWorkoutDays) },
    {
      label: '7-Day Consistency',
      value: metrics && `${metrics.consistencyPercentage7Days}%`,
      ...(metrics ? { note: consistencyLabel(metrics.consistencyPercentage7Days) } : {}),
    },
  ];
}

/**
 * Current and longest streak, total workout days, and the 7-day consistency with its label. While
 * the metrics load the cards already stand, a placeholder in place of each value, so nothing moves.
 */
export function MetricsCards({ metrics }: { metrics: ProgressMetrics | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={metrics === undefined}>
      {figuresOf(metrics).map((figure) => (
        <div key={figure.label} className="rounded-box bg-base-100 p-3">
          <dt className="text-xs uppercase tracking-wide opacity-70">{figure.label}</dt>
          <dd className="text-xl font-bold">
            {figure.value ?? <span className="skeleton inline-block h-5 w-16 align-middle" />}
            {figure.note && (
              <span className="badge badge-primary badge-sm ml-2 align-middle">{figure.note}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
