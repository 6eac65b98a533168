import type { CalendarNote } from '../contract/calendar-notes.ts';
import type { Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';

/**
 * Reads and writes of the caller's calendar notes, run as the member (asUser): row-level security
 * decides which rows a statement sees; `(select auth.uid())` only names the owner of a new note.
 */

/** A note with its day as `YYYY-MM-DD` (to_char), the contract's shape. */
type NoteRow = Pick<Row<'public.calendar_note'>, 'id' | 'note'> & { date: string };

export function listCalendarNotes(tx: Tx): Promise<CalendarNote[]> {
  return tx<NoteRow[]>`
    select id, to_char(date, 'YYYY-MM-DD') as date, note
    from public.calendar_note where user_id = (select auth.uid()) order by date`;
}

/** The new note, or undefined when the day already has one. */
export async function insertCalendarNote(
  tx: Tx,
  { date, note }: Pick<CalendarNote, 'date' | 'note'>,
): Promise<CalendarNote | undefined> {
  const [created] = await tx<NoteRow[]>`
    insert into public.calendar_note (user_id, date, note)
    values ((select auth.uid()), ${date}, ${note})
    on conflict (user_id, date) do nothing
    returning id, to_char(date, 'YYYY-MM-DD') as date, note`;
  return created;
}

export async function updateCalendarNote(
  tx: Tx,
  id: string,
  note: string,
): Promise<CalendarNote | undefined> {
  const [updated] = await tx<NoteRow[]>`
    update public.calendar_note set note = ${note} where id = ${id}
    returning id, to_char(date, 'YYYY-MM-DD') as date, note`;
  return updated;
}

/** Whether a note of the caller's was deleted. */
export async function deleteCalendarNote(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.calendar_note where id = ${id} returning id`;
  return deleted.length > 0;
}
