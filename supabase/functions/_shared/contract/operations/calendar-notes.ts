import { z } from 'zod';
import {
  calendarNoteSchema,
  createCalendarNoteBodySchema,
  updateCalendarNoteBodySchema,
} from '../calendar-notes.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Calendar';
export const NOTE_NOT_FOUND = 'Note not found';
const noteIdParams = z.object({ id: z.uuid(NOTE_NOT_FOUND) });
const denied = { 401: { description: errorResponses[401] } } as const;

export const calendarNoteOperations = {
  list: defineOperation({
    id: 'listCalendarNotes',
    method: 'get',
    path: '/api/calendar-notes',
    summary: "The member's day notes",
    tag,
    access: 'member',
    responses: { 200: { description: 'Notes by day.', schema: z.array(calendarNoteSchema) }, ...denied },
  }),
  create: defineOperation({
    id: 'createCalendarNote',
    method: 'post',
    path: '/api/calendar-notes',
    summary: 'Write the note of a day (one per day; sent again with the same id: stored once)',
    tag,
    access: 'member',
    body: { kind: 'json', schema: createCalendarNoteBodySchema, maxBytes: 16 * 1024 },
    responses: {
      201: { description: 'The note.', schema: calendarNoteSchema },
      200: {
        description: 'This id was stored before: the stored note, unchanged.',
        schema: calendarNoteSchema,
      },
      400: { description: errorResponses[400] },
      409: {
        description:
          'The day already has a note (note_exists), or the id is used by another record (id_taken).',
      },
      ...denied,
    },
  }),
  update: defineOperation({
    id: 'updateCalendarNote',
    method: 'put',
    path: '/api/calendar-notes/{id}',
    summary: "Rewrite a note (an edit made before the stored text's change leaves it)",
    tag,
    access: 'member',
    params: noteIdParams,
    notFoundMessage: NOTE_NOT_FOUND,
    body: { kind: 'json', schema: updateCalendarNoteBodySchema, maxBytes: 16 * 1024 },
    responses: {
      200: { description: 'The note as now stored.', schema: calendarNoteSchema },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  remove: defineOperation({
    id: 'deleteCalendarNote',
    method: 'delete',
    path: '/api/calendar-notes/{id}',
    summary: 'Delete a note',
    tag,
    access: 'member',
    params: noteIdParams,
    notFoundMessage: NOTE_NOT_FOUND,
    responses: { 204: { description: 'Deleted.' }, 404: { description: errorResponses[404] }, ...denied },
  }),
} as const;
