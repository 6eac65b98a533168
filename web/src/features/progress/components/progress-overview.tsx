import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { parseDay, weekdayShort } from '@/lib/dates.ts';
import { progressQueries } from '../api.ts';
import { shortDayLabel } from '../day-labels.ts';
import { MetricsCards } from './metrics-cards.tsx';
import { ProgressEmpty, ProgressUnavailable } from './progress-state.tsx';

/** The placeholder's height while the metrics load; a member without workouts keeps it. */
const PLACEHOLDER_HEIGHT = 224;

/**
 * The dashboard's Progress Overview: the metrics and the last 7 days as simple bars. Drawn without
 * the chart library so the dashboard stays within its script budget; /progress has the full charts.
 */
export function ProgressOverview() {
  const metrics = useQuery(progressQueries.metrics(7));
  return (
    <section aria-labelledby="progress-overview-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between">
          <h2 id="progress-overview-title" className="card-title text-xl">
            Progress Overview
          </h2>
          <Link to={paths.progress.getHref()} className="btn btn-ghost btn-sm">
            View details
          </Link>
        </div>
        {metrics.isPending && (
          <div
            className="skeleton rounded-box"
            style={{ height: PLACEHOLDER_HEIGHT }}
            role="status"
            aria-label="Loading progress"
          />
        )}
        {metrics.isError && <ProgressUnavailable />}
        {metrics.data && metrics.data.totalWorkoutDays === 0 && <ProgressEmpty height={PLACEHOLDER_HEIGHT} />}
        {metrics.data && metrics.data.totalWorkoutDays > 0 && (
          <>
            <MetricsCards metrics={metrics.data} />
            <WeekBars days={metrics.data.workoutFrequency} />
          </>
        )}
      </div>
    </section>
  );
}

function WeekBars({ days }: { days: { date: string; count: number }[] }) {
  const most = Math.max(1, ...days.map((day) => day.count));
  return (
    <figure className="m-0 flex w-full flex-col items-stretch">
      <figcaption className="mb-2 text-sm opacity-75">Workouts per day, last 7 days</figcaption>
      <ul className="flex h-32 items-end gap-2">
        {days.map((day) => (
          <li key={day.date} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-semibold">{day.count || ''}</span>
            <span
              className="w-full rounded-t-field bg-primary"
              style={{ height: `${(day.count / most) * 100}%`, minHeight: day.count ? 4 : 0 }}
              aria-hidden
            />
            <span className="text-[10px] opacity-70">
              <span className="sr-only">{`${shortDayLabel(day.date)}: ${day.count} workouts`}</span>
              <span aria-hidden>{weekdayShort(parseDay(day.date))}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
