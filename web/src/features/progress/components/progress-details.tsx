import { PROGRESS_PERIOD_DAYS, RECENT_ACTIVITY_DAYS } from '@contract/progress-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { Dumbbell, Flame, Target } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { loadChartLibrary, TimeChart } from '@/components/time-chart.tsx';
import { isPremiumRequired, usePremiumAccess } from '@/lib/subscription-status.ts';
import { useUnits } from '@/lib/units.ts';
import { progressQueries } from '../api.ts';
import { streakInsight, strengthInsight } from '../insights.ts';
import { BestLifts } from './best-lifts.tsx';
import { MetricsCards } from './metrics-cards.tsx';
import { ProgressEmpty, ProgressUnavailable } from './progress-state.tsx';

const PERIOD_LABELS: Record<(typeof PROGRESS_PERIOD_DAYS)[number], string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 3 months',
};

const CHART_HEIGHT = 240;

// Every visit draws at least the recent-activity chart: its library downloads while the figures do.
loadChartLibrary().catch(() => undefined);

/** A chart's room while its figures load. */
function ChartSpace({ label }: { label: string }) {
  return (
    <div
      className="skeleton w-full rounded-box"
      style={{ height: CHART_HEIGHT }}
      role="status"
      aria-label={label}
    />
  );
}

export interface GoalSummary {
  achieved: number;
  total: number;
}

/**
 * /progress: the period selector (which really changes the charts), workout
 * frequency, recent activity, weight progress, the metrics and three insight cards with the
 * member's own figures.
 */
export function ProgressDetails({ goalSummary }: { goalSummary: GoalSummary | undefined }) {
  const [days, setDays] = useState<(typeof PROGRESS_PERIOD_DAYS)[number]>(7);
  // Periods beyond 14 days are Premium analytics: without Premium the page shows the upsell.
  const { hasPremium } = usePremiumAccess();
  const needsPremium = days > RECENT_ACTIVITY_DAYS;
  const metrics = useQuery({
    ...progressQueries.metrics(days),
    enabled: !needsPremium || hasPremium === true,
  });
  const locked = needsPremium && (hasPremium === false || isPremiumRequired(metrics.error));
  const recent = useQuery(progressQueries.metrics(RECENT_ACTIVITY_DAYS));
  const weight = useQuery(progressQueries.weight());
  const units = useUnits();

  const workoutsPerDay = useMemo(
    () => metrics.data?.workoutFrequency.map((day) => ({ day: day.date, value: day.count })) ?? [],
    [metrics.data],
  );
  const minutesPerDay = useMemo(
    () =>
      (recent.data?.workoutFrequency.slice(-RECENT_ACTIVITY_DAYS) ?? []).map((day) => ({
        day: day.date,
        value: day.minutes,
      })),
    [recent.data],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Progress</h1>
        <label className="flex items-center gap-2 text-sm">
          Period
          <select
            className="select select-sm w-40"
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as (typeof PROGRESS_PERIOD_DAYS)[number])}
          >
            {PROGRESS_PERIOD_DAYS.map((option) => (
              <option key={option} value={option}>
                {PERIOD_LABELS[option]}
                {option > RECENT_ACTIVITY_DAYS && hasPremium === false ? ' (Premium)' : ''}
              </option>
            ))}
          </select>
        </label>
      </div>

      {locked && <PremiumUpsell feature={`Progress for the ${PERIOD_LABELS[days].toLowerCase()}`} />}
      {!locked && metrics.isError && <ProgressUnavailable />}
      {/* While the figures load, the cards and charts keep their final size, so nothing moves when they come. */}
      {!locked && !metrics.isError && (
        <>
          <MetricsCards metrics={metrics.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="frequency-title" className="card bg-base-200">
              <div className="card-body p-4 sm:p-6">
                <h2 id="frequency-title" className="card-title">
                  Workout Frequency
                </h2>
                {/* A member with no workouts yet is told so in the chart's own room, not above it. */}
                {metrics.data?.totalWorkoutDays === 0 ? (
                  <ProgressEmpty height={CHART_HEIGHT} />
                ) : metrics.data ? (
                  <TimeChart
                    label={`Workouts per day, ${PERIOD_LABELS[days].toLowerCase()}`}
                    kind="bars"
                    points={workoutsPerDay}
                    seriesName="Workouts"
                    color="#f97316"
                    formatValue={(value) => String(value)}
                    table={{
                      caption: `Workouts per day, ${PERIOD_LABELS[days].toLowerCase()}`,
                      columns: ['Day', 'Workouts'],
                    }}
                    height={CHART_HEIGHT}
                  />
                ) : (
                  <ChartSpace label="Loading progress" />
                )}
              </div>
            </section>
            <section aria-labelledby="activity-title" className="card bg-base-200">
              <div className="card-body p-4 sm:p-6">
                <h2 id="activity-title" className="card-title">
                  Recent Activity
                </h2>
                {recent.isError && <ProgressUnavailable />}
                {recent.isPending && <ChartSpace label="Loading recent activity" />}
                {recent.data && (
                  <TimeChart
                    label="Minutes trained per day over the last 14 days"
                    kind="area"
                    points={minutesPerDay}
                    seriesName="Minutes"
                    color="#38bdf8"
                    formatValue={(value) => `${value} min`}
                    table={{ caption: 'Minutes per day, last 14 days', columns: ['Day', 'Minutes'] }}
                    height={CHART_HEIGHT}
                  />
                )}
              </div>
            </section>
          </div>
        </>
      )}

      <section aria-labelledby="weight-title" className="card bg-base-200">
        <div className="card-body">
          <h2 id="weight-title" className="card-title">
            Weight Progress
          </h2>
          {/* Room for the empty note or three best lifts, so the insights below stay put as they come. */}
          <div className="min-h-20">
            {weight.isPending && (
              <div className="skeleton h-20 rounded-box" role="status" aria-label="Loading weight progress" />
            )}
            {weight.isError && <ProgressUnavailable />}
            {weight.data && weight.data.exerciseNames.length === 0 && (
              <p className="text-sm opacity-75">
                Log a strength or dumbbell session with a weight to see your best lifts here.
              </p>
            )}
            {weight.data && weight.data.exerciseNames.length > 0 && <BestLifts weight={weight.data} />}
          </div>
        </div>
      </section>

      <section aria-label="Insights" className="grid gap-4 md:grid-cols-3">
        <article className="card bg-base-200">
          <div className="card-body gap-1">
            <h2 className="card-title text-base">
              <Flame size={18} className="text-primary" aria-hidden />
              Weekly Streak
            </h2>
            <p className="text-sm opacity-80">{metrics.data ? streakInsight(metrics.data) : '…'}</p>
          </div>
        </article>
        <article className="card bg-base-200">
          <div className="card-body gap-1">
            <h2 className="card-title text-base">
              <Dumbbell size={18} className="text-primary" aria-hidden />
              Strength Progress
            </h2>
            <p className="text-sm opacity-80">
              {weight.isPending ? '…' : strengthInsight(weight.data, units)}
            </p>
          </div>
        </article>
        <article className="card bg-base-200">
          <div className="card-body gap-1">
            <h2 className="card-title text-base">
              <Target size={18} className="text-primary" aria-hidden />
              Goal Achievement
            </h2>
            <p className="text-sm opacity-80">
              {goalSummary === undefined
                ? '…'
                : goalSummary.total === 0
                  ? 'No weekly goals yet: set some on the dashboard.'
                  : `${goalSummary.achieved} of ${goalSummary.total} weekly goals achieved this week.`}
            </p>
          </div>
        </article>
      </section>
    </div>
  );
}
