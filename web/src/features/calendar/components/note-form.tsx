import type { CalendarNote } from '@contract/calendar-notes.ts';
import { NOTE_MAX_LENGTH } from '@contract/calendar-notes.ts';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { useCreateNote, useDeleteNote, useUpdateNote } from '../api.ts';

interface NoteFormProps {
  /** The local day (yyyy-MM-dd) the note belongs to. */
  day: string;
  existing: CalendarNote | undefined;
  /** After a save, update or delete, and on Cancel. */
  onDone: () => void;
  /** Told while a save or delete is under way, so the dialog is not dismissed halfway. */
  onPendingChange: (pending: boolean) => void;
}

/**
 * A day's note; loaded for update or delete when it exists, otherwise saved as new. Mount it with
 * a key per day and note, so it starts from that note's text.
 */
export function NoteForm({ day, existing, onDone, onPendingChange }: NoteFormProps) {
  const [text, setText] = useState(existing?.note ?? '');
  const headingId = useId();
  const fieldId = useId();
  const create = useCreateNote();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const toast = useToast();
  const pending = create.isPending || update.isPending || remove.isPending;

  const settled = () => onPendingChange(false);
  const succeeded = () => {
    settled();
    onDone();
  };
  const failed = (error: Error) => {
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
    if (existing)
      update.mutate({ id: existing.id, note: text.trim() }, { onSuccess: succeeded, onError: failed });
    else create.mutate({ date: day, note: text.trim() }, { onSuccess: succeeded, onError: failed });
  };

  const deleteNote = (id: string) => {
    onPendingChange(true);
    remove.mutate(id, { onSuccess: succeeded, onError: failed });
  };

  return (
    <form onSubmit={save} aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {existing ? 'Edit Note' : 'Add Note'}
      </h3>
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
        {existing && (
          <button
            type="button"
            className="btn btn-ghost text-error mr-auto"
            disabled={pending}
            onClick={() => deleteNote(existing.id)}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending || text.trim() === ''}>
          {create.isPending || update.isPending ? 'Saving...' : existing ? 'Update Note' : 'Save Note'}
        </button>
      </div>
    </form>
  );
}
