import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@/components/dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { SAVED_ON_DEVICE_TOAST, useGoalsWithPending, useOutboxSubmit } from '@/lib/outbox/device-outbox.ts';
import type { ItemOf } from '@/lib/outbox/outbox-item.ts';
import { goalQueries, newGoalWrite } from '../api.ts';
import { GoalForm } from './weekly-goals.tsx';

/**
 * A goal write the server refused, in the goal form with what it was sent with. The goals as they
 * now stand decide what saving does: the goal it changed, if it is still there, else the goal of the
 * chosen type (one per type), else a new goal.
 */
export function CorrectGoalDialog({
  item,
  onClose,
}: {
  item: ItemOf<'goal' | 'goal-edit'>;
  onClose: () => void;
}) {
  const goals = useQuery(goalQueries.list());
  const shown = useGoalsWithPending(goals.data);
  const { submit: keep, pending } = useOutboxSubmit();
  const toast = useToast();
  const { request } = item;
  const edited = request.kind === 'goal-edit' ? shown.find((goal) => goal.id === request.goalId) : undefined;
  const initial = {
    type: request.body.type ?? edited?.type ?? 'workouts',
    target: request.body.target ?? edited?.target ?? 5,
  };

  const save = (goal: typeof initial) => {
    const changedAt = new Date().toISOString();
    const target = edited ?? shown.find((candidate) => candidate.type === goal.type);
    void keep(
      target
        ? { kind: 'goal-edit', goalId: target.id, body: { ...goal, changedAt } }
        : newGoalWrite(goal, changedAt),
      { replacing: item.id },
    ).then((result) => {
      if (result.status === 'refused') {
        toast({
          title: 'Could not save the goal',
          description: messageOf(result.error, 'Please try again.'),
          variant: 'destructive',
        });
        return;
      }
      if (result.status === 'saved') toast(SAVED_ON_DEVICE_TOAST);
      onClose();
    });
  };

  return (
    <Dialog
      open
      title="Weekly goal"
      description={item.refusal ? `The server said: ${item.refusal.message}` : undefined}
      onClose={pending ? undefined : onClose}
    >
      {goals.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm opacity-70">
          <span className="loading loading-spinner loading-sm" aria-hidden />
          Loading your goals...
        </p>
      ) : (
        <GoalForm
          initial={initial}
          submitLabel={pending ? 'Saving...' : 'Save'}
          pending={pending}
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
