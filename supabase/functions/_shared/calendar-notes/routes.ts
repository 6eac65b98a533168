import postgres from 'postgres';
import { ID_TAKEN } from '../contract/client-writes.ts';
import { calendarNoteOperations, NOTE_NOT_FOUND } from '../contract/operations/calendar-notes.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import {
  createCalendarNote,
  deleteCalendarNote,
  findCalendarNote,
  listCalendarNotes,
  type NoteCreation,
  updateCalendarNote,
} from './calendar-note-store.ts';

/** The id is a note's the caller cannot see: row-level security hid it, the primary key did not. */
const isTakenId = (error: unknown) =>
  error instanceof postgres.PostgresError &&
  error.code === '23505' &&
  error.constraint_name === 'calendar_note_pkey';

/**
 * /api/calendar-notes: one note per member and local day. Creating a second note for a day that
 * has one answers 409 (the web app loads the existing note for update instead), so two tabs can
 * never silently overwrite each other. A note created under the client's id is stored once however
 * often it is sent; edits settle by when the member made them (the table's trigger).
 */
export function calendarNoteRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(calendarNoteOperations.list, async (c) => c.json(await asUser(sql, c.get('claims'), listCalendarNotes)));

  on(calendarNoteOperations.create, async (c, { body }) => {
    const claims = c.get('claims');
    const id = body.id ?? crypto.randomUUID();
    const creation = await asUser(sql, claims, (tx) => createCalendarNote(tx, { ...body, id })).catch(
      async (error: unknown): Promise<NoteCreation> => {
        if (!isTakenId(error)) throw error;
        // Another member's note (hidden from the read below too), or the caller's own, stored by a
        // simultaneous send of the same id after this statement took its snapshot.
        const stored = await asUser(sql, claims, (tx) => findCalendarNote(tx, id));
        if (!stored) throw conflict('id_taken', ID_TAKEN);
        return { outcome: 'stored', note: stored };
      },
    );
    if (creation.outcome === 'dayTaken') {
      throw conflict('note_exists', 'date: This day already has a note; edit it instead', {
        date: 'This day already has a note; edit it instead',
      });
    }
    return c.json(creation.note, creation.outcome === 'created' ? 201 : 200);
  });

  on(calendarNoteOperations.update, async (c, { params: { id }, body }) => {
    const note = await asUser(sql, c.get('claims'), (tx) => updateCalendarNote(tx, id, body));
    if (!note) throw notFound(NOTE_NOT_FOUND);
    return c.json(note);
  });

  on(calendarNoteOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(sql, c.get('claims'), (tx) => deleteCalendarNote(tx, id));
    if (!deleted) throw notFound(NOTE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
