import { describe, expect, it } from 'vitest';
import {
  fullDate,
  localDayKey,
  longDate,
  monthAndYear,
  parseDay,
  shortDay,
  unitsAgo,
  weekdayShort,
} from './dates.ts';

describe('the app’s date formats', () => {
  it('reads and writes local days as yyyy-MM-dd', () => {
    const day = parseDay('2026-03-08');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 8, 0]);
    expect(localDayKey(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('writes the long US date, the short day and the month', () => {
    const day = parseDay('2026-11-23');
    expect(longDate(day)).toBe('November 23, 2026');
    expect(fullDate(day)).toBe('Monday, November 23, 2026');
    expect(shortDay(day)).toBe('Nov 23');
    expect(weekdayShort(day)).toBe('Mon');
    expect(monthAndYear(day)).toBe('November 2026');
  });
});

describe('unitsAgo', () => {
  it('writes a count of units before now as Intl.RelativeTimeFormat en does', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    for (const unit of ['minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
      for (const count of [1, 2, 7, 59, 999, 1_000, 12_345]) {
        expect(unitsAgo(count, unit)).toBe(intl.format(-count, unit));
      }
    }
  });
});
