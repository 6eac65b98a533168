import { consistencyLabel, type ProgressMetrics } from '@contract/progress.ts';

/** Current and longest streak, total workout days, and the 7-day consistency with its label. */
export function MetricsCards({ metrics }: { metrics: ProgressMetrics }) {
  const figures = [
    {
      label: 'Current Streak',
      value: `${metrics.currentStreak} ${metrics.currentStreak === 1 ? 'day' : 'days'}`,
    },
    {
      label: 'Longest Streak',
      value: `${metrics.longestStreak} ${metrics.longestStreak === 1 ? 'day' : 'days'}`,
    },
    { label: 'Total Workout Days', value: String(metrics.totalWorkoutDays) },
    {
      label: '7-Day Consistency',
      value: `${metrics.consistencyPercentage7Days}%`,
      note: consistencyLabel(metrics.consistencyPercentage7Days),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-box bg-base-100 p-3">
          <dt className="text-xs uppercase tracking-wide opacity-70">{figure.label}</dt>
          <dd className="text-xl font-bold">
            {figure.value}
            {figure.note && (
              <span className="badge badge-primary badge-sm ml-2 align-middle">{figure.note}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
