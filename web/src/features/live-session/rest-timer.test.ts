import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatClock, restProgress, restRemainingMs, restSecondsLeft } from './rest-timer.ts';

const rest = { endsAt: 100_000, totalSeconds: 90 };

describe('rest timer', () => {
  it('reads the time left from the end time, so a late redraw shows the right figure', () => {
    expect(restRemainingMs(rest, 40_000)).toBe(60_000);
    expect(restRemainingMs(rest, 250_000)).toBe(0);
  });

  it('rounds the seconds shown up, reaching 0 only when the rest is over', () => {
    expect(restSecondsLeft(rest, 99_100)).toBe(1);
    expect(restSecondsLeft(rest, 100_000)).toBe(0);
  });

  it('reports how much of the rest is over', () => {
    expect(restProgress(rest, 55_000)).toBeCloseTo(0.5);
    expect(restProgress(rest, 0)).toBe(0);
    expect(restProgress(rest, 200_000)).toBe(1);
  });
});

describe('clocks', () => {
  it('formats minutes and seconds, and hours once past one', () => {
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('counts the elapsed time from the start, never below zero', () => {
    expect(elapsedSeconds(1_000, 62_500)).toBe(61);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
  });
});
