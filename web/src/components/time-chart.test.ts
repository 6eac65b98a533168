import { describe, expect, it } from 'vitest';
import { barDaySpan, barWidth, valueAxisWidth, valueRange } from './time-chart.tsx';

describe('valueRange', () => {
  it('starts counts at zero with a tenth of room above the top', () => {
    expect(valueRange('from-zero', 3, 10)).toEqual([0, 11]);
  });

  it('frames values that move little around a large number, in steps of 5', () => {
    // 215 to 230 spans 15; 5 (the least margin) on either side.
    expect(valueRange('around-values', 215, 230)).toEqual([210, 235]);
  });

  it('never reaches below zero', () => {
    expect(valueRange('around-values', 2, 40)).toEqual([0, 50]);
  });
});

const DAY = 24 * 60 * 60;

describe('barDaySpan', () => {
  it('reaches half a day beyond the first and the last day, so their bars are whole', () => {
    const firstDay = 1_764_000_000;
    const today = firstDay + 6 * DAY;
    expect(barDaySpan(firstDay, today)).toEqual([firstDay - DAY / 2, today + DAY / 2]);
  });
});

describe('barWidth', () => {
  it('fills six tenths of a wide day', () => {
    expect(barWidth(40)).toBe(24);
  });

  it('never grows past 40 px', () => {
    expect(barWidth(200)).toBe(40);
  });

  it('keeps a month of days on a phone at 7 px, more than six tenths of a 10 px day', () => {
    // 30 days over a 300 px plot.
    expect(barWidth(10)).toBe(7);
  });

  it('leaves a 2 px gap when a day is too narrow for 7 px bars', () => {
    expect(barWidth(8)).toBe(6);
  });
});

describe('valueAxisWidth', () => {
  it('is narrow for counts and wide enough for labels with units', () => {
    expect(valueAxisWidth(['0', '1', '2'])).toBe(25);
    expect(valueAxisWidth(['0 min', '60 min', '120 min'])).toBe(67);
  });
});
