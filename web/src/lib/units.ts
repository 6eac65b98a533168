import { formatNumber } from '@contract/numbers.ts';
import { STRENGTH_LOG_LIMITS } from '@contract/set-log-rules.ts';
import {
  distanceIn,
  distanceUnitOf,
  entryMaximum,
  hasEntryDecimals,
  milesFrom,
  milesToUnit,
  paceIn,
  poundsFrom,
  poundsToUnit,
  speedIn,
  type Units,
  unitsForLocale,
  weightIn,
} from '@contract/units.ts';
import { useCurrentUserQuery } from './current-user.ts';

/**
 * Every weight, distance, pace and speed the web app shows or asks for goes through here: the
 * stored figure (pounds, miles, seconds per mile) in the member's units, and a typed figure back
 * to the stored one. The conversion and its rounding are the contract's (`@contract/units.ts`).
 */

/** The units this browser's language suggests (imperial for a United States locale). */
export const browserUnits = (): Units =>
  unitsForLocale(typeof navigator === 'undefined' ? undefined : navigator.language);

/** The member's units; the browser's suggestion until the member's profile holds a choice. */
export function useUnits(): Units {
  const { data } = useCurrentUserQuery();
  return data?.units ?? browserUnits();
}

export const UNITS_LABELS: Record<Units, { name: string; detail: string }> = {
  metric: { name: 'Metric', detail: 'kg, km, min/km' },
  imperial: { name: 'Imperial', detail: 'lb, mi, min/mi' },
};

/** The weight unit as a label: "kg", or "lb" ("lbs" where the screen speaks of pounds in plural). */
export const weightUnit = (units: Units, style: 'lb' | 'lbs' = 'lb') => (units === 'metric' ? 'kg' : style);

/** The distance unit as a label: "km", or "mi" ("miles" in a form's label). */
export const distanceUnit = (units: Units, style: 'mi' | 'miles' = 'mi') =>
  units === 'metric' ? 'km' : style;

export { formatNumber };

/** A figure with a thousands separator and up to three decimals, as `toLocaleString()` writes it. */
export const formatFigure = (value: number) => formatNumber(value, 3);

/**
 * Stored pounds in the member's unit: "137.79 lb", "62.5 kg". A weight someone typed keeps the two
 * decimals it may have; a figure worked out from weights (a volume, an estimated maximum) is
 * written to the tenth (`decimals: 1`).
 */
export function formatWeight(
  pounds: number,
  units: Units,
  { decimals = 2, style = 'lb' }: { decimals?: number; style?: 'lb' | 'lbs' } = {},
): string {
  const value = decimals === 2 ? weightIn(pounds, units) : poundsToUnit(pounds, units);
  return `${formatNumber(value, decimals)} ${weightUnit(units, style)}`;
}

/** Stored pounds as a number in the member's unit, for a chart's scale. */
export const weightValue = (pounds: number, units: Units) => poundsToUnit(pounds, units);

/** Stored miles in the member's unit: "3.1 mi", "5 km". */
export function formatDistance(miles: number, units: Units): string {
  return `${formatNumber(distanceIn(miles, units), 2)} ${distanceUnitOf(units)}`;
}

/** Miles in the member's unit, not rounded (a run's distance as the tracker counts it). */
export const distanceValue = (miles: number, units: Units) => milesToUnit(miles, units);

/** Whole seconds as m:ss, or h:mm:ss from an hour on. */
function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A pace (seconds per mile, as stored) per the member's unit: "7:30 /mi", "4:40 /km"; "--:--" without one. */
export function formatPace(secondsPerMile: number | null, units: Units): string {
  if (secondsPerMile === null || !Number.isFinite(secondsPerMile) || secondsPerMile <= 0) return '--:--';
  return `${clock(Math.round(paceIn(secondsPerMile, units)))} /${distanceUnitOf(units)}`;
}

/** A speed (miles per hour) in the member's unit: "12.5 mph", "20.1 km/h". */
export function formatSpeed(milesPerHour: number, units: Units): string {
  return `${formatNumber(speedIn(milesPerHour, units), 1)} ${units === 'metric' ? 'km/h' : 'mph'}`;
}

/** A stored weight as a form's field shows it for editing: "62.5" for a metric member. */
export const weightText = (pounds: number | null | undefined, units: Units) =>
  pounds == null ? '' : String(weightIn(pounds, units));

/** A stored distance as a form's field shows it for editing. */
export const distanceText = (miles: number | null | undefined, units: Units) =>
  miles == null ? '' : String(distanceIn(miles, units));

/** A typed figure: empty, a number, or text that is none. A comma is read as the decimal point. */
export function typedNumber(text: string): number | null | 'not a number' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 'not a number';
}

/** What a typed weight or distance comes to: nothing, the figure to store, or why not. */
export type Entry = { stored: number | null; error?: undefined } | { stored?: undefined; error: string };

const WEIGHT_MAX = STRENGTH_LOG_LIMITS.weightMax;
/** A workout's distance bound (the contract's and the database's), in miles. */
const DISTANCE_MAX_MILES = 1000;

/** The largest weight and distance a member may type, in their unit. */
export const weightMaximum = (units: Units) => entryMaximum(WEIGHT_MAX, units, 'weight');
export const distanceMaximum = (units: Units) => entryMaximum(DISTANCE_MAX_MILES, units, 'distance');

/**
 * A weight typed in the member's unit, as the pounds to store. The messages are the server's, in
 * the member's unit. `original` is the stored weight the field was filled from: while the field
 * still shows it, it is kept to the last digit (a weight logged in pounds and shown in kilograms
 * is not moved by a hundredth when saved again).
 */
export function weightEntry(text: string, units: Units, original?: number | null): Entry {
  const typed = typedNumber(text);
  if (typed === null) return { stored: null };
  if (typed === 'not a number') return { error: 'Weight must be a number' };
  if (original != null && typed === weightIn(original, units)) return { stored: original };
  const maximum = weightMaximum(units);
  if (typed < 0 || typed > maximum) {
    return { error: `Weight must be between 0 and ${maximum} ${weightUnit(units, 'lbs')}` };
  }
  if (!hasEntryDecimals(typed)) return { error: 'Weight can have at most 2 decimals' };
  return { stored: poundsFrom(typed, units) };
}

/** A distance typed in the member's unit, as the miles to store; as `weightEntry`. */
export function distanceEntry(text: string, units: Units, original?: number | null): Entry {
  const typed = typedNumber(text);
  if (typed === null) return { stored: null };
  if (typed === 'not a number') return { error: 'Distance must be a number' };
  if (original != null && typed === distanceIn(original, units)) return { stored: original };
  const unit = distanceUnit(units, 'miles');
  if (typed <= 0) return { error: `Distance must be more than 0 ${unit}` };
  const maximum = distanceMaximum(units);
  if (typed > maximum) return { error: `Distance must be at most ${maximum} ${unit}` };
  if (!hasEntryDecimals(typed)) return { error: 'Distance can have at most 2 decimals' };
  return { stored: milesFrom(typed, units) };
}
