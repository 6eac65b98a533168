import { describe, expect, it } from 'vitest';
import { formatDuration, formatMiles, formatPace, livePace, metersToThousandths } from './format.ts';

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

describe('formatPace', () => {
  it("shows '--:--' until there is a pace", () => {
    expect(formatPace(null)).toBe('--:--');
    expect(formatPace(0)).toBe('--:--');
    expect(formatPace(Number.POSITIVE_INFINITY)).toBe('--:--');
  });

  it('rounds seconds per mile to m:ss', () => {
    expect(formatPace(450)).toBe('7:30');
    expect(formatPace(480.77)).toBe('8:01');
    expect(formatPace(3725)).toBe('1:02:05');
  });
});

describe('distances', () => {
  it('shows thousandths of a mile as miles with two decimals, never rounding up to a mile not done', () => {
    expect(formatMiles(0)).toBe('0.00');
    expect(formatMiles(2000)).toBe('2.00');
    expect(formatMiles(1312)).toBe('1.31');
    expect(formatMiles(999)).toBe('0.99');
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
