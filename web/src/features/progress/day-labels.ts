import { parseDay, shortDay } from '@/lib/dates.ts';

/** "Nov 23" for a local calendar day written yyyy-MM-dd. */
export const shortDayLabel = (day: string) => shortDay(parseDay(day));
