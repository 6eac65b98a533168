import { type ActivityType, METERS_PER_MILE } from '@contract/mile-rules.ts';

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const metersToMiles = (meters: number) => meters / METERS_PER_MILE;

/** A position as the page received it; `at` is the page's own clock at receipt (epoch ms). */
export interface Fix extends LatLng {
  /** Radius of 68% confidence, metres. */
  accuracy: number;
  at: number;
}

/** Fixes less sure than this are dropped: a city block of doubt is not a step. */
export const MAX_ACCURACY_METERS = 30;
/** Moves shorter than this (or than half the fix's accuracy) are GPS jitter, not movement. */
export const MIN_STEP_METERS = 5;
/**
 * Faster than this between two fixes is a GPS jump, not the member (metres per second): a sprint
 * for runs, a jog for walks, a fast descent for bikes. All stay below the server's fastest mile.
 */
export const MAX_SPEED_MPS: Record<ActivityType, number> = { run: 10, walk: 4.5, bike: 25 };

export type FixVerdict =
  | { kind: 'inaccurate' }
  | { kind: 'stale' }
  | { kind: 'too-fast'; speed: number }
  | { kind: 'still'; meters: number }
  | { kind: 'moved'; meters: number };

/**
 * What a new fix means relative to the last counted one (the anchor): dropped for poor accuracy,
 * for not being newer, or for an impossible speed for the activity; "still" when the move is
 * within the jitter; otherwise a counted move of `meters`.
 */
export function judgeFix(anchor: Fix | null, fix: Fix, activity: ActivityType): FixVerdict {
  if (!(fix.accuracy <= MAX_ACCURACY_METERS)) return { kind: 'inaccurate' };
  if (!anchor) return { kind: 'still', meters: 0 };
  const seconds = (fix.at - anchor.at) / 1000;
  if (seconds <= 0) return { kind: 'stale' };
  const meters = distanceMeters(anchor, fix);
  const speed = meters / seconds;
  if (speed > MAX_SPEED_MPS[activity]) return { kind: 'too-fast', speed };
  if (meters < Math.max(MIN_STEP_METERS, fix.accuracy / 2)) return { kind: 'still', meters };
  return { kind: 'moved', meters };
}

/**
 * The moving time (ms) at which a step crossed `boundaryMeters`, interpolated linearly between
 * the moving times at its two ends.
 */
export function interpolateCrossing(
  from: { meters: number; movingMs: number },
  to: { meters: number; movingMs: number },
  boundaryMeters: number,
): number {
  const span = to.meters - from.meters;
  if (span <= 0) return to.movingMs;
  const fraction = Math.min(1, Math.max(0, (boundaryMeters - from.meters) / span));
  return from.movingMs + (to.movingMs - from.movingMs) * fraction;
}
