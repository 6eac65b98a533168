import { CATEGORY_LABELS } from '@contract/workout-rules.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more.tsx';
import { paths } from '@/config/paths.ts';
import { HttpError } from '@/lib/api/http-error.ts';
import { useUnits } from '@/lib/units.ts';
import { exerciseDetailQueries } from '../api.ts';
import { progressSeries } from '../history-figures.ts';
import { ExerciseRecords } from './exercise-records.tsx';
import { ProgressChart } from './progress-chart.tsx';
import { SessionHistory } from './session-history.tsx';

const TAP = 'min-h-11';

function BackToWorkouts() {
  return (
    <Link to={paths.workouts.getHref()} className={`btn btn-ghost btn-sm ${TAP} self-start px-2`}>
      <ArrowLeft size={16} aria-hidden />
      Workouts
    </Link>
  );
}

/**
 * One exercise as the member has done it: records, the progress chart and every session, newest
 * first, a page at a time. An exercise the member may not see (or that does not exist) shows
 * `notFound`, the app's own page for it.
 */
export function ExerciseDetail({ exerciseId, notFound }: { exerciseId: string; notFound: ReactNode }) {
  const history = useInfiniteQuery(exerciseDetailQueries.history(exerciseId));
  const first = history.data?.pages[0];
  const sessions = useMemo(() => history.data?.pages.flatMap((page) => page.sessions) ?? [], [history.data]);
  const units = useUnits();
  const series = useMemo(() => progressSeries(sessions, units), [sessions, units]);

  if (!history.data && history.error instanceof HttpError && history.error.status === 404) return notFound;

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-6">
      <BackToWorkouts />
      {history.isPending && (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading exercise history">
          <div className="skeleton h-9 w-2/3 rounded-box" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="skeleton h-24 rounded-box" />
            ))}
          </div>
          <div className="skeleton h-64 rounded-box" />
        </div>
      )}
      {history.isError && !history.data && (
        <div role="alert" className="alert alert-error flex flex-wrap justify-between">
          <span>Unable to load this exercise's history</span>
          <button type="button" className={`btn btn-sm ${TAP}`} onClick={() => history.refetch()}>
            Try again
          </button>
        </div>
      )}
      {first && (
        <>
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold break-words md:text-3xl">{first.name}</h1>
            <span className="badge badge-ghost">{CATEGORY_LABELS[first.category]}</span>
          </header>
          {sessions.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 p-8 text-center">
              <p className="font-semibold">No sessions of this exercise yet</p>
              <Link to={paths.workouts.getHref()} className={`btn btn-primary ${TAP}`}>
                <Plus size={16} aria-hidden />
                Log {first.name}
              </Link>
            </div>
          ) : (
            <>
              {/* Runs, swims and stretches set no lifting record and draw no weight line. */}
              {Object.values(first.records).some((record) => record !== null) && (
                <ExerciseRecords records={first.records} />
              )}
              {(series.oneRepMax.length > 0 || series.topWeight.length > 0) && (
                <ProgressChart series={series} />
              )}
              <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
                <h2 id="sessions-title" className="text-xl font-semibold">
                  History
                </h2>
                <SessionHistory sessions={sessions} />
                {/* The shared footer's button is small; on this phone-first screen every tap target is 44 px. */}
                <div className="flex flex-col gap-2 [&_button]:min-h-11">
                  <LoadMore query={history} failure="Unable to load more sessions" />
                </div>
              </section>
            </>
          )}
        </>
      )}
    </main>
  );
}
