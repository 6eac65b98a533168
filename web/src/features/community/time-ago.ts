const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * Seed 001 section 9: 'Just now' under a minute, then whole minutes, hours and days, counted down
 * (59 minutes 59 seconds is still "59 minutes ago"). A time ahead of the browser's clock (a
 * clock a little behind the server's) is also 'Just now'.
 */
export function timeAgo(createdAt: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - createdAt.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
}
