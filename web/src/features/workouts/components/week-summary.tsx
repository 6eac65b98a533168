import { EXERCISE_CATEGORIES } from '@contract/workout-rules.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { workoutQueries } from '../api.ts';
import { currentWeek } from '../date-labels.ts';
import { CATEGORY_LABELS } from '../labels.ts';

/**
 * This local week (Sunday to Saturday): sessions, minutes and calories, and minutes per category.
 * `besideCalories` adds a figure of the same week from another area (calories eaten, from the food log).
 */
export function WeekSummary({
  besideCalories,
}: {
  besideCalories?: (from: string, to: string) => ReactNode;
} = {}) {
  const { from, to } = currentWeek();
  const week = useQuery(workoutQueries.range(from, to));
  const workouts = week.data ?? [];
  const minutes = workouts.reduce((sum, workout) => sum + workout.duration, 0);
  const calories = workouts.reduce((sum, workout) => sum + workout.caloriesBurned, 0);
  const byCategory = EXERCISE_CATEGORIES.map((category) => ({
    category,
    minutes: workouts
      .filter((workout) => workout.category === category)
      .reduce((sum, workout) => sum + workout.duration, 0),
  })).filter((entry) => entry.minutes > 0);

  return (
    <section aria-labelledby="week-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="week-title" className="card-title">
          This Week
        </h2>
        {week.isPending && (
          <div className="skeleton h-32 rounded-box" role="status" aria-label="Loading this week" />
        )}
        {week.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load this week
          </p>
        )}
        {week.isSuccess && (
          <>
            <dl className={`grid gap-2 text-center ${besideCalories ? 'grid-cols-2' : 'grid-cols-3'}`}>
              <div className="rounded-box bg-base-100 p-2">
                <dt className="text-xs opacity-70">Sessions</dt>
                <dd className="text-xl font-bold">{workouts.length}</dd>
              </div>
              <div className="rounded-box bg-base-100 p-2">
                <dt className="text-xs opacity-70">Minutes</dt>
                <dd className="text-xl font-bold">{minutes}</dd>
              </div>
              <div className="rounded-box bg-base-100 p-2">
                <dt className="text-xs opacity-70">Calories</dt>
                <dd className="text-xl font-bold">{calories}</dd>
              </div>
              {besideCalories?.(from, to)}
            </dl>
            {byCategory.length === 0 ? (
              <p className="text-sm opacity-70">Nothing logged yet this week.</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label="Minutes by category">
                {byCategory.map((entry) => (
                  <li key={entry.category} className="text-sm">
                    <div className="flex justify-between">
                      <span>{CATEGORY_LABELS[entry.category]}</span>
                      <span>{entry.minutes} min</span>
                    </div>
                    <progress
                      className="progress progress-primary"
                      value={entry.minutes}
                      max={minutes}
                      aria-label={`${CATEGORY_LABELS[entry.category]}: ${entry.minutes} of ${minutes} minutes`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
