import { describe, expect, it } from 'vitest';
import { timeOfDay, dateTimeLocalValue as toDateTimeLocalValue } from '@/lib/dates.ts';
import { currentWeek, localDaysBetween, relativeDayLabel } from './date-labels.ts';

const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

describe('relativeDayLabel', () => {
  const now = at(2026, 11, 23, 0, 30);
  it('says Today for earlier the same local day', () => {
    expect(relativeDayLabel(at(2026, 11, 23, 0, 5), now)).toBe('Today');
  });
  it('says Yesterday across midnight, even minutes apart', () => {
    expect(relativeDayLabel(at(2026, 11, 22, 23, 55), now)).toBe('Yesterday');
  });
  it('counts days, then weeks, months and years', () => {
    expect(relativeDayLabel(at(2026, 11, 20), now)).toBe('3 days ago');
    expect(relativeDayLabel(at(2026, 11, 9), now)).toBe('2 weeks ago');
    expect(relativeDayLabel(at(2026, 9, 1), now)).toBe('2 months ago');
    expect(relativeDayLabel(at(2025, 10, 1), now)).toBe('1 year ago');
  });
  it('counts calendar days across a month end', () => {
    expect(relativeDayLabel(at(2026, 2, 28, 23), at(2026, 3, 1, 1))).toBe('Yesterday');
  });
});

describe('localDaysBetween', () => {
  it('is whole days even across a daylight-saving change', () => {
    expect(localDaysBetween(at(2026, 3, 7), at(2026, 3, 9))).toBe(2);
    expect(localDaysBetween(at(2026, 10, 31), at(2026, 11, 2))).toBe(2);
  });
});

describe('timeOfDay', () => {
  it.each([
    [0, 5, '12:05 AM'],
    [9, 30, '9:30 AM'],
    [12, 0, '12:00 PM'],
    [18, 5, '6:05 PM'],
    [23, 59, '11:59 PM'],
  ])('%i:%i reads %s', (hour, minute, expected) => {
    expect(timeOfDay(at(2026, 1, 1, hour, minute))).toBe(expected);
  });
});

describe('currentWeek', () => {
  it('runs Sunday to Saturday, across a month end', () => {
    expect(currentWeek(at(2026, 12, 2))).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    expect(currentWeek(at(2026, 11, 22))).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(currentWeek(at(2026, 11, 28))).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });
});

describe('toDateTimeLocalValue', () => {
  it('writes local time for a datetime-local input', () => {
    expect(toDateTimeLocalValue(at(2026, 3, 5, 7, 4))).toBe('2026-03-05T07:04');
  });
});
