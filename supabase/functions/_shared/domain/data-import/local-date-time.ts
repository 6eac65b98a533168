/**
 * The dates exports write: local wall-clock times without a zone, in a few spellings. Strong
 * writes `2024-01-15 18:05:00`, or with a 12-hour clock `2024-01-15 6:05:00 PM`, where some phones
 * put a no-break or narrow no-break space (U+00A0, U+202F) before the AM/PM; Hevy writes
 * `12 Jan 2025, 18:05` (and in US English `Jan 12, 2025, 6:05 PM`). The member's time zone turns
 * them into instants.
 */

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp])\.?[Mm]\.?)?`;
/** 2024-01-15 18:05:00, 2024-01-15T18:05, 2024-01-15 6:05:00 PM */
const ISO_LIKE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})[ T]${TIME}$`);
/** 12 Jan 2025, 18:05 / 12 January 2025 6:05 PM */
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4}),? ${TIME}$`);
/** Jan 12, 2025, 6:05 PM */
const MONTH_DAY_YEAR = new RegExp(String.raw`^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4}),? ${TIME}$`);

const monthNumber = (name: string) => {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? undefined : index + 1;
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function assemble(
  year: number,
  month: number | undefined,
  day: number,
  time: readonly (string | undefined)[],
): LocalDateTime | undefined {
  const [hourText, minuteText, secondText, meridiem] = time;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  const second = Number(secondText ?? 0);
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  if (month === undefined || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

/** A date and time as an export writes it, or undefined when it is none of the known spellings. */
export function parseLocalDateTime(text: string): LocalDateTime | undefined {
  if (text.length > 64) return undefined;
  // Phones write no-break spaces (U+00A0, U+202F) where others write a plain one.
  const normal = text.replace(/[\u00a0\u202f\s]+/g, ' ').trim();
  let match = ISO_LIKE.exec(normal);
  if (match) {
    return assemble(Number(match[1]), Number(match[2]), Number(match[3]), match.slice(4));
  }
  match = DAY_MONTH_YEAR.exec(normal);
  if (match) {
    return assemble(Number(match[3]), monthNumber(match[2] ?? ''), Number(match[1]), match.slice(4));
  }
  match = MONTH_DAY_YEAR.exec(normal);
  if (match) {
    return assemble(Number(match[3]), monthNumber(match[1] ?? ''), Number(match[2]), match.slice(4));
  }
  return undefined;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `2024-01-15T18:05:00`: the wall-clock time, no zone (what an import's session id is made from). */
export const formatLocalDateTime = (local: LocalDateTime) =>
  `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}`;

const wallClockMs = (local: LocalDateTime) =>
  Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `instantMs`, in milliseconds. */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const parts = formatter.formatToParts(new Date(instantMs));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in `timeZone`. A time the clocks skipped (the hour lost in
 * spring) is read with the offset before the change, so it lands just after it; a time that
 * happened twice (autumn) is the first of the two.
 */
export function instantOf(local: LocalDateTime, timeZone: string): Date {
  const wall = wallClockMs(local);
  const before = zoneOffsetMs(wall - 86_400_000, timeZone);
  const after = zoneOffsetMs(wall + 86_400_000, timeZone);
  const firstTry = wall - before;
  if (zoneOffsetMs(firstTry, timeZone) === before) return new Date(firstTry);
  const secondTry = wall - after;
  if (zoneOffsetMs(secondTry, timeZone) === after) return new Date(secondTry);
  return new Date(firstTry);
}
