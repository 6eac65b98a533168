/**
 * Units of measure. Every weight the API speaks is in pounds and every distance in miles (paces in
 * seconds per mile); a member who chose metric reads and types kilograms and kilometres, converted
 * here and nowhere else, so the server, the web app and any other client agree to the last digit.
 *
 * Exact round trip: a member types a weight or a distance with at most two decimals in their own
 * unit. Pounds are kept to two decimals, and a hundredth of a pound (4.5 g) is less than half a
 * hundredth of a kilogram, so the kilograms read back round to exactly what was typed; miles are
 * kept to three decimals for the same reason (a thousandth of a mile, 1.6 m, is less than half a
 * hundredth of a kilometre). 62.5 kg is stored as 137.79 lb and reads back as 62.5 kg.
 */

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];

/** Exact by definition (international yard and pound agreement, 1959). */
export const KILOGRAMS_PER_POUND = 0.45359237;
export const KILOMETRES_PER_MILE = 1.609344;

/** Decimals a member may type, in either unit. */
export const ENTRY_DECIMALS = 2;
/** Decimals the database keeps: pounds to the hundredth, miles to the thousandth. */
export const STORED_POUND_DECIMALS = 2;
export const STORED_MILE_DECIMALS = 3;

export type WeightUnit = 'kg' | 'lb';
export type DistanceUnit = 'km' | 'mi';

export const weightUnitOf = (units: Units): WeightUnit => (units === 'metric' ? 'kg' : 'lb');
export const distanceUnitOf = (units: Units): DistanceUnit => (units === 'metric' ? 'km' : 'mi');

/**
 * The units a browser's locale suggests before the member chooses: imperial in the United States
 * (en-US, es-US), metric everywhere else, and metric for a locale that names no region.
 */
export function unitsForLocale(locale: string | undefined): Units {
  return regionOf(locale ?? '') === 'US' ? 'imperial' : 'metric';
}

/**
 * The region subtag of a language tag ("US" in en-US, es-Latn-US or en_us), read from the tag as
 * `Intl.Locale` reads it, without loading Intl's locale data in the browser for it.
 */
function regionOf(locale: string): string | undefined {
  const [language, ...rest] = locale.split(/[-_]/);
  if (!language || !/^[A-Za-z]{2,8}$/.test(language)) return undefined;
  const afterScript = /^[A-Za-z]{4}$/.test(rest[0] ?? '') ? rest.slice(1) : rest;
  const region = afterScript[0] ?? '';
  return /^([A-Za-z]{2}|\d{3})$/.test(region) ? region.toUpperCase() : undefined;
}

/**
 * A number rounded half away from zero at the given decimal place, by its decimal digits rather
 * than its binary value (1.005 rounds to 1.01, as a person and PostgreSQL's numeric do).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  const rounded = Number.isFinite(shifted)
    ? Number(`${Math.round(shifted)}e-${decimals}`)
    : Math.round(Math.abs(value) * 10 ** decimals) / 10 ** decimals;
  return value < 0 ? -rounded : rounded;
}

/** Whether a typed number has at most the decimals a member may type. */
export const hasEntryDecimals = (value: number) => roundTo(value, ENTRY_DECIMALS) === value;

/** A weight typed in the member's unit, as the pounds to store (two decimals). */
export function poundsFrom(value: number, units: Units): number {
  return roundTo(units === 'metric' ? value / KILOGRAMS_PER_POUND : value, STORED_POUND_DECIMALS);
}

/** Stored pounds in the member's unit, to the decimals they may type: what a form shows for editing. */
export function weightIn(pounds: number, units: Units): number {
  return roundTo(units === 'metric' ? pounds * KILOGRAMS_PER_POUND : pounds, ENTRY_DECIMALS);
}

/** A figure in pounds (a volume, an estimate) in the member's unit, not rounded. */
export const poundsToUnit = (pounds: number, units: Units) =>
  units === 'metric' ? pounds * KILOGRAMS_PER_POUND : pounds;

/** A distance typed in the member's unit, as the miles to store (three decimals). */
export function milesFrom(value: number, units: Units): number {
  return roundTo(units === 'metric' ? value / KILOMETRES_PER_MILE : value, STORED_MILE_DECIMALS);
}

/** Stored miles in the member's unit, to the decimals they may type. */
export function distanceIn(miles: number, units: Units): number {
  return roundTo(units === 'metric' ? miles * KILOMETRES_PER_MILE : miles, ENTRY_DECIMALS);
}

/** Miles in the member's unit, not rounded. */
export const milesToUnit = (miles: number, units: Units) =>
  units === 'metric' ? miles * KILOMETRES_PER_MILE : miles;

/** A pace in seconds per mile as seconds per kilometre or per mile, not rounded. */
export const paceIn = (secondsPerMile: number, units: Units) =>
  units === 'metric' ? secondsPerMile / KILOMETRES_PER_MILE : secondsPerMile;

/** A speed in miles per hour as kilometres or miles per hour, not rounded. */
export const speedIn = (milesPerHour: number, units: Units) =>
  units === 'metric' ? milesPerHour * KILOMETRES_PER_MILE : milesPerHour;

/**
 * The largest figure a member may type in their unit for a bound the database keeps in pounds or
 * miles: the bound converted and rounded down, so the largest typed figure is still accepted.
 */
export function entryMaximum(canonicalMax: number, units: Units, kind: 'weight' | 'distance'): number {
  if (units === 'imperial') return canonicalMax;
  const converted =
    kind === 'weight' ? canonicalMax * KILOGRAMS_PER_POUND : canonicalMax * KILOMETRES_PER_MILE;
  const step = 10 ** ENTRY_DECIMALS;
  let maximum = Math.floor(roundTo(converted * step, 6)) / step;
  const stored = (value: number) => (kind === 'weight' ? poundsFrom(value, units) : milesFrom(value, units));
  while (stored(maximum) > canonicalMax) maximum = roundTo(maximum - 1 / step, ENTRY_DECIMALS);
  return maximum;
}
