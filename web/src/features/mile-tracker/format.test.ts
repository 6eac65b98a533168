import { MILE_UNITS } from '@contract/mile-tracker.ts';
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatKilometres,
  formatMiles,
  formatTracked,
  livePace,
  metersToThousandths,
  partialThousandths,
} from './format.ts';

describe('formatDuration', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(480)).toBe('8:00');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
  });

  it('counts whole seconds and never goes negative', () => {
    expect(formatDuration(59.9)).toBe('0:59');
    expect(formatDuration(-4)).toBe('0:00');
  });
});

describe('distances', () => {
  it('shows thousandths of a mile as miles with two decimals, never rounding up to a mile not done', () => {
    expect(formatMiles(0)).toBe('0.00');
    expect(formatMiles(2000)).toBe('2.00');
    expect(formatMiles(1312)).toBe('1.31');
    expect(formatMiles(999)).toBe('0.99');
  });

  it('shows a metric member kilometres with two decimals, rounded down', () => {
    expect(formatTracked(2000, 'metric')).toBe('3.21 km');
    expect(formatTracked(MILE_UNITS, 'metric')).toBe('1.61 km');
    expect(formatTracked(0, 'metric')).toBe('0.00 km');
    expect(formatTracked(1312, 'imperial')).toBe('1.31 mi');
  });

  it('takes a partial mile typed in the member’s unit, and gives every one back as typed', () => {
    for (let hundredths = 0; hundredths <= 160; hundredths += 1) {
      const typed = (hundredths / 100).toFixed(2);
      const partial = partialThousandths(typed, 'metric');
      if (!('thousandths' in partial)) throw new Error(`${typed} km refused: ${partial.error}`);
      expect(partial.thousandths).toBeLessThan(MILE_UNITS);
      expect(formatKilometres(partial.thousandths)).toBe(typed);
    }
    for (let hundredths = 0; hundredths <= 99; hundredths += 1) {
      const typed = (hundredths / 100).toFixed(2);
      expect(partialThousandths(typed, 'imperial')).toEqual({ thousandths: hundredths * 10 });
    }
  });

  it('refuses a partial mile of a whole mile or more, or below zero, naming the range in the unit', () => {
    expect(partialThousandths('1.61', 'metric')).toEqual({ error: 'Enter a distance from 0 to 1.60 km' });
    expect(partialThousandths('1', 'imperial')).toEqual({ error: 'Enter a distance from 0 to 0.99 miles' });
    expect(partialThousandths('-0.1', 'metric')).toHaveProperty('error');
    expect(partialThousandths('far', 'imperial')).toHaveProperty('error');
    expect(partialThousandths('', 'metric')).toEqual({ thousandths: 0 });
  });

  it('turns metres into thousandths of a mile, rounding down', () => {
    expect(metersToThousandths(1609.344)).toBe(1000);
    expect(metersToThousandths(1609.3)).toBe(999);
    expect(metersToThousandths(2112.264)).toBe(1312);
  });

  it('gives a live pace only once a mile is done', () => {
    expect(livePace(400, 999)).toBeNull();
    expect(livePace(900, 2000)).toBe(450);
  });
});
