import { format, parseISO } from 'date-fns';
import { formatNumber } from './units.ts';

/**
 * Date formats the web app shows, in one place, with date-fns. A "day" is a local calendar day
 * written yyyy-MM-dd (how the API exchanges days); date-fns reads it as local midnight.
 */

/** yyyy-MM-dd of the local day of `date`. */
export const localDayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** A yyyy-MM-dd day as a Date at its local midnight. */
export const parseDay = (day: string) => parseISO(day);

/** "Mon" */
export const weekdayShort = (date: Date) => format(date, 'EEE');

/** "Nov 23" */
export const shortDay = (date: Date) => format(date, 'MMM d');

/** The long US form, "November 23, 2026". */
export const longDate = (date: Date) => format(date, 'MMMM d, yyyy');

/** "Monday, November 23, 2026" */
export const fullDate = (date: Date) => format(date, 'EEEE, MMMM d, yyyy');

/** "November 23", for a day of the current calendar. */
export const monthAndDay = (date: Date) => format(date, 'MMMM d');

/** "November 2026" */
export const monthAndYear = (date: Date) => format(date, 'MMMM yyyy');

/** The time of day in h:mm a, e.g. 6:05 PM. */
export const timeOfDay = (date: Date) => format(date, 'h:mm a');

/** The value of a datetime-local input for `date`, in local time. */
export const dateTimeLocalValue = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

/**
 * "1 day ago", "3 weeks ago": a whole count of units before now, as
 * `Intl.RelativeTimeFormat('en', { numeric: 'always' })` writes it, without loading Intl's locale
 * data on the screens a member opens first (see formatNumber).
 */
export function unitsAgo(count: number, unit: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'): string {
  return `${formatNumber(count, 0)} ${unit}${count === 1 ? '' : 's'} ago`;
}
