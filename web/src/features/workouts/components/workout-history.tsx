import type { Workout } from '@contract/workouts.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { LoadMore } from '@/components/load-more.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { usePendingWorkouts } from '@/lib/outbox/device-outbox.ts';
import { isOnDevice, withPendingWorkouts } from '@/lib/outbox/pending-views.ts';
import { useDeleteWorkout, workoutQueries } from '../api.ts';
import { WorkoutSummary } from './workout-summary.tsx';

// The correction form and its validation (zod) load when a member edits a session, not with the page.
const EditWorkoutDialog = lazy(() =>
  import('./edit-workout-dialog.tsx').then((module) => ({ default: module.EditWorkoutDialog })),
);

/**
 * The member's whole history, newest first, a page at a time, with correction and removal; those
 * still on this device are shown with them, and are corrected once the server has them.
 */
export function WorkoutHistory() {
  const history = useInfiniteQuery(workoutQueries.history());
  const pending = usePendingWorkouts();
  const [editing, setEditing] = useState<Workout | null>(null);
  const [deleting, setDeleting] = useState<Workout | null>(null);
  const remove = useDeleteWorkout();
  const toast = useToast();
  const workouts = withPendingWorkouts(history.data?.pages.flat() ?? [], pending);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Workout Deleted', description: `${deleting.name} was removed from your history.` });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: 'Delete Failed',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <section aria-labelledby="history-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="history-title" className="card-title text-xl">
          Workout History
        </h2>
        {history.isPending && (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading workout history">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="skeleton h-16 rounded-box" />
            ))}
          </div>
        )}
        {history.isError && (
          <div role="alert" className="alert alert-error flex justify-between">
            <span>Unable to load workouts</span>
            <button type="button" className="btn btn-sm" onClick={() => history.refetch()}>
              Try again
            </button>
          </div>
        )}
        {history.isSuccess && workouts.length === 0 && (
          <p className="rounded-box border border-dashed border-base-300 p-6 text-center opacity-80">
            No workouts yet. Start your first workout!
          </p>
        )}
        {workouts.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Workout history">
            {workouts.map((workout) => (
              <li key={workout.id}>
                <WorkoutSummary
                  workout={workout}
                  actions={
                    !isOnDevice(workout) && (
                      <div className="action-row">
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-square"
                          aria-label={`Edit ${workout.name}`}
                          onClick={() => setEditing(workout)}
                        >
                          <Pencil size={16} aria-hidden />
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-square text-error"
                          aria-label={`Delete ${workout.name}`}
                          onClick={() => setDeleting(workout)}
                        >
                          <Trash2 size={16} aria-hidden />
                        </button>
                      </div>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={history} failure="Unable to load more workouts" />
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditWorkoutDialog workout={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <Dialog
        open={deleting !== null}
        title="Delete this workout?"
        description={
          deleting ? `${deleting.name} will be removed from your history, stats and streak.` : undefined
        }
        onClose={remove.isPending ? undefined : () => setDeleting(null)}
      >
        <div className="modal-action mt-0">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setDeleting(null)}
            disabled={remove.isPending}
          >
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
