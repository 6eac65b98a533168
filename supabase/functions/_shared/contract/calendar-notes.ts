import { z } from 'zod';
import { NOTE_MAX_LENGTH } from './calendar-note-rules.ts';
import { changedAtSchema, clientIdSchema } from './client-writes.ts';
import { calendarDay, multiLineText } from './text.ts';

export { NOTE_MAX_LENGTH } from './calendar-note-rules.ts';

const noteTextSchema = multiLineText({
  label: 'Note',
  min: 1,
  minMessage: 'Write something before saving',
  max: NOTE_MAX_LENGTH,
  maxMessage: `A note can be at most ${NOTE_MAX_LENGTH} characters`,
  examples: ['Leg day, felt strong', 'Rest day\nStretch 10 minutes'],
});

export const calendarDaySchema = calendarDay('Date');

/**
 * POST /api/calendar-notes. One note per member and day: a second one for the same day is a 409.
 * `id` (optional) is the client's: sent again, the note as stored is answered (200) and nothing
 * changes. `changedAt` (optional, default now) is when the member wrote it.
 */
export const createCalendarNoteBodySchema = z
  .object({
    id: clientIdSchema.optional(),
    date: calendarDaySchema,
    note: noteTextSchema,
    changedAt: changedAtSchema.optional(),
  })
  .meta({
    examples: [
      { date: '2026-11-20', note: 'Leg day, felt strong' },
      {
        id: '3b8f2c1e-6d4a-4f9b-8e2c-1a7d5f0b9c34',
        date: '2026-11-26',
        note: 'Written offline',
        changedAt: '2026-11-26T18:04:05.120Z',
      },
    ],
  });
export type CreateCalendarNoteBody = z.input<typeof createCalendarNoteBodySchema>;

/**
 * PUT /api/calendar-notes/:id. `changedAt` (optional, default now) is when the member made the
 * edit: an edit made before the stored text's change leaves it, and the note as stored is answered.
 */
export const updateCalendarNoteBodySchema = z
  .object({ note: noteTextSchema, changedAt: changedAtSchema.optional() })
  .meta({
    examples: [
      { note: 'Rest day\nStretch 10 minutes' },
      { note: 'Rest day, edited offline', changedAt: '2026-11-26T18:04:05.120Z' },
    ],
  });
export type UpdateCalendarNoteBody = z.input<typeof updateCalendarNoteBodySchema>;

export const calendarNoteSchema = z.object({ id: z.uuid(), date: z.string(), note: z.string() });
export type CalendarNote = z.infer<typeof calendarNoteSchema>;
