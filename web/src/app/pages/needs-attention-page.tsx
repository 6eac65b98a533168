import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { CorrectNoteDialog } from '@/features/calendar/components/correct-note-dialog.tsx';
import { CorrectGoalDialog } from '@/features/goals/components/correct-goal-dialog.tsx';
import { reopenSession } from '@/features/live-session/reopen.ts';
import { NeedsAttentionList } from '@/features/outbox/components/needs-attention-list.tsx';
import { CorrectWorkoutDialog } from '@/features/workouts/components/correct-workout-dialog.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { deviceOutbox } from '@/lib/outbox/device-outbox.ts';
import { isItemOf, type OutboxItem } from '@/lib/outbox/outbox-item.ts';
import { useUnits } from '@/lib/units.ts';

/** A split or finish was measured, not typed: it can be sent again or discarded, not edited. */
const canEdit = (item: OutboxItem) => !isItemOf(item, 'mile-split', 'mile-finish');

/**
 * /needs-attention: the writes the server refused when they were sent, each opened in its own
 * form to correct (a live workout in the live screen), or discarded.
 */
export default function NeedsAttentionPage() {
  const user = useSignedInUser();
  const units = useUnits();
  const navigate = useNavigate();
  const toast = useToast();
  const [editing, setEditing] = useState<OutboxItem | null>(null);
  const close = () => setEditing(null);

  const edit = (item: OutboxItem) => {
    if (!isItemOf(item, 'workout-session')) {
      setEditing(item);
      return;
    }
    if (!reopenSession(user.id, item.request.body, units)) {
      toast({
        title: 'A workout is in progress',
        description: 'Finish or discard it first, then edit this one.',
        variant: 'destructive',
      });
      return;
    }
    // The live screen holds it now; finishing it there sends it again.
    void deviceOutbox()
      .discard(item.id)
      .then(() => navigate(paths.liveWorkout.getHref()));
  };

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold md:text-3xl">Needs attention</h1>
      <p className="opacity-80">
        These changes were saved on this device, but the server refused them when they were sent. Edit one to
        send it again, or discard it.
      </p>
      <NeedsAttentionList canEdit={canEdit} onEdit={edit} />
      {editing && isItemOf(editing, 'workout') && <CorrectWorkoutDialog item={editing} onClose={close} />}
      {editing && isItemOf(editing, 'calendar-note', 'calendar-note-edit') && (
        <CorrectNoteDialog item={editing} onClose={close} />
      )}
      {editing && isItemOf(editing, 'goal', 'goal-edit') && (
        <CorrectGoalDialog item={editing} onClose={close} />
      )}
    </main>
  );
}
