import {
  type ActivityType,
  averagePaceOf,
  FASTEST_MILE_SECONDS,
  MAX_SESSION_SECONDS,
  METERS_PER_MILE,
  MILE_UNITS,
  ROUTE_POINTS_PER_SESSION,
  type TrackingMode,
} from '@contract/mile-rules.ts';
import type {
  FinishMileSessionBody,
  MileSession,
  RecordSplitBody,
  RoutePoint,
} from '@contract/mile-tracker.ts';
import {
  type Clock,
  clockFromServer,
  isRunning,
  movingAt,
  pauseClock,
  pausedAt,
  reopenClock,
  resumeClock,
  startClock,
} from './clock.ts';
import { metersToThousandths } from './format.ts';
import { type Fix, interpolateCrossing, judgeFix } from './geo.ts';

/**
 * The tracker of one session, as plain data and pure steps: the page keeps it in local storage so
 * it survives a reload, feeds it clicks, GPS fixes and ticks, and sends the splits and the finish
 * these steps produce. Times here are epoch milliseconds; what goes to the server is seconds.
 */

/** No counted movement for this long while running in GPS mode pauses the clock by itself. */
export const AUTO_PAUSE_AFTER_MS = 15_000;
/** After this many impossible jumps in a row, the newest position is trusted as the new anchor. */
export const SPEED_REJECTS_BEFORE_RESET = 5;

export interface TrackedSplit {
  mileNumber: number;
  splitTime: number;
  cumulativeTime: number;
}

export interface GpsState {
  /** The last counted position: distance is measured from here. */
  anchor: Fix | null;
  /** When the last usable fix arrived (moved or not). */
  lastFixAt: number | null;
  /** When movement was last counted; auto-pause looks at this. */
  lastMoveAt: number | null;
  /** Counted distance, metres. */
  meters: number;
  /** Accuracy of the latest fix, metres, for the status line. */
  accuracy: number | null;
  rejectedInARow: number;
}

export type PauseReason = 'manual' | 'auto' | null;

export interface TrackerState {
  version: 1;
  sessionId: string;
  activityType: ActivityType;
  mode: TrackingMode;
  clock: Clock;
  pause: PauseReason;
  /** Whole miles, recorded here first and sent (or waiting to be sent) to the server. */
  splits: TrackedSplit[];
  gps: GpsState;
  /** Route points not yet sent with a split or the finish. */
  route: RoutePoint[];
  /** Route points kept so far (sent or waiting), to stay under the server's limit. */
  routeCount: number;
  /** The route so far as [latitude, longitude] pairs, thinned, for the live drawing. */
  trail: [number, number][];
}

/** The live drawing keeps at most this many points; beyond, every other one is dropped. */
export const TRAIL_POINTS = 2000;

const emptyGps = (meters = 0): GpsState => ({
  anchor: null,
  lastFixAt: null,
  lastMoveAt: null,
  meters,
  accuracy: null,
  rejectedInARow: 0,
});

export function startTracker(options: {
  sessionId: string;
  activityType: ActivityType;
  mode: TrackingMode;
  now: number;
}): TrackerState {
  return {
    version: 1,
    sessionId: options.sessionId,
    activityType: options.activityType,
    mode: options.mode,
    clock: startClock(options.now),
    pause: null,
    splits: [],
    gps: emptyGps(),
    route: [],
    routeCount: 0,
    trail: [],
  };
}

const wholeMiles = (session: MileSession): TrackedSplit[] =>
  session.splits
    .filter((split) => !split.partial)
    .map(({ mileNumber, splitTime, cumulativeTime }) => ({ mileNumber, splitTime, cumulativeTime }));

const lastCumulative = (splits: TrackedSplit[]) => splits.at(-1)?.cumulativeTime ?? 0;

/**
 * For an active session this browser has no record of: paused, the mile
 * counter after its splits and the moving time at its last mile.
 */
export function trackerFromServer(session: MileSession, now: number): TrackerState {
  const splits = wholeMiles(session);
  return {
    version: 1,
    sessionId: session.id,
    activityType: session.activityType,
    mode: session.trackingMode,
    clock: clockFromServer(Date.parse(session.startedAt), lastCumulative(splits), now),
    pause: 'manual',
    splits,
    gps: emptyGps(splits.length * METERS_PER_MILE),
    route: [],
    routeCount: session.routePointCount,
    trail: [],
  };
}

/**
 * The page's own record of the session, reopened after a reload: paused, with
 * the miles recorded here, including those still waiting to be sent. When the server knows more
 * miles (recorded on another device), its version wins.
 */
export function reopenTracker(
  local: TrackerState,
  server: MileSession,
  lastSeenAt: number,
  now: number,
): TrackerState {
  if (wholeMiles(server).length > local.splits.length) return trackerFromServer(server, now);
  return { ...local, clock: reopenClock(local.clock, lastSeenAt, now), pause: local.pause ?? 'manual' };
}

export const movingSeconds = (state: TrackerState, now: number) =>
  Math.floor(movingAt(state.clock, now) / 1000);
export const pausedSeconds = (state: TrackerState, now: number) =>
  Math.floor(pausedAt(state.clock, now) / 1000);
export const currentMile = (state: TrackerState) => state.splits.length + 1;

/** Distance so far in thousandths of a mile: whole miles by hand, or what GPS has counted. */
export function distanceThousandths(state: TrackerState): number {
  const whole = state.splits.length * MILE_UNITS;
  return state.mode === 'gps' ? Math.max(whole, metersToThousandths(state.gps.meters)) : whole;
}

export function pauseTracker(state: TrackerState, now: number): TrackerState {
  if (state.pause === 'manual') return state;
  return { ...state, clock: pauseClock(state.clock, now), pause: 'manual' };
}

export function resumeTracker(state: TrackerState, now: number): TrackerState {
  if (state.pause === null) return state;
  // Movement is counted again from the next fix, and auto-pause waits for a fresh stillness.
  return {
    ...state,
    clock: resumeClock(state.clock, now),
    pause: null,
    gps: { ...state.gps, lastMoveAt: now },
  };
}

/** Seconds into the current mile, which must reach the activity's fastest mile before it can be completed. */
export const secondsIntoMile = (state: TrackerState, now: number) =>
  movingSeconds(state, now) - lastCumulative(state.splits);

/** Complete Mile only while the timer runs (and not faster than a mile can be). */
export function canCompleteMile(state: TrackerState, now: number): boolean {
  return isRunning(state.clock) && secondsIntoMile(state, now) >= FASTEST_MILE_SECONDS[state.activityType];
}

function takeRoute(state: TrackerState): { route: RoutePoint[] | undefined; state: TrackerState } {
  if (state.route.length === 0) return { route: undefined, state };
  return { route: state.route, state: { ...state, route: [] } };
}

function splitBody(mileNumber: number, cumulativeTime: number, previous: number, route?: RoutePoint[]) {
  const splitTime = cumulativeTime - previous;
  const body: RecordSplitBody = { mileNumber, splitTime, cumulativeTime, pace: splitTime };
  if (route) body.route = route;
  return { split: { mileNumber, splitTime, cumulativeTime }, body };
}

/** Complete Mile: the split at the timer's current second (its pace equals the split time). */
export function completeMile(
  state: TrackerState,
  now: number,
): { state: TrackerState; body: RecordSplitBody } | null {
  if (!canCompleteMile(state, now)) return null;
  const taken = takeRoute(state);
  const { split, body } = splitBody(
    currentMile(state),
    movingSeconds(state, now),
    lastCumulative(state.splits),
    taken.route,
  );
  return { state: { ...taken.state, splits: [...state.splits, split] }, body };
}

const toPoint = (fix: Fix): RoutePoint => ({
  latitude: fix.latitude,
  longitude: fix.longitude,
  recordedAt: new Date(fix.at).toISOString(),
});

function withPoint(state: TrackerState, fix: Fix): TrackerState {
  const grown: [number, number][] = [...state.trail, [fix.latitude, fix.longitude]];
  const trail = grown.length > TRAIL_POINTS ? grown.filter((_, index) => index % 2 === 0) : grown;
  if (state.routeCount >= ROUTE_POINTS_PER_SESSION) return { ...state, trail };
  return { ...state, route: [...state.route, toPoint(fix)], routeCount: state.routeCount + 1, trail };
}

/**
 * A GPS fix: filtered (accuracy, speed, jitter), counted as distance while running, resuming an
 * auto-pause when the member moves again, and producing a split for every whole mile the step
 * crosses, timed by interpolating the moving time at the exact boundary. Movement while paused by
 * hand is not counted.
 */
export function applyFix(state: TrackerState, fix: Fix): { state: TrackerState; bodies: RecordSplitBody[] } {
  if (state.mode !== 'gps') return { state, bodies: [] };
  const gps = { ...state.gps, accuracy: fix.accuracy };
  const verdict = judgeFix(gps.anchor, fix, state.activityType);
  const unchanged = { state: { ...state, gps }, bodies: [] };

  switch (verdict.kind) {
    case 'inaccurate':
    case 'stale':
      return unchanged;
    case 'too-fast': {
      const rejected = gps.rejectedInARow + 1;
      if (rejected < SPEED_REJECTS_BEFORE_RESET)
        return { state: { ...state, gps: { ...gps, rejectedInARow: rejected } }, bodies: [] };
      // The anchor itself was the bad fix: start again from here without counting the jump.
      return {
        state: { ...state, gps: { ...gps, anchor: fix, lastFixAt: fix.at, rejectedInARow: 0 } },
        bodies: [],
      };
    }
    case 'still': {
      if (gps.anchor)
        return { state: { ...state, gps: { ...gps, lastFixAt: fix.at, rejectedInARow: 0 } }, bodies: [] };
      const first: TrackerState = {
        ...state,
        gps: {
          ...gps,
          anchor: fix,
          lastFixAt: fix.at,
          lastMoveAt: state.pause === null ? fix.at : gps.lastMoveAt,
          rejectedInARow: 0,
        },
      };
      return { state: withPoint(first, fix), bodies: [] };
    }
    case 'moved':
      break;
  }

  const anchor = gps.anchor as Fix;
  if (state.pause === 'manual') {
    return {
      state: { ...state, gps: { ...gps, anchor: fix, lastFixAt: fix.at, rejectedInARow: 0 } },
      bodies: [],
    };
  }

  let clock = state.clock;
  if (state.pause === 'auto') {
    // The member set off after the previous fix, which still saw them standing.
    clock = resumeClock(clock, Math.max(gps.lastFixAt ?? fix.at, clock.pausedSince ?? fix.at));
  }
  const from = { meters: gps.meters, movingMs: movingAt(clock, anchor.at) };
  const to = { meters: gps.meters + verdict.meters, movingMs: movingAt(clock, fix.at) };

  let next: TrackerState = withPoint(
    {
      ...state,
      clock,
      pause: null,
      gps: {
        ...gps,
        anchor: fix,
        lastFixAt: fix.at,
        lastMoveAt: fix.at,
        meters: to.meters,
        rejectedInARow: 0,
      },
    },
    fix,
  );

  const bodies: RecordSplitBody[] = [];
  const fastest = FASTEST_MILE_SECONDS[state.activityType];
  for (let mile = currentMile(next); mile * METERS_PER_MILE <= to.meters; mile = currentMile(next)) {
    const crossedMs = interpolateCrossing(from, to, mile * METERS_PER_MILE);
    const previous = lastCumulative(next.splits);
    // Never faster than a mile can be: a rounding or a resumed pause must not make the server refuse it.
    const cumulative = Math.min(
      MAX_SESSION_SECONDS,
      Math.max(Math.round(crossedMs / 1000), previous + fastest),
    );
    const taken = takeRoute(next);
    const { split, body } = splitBody(mile, cumulative, previous, taken.route);
    next = { ...taken.state, splits: [...next.splits, split] };
    bodies.push(body);
  }
  return { state: next, bodies };
}

/** The one-second tick: in GPS mode, a member who has not moved for a while is auto-paused from when they stopped. */
export function tickTracker(state: TrackerState, now: number): TrackerState {
  const { lastMoveAt } = state.gps;
  if (state.mode !== 'gps' || state.pause !== null || lastMoveAt === null) return state;
  if (now - lastMoveAt < AUTO_PAUSE_AFTER_MS) return state;
  return { ...state, clock: pauseClock(state.clock, lastMoveAt), pause: 'auto' };
}

/** GPS stopped working (denied, unavailable): the rest of the session is timed by hand. */
export function switchToManual(state: TrackerState, now: number): TrackerState {
  if (state.mode === 'manual') return state;
  const resumed = state.pause === 'auto' ? resumeTracker(state, now) : state;
  return { ...resumed, mode: 'manual' };
}

/**
 * Finish: the totals the server checks against the splits. The time after the last whole mile is
 * kept, with the distance covered in it (GPS, or what the member entered by hand) as the partial
 * last mile, unless it took less than a second or would be faster than a mile can be.
 */
export function finishBody(
  state: TrackerState,
  now: number,
  manualPartialThousandths = 0,
): FinishMileSessionBody {
  const miles = state.splits.length;
  const previous = lastCumulative(state.splits);
  const totalTime = Math.min(MAX_SESSION_SECONDS, Math.max(movingSeconds(state, now), previous));
  const partialTime = totalTime - previous;
  const covered =
    state.mode === 'gps' && state.gps.meters > 0
      ? metersToThousandths(state.gps.meters) - miles * MILE_UNITS
      : manualPartialThousandths;
  const possible = Math.floor((partialTime * MILE_UNITS) / FASTEST_MILE_SECONDS[state.activityType]);
  const partial = partialTime < 1 ? 0 : Math.max(0, Math.min(MILE_UNITS - 1, Math.round(covered), possible));
  const totalDistance = miles * MILE_UNITS + partial;
  const body: FinishMileSessionBody = {
    status: 'completed',
    totalDistance,
    totalTime,
    averagePace: averagePaceOf(totalTime, totalDistance),
    completedAt: new Date(now).toISOString(),
    pausedTime: Math.min(MAX_SESSION_SECONDS, pausedSeconds(state, now)),
  };
  if (state.route.length > 0) body.route = state.route;
  return body;
}
