import { NOTE_MAX_LENGTH } from '@contract/calendar-note-rules.ts';
import type { CalendarNote } from '@contract/calendar-notes.ts';
import { type FormEvent, useId, useState } from 'react';
import { SavedOnDeviceMark } from '@/components/saved-on-device.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { deviceOutbox, SAVED_ON_DEVICE_TOAST, useOutboxSubmit } from '@/lib/outbox/device-outbox.ts';
import type { OutboxItem } from '@/lib/outbox/outbox-item.ts';
import { isOnDevice, type OnDevice } from '@/lib/outbox/pending-views.ts';
import { useDeleteNote } from '../api.ts';

interface NoteFormProps {
  /** The local day (yyyy-MM-dd) the note belongs to. */
  day: string;
  existing: CalendarNote | OnDevice<CalendarNote> | undefined;
  /**
   * A note write the server refused, opened again to correct it: the form starts from its text,
   * and the refused write goes once the corrected one is sent or kept.
   */
  correcting?: { itemId: string; text: string } | undefined;
  /** After a save, update or delete, and on Cancel. */
  onDone: () => void;
  /** Told while a save or delete is under way, so the dialog is not dismissed halfway. */
  onPendingChange: (pending: boolean) => void;
}

/** Whether an outbox item creates or edits the note of this id. */
const writesNote = (id: string) => (item: OutboxItem) =>
  (item.request.kind === 'calendar-note' && item.request.body.id === id) ||
  (item.request.kind === 'calendar-note-edit' && item.request.noteId === id);

/**
 * A day's note; loaded for update or delete when it exists, otherwise saved as new. Mount it with
 * a key per day and note, so it starts from that note's text. Saves go through the outbox with the
 * moment the member made them: without a connection they are kept on this device, and on the
 * server an older edit never overwrites a newer one made elsewhere.
 */
export function NoteForm({ day, existing, correcting, onDone, onPendingChange }: NoteFormProps) {
  const [text, setText] = useState(correcting?.text ?? existing?.note ?? '');
  const headingId = useId();
  const fieldId = useId();
  const { submit: keep, pending: saving } = useOutboxSubmit();
  const remove = useDeleteNote();
  const toast = useToast();
  const pending = saving || remove.isPending;

  const settled = () => onPendingChange(false);
  const succeeded = () => {
    settled();
    onDone();
  };
  const failed = (error: unknown) => {
    settled();
    // A failure to save or delete is not silent: the member is told and the dialog stays open.
    toast({
      title: 'Could not save the note',
      description: messageOf(error, 'Please try again.'),
      variant: 'destructive',
    });
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onPendingChange(true);
    const changedAt = new Date().toISOString();
    const note = text.trim();
    void keep(
      existing
        ? { kind: 'calendar-note-edit', noteId: existing.id, date: day, body: { note, changedAt } }
        : { kind: 'calendar-note', body: { id: crypto.randomUUID(), date: day, note, changedAt } },
      correcting ? { replacing: correcting.itemId } : {},
    ).then((result) => {
      if (result.status === 'refused') return failed(result.error);
      if (result.status === 'saved') toast(SAVED_ON_DEVICE_TOAST);
      succeeded();
    });
  };

  const deleteNote = (note: CalendarNote | OnDevice<CalendarNote>) => {
    onPendingChange(true);
    const outbox = deviceOutbox();
    // Made on this device and not sent yet: deleting it is forgetting it here.
    const createdHere = outbox
      .getSnapshot()
      .items.some((item) => item.request.kind === 'calendar-note' && item.request.body.id === note.id);
    if (isOnDevice(note) && createdHere) {
      void outbox.discardWhere(writesNote(note.id)).then(succeeded, failed);
      return;
    }
    remove.mutate(note.id, {
      // Edits of it still waiting would only find it gone.
      onSuccess: () => void outbox.discardWhere(writesNote(note.id)).finally(succeeded),
      onError: failed,
    });
  };

  return (
    <form onSubmit={save} aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {existing ? 'Edit Note' : 'Add Note'}
        </h3>
        {existing && isOnDevice(existing) && <SavedOnDeviceMark />}
      </div>
      <label htmlFor={fieldId} className="sr-only">
        Note
      </label>
      <textarea
        id={fieldId}
        className="textarea h-28 w-full"
        maxLength={NOTE_MAX_LENGTH}
        placeholder="How did training go? Anything to remember?"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="modal-action mt-0 flex-wrap">
        {existing && !correcting && (
          <button
            type="button"
            className="btn btn-ghost text-error mr-auto"
            disabled={pending}
            onClick={() => deleteNote(existing)}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending || text.trim() === ''}>
          {saving ? 'Saving...' : existing ? 'Update Note' : 'Save Note'}
        </button>
      </div>
    </form>
  );
}
