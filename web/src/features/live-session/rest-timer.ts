import type { RestTimer } from './live-session-state.ts';

/**
 * Clocks read from timestamps: a phone that slept or a background tab whose timers were held back
 * shows the right time as soon as it draws again.
 */

/** Milliseconds of rest left at `now`, never below zero. */
export function restRemainingMs(rest: RestTimer, now: number): number {
  return Math.max(0, rest.endsAt - now);
}

/** Whole seconds to show: 89.2 s left reads 1:30, so the display reaches 0:00 as the rest ends. */
export function restSecondsLeft(rest: RestTimer, now: number): number {
  return Math.ceil(restRemainingMs(rest, now) / 1000);
}

/** How much of the rest is over, 0 to 1, for the progress bar. */
export function restProgress(rest: RestTimer, now: number): number {
  const total = rest.totalSeconds * 1000;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - restRemainingMs(rest, now) / total));
}

/** 75 → "1:15", 3_725 → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Seconds since the session started (zero when the clock reads earlier than the start). */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
