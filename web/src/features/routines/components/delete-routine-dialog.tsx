import { Dialog } from '@/components/dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { useDeleteRoutine } from '../api.ts';

/** Asks before a routine is deleted; sessions already done from it stay in the history. */
export function DeleteRoutineDialog({
  routine,
  onClose,
  onDeleted,
}: {
  /** The routine to delete; null keeps the dialog closed. */
  routine: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteRoutine();
  const toast = useToast();
  const confirm = () => {
    if (!routine) return;
    remove.mutate(routine.id, {
      onSuccess: () => {
        toast({ title: 'Routine deleted', description: routine.name });
        onClose();
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: 'Could not delete the routine',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog
      open={routine !== null}
      title="Delete routine?"
      description={
        routine
          ? `“${routine.name}” will be deleted. Workouts you did from it stay in your history.`
          : undefined
      }
      onClose={onClose}
    >
      <div className="modal-action">
        <button type="button" className="btn btn-ghost h-11" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        <button type="button" className="btn btn-error h-11" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
