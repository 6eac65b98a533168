import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { localDayKey } from '@/lib/dates.ts';
import { dailyPick, pickWorkouts, type RecommendedWorkout } from '../recommended-workouts.ts';

const REFRESH_MS = 500;
const INTENSITY_BADGE = { low: 'badge-success', moderate: 'badge-warning', high: 'badge-error' } as const;

const todayKey = () => localDayKey(new Date());

/** Three of fifteen, the day's pick first; Refresh shows "Refreshing..." for 0.5 s. */
export function RecommendedWorkoutsCard({
  onStart,
  onLog,
}: {
  onStart: () => void;
  /** Opens the log dialog for this workout's exercise and length. */
  onLog: (workout: RecommendedWorkout) => void;
}) {
  const [workouts, setWorkouts] = useState<RecommendedWorkout[]>(() => dailyPick(todayKey()));
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setRefreshing(true);
    timer.current = setTimeout(() => {
      setWorkouts(pickWorkouts(Math.random));
      setRefreshing(false);
    }, REFRESH_MS);
  };

  return (
    <section aria-labelledby="recommended-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recommended-title" className="card-title">
            Recommended Workouts
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={refresh} disabled={refreshing}>
            <RefreshCw size={14} aria-hidden className={refreshing ? 'animate-spin' : ''} />
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
        <ul className="flex flex-col gap-2" aria-busy={refreshing}>
          {workouts.map((workout) => (
            <li key={workout.name} className="rounded-box bg-base-100 p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold">{workout.name}</p>
                <span className={`badge badge-sm ${INTENSITY_BADGE[workout.intensity]}`}>
                  {workout.intensity}
                </span>
              </div>
              <p className="text-sm opacity-75">{workout.focus}</p>
              <div className="mt-1 flex items-center justify-between gap-2">
                <p className="text-xs opacity-60">
                  {workout.minutes} min · logged as {workout.exercise}
                </p>
                <button
                  type="button"
                  className="btn btn-outline btn-primary btn-xs"
                  aria-label={`Log ${workout.name}`}
                  onClick={() => onLog(workout)}
                >
                  Log
                </button>
              </div>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-primary btn-sm" onClick={onStart}>
          Log one of these
        </button>
      </div>
    </section>
  );
}
