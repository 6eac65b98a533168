const DAY_MS = 24 * 60 * 60 * 1000;

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole local calendar days from `date` to `now` (0 = same day), robust to daylight-saving days. */
export function localDaysBetween(date: Date, now: Date): number {
  return Math.round((startOfLocalDay(now) - startOfLocalDay(date)) / DAY_MS);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** Seed 000 section 2: Today, Yesterday, or a relative time ("3 days ago", "2 weeks ago", ...). */
export function relativeDayLabel(date: Date, now: Date = new Date()): string {
  const days = localDaysBetween(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}

/** The time of day in h:mm a, e.g. 6:05 PM. */
export function timeOfDay(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** yyyy-MM-dd of the local day, the form the range endpoint takes. */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The local week, Sunday to Saturday, that contains `now` (the calendar's week). */
export function currentWeek(now: Date = new Date()): { from: string; to: string } {
  const sunday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
  return { from: localDayKey(sunday), to: localDayKey(saturday) };
}

/** The value of a datetime-local input for `date`, in local time. */
export function toDateTimeLocalValue(date: Date): string {
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${localDayKey(date)}T${time}`;
}
