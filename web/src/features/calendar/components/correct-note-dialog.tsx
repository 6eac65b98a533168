import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { fullDate, parseDay } from '@/lib/dates.ts';
import { useNotesWithPending } from '@/lib/outbox/device-outbox.ts';
import type { ItemOf } from '@/lib/outbox/outbox-item.ts';
import { calendarQueries } from '../api.ts';
import { NoteForm } from './note-form.tsx';

/**
 * A note the server refused, in the note form with the text it was sent with. The day's note as
 * it now stands decides what saving does: a day that has one (written elsewhere meanwhile) gets its
 * note updated; a day without one (the note deleted elsewhere) gets a new one.
 */
export function CorrectNoteDialog({
  item,
  onClose,
}: {
  item: ItemOf<'calendar-note' | 'calendar-note-edit'>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const notes = useQuery(calendarQueries.notes());
  const shown = useNotesWithPending(notes.data);
  const { request } = item;
  const day = request.kind === 'calendar-note' ? request.body.date : request.date;
  const existing = shown.find((note) => note.date === day);
  return (
    <Dialog
      open
      title={`Note for ${fullDate(parseDay(day))}`}
      description={item.refusal ? `The server said: ${item.refusal.message}` : undefined}
      onClose={pending ? undefined : onClose}
    >
      {notes.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm opacity-70">
          <span className="loading loading-spinner loading-sm" aria-hidden />
          Loading the day's note...
        </p>
      ) : (
        <NoteForm
          day={day}
          existing={existing}
          correcting={{ itemId: item.id, text: request.body.note }}
          onDone={onClose}
          onPendingChange={setPending}
        />
      )}
    </Dialog>
  );
}
