/**
 * The session clock, computed from timestamps rather than by counting ticks: a background tab
 * whose timers are throttled, or a phone that sleeps, neither loses nor gains time. The one-second
 * tick only redraws. Moving time stops while paused; paused time is kept
 * beside it, and the two add up to the elapsed (wall-clock) time.
 *
 * All instants are epoch milliseconds (Date.now()), so the clock survives a reload. A clock that
 * appears to run backwards (the device's time was corrected) counts nothing rather than negative.
 */
export interface Clock {
  /** Moving milliseconds before the current running stretch. */
  movingMs: number;
  /** Paused milliseconds before the current pause. */
  pausedMs: number;
  /** Set while running: when the current running stretch began. */
  runningSince: number | null;
  /** Set while paused: when the current pause began. */
  pausedSince: number | null;
}

const since = (from: number | null, at: number) => (from === null ? 0 : Math.max(0, at - from));

export function startClock(at: number): Clock {
  return { movingMs: 0, pausedMs: 0, runningSince: at, pausedSince: null };
}

export const isRunning = (clock: Clock) => clock.runningSince !== null;

/** Moving milliseconds at `at`. */
export const movingAt = (clock: Clock, at: number) => clock.movingMs + since(clock.runningSince, at);

/** Paused milliseconds at `at`. */
export const pausedAt = (clock: Clock, at: number) => clock.pausedMs + since(clock.pausedSince, at);

/** Elapsed milliseconds at `at`: moving and paused together. */
export const elapsedAt = (clock: Clock, at: number) => movingAt(clock, at) + pausedAt(clock, at);

/**
 * Stops the moving time at `at` (which may lie in the past, as auto-pause does when it finds the
 * member has stood still since then, but not before the running stretch began).
 */
export function pauseClock(clock: Clock, at: number): Clock {
  if (clock.runningSince === null) return clock;
  const from = Math.max(at, clock.runningSince);
  return {
    movingMs: clock.movingMs + (from - clock.runningSince),
    pausedMs: clock.pausedMs,
    runningSince: null,
    pausedSince: from,
  };
}

export function resumeClock(clock: Clock, at: number): Clock {
  if (clock.pausedSince === null) return clock;
  const from = Math.max(at, clock.pausedSince);
  return {
    movingMs: clock.movingMs,
    pausedMs: clock.pausedMs + (from - clock.pausedSince),
    runningSince: from,
    pausedSince: null,
  };
}

/**
 * A clock reopened after the page was gone (a reload, a discarded tab): it comes back paused until
 * the member resumes it. A clock that was running is taken to have stopped when the page was
 * last seen alive; the gap until now counts as paused.
 */
export function reopenClock(clock: Clock, lastSeenAt: number, now: number): Clock {
  if (clock.runningSince === null) return clock;
  return pauseClock(clock, Math.min(lastSeenAt, now));
}

/** For a session with no record in this browser: paused at its last mile's time. */
export function clockFromServer(startedAt: number, movingSeconds: number, now: number): Clock {
  const movingMs = movingSeconds * 1000;
  return {
    movingMs,
    pausedMs: Math.max(0, now - startedAt - movingMs),
    runningSince: null,
    pausedSince: now,
  };
}
