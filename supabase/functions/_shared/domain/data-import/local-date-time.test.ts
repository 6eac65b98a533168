import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, instantOf, parseLocalDateTime } from './local-date-time.ts';

const read = (text: string) => {
  const local = parseLocalDateTime(text);
  return local && formatLocalDateTime(local);
};

describe('parseLocalDateTime', () => {
  it("reads Strong's 24-hour dates, with or without seconds", () => {
    expect(read('2024-01-15 18:05:00')).toBe('2024-01-15T18:05:00');
    expect(read('2024-01-15 18:05')).toBe('2024-01-15T18:05:00');
    expect(read('2024-01-15T07:05:09')).toBe('2024-01-15T07:05:09');
  });

  it('reads 12-hour clocks after a plain, a no-break or a narrow no-break space', () => {
    expect(read('2024-03-05 6:05:00 PM')).toBe('2024-03-05T18:05:00');
    expect(read('2024-03-05 6:05:00\u202fPM')).toBe('2024-03-05T18:05:00');
    expect(read('2024-03-07 7:30:00\u00a0AM')).toBe('2024-03-07T07:30:00');
    expect(read('2024-03-07 12:10:00 AM')).toBe('2024-03-07T00:10:00');
    expect(read('2024-03-07 12:10:00 pm')).toBe('2024-03-07T12:10:00');
  });

  it("reads Hevy's day month year, and the US month day year", () => {
    expect(read('12 Jan 2025, 18:05')).toBe('2025-01-12T18:05:00');
    expect(read('3 September 2024, 6:40 AM')).toBe('2024-09-03T06:40:00');
    expect(read('Jan 12, 2025, 6:05 PM')).toBe('2025-01-12T18:05:00');
  });

  it('refuses days and times that do not exist, and other text', () => {
    expect(read('2023-02-29 10:00:00')).toBeUndefined();
    expect(read('2024-02-29 10:00:00')).toBe('2024-02-29T10:00:00');
    expect(read('2024-03-05 13:05:00 PM')).toBeUndefined();
    expect(read('2024-03-05 24:00:00')).toBeUndefined();
    expect(read('12 Foo 2025, 18:05')).toBeUndefined();
    expect(read('yesterday')).toBeUndefined();
    expect(read('')).toBeUndefined();
  });
});

describe('instantOf', () => {
  const at = (text: string, zone: string) => {
    const local = parseLocalDateTime(text);
    if (!local) throw new Error(`unreadable ${text}`);
    return instantOf(local, zone).toISOString();
  };

  it("reads the wall clock in the member's zone, summer and winter", () => {
    expect(at('2024-01-15 18:05:00', 'UTC')).toBe('2024-01-15T18:05:00.000Z');
    expect(at('2024-01-15 18:05:00', 'Europe/Berlin')).toBe('2024-01-15T17:05:00.000Z');
    expect(at('2024-07-15 18:05:00', 'Europe/Berlin')).toBe('2024-07-15T16:05:00.000Z');
    expect(at('2024-07-15 18:05:00', 'America/New_York')).toBe('2024-07-15T22:05:00.000Z');
    expect(at('2024-07-15 18:05:00', 'Asia/Kolkata')).toBe('2024-07-15T12:35:00.000Z');
  });

  it('puts an hour the clocks skipped just after the change, and a repeated hour at its first pass', () => {
    // Berlin: 2024-03-31 02:00 CET became 03:00 CEST; 2024-10-27 03:00 CEST became 02:00 CET.
    expect(at('2024-03-31 02:30:00', 'Europe/Berlin')).toBe('2024-03-31T01:30:00.000Z');
    expect(at('2024-10-27 02:30:00', 'Europe/Berlin')).toBe('2024-10-27T00:30:00.000Z');
    expect(at('2024-03-31 10:00:00', 'Europe/Berlin')).toBe('2024-03-31T08:00:00.000Z');
  });
});
