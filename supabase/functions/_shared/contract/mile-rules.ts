/**
 * The mile tracker's constants and its average pace, without zod: the tracker's screen reads them on
 * its first view, and its schemas (mile-tracker.ts) load only with the forms and the server.
 */

export const ACTIVITY_TYPES = ['run', 'walk', 'bike'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** A session is a run unless the member chooses otherwise. */
export const DEFAULT_ACTIVITY: ActivityType = 'run';

/** Manual: the member taps Complete Mile (treadmills). GPS: miles split where the route crosses them. */
export const TRACKING_MODES = ['manual', 'gps'] as const;
export type TrackingMode = (typeof TRACKING_MODES)[number];

export const SESSION_STATUSES = ['active', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Distance units per completed mile. */
export const MILE_UNITS = 1000;
export const METERS_PER_MILE = 1609.344;
/** Longest session the server stores: two days, in seconds. */
export const MAX_SESSION_SECONDS = 48 * 60 * 60;
/** Most miles one session may record. */
export const MAX_MILES = 1000;
/**
 * A whole mile faster than this is not a real one (the mile world record on foot is 3:43; 30 s on
 * a bike is 120 mph). The GPS filters in the web app stop well below these speeds.
 */
export const FASTEST_MILE_SECONDS: Record<ActivityType, number> = { run: 120, walk: 120, bike: 30 };
/** GPS points one split or finish may carry, and one session may keep. */
export const ROUTE_POINTS_PER_REQUEST = 4000;
export const ROUTE_POINTS_PER_SESSION = 50_000;

/**
 * Average pace is total time over completed miles. With a partial last mile the distance is
 * fractional, so it is time over distance; null until there is any distance.
 */
export function averagePaceOf(totalTime: number, totalDistance: number): number | null {
  return totalDistance > 0 ? Math.round((totalTime * MILE_UNITS) / totalDistance) : null;
}
