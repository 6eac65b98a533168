import type { AuthProvider } from '../auth/auth-provider.ts';
import type { CalendarNote } from '../contract/calendar-notes.ts';
import { calendarNoteOperations, NOTE_NOT_FOUND } from '../contract/operations/calendar-notes.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';

/**
 * /api/calendar-notes: one note per member and local day. Creating a second note for a day that
 * has one answers 409 (the web app loads the existing note for update instead), so two tabs can
 * never silently overwrite each other.
 */
export function calendarNoteRoutes({ sql, auth }: { sql: Sql; auth: AuthProvider }) {
  const { app, on } = operationRouter(auth);

  on(calendarNoteOperations.list, async (c) => {
    const notes = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx<CalendarNote[]>`
          select id, to_char(date, 'YYYY-MM-DD') as date, note
          from public.calendar_note where user_id = (select auth.uid()) order by date`,
    );
    return c.json(notes);
  });

  on(calendarNoteOperations.create, async (c, { body }) => {
    const [note] = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx<CalendarNote[]>`
          insert into public.calendar_note (user_id, date, note)
          values ((select auth.uid()), ${body.date}, ${body.note})
          on conflict (user_id, date) do nothing
          returning id, to_char(date, 'YYYY-MM-DD') as date, note`,
    );
    if (!note) {
      throw conflict('note_exists', 'date: This day already has a note; edit it instead', {
        date: 'This day already has a note; edit it instead',
      });
    }
    return c.json(note, 201);
  });

  on(calendarNoteOperations.update, async (c, { params: { id }, body }) => {
    const [note] = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx<CalendarNote[]>`
          update public.calendar_note set note = ${body.note} where id = ${id}
          returning id, to_char(date, 'YYYY-MM-DD') as date, note`,
    );
    if (!note) throw notFound(NOTE_NOT_FOUND);
    return c.json(note);
  });

  on(calendarNoteOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx`delete from public.calendar_note where id = ${id} returning id`,
    );
    if (deleted.length === 0) throw notFound(NOTE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
