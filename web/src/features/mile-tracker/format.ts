import { METERS_PER_MILE, MILE_UNITS } from '@contract/mile-tracker.ts';

/** Whole seconds as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Seconds per mile as m:ss; '--:--' until there is a pace. */
export function formatPace(secondsPerMile: number | null): string {
  if (secondsPerMile === null || !Number.isFinite(secondsPerMile) || secondsPerMile <= 0) return '--:--';
  return formatDuration(Math.round(secondsPerMile));
}

/** Thousandths of a mile (the stored unit) as miles with two decimals, rounded down. */
export function formatMiles(thousandths: number): string {
  return (Math.floor(Math.max(0, thousandths) / 10) / 100).toFixed(2);
}

export const metersToThousandths = (meters: number) => Math.floor((meters / METERS_PER_MILE) * MILE_UNITS);

/**
 * The live average pace: moving time over distance, shown only once a whole mile is done.
 */
export function livePace(movingSeconds: number, thousandths: number): number | null {
  if (thousandths < MILE_UNITS) return null;
  return (movingSeconds * MILE_UNITS) / thousandths;
}

const ACTIVITY_LABELS = { run: 'Run', walk: 'Walk', bike: 'Bike' } as const;
export const activityLabel = (activity: keyof typeof ACTIVITY_LABELS) => ACTIVITY_LABELS[activity];
