/**
 * Bookable start times from a trainer's weekly windows and dates off (written in the trainer's
 * time zone), a service's duration and the times already booked. Pure: the caller gives the
 * clock. Time zones go through Intl, so a window at 09:00 stays at 09:00 local across a change of
 * daylight saving time.
 */

export interface WeeklyWindow {
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** HH:MM, local to the trainer. */
  start: string;
  end: string;
}

export interface AvailabilityPlan {
  timeZone: string;
  weekly: readonly WeeklyWindow[];
  /** YYYY-MM-DD, local to the trainer. */
  datesOff: readonly string[];
}

export interface BusyRange {
  start: Date;
  end: Date;
}

/** Start times are offered every half hour from each window's start. */
export const SLOT_STEP_MINUTES = 30;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at an instant. */
export function localParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    seconds: Number(parts.second),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function offsetAt(instantMs: number, timeZone: string): number {
  const { date, minutes, seconds } = localParts(new Date(instantMs), timeZone);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE + seconds * 1000;
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows `date` at `minutes` past midnight. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const overlaps = (start: number, end: number, busy: readonly BusyRange[]) =>
  busy.some((range) => start < range.end.getTime() && end > range.start.getTime());

/** Whether a session of `duration` minutes from `start` lies inside one window of a day not off. */
export function withinAvailability(start: Date, duration: number, plan: AvailabilityPlan): boolean {
  const local = localParts(start, plan.timeZone);
  if (plan.datesOff.includes(local.date)) return false;
  const end = local.minutes + duration;
  return plan.weekly.some(
    (window) =>
      window.weekday === local.weekday &&
      local.minutes >= minutesOf(window.start) &&
      end <= minutesOf(window.end),
  );
}

/**
 * Start times (earliest first) between `from` and `to`, each with the whole session inside a
 * window of a day not off, clear of every busy range.
 */
export function bookableSlots(input: {
  plan: AvailabilityPlan;
  duration: number;
  busy: readonly BusyRange[];
  from: Date;
  to: Date;
}): Date[] {
  const { plan, duration, busy, from, to } = input;
  const slots: Date[] = [];
  if (to <= from || plan.weekly.length === 0) return slots;
  const off = new Set(plan.datesOff);
  // Local days from the one `from` falls on to the one `to` falls on (a day either side of UTC).
  const firstDay = Date.parse(`${localParts(from, plan.timeZone).date}T00:00:00Z`);
  const lastDay = Date.parse(`${localParts(to, plan.timeZone).date}T00:00:00Z`);
  for (let day = firstDay; day <= lastDay; day += DAY) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (off.has(date)) continue;
    const weekday = new Date(day).getUTCDay();
    const windows = plan.weekly
      .filter((window) => window.weekday === weekday)
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    const seen = new Set<number>();
    for (const window of windows) {
      const last = minutesOf(window.end) - duration;
      for (let minute = minutesOf(window.start); minute <= last; minute += SLOT_STEP_MINUTES) {
        const start = zonedInstant(date, minute, plan.timeZone);
        const startMs = start.getTime();
        if (seen.has(startMs) || start < from || start > to) continue;
        // A clock time skipped by daylight saving time is not on the wall: no slot there.
        if (localParts(start, plan.timeZone).minutes !== minute) continue;
        if (overlaps(startMs, startMs + duration * MINUTE, busy)) continue;
        seen.add(startMs);
        slots.push(start);
      }
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}
