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

export interface NewCalendarNote {
  /** The client's id for the note, or one made here. */
  id: string;
  date: string;
  note: string;
  /** When the member wrote it; undefined: now. */
  changedAt?: string | undefined;
}

/**
 * What storing a note under its id came to: `created`; `stored` (the caller stored this id
 * before: the note as it is, nothing written); or `dayTaken` (the day has another note).
 */
export type NoteCreation =
  | { outcome: 'created' | 'stored'; note: CalendarNote }
  | { outcome: 'dayTaken'; note?: undefined };

/**
 * Stores a note under its id in one statement. An id the caller already stored answers that note
 * and writes nothing, whatever else the request says. An id of another member's note, which
 * row-level security hides, fails the primary key (SQLSTATE 23505 on `calendar_note_pkey`).
 */
export async function createCalendarNote(tx: Tx, { id, date, note, changedAt }: NewCalendarNote) {
  const [row] = await tx<(NoteRow & { created: boolean })[]>`
    with stored as (
      select id, to_char(date, 'YYYY-MM-DD') as date, note, false as created
      from public.calendar_note where id = ${id}
    ), created as (
      insert into public.calendar_note (id, user_id, date, note, note_changed_at)
      select ${id}::uuid, (select auth.uid()), ${date}::date, ${note}::text,
             coalesce(${changedAt ?? null}::timestamptz, now())
      where not exists (select from stored)
      on conflict (user_id, date) do nothing
      returning id, to_char(date, 'YYYY-MM-DD') as date, note, true as created
    )
    select * from stored union all select * from created`;
  if (!row) return { outcome: 'dayTaken' } satisfies NoteCreation;
  const { created, ...stored } = row;
  return { outcome: created ? 'created' : 'stored', note: stored } satisfies NoteCreation;
}

export async function findCalendarNote(tx: Tx, id: string): Promise<CalendarNote | undefined> {
  const [row] = await tx<NoteRow[]>`
    select id, to_char(date, 'YYYY-MM-DD') as date, note from public.calendar_note where id = ${id}`;
  return row;
}

/**
 * Writes the note's text as of `changedAt` (undefined: now) and answers the note as stored: the
 * table's trigger keeps the stored text when it was changed later than that.
 */
export async function updateCalendarNote(
  tx: Tx,
  id: string,
  { note, changedAt }: { note: string; changedAt?: string | undefined },
): Promise<CalendarNote | undefined> {
  const [updated] = await tx<NoteRow[]>`
    update public.calendar_note
    set note = ${note}, note_changed_at = coalesce(${changedAt ?? null}::timestamptz, now())
    where id = ${id}
    returning id, to_char(date, 'YYYY-MM-DD') as date, note`;
  return updated;
}

/** Whether a note of the caller's was deleted. */
export async function deleteCalendarNote(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.calendar_note where id = ${id} returning id`;
  return deleted.length > 0;
}
