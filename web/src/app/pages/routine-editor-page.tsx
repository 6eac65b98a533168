import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { routineQueries } from '@/features/routines/api.ts';
import { type PickExercise, RoutineEditor } from '@/features/routines/components/routine-editor.tsx';
import { ExerciseSearch } from '@/features/workouts/components/exercise-search.tsx';
import { HttpError } from '@/lib/api/http-error.ts';

// Routines add exercises with the workouts area's library search.
const exerciseSearch = (onPick: PickExercise) => <ExerciseSearch onPick={onPick} />;

function EditRoutine({ id }: { id: string }) {
  const routine = useQuery(routineQueries.detail(id));
  if (routine.isPending) {
    return <div className="skeleton h-64 rounded-box" role="status" aria-label="Loading routine" />;
  }
  if (routine.isError) {
    const missing = routine.error instanceof HttpError && routine.error.status === 404;
    return (
      <div role="alert" className="alert alert-error flex flex-wrap justify-between">
        <span>{missing ? 'Routine not found' : 'Unable to load the routine'}</span>
        {!missing && (
          <button type="button" className="btn h-11" onClick={() => routine.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return <RoutineEditor key={routine.data.id} routine={routine.data} exerciseSearch={exerciseSearch} />;
}

/** /routines/new and /routines/:id/edit: the routine editor. */
export default function RoutineEditorPage() {
  const { id } = useParams();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-6">
      <Link to={paths.routines.getHref()} className="btn btn-ghost h-11 self-start px-2">
        <ArrowLeft size={16} aria-hidden />
        Routines
      </Link>
      <h1 className="text-2xl font-bold md:text-3xl">{id ? 'Edit Routine' : 'New Routine'}</h1>
      {id ? <EditRoutine id={id} /> : <RoutineEditor exerciseSearch={exerciseSearch} />}
    </main>
  );
}
