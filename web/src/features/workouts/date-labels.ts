import { differenceInCalendarDays, endOfWeek, startOfWeek } from 'date-fns';
import { localDayKey, unitsAgo } from '@/lib/dates.ts';

/** Whole local calendar days from `date` to `now` (0 = same day), robust to daylight-saving days. */
export function localDaysBetween(date: Date, now: Date): number {
  return differenceInCalendarDays(now, date);
}

/** Today, Yesterday, or a relative time ("3 days ago", "2 weeks ago", ...). */
export function relativeDayLabel(date: Date, now: Date = new Date()): string {
  const days = localDaysBetween(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return unitsAgo(days, 'day');
  if (days < 30) return unitsAgo(Math.floor(days / 7), 'week');
  if (days < 365) return unitsAgo(Math.floor(days / 30), 'month');
  return unitsAgo(Math.floor(days / 365), 'year');
}

/** The local week, Sunday to Saturday, that contains `now` (the calendar's week). */
export function currentWeek(now: Date = new Date()): { from: string; to: string } {
  return {
    from: localDayKey(startOfWeek(now, { weekStartsOn: 0 })),
    to: localDayKey(endOfWeek(now, { weekStartsOn: 0 })),
  };
}
