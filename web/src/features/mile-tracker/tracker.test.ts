import type { MileSession, RecordSplitBody } from '@contract/mile-tracker.ts';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS, type Fix } from './geo.ts';
import {
  AUTO_PAUSE_AFTER_MS,
  applyFix,
  canCompleteMile,
  completeMile,
  distanceThousandths,
  finishBody,
  movingSeconds,
  pausedSeconds,
  pauseTracker,
  reopenTracker,
  resumeTracker,
  startTracker,
  switchToManual,
  type TrackerState,
  tickTracker,
  trackerFromServer,
} from './tracker.ts';

const T0 = Date.UTC(2026, 10, 24, 7, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;
const LAT0 = 51.5;
const LNG = -0.12;
/** The fix `meters` due north of the start, `seconds` after it. */
const at = (meters: number, seconds: number, accuracy = 5): Fix => ({
  latitude: LAT0 + (meters / EARTH_RADIUS_METERS) * (180 / Math.PI),
  longitude: LNG,
  accuracy,
  at: s(seconds),
});

const gpsRun = () => startTracker({ sessionId: 'session-1', activityType: 'run', mode: 'gps', now: T0 });
const manualRun = () =>
  startTracker({ sessionId: 'session-1', activityType: 'run', mode: 'manual', now: T0 });

/** Feeds fixes in order, ticking every second between them, and collects the splits they produce. */
function feed(start: TrackerState, fixes: Fix[]) {
  let state = start;
  const bodies: RecordSplitBody[] = [];
  let lastTick = fixes[0] ? fixes[0].at : T0;
  for (const fix of fixes) {
    for (let tick = lastTick + 1000; tick <= fix.at; tick += 1000) state = tickTracker(state, tick);
    lastTick = fix.at;
    const result = applyFix(state, fix);
    state = result.state;
    bodies.push(...result.bodies);
  }
  return { state, bodies };
}

/** A steady run due north: one fix every `every` seconds, `speed` m/s, for `steps` steps. */
const steadyRun = (steps: number, every = 10, speed = 1609.344 / 480) =>
  Array.from({ length: steps + 1 }, (_, index) => at(index * every * speed, index * every));

describe('GPS: splits at the exact mile', () => {
  it('records one split at 8:00 for a steady 8:00 mile and keeps 0.31 mi as the partial last mile', () => {
    const { state, bodies } = feed(gpsRun(), steadyRun(63));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ mileNumber: 1, splitTime: 480, cumulativeTime: 480, pace: 480 });
    expect(distanceThousandths(state)).toBe(1312);

    const finish = finishBody(state, s(630));
    expect(finish).toMatchObject({
      status: 'completed',
      totalDistance: 1312,
      totalTime: 630,
      averagePace: 480,
    });
    // Every fix (the start and 63 moves) goes to the server once: with the split or with the finish.
    expect((bodies[0]?.route?.length ?? 0) + (finish.route?.length ?? 0)).toBe(64);
  });

  it('interpolates the boundary inside a step', () => {
    // 100 m every 30 s: the mile (1609.344 m) falls 9.344 m into the step from 1600 m (480 s) to 1700 m (510 s).
    const fixes = Array.from({ length: 18 }, (_, index) => at(index * 100, index * 30));
    const { bodies } = feed(gpsRun(), fixes);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ mileNumber: 1, cumulativeTime: 483, splitTime: 483 });
  });

  it('records each mile a long step crosses, each timed at its own boundary', () => {
    // After a gap without fixes (a tunnel), one step covers two boundaries at a plausible speed.
    const fixes = [at(0, 0), at(1500, 450), at(3300, 990)];
    const { bodies } = feed(gpsRun(), fixes);
    expect(bodies.map((body) => [body.mileNumber, body.cumulativeTime, body.splitTime])).toEqual([
      [1, 483, 483],
      [2, 966, 483],
    ]);
  });
});

describe('GPS: filters inside the tracker', () => {
  it('ignores inaccurate fixes and impossible jumps, and re-anchors after repeated jumps', () => {
    let { state } = feed(gpsRun(), [at(0, 0), at(30, 10)]);
    expect(state.gps.meters).toBeCloseTo(30, 6);
    state = applyFix(state, at(60, 20, 80)).state;
    expect(state.gps.meters).toBeCloseTo(30, 6);
    // A 500 m jump in 1 s, five times: not counted, then trusted as the new anchor.
    for (let index = 0; index < 5; index++) state = applyFix(state, at(530, 21 + index)).state;
    expect(state.gps.meters).toBeCloseTo(30, 6);
    expect(state.gps.anchor?.at).toBe(s(25));
    state = applyFix(state, at(560, 35)).state;
    expect(state.gps.meters).toBeCloseTo(60, 6);
  });
});

describe('GPS: auto-pause', () => {
  it('pauses from when the member stopped, and resumes when they move again', () => {
    const moving = steadyRun(6); // 60 s, about 201 m
    const standing = Array.from({ length: 30 }, (_, index) => at(201.168, 61 + index));
    let { state } = feed(gpsRun(), [...moving, ...standing]);
    expect(state.pause).toBe('auto');
    expect(movingSeconds(state, s(90))).toBe(60);
    expect(pausedSeconds(state, s(90))).toBe(30);

    // Off again: the clock restarts from the last fix that still saw them standing.
    state = applyFix(state, at(231, 100)).state;
    expect(state.pause).toBeNull();
    expect(movingSeconds(state, s(100))).toBe(70);
    expect(state.gps.meters).toBeCloseTo(231, 3);
  });

  it('waits the full stillness before pausing', () => {
    const { state } = feed(gpsRun(), steadyRun(3));
    expect(tickTracker(state, s(30) + AUTO_PAUSE_AFTER_MS - 1)).toBe(state);
    expect(tickTracker(state, s(30) + AUTO_PAUSE_AFTER_MS).pause).toBe('auto');
  });

  it('never auto-pauses a manual session', () => {
    const state = manualRun();
    expect(tickTracker(state, s(600))).toBe(state);
  });

  it('handles a phone that slept while running: time and the distance covered meanwhile both count', () => {
    // 60 s of running, then ten minutes without a tick or a fix, then a fix 2 km on.
    let { state } = feed(gpsRun(), steadyRun(6));
    state = tickTracker(state, s(660));
    expect(state.pause).toBe('auto');
    const result = applyFix(state, at(201.168 + 2000, 660));
    expect(result.state.pause).toBeNull();
    expect(movingSeconds(result.state, s(660))).toBe(660);
    expect(result.bodies.map((body) => body.mileNumber)).toEqual([1]);
    expect(result.bodies[0]?.cumulativeTime).toBe(Math.round(60 + 600 * ((1609.344 - 201.168) / 2000)));
  });

  it('does not count movement while paused by hand', () => {
    let { state } = feed(gpsRun(), steadyRun(3));
    state = pauseTracker(state, s(30));
    state = feed(state, [at(140, 40), at(180, 50), at(220, 60)]).state;
    expect(state.gps.meters).toBeCloseTo(100.584, 3);
    state = resumeTracker(state, s(60));
    state = applyFix(state, at(250, 70)).state;
    expect(state.gps.meters).toBeCloseTo(130.584, 3);
    expect(movingSeconds(state, s(70))).toBe(40);
  });
});

describe('manual mode', () => {
  it('completes a mile only while running and not faster than a mile can be', () => {
    let state = manualRun();
    expect(canCompleteMile(state, s(119))).toBe(false);
    expect(canCompleteMile(state, s(120))).toBe(true);
    const first = completeMile(state, s(420));
    expect(first?.body).toEqual({ mileNumber: 1, splitTime: 420, cumulativeTime: 420, pace: 420 });
    state = first?.state as TrackerState;
    expect(completeMile(state, s(421))).toBeNull();
    state = pauseTracker(state, s(700));
    expect(canCompleteMile(state, s(900))).toBe(false);
    state = resumeTracker(state, s(820));
    const second = completeMile(state, s(1020));
    expect(second?.body).toEqual({ mileNumber: 2, splitTime: 480, cumulativeTime: 900, pace: 480 });
    expect(pausedSeconds(second?.state as TrackerState, s(1020))).toBe(120);
  });

  it('switches a GPS session to manual when GPS fails, resuming an auto-pause', () => {
    const { state } = feed(gpsRun(), steadyRun(3));
    const paused = tickTracker(state, s(50));
    const manual = switchToManual(paused, s(60));
    expect(manual).toMatchObject({ mode: 'manual', pause: null });
  });
});

describe('the partial last mile', () => {
  const twoMiles = () => {
    let state = manualRun();
    state = (completeMile(state, s(420)) as { state: TrackerState }).state;
    return (completeMile(state, s(900)) as { state: TrackerState }).state;
  };

  it('is kept with its time: distance, time and average pace include it', () => {
    expect(finishBody(twoMiles(), s(1100), 400)).toMatchObject({
      totalDistance: 2400,
      totalTime: 1100,
      averagePace: 458,
      pausedTime: 0,
      completedAt: new Date(s(1100)).toISOString(),
    });
  });

  it('adds no distance without one, but keeps the time after the last mile', () => {
    expect(finishBody(twoMiles(), s(1000))).toMatchObject({
      totalDistance: 2000,
      totalTime: 1000,
      averagePace: 500,
    });
  });

  it('is dropped when it took no time, and trimmed when it would be faster than a mile can be', () => {
    expect(finishBody(twoMiles(), s(900), 500)).toMatchObject({ totalDistance: 2000, totalTime: 900 });
    // 10 s cannot cover 0.5 mi on foot: at most 10 / 120 of a mile.
    expect(finishBody(twoMiles(), s(910), 500)).toMatchObject({ totalDistance: 2083, totalTime: 910 });
  });

  it('has no pace when nothing was covered', () => {
    expect(finishBody(manualRun(), s(30))).toMatchObject({
      totalDistance: 0,
      totalTime: 30,
      averagePace: null,
    });
  });
});

describe('coming back after a reload', () => {
  const server = (splits: [number, number][]): MileSession => ({
    id: 'session-1',
    activityType: 'run',
    status: 'active',
    trackingMode: 'manual',
    totalDistance: splits.length * 1000,
    totalTime: splits.at(-1)?.[1] ?? 0,
    averagePace: null,
    pausedTime: 0,
    startedAt: new Date(T0).toISOString(),
    completedAt: null,
    routePointCount: 0,
    splits: splits.map(([mileNumber, cumulativeTime], index) => ({
      id: `split-${mileNumber}`,
      mileNumber,
      splitTime: cumulativeTime - (splits[index - 1]?.[1] ?? 0),
      cumulativeTime,
      pace: null,
      distance: 1000,
      partial: false,
      completedAt: new Date(s(cumulativeTime)).toISOString(),
    })),
  });

  it('comes back paused at the moment the page was last seen, with its miles (sent or not)', () => {
    let state = manualRun();
    state = (completeMile(state, s(420)) as { state: TrackerState }).state;
    state = (completeMile(state, s(900)) as { state: TrackerState }).state;
    // The server has only the first mile: the second is still waiting to be sent.
    const reopened = reopenTracker(state, server([[1, 420]]), s(950), s(2000));
    expect(reopened.pause).toBe('manual');
    expect(reopened.splits).toHaveLength(2);
    expect(movingSeconds(reopened, s(3000))).toBe(950);
    expect(pausedSeconds(reopened, s(3000))).toBe(2050);
  });

  it('takes the server’s session when it knows more miles, or when this browser has no record', () => {
    const local = manualRun();
    const fromServer = reopenTracker(
      local,
      server([
        [1, 420],
        [2, 900],
      ]),
      s(100),
      s(1000),
    );
    expect(fromServer.splits).toHaveLength(2);
    expect(movingSeconds(fromServer, s(1200))).toBe(900);
    expect(fromServer.pause).toBe('manual');
    expect(trackerFromServer(server([[1, 420]]), s(500))).toMatchObject({
      pause: 'manual',
      splits: [{ mileNumber: 1 }],
    });
  });
});
