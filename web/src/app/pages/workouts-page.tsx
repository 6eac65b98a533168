import type { QueryClient } from '@tanstack/react-query';
import { ListChecks, Play } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { coachQueries } from '@/features/coach/api.ts';
import { useLiveSessionInProgress } from '@/features/live-session/use-live-session-in-progress.ts';
import { CaloriesLogged } from '@/features/nutrition/components/calories-logged.tsx';
import { exerciseQueries, workoutQueries } from '@/features/workouts/api.ts';
import { WeekSummary } from '@/features/workouts/components/week-summary.tsx';
import { WorkoutHistory } from '@/features/workouts/components/workout-history.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { WorkoutLogger } from './workout-logger.tsx';

/**
 * The answers of the first view (screens.ts asks for them as the chunk arrives): the library, the
 * history's first page and the coach's levels. The week's summary is left to its own query, as its
 * dates follow the member's time zone.
 */
export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(exerciseQueries.list());
  void client.prefetchInfiniteQuery(workoutQueries.history());
  void client.prefetchQuery(coachQueries.levels());
}

/** /workouts: Start Workout (the live session), the quick logger, the full history and this week's summary. */
export default function WorkoutsPage() {
  const inProgress = useLiveSessionInProgress(useSignedInUser().id);
  // A calendar day's "Log Workout for This Day" arrives with ?day=yyyy-MM-dd.
  const [params] = useSearchParams();
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Workouts</h1>
        <Link to={paths.routines.getHref()} className="btn btn-outline ml-auto h-11 min-h-11">
          <ListChecks size={16} aria-hidden />
          Routines
        </Link>
        <Link to={paths.liveWorkout.getHref()} className="btn btn-primary h-11 min-h-11">
          <Play size={16} aria-hidden />
          {inProgress ? 'Resume Workout' : 'Start Workout'}
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <WorkoutLogger showExpandLink={false} logDay={params.get('day')} />
          <WorkoutHistory />
        </div>
        <aside aria-label="This week" className="flex flex-col gap-6">
          <WeekSummary besideCalories={(from, to) => <CaloriesLogged from={from} to={to} />} />
        </aside>
      </div>
    </main>
  );
}
