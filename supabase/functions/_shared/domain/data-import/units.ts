/**
 * Numbers as exports write them, and their conversion to what is stored: pounds and miles
 * (the canonical units; a member's choice of kilograms or kilometres is applied at the edges).
 */

/** A row that cannot be read, with the sentence the report shows for it. */
export class UnreadableRow extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableRow';
  }
}

export const POUNDS_PER_KILOGRAM = 2.20462262185;
export const METRES_PER_MILE = 1609.344;

/** The units a file may write a distance in, as metres per unit. */
const METRES_PER = { m: 1, km: 1000, mi: METRES_PER_MILE, ft: 0.3048, yd: 0.9144 } as const;
export type FileDistanceUnit = keyof typeof METRES_PER;
export type FileWeightUnit = 'kg' | 'lb';

/** A plain decimal; with `decimalComma` also "42,5". No thousands separators, no exponents. */
const DECIMAL_POINT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DECIMAL_POINT_OR_COMMA = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The number a cell holds, or null for an empty cell. Semicolon-separated files come from phones
 * that write decimal commas ("42,5"); there a comma is the decimal separator.
 */
export function parseDecimal(text: string, label: string, decimalComma: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const pattern = decimalComma ? DECIMAL_POINT_OR_COMMA : DECIMAL_POINT;
  if (trimmed.length > 32 || !pattern.test(trimmed)) {
    throw new UnreadableRow(`${label} is not a number: "${shorten(trimmed)}"`);
  }
  return Number(trimmed.replace(',', '.'));
}

/** Cell text quoted in a reason, cut short so a stray paragraph does not fill the report. */
export function shorten(text: string, max = 40): string {
  return text.length <= max ? text : `${cutText(text, max - 1)}…`;
}

const roundTo = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** Pounds to the hundredth, as the set log stores them. */
export function toPounds(value: number, unit: FileWeightUnit): number {
  return roundTo(unit === 'kg' ? value * POUNDS_PER_KILOGRAM : value, 2);
}

/** Miles to the hundredth, as a workout's distance is stored. */
export function toMiles(value: number, unit: FileDistanceUnit): number {
  return roundTo((value * METRES_PER[unit]) / METRES_PER_MILE, 2);
}

const WEIGHT_UNIT_WORDS: Record<string, FileWeightUnit> = {
  kg: 'kg',
  kgs: 'kg',
  kilograms: 'kg',
  lb: 'lb',
  lbs: 'lb',
  pounds: 'lb',
};

const DISTANCE_UNIT_WORDS: Record<string, FileDistanceUnit> = {
  m: 'm',
  meters: 'm',
  metres: 'm',
  km: 'km',
  kilometers: 'km',
  kilometres: 'km',
  mi: 'mi',
  mile: 'mi',
  miles: 'mi',
  ft: 'ft',
  feet: 'ft',
  yd: 'yd',
  yards: 'yd',
};

/** A unit as written in a unit column or a header ("kg", "lbs", "meters"), or undefined. */
export function weightUnitOf(word: string): FileWeightUnit | undefined {
  return WEIGHT_UNIT_WORDS[word.trim().toLowerCase()];
}

export function distanceUnitOf(word: string): FileDistanceUnit | undefined {
  return DISTANCE_UNIT_WORDS[word.trim().toLowerCase()];
}

/** A whole number of reps, or null for an empty cell. */
export function parseWholeNumber(text: string, label: string, decimalComma: boolean): number | null {
  const value = parseDecimal(text, label, decimalComma);
  if (value === null) return null;
  if (!Number.isInteger(value))
    throw new UnreadableRow(`${label} must be a whole number: "${shorten(text.trim())}"`);
  return value;
}

const DURATION_TEXT = /^(?:(\d{1,3})\s*h)?\s*(?:(\d{1,4})\s*m(?:in)?)?\s*(?:(\d{1,6})\s*s(?:ec)?)?$/i;

/**
 * A workout's length as Strong writes it in its Duration column ("1h 5m", "45m", "30s"), in
 * seconds; null for an empty cell.
 */
export function parseDurationText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = trimmed.length <= 32 ? DURATION_TEXT.exec(trimmed) : null;
  if (!match || (!match[1] && !match[2] && !match[3])) {
    throw new UnreadableRow(`Duration is not a length of time such as "1h 5m": "${shorten(trimmed)}"`);
  }
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** The text cut to `max` UTF-16 units, never between the two halves of a character. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
