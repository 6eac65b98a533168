import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePendingWorkouts } from '@/lib/outbox/device-outbox.ts';
import { withPendingWorkouts } from '@/lib/outbox/pending-views.ts';
import { RECENT_LIMIT, workoutQueries } from '../api.ts';
import { WorkoutSummary } from './workout-summary.tsx';

const SHOWN_BY_DEFAULT = 3;

/** Recent Workouts: 3 by default, View All / Show Less; those still on this device come first. */
export function RecentWorkouts() {
  const recent = useQuery(workoutQueries.recent());
  const pending = usePendingWorkouts();
  const [showAll, setShowAll] = useState(false);
  const workouts = withPendingWorkouts(recent.data ?? [], pending).slice(0, RECENT_LIMIT);
  const shown = showAll ? workouts : workouts.slice(0, SHOWN_BY_DEFAULT);

  return (
    <section aria-labelledby="recent-workouts-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between">
          <h2 id="recent-workouts-title" className="card-title text-xl">
            Recent Workouts
          </h2>
          {workouts.length > SHOWN_BY_DEFAULT && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setShowAll((all) => !all)}>
              {showAll ? 'Show Less' : 'View All'}
            </button>
          )}
        </div>
        {recent.isPending && (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading recent workouts">
            {[0, 1, 2].map((index) => (
              <div key={index} className="skeleton h-16 rounded-box" />
            ))}
          </div>
        )}
        {recent.isError && (
          <div role="alert" className="alert alert-error flex justify-between">
            <span>Unable to load workouts</span>
            <button type="button" className="btn btn-sm" onClick={() => recent.refetch()}>
              Try again
            </button>
          </div>
        )}
        {recent.isSuccess && workouts.length === 0 && (
          <p className="rounded-box border border-dashed border-base-300 p-6 text-center opacity-80">
            No workouts yet. Start your first workout!
          </p>
        )}
        {shown.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Recent workouts">
            {shown.map((workout) => (
              <li key={workout.id}>
                <WorkoutSummary workout={workout} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
