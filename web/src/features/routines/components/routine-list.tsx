import type { Routine } from '@contract/strength-log.ts';
import { useQuery } from '@tanstack/react-query';
import { Link2, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { routineQueries } from '../api.ts';
import { setsLabel, summaryOf } from '../routine-summary.ts';
import { DeleteRoutineDialog } from './delete-routine-dialog.tsx';

function RoutineCard({ routine, onDelete }: { routine: Routine; onDelete: () => void }) {
  const titleId = `routine-${routine.id}`;
  return (
    <article aria-labelledby={titleId} className="card bg-base-200">
      <div className="card-body gap-3 p-4">
        <h2 id={titleId} className="card-title text-lg break-words">
          {routine.name}
        </h2>
        <ul className="flex flex-col gap-1 text-sm" aria-label={`Exercises of ${routine.name}`}>
          {summaryOf(routine).map((line) => (
            <li key={line.position} className="flex items-start gap-2">
              {line.superset && (
                <Link2 size={14} className="mt-0.5 shrink-0 text-primary" aria-label="Superset" />
              )}
              <span className="min-w-0 break-words">
                {line.names.join(' + ')}
                <span className="opacity-60"> · {setsLabel(line.sets)}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="card-actions flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost h-11 text-error"
            aria-label={`Delete ${routine.name}`}
            onClick={onDelete}
          >
            <Trash2 size={16} aria-hidden />
            Delete
          </button>
          <Link
            to={paths.editRoutine.getHref(routine.id)}
            className="btn btn-outline h-11"
            aria-label={`Edit ${routine.name}`}
          >
            <Pencil size={16} aria-hidden />
            Edit
          </Link>
          <Link
            to={paths.liveWorkout.getHref({ routine: routine.id })}
            className="btn btn-primary h-11"
            aria-label={`Start ${routine.name}`}
          >
            <Play size={16} aria-hidden />
            Start
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The member's routines, each with its exercises in brief, to start, edit or delete. */
export function RoutineList() {
  const routines = useQuery(routineQueries.list());
  const [deleting, setDeleting] = useState<Routine | null>(null);
  return (
    <>
      {routines.isPending && (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading routines">
          {[0, 1].map((index) => (
            <div key={index} className="skeleton h-40 rounded-box" />
          ))}
        </div>
      )}
      {routines.isError && (
        <div role="alert" className="alert alert-error flex flex-wrap justify-between">
          <span>Unable to load routines</span>
          <button type="button" className="btn h-11" onClick={() => routines.refetch()}>
            Try again
          </button>
        </div>
      )}
      {routines.isSuccess && routines.data.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-8 text-center">
          <p className="font-semibold">No routines yet</p>
          <p className="text-sm opacity-70">Save the exercises you do together and start them in one tap.</p>
          <Link to={paths.newRoutine.getHref()} className="btn btn-primary h-11">
            <Plus size={16} aria-hidden />
            Create Routine
          </Link>
        </div>
      )}
      {routines.isSuccess && routines.data.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Routines">
          {routines.data.map((routine) => (
            <li key={routine.id}>
              <RoutineCard routine={routine} onDelete={() => setDeleting(routine)} />
            </li>
          ))}
        </ul>
      )}
      <DeleteRoutineDialog routine={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
