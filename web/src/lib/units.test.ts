import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceEntry,
  distanceText,
  formatDistance,
  formatPace,
  formatSpeed,
  formatWeight,
  weightEntry,
  weightText,
} from './units.ts';

describe('formatWeight', () => {
  it('writes stored pounds in the member’s unit, as typed: 62.5 kg, 137.79 lb', () => {
    expect(formatWeight(137.79, 'metric')).toBe('62.5 kg');
    expect(formatWeight(137.79, 'imperial')).toBe('137.79 lb');
    expect(formatWeight(135, 'imperial', { style: 'lbs' })).toBe('135 lbs');
    expect(formatWeight(135, 'metric', { style: 'lbs' })).toBe('61.23 kg');
  });

  it('writes a worked-out figure to the tenth, with a thousands separator', () => {
    expect(formatWeight(12_450, 'imperial', { decimals: 1 })).toBe('12,450 lb');
    expect(formatWeight(1102.32, 'metric', { decimals: 1 })).toBe('500 kg');
    expect(formatWeight(227.5, 'imperial', { decimals: 1 })).toBe('227.5 lb');
  });
});

describe('formatDistance', () => {
  it('writes stored miles in the member’s unit', () => {
    expect(formatDistance(3.1, 'imperial')).toBe('3.1 mi');
    expect(formatDistance(6.214, 'metric')).toBe('10 km');
    expect(formatDistance(3.107, 'metric')).toBe('5 km');
  });
});

describe('formatPace', () => {
  it("shows '--:--' until there is a pace", () => {
    expect(formatPace(null, 'imperial')).toBe('--:--');
    expect(formatPace(0, 'metric')).toBe('--:--');
    expect(formatPace(Number.POSITIVE_INFINITY, 'imperial')).toBe('--:--');
  });

  it('writes seconds per mile as m:ss per mile, or per kilometre for a metric member', () => {
    expect(formatPace(450, 'imperial')).toBe('7:30 /mi');
    expect(formatPace(480.77, 'imperial')).toBe('8:01 /mi');
    expect(formatPace(3725, 'imperial')).toBe('1:02:05 /mi');
    expect(formatPace(480, 'metric')).toBe('4:58 /km');
    expect(formatPace(450, 'metric')).toBe('4:40 /km');
  });
});

describe('formatSpeed', () => {
  it('writes miles per hour as mph or km/h', () => {
    expect(formatSpeed(12.5, 'imperial')).toBe('12.5 mph');
    expect(formatSpeed(12.5, 'metric')).toBe('20.1 km/h');
  });
});

describe('weightEntry', () => {
  it('stores a typed 62.5 kg as 137.79 lb, which the field shows again as 62.5', () => {
    expect(weightEntry('62.5', 'metric')).toEqual({ stored: 137.79 });
    expect(weightText(137.79, 'metric')).toBe('62.5');
    expect(weightEntry('62,5', 'metric')).toEqual({ stored: 137.79 });
  });

  it('reads an empty field as no weight', () => {
    expect(weightEntry('  ', 'metric')).toEqual({ stored: null });
  });

  it('keeps a stored weight exactly while the field still shows it', () => {
    expect(weightText(135, 'metric')).toBe('61.23');
    expect(weightEntry('61.23', 'metric', 135)).toEqual({ stored: 135 });
    // Typed afresh, 61.23 kg is 134.99 lb.
    expect(weightEntry('61.23', 'metric')).toEqual({ stored: 134.99 });
    expect(weightEntry('61.5', 'metric', 135)).toEqual({ stored: 135.58 });
  });

  it('says what is wrong in the member’s unit, as the server does', () => {
    expect(weightEntry('907.19', 'metric')).toEqual({ error: 'Weight must be between 0 and 907.18 kg' });
    expect(weightEntry('2000.5', 'imperial')).toEqual({ error: 'Weight must be between 0 and 2000 lbs' });
    expect(weightEntry('-1', 'metric')).toEqual({ error: 'Weight must be between 0 and 907.18 kg' });
    expect(weightEntry('62.125', 'metric')).toEqual({ error: 'Weight can have at most 2 decimals' });
    expect(weightEntry('heavy', 'imperial')).toEqual({ error: 'Weight must be a number' });
  });

  it('gives back every weight a member may type, in either unit, after a save and reload', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('metric' as const, 'imperial' as const),
        fc.integer({ min: 0, max: 90_718 }),
        (units, hundredths) => {
          const typed = (hundredths / 100).toString();
          const { stored } = weightEntry(typed, units);
          expect(stored).not.toBeUndefined();
          expect(weightText(stored, units)).toBe(typed);
        },
      ),
    );
  });
});

describe('distanceEntry', () => {
  it('stores kilometres as miles and gives them back as typed', () => {
    expect(distanceEntry('5.03', 'metric')).toEqual({ stored: 3.125 });
    expect(distanceText(3.125, 'metric')).toBe('5.03');
    expect(distanceEntry('3.1', 'imperial')).toEqual({ stored: 3.1 });
  });

  it('says what is wrong in the member’s unit, as the server does', () => {
    expect(distanceEntry('0', 'metric')).toEqual({ error: 'Distance must be more than 0 km' });
    expect(distanceEntry('0', 'imperial')).toEqual({ error: 'Distance must be more than 0 miles' });
    expect(distanceEntry('1609.35', 'metric')).toEqual({ error: 'Distance must be at most 1609.34 km' });
    expect(distanceEntry('1000.01', 'imperial')).toEqual({ error: 'Distance must be at most 1000 miles' });
    expect(distanceEntry('5.001', 'metric')).toEqual({ error: 'Distance can have at most 2 decimals' });
  });

  it('keeps a stored distance exactly while the field still shows it', () => {
    expect(distanceEntry(distanceText(3.1, 'metric'), 'metric', 3.1)).toEqual({ stored: 3.1 });
  });
});
