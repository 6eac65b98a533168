import { z } from 'zod';

export const NOTE_MAX_LENGTH = 2000;

const noteTextSchema = z
  .string({ message: 'Note must be text' })
  .trim()
  .min(1, 'Write something before saving')
  .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters`);

export const calendarDaySchema = z
  .string({ message: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a day written yyyy-MM-dd')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
  }, 'Date must be a real calendar day');

/** POST /api/calendar-notes. One note per member and day: a second one for the same day is a 409. */
export const createCalendarNoteBodySchema = z.object({ date: calendarDaySchema, note: noteTextSchema });
export type CreateCalendarNoteBody = z.input<typeof createCalendarNoteBodySchema>;

/** PUT /api/calendar-notes/:id */
export const updateCalendarNoteBodySchema = z.object({ note: noteTextSchema });
export type UpdateCalendarNoteBody = z.input<typeof updateCalendarNoteBodySchema>;

export const calendarNoteSchema = z.object({ id: z.uuid(), date: z.string(), note: z.string() });
export type CalendarNote = z.infer<typeof calendarNoteSchema>;
