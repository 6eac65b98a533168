/** A calendar note's length, without zod (the calendar's note form reads it on its first view). */
export const NOTE_MAX_LENGTH = 2000;
