import { METERS_PER_MILE, MILE_UNITS } from '@contract/mile-rules.ts';
import { KILOMETRES_PER_MILE, type Units } from '@contract/units.ts';

/** Whole seconds as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Thousandths of a mile (the stored unit) as miles with two decimals, rounded down. */
export function formatMiles(thousandths: number): string {
  return (Math.floor(Math.max(0, thousandths) / 10) / 100).toFixed(2);
}

/**
 * Thousandths of a mile as kilometres with two decimals, rounded down like miles; a stored
 * thousandth (1.6 m) is itself rounded, so it counts half a thousandth more, which gives a
 * distance typed in kilometres back exactly as typed.
 */
export function formatKilometres(thousandths: number): string {
  const hundredthsOfKm = ((Math.max(0, thousandths) + 0.5) * KILOMETRES_PER_MILE) / 10;
  return (Math.floor(hundredthsOfKm + 1e-9) / 100).toFixed(2);
}

/** A tracked distance in the member's unit: "2.00 mi", "3.21 km". */
export const formatTracked = (thousandths: number, units: Units) =>
  units === 'metric' ? `${formatKilometres(thousandths)} km` : `${formatMiles(thousandths)} mi`;

/** The largest partial last mile with two decimals in each unit: less than a mile once stored. */
const PARTIAL_MAXIMUM: Record<Units, string> = { imperial: '0.99 miles', metric: '1.60 km' };

/**
 * The distance into the current mile a member types when finishing by hand (a treadmill shows it),
 * in their unit, as thousandths of a mile (less than a whole one); empty is none.
 */
export function partialThousandths(text: string, units: Units): { thousandths: number } | { error: string } {
  const typed = text.trim() === '' ? 0 : Number(text.trim().replace(',', '.'));
  const miles = units === 'metric' ? typed / KILOMETRES_PER_MILE : typed;
  const thousandths = Math.round(miles * MILE_UNITS);
  if (!Number.isFinite(typed) || typed < 0 || thousandths >= MILE_UNITS) {
    return { error: `Enter a distance from 0 to ${PARTIAL_MAXIMUM[units]}` };
  }
  return { thousandths };
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
