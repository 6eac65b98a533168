import { z } from 'zod';
import { calendarDay, multiLineText } from './text.ts';

export const NOTE_MAX_LENGTH = 2000;

const noteTextSchema = multiLineText({
  label: 'Note',
  min: 1,
  minMessage: 'Write something before saving',
  max: NOTE_MAX_LENGTH,
  maxMessage: `A note can be at most ${NOTE_MAX_LENGTH} characters`,
  examples: ['Leg day, felt strong', 'Rest day\nStretch 10 minutes'],
});

export const calendarDaySchema = calendarDay('Date');

/** POST /api/calendar-notes. One note per member and day: a second one for the same day is a 409. */
export const createCalendarNoteBodySchema = z
  .object({ date: calendarDaySchema, note: noteTextSchema })
  .meta({ examples: [{ date: '2026-11-20', note: 'Leg day, felt strong' }] });
export type CreateCalendarNoteBody = z.input<typeof createCalendarNoteBodySchema>;

/** PUT /api/calendar-notes/:id */
export const updateCalendarNoteBodySchema = z
  .object({ note: noteTextSchema })
  .meta({ examples: [{ note: 'Rest day\nStretch 10 minutes' }] });
export type UpdateCalendarNoteBody = z.input<typeof updateCalendarNoteBodySchema>;

export const calendarNoteSchema = z.object({ id: z.uuid(), date: z.string(), note: z.string() });
export type CalendarNote = z.infer<typeof calendarNoteSchema>;
