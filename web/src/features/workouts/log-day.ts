import { BACKDATE_LIMIT_DAYS } from '@contract/workout-rules.ts';

/**
 * The day a log was asked for from the calendar. Apart from the log form's values, whose module
 * loads the form's validation (zod): the workouts section on the dashboard reads it on its first
 * screen, the form loads when a member starts logging.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Where a log for another day (yyyy-MM-dd, as the calendar links it) starts: that day at the
 * current time of day, never after now. Null for anything else, and for a day the log refuses
 * (in the future, or as far back as the backdating limit).
 */
export function whenOnDay(day: string | null, now = new Date()): Date | null {
  if (day === null || !DAY_KEY.test(day)) return null;
  // Parsed by hand, not with date-fns: this runs on the dashboard's first screen, whose scripts have a budget.
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, dayOfMonth);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== dayOfMonth)
    return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Local midnights are 23 to 25 hours apart across a clock change: rounding counts calendar days.
  const daysAgo = Math.round((today.getTime() - date.getTime()) / DAY_MS);
  if (daysAgo < 0 || daysAgo >= BACKDATE_LIMIT_DAYS) return null;
  const moment = new Date(date);
  moment.setHours(now.getHours(), now.getMinutes(), 0, 0);
  return moment > now ? now : moment;
}
