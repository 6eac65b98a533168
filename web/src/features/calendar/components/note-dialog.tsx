import type { CalendarNote } from '@contract/calendar-notes.ts';
import { NOTE_MAX_LENGTH } from '@contract/calendar-notes.ts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { fullDate, parseDay } from '@/lib/dates.ts';
import { useCreateNote, useDeleteNote, useUpdateNote } from '../api.ts';

interface NoteDialogProps {
  /** The local day (yyyy-MM-dd) whose note is open, or null when closed. */
  day: string | null;
  existing: CalendarNote | undefined;
  onClose: () => void;
}

const longDate = (day: string) => fullDate(parseDay(day));

/** A day's note; loaded for update or delete when it exists, otherwise saved as new. */
export function NoteDialog({ day, existing, onClose }: NoteDialogProps) {
  const [text, setText] = useState('');
  const fieldId = useId();
  const create = useCreateNote();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const toast = useToast();
  const pending = create.isPending || update.isPending || remove.isPending;

  useEffect(() => {
    if (day) setText(existing?.note ?? '');
  }, [day, existing?.note]);

  const failed = (error: Error) =>
    // A failure to save or delete is not silent: the member is told and the dialog stays open.
    toast({
      title: 'Could not save the note',
      description: messageOf(error, 'Please try again.'),
      variant: 'destructive',
    });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!day || text.trim() === '') return;
    if (existing)
      update.mutate({ id: existing.id, note: text.trim() }, { onSuccess: onClose, onError: failed });
    else create.mutate({ date: day, note: text.trim() }, { onSuccess: onClose, onError: failed });
  };

  return (
    <Dialog
      open={day !== null}
      title={existing ? 'Edit Note' : 'Add Note'}
      description={day ? longDate(day) : undefined}
      onClose={pending ? undefined : onClose}
    >
      <form onSubmit={save} className="flex flex-col gap-3">
        <label htmlFor={fieldId} className="text-sm font-medium">
          Note
        </label>
        <textarea
          id={fieldId}
          className="textarea h-32 w-full"
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
              onClick={() => remove.mutate(existing.id, { onSuccess: onClose, onError: failed })}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending || text.trim() === ''}>
            {create.isPending || update.isPending ? 'Saving...' : existing ? 'Update Note' : 'Save Note'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
