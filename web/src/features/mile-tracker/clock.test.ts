import { describe, expect, it } from 'vitest';
import {
  clockFromServer,
  elapsedAt,
  isRunning,
  movingAt,
  pauseClock,
  pausedAt,
  reopenClock,
  resumeClock,
  startClock,
} from './clock.ts';

const T0 = Date.UTC(2026, 10, 24, 7, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

describe('the session clock', () => {
  it('keeps moving time while running and paused time while paused; they add up to elapsed time', () => {
    let clock = startClock(T0);
    expect(movingAt(clock, s(90))).toBe(90_000);
    clock = pauseClock(clock, s(100));
    expect(isRunning(clock)).toBe(false);
    expect(movingAt(clock, s(160))).toBe(100_000);
    expect(pausedAt(clock, s(160))).toBe(60_000);
    clock = resumeClock(clock, s(160));
    expect(movingAt(clock, s(200))).toBe(140_000);
    expect(pausedAt(clock, s(200))).toBe(60_000);
    expect(elapsedAt(clock, s(200))).toBe(200_000);
  });

  it('loses and gains nothing across a sleep without ticks: ten minutes asleep are ten minutes run', () => {
    const clock = startClock(T0);
    // No tick ran between these two readings (a locked phone, a throttled tab).
    expect(movingAt(clock, s(5))).toBe(5000);
    expect(movingAt(clock, s(5 + 600))).toBe(605_000);
    // And a pause taken before the sleep stays a pause.
    const paused = pauseClock(clock, s(5));
    expect(movingAt(paused, s(605))).toBe(5000);
    expect(pausedAt(paused, s(605))).toBe(600_000);
  });

  it('counts nothing, rather than negative time, when the device clock is set back', () => {
    const clock = startClock(s(100));
    expect(movingAt(clock, s(40))).toBe(0);
    const paused = pauseClock(clock, s(40));
    expect(paused.movingMs).toBe(0);
    expect(resumeClock(paused, s(20)).pausedMs).toBe(0);
  });

  it('pauses back to an earlier instant, but not before the running stretch began', () => {
    const clock = resumeClock(pauseClock(startClock(T0), s(60)), s(120));
    expect(movingAt(pauseClock(clock, s(150)), s(400))).toBe(90_000);
    expect(movingAt(pauseClock(clock, s(100)), s(400))).toBe(60_000);
  });

  it('reopens paused at the moment the page was last seen, the gap counted as paused', () => {
    const reopened = reopenClock(startClock(T0), s(300), s(900));
    expect(isRunning(reopened)).toBe(false);
    expect(movingAt(reopened, s(900))).toBe(300_000);
    expect(pausedAt(reopened, s(900))).toBe(600_000);
    const alreadyPaused = pauseClock(startClock(T0), s(100));
    expect(reopenClock(alreadyPaused, s(300), s(900))).toBe(alreadyPaused);
  });

  it('restores a session known only to the server at its last mile, paused', () => {
    const clock = clockFromServer(T0, 980, s(1200));
    expect(isRunning(clock)).toBe(false);
    expect(movingAt(clock, s(1300))).toBe(980_000);
    expect(elapsedAt(clock, s(1300))).toBe(1_300_000);
  });
});
