import { calendarNoteOperations, NOTE_NOT_FOUND } from '../contract/operations/calendar-notes.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { storedUnderTakenId } from '../http/client-writes.ts';
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
      async (error: unknown): Promise<NoteCreation> => ({
        outcome: 'stored',
        note: await storedUnderTakenId(error, 'calendar_note_pkey', () =>
          asUser(sql, claims, (tx) => findCalendarNote(tx, id)),
        ),
      }),
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
