import { differenceInHours, differenceInMinutes } from 'date-fns';
import { unitsAgo } from '@/lib/dates.ts';

/**
 * 'Just now' under a minute, then whole minutes, hours and days, counted down
 * (59 minutes 59 seconds is still "59 minutes ago"). A time ahead of the browser's clock (a
 * clock a little behind the server's) is also 'Just now'.
 */
export function timeAgo(createdAt: Date, now: Date = new Date()): string {
  const minutes = differenceInMinutes(now, createdAt);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return unitsAgo(minutes, 'minute');
  const hours = differenceInHours(now, createdAt);
  if (hours < 24) return unitsAgo(hours, 'hour');
  // Elapsed 24-hour days, not calendar days: "1 day ago" means a full day has passed.
  return unitsAgo(Math.floor(differenceInHours(now, createdAt) / 24), 'day');
}
