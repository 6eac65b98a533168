import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = new Date('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND + 999, 'Just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE - 1, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY - 1, '1 day ago'],
    [45 * DAY, '45 days ago'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(timeAgo(before(elapsed), now)).toBe(label);
  });

  it('reads a time slightly ahead of the clock as Just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * SECOND), now)).toBe('Just now');
  });
});
