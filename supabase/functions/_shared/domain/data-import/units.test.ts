import { describe, expect, it } from 'vitest';
import {
  cutText,
  parseDecimal,
  parseDurationText,
  parseWholeNumber,
  toMiles,
  toPounds,
  UnreadableRow,
} from './units.ts';

describe('parseDecimal', () => {
  it('reads points, and commas only where the file writes decimal commas', () => {
    expect(parseDecimal('82.5', 'Weight', false)).toBe(82.5);
    expect(parseDecimal(' 42,5 ', 'Weight', true)).toBe(42.5);
    expect(parseDecimal('', 'Weight', false)).toBeNull();
    expect(() => parseDecimal('42,5', 'Weight', false)).toThrow('Weight is not a number: "42,5"');
  });

  it('refuses text, thousands separators and exponents with the cell quoted', () => {
    expect(() => parseDecimal('heavy', 'Weight', false)).toThrow(UnreadableRow);
    expect(() => parseDecimal('heavy', 'Weight', false)).toThrow('Weight is not a number: "heavy"');
    expect(() => parseDecimal('1,000.5', 'Weight', true)).toThrow(UnreadableRow);
    expect(() => parseDecimal('1e3', 'Weight', false)).toThrow(UnreadableRow);
  });

  it('reads whole numbers of reps and refuses fractions', () => {
    expect(parseWholeNumber('12', 'Reps', false)).toBe(12);
    expect(() => parseWholeNumber('7.5', 'Reps', false)).toThrow('Reps must be a whole number: "7.5"');
  });
});

describe('unit conversion', () => {
  it('stores weights in pounds to the hundredth', () => {
    expect(toPounds(100, 'kg')).toBe(220.46);
    expect(toPounds(42.5, 'kg')).toBe(93.7);
    expect(toPounds(225, 'lb')).toBe(225);
  });

  it('stores distances in miles to the hundredth', () => {
    expect(toMiles(5, 'km')).toBe(3.11);
    expect(toMiles(2000, 'm')).toBe(1.24);
    expect(toMiles(10, 'mi')).toBe(10);
    expect(toMiles(5280, 'ft')).toBe(1);
  });
});

describe('parseDurationText', () => {
  it("reads Strong's lengths in seconds", () => {
    expect(parseDurationText('1h 5m')).toBe(3900);
    expect(parseDurationText('45m')).toBe(2700);
    expect(parseDurationText('2h')).toBe(7200);
    expect(parseDurationText('1h 2m 30s')).toBe(3750);
    expect(parseDurationText('')).toBeNull();
  });

  it('refuses anything else', () => {
    expect(() => parseDurationText('an hour')).toThrow(UnreadableRow);
    expect(() => parseDurationText('h')).toThrow(UnreadableRow);
  });
});

describe('cutText', () => {
  it('never leaves half of a character', () => {
    expect(cutText('ab💪', 3)).toBe('ab');
    expect(cutText('abc', 2)).toBe('ab');
    expect(cutText('ab', 5)).toBe('ab');
  });
});
