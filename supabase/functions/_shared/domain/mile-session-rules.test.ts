import { describe, expect, it } from 'vitest';
import { averagePaceOf } from '../contract/mile-tracker.ts';
import { decideFinish, decideSplit, type StoredSession, type StoredSplit } from './mile-session-rules.ts';

const run: StoredSession = {
  status: 'active',
  activityType: 'run',
  totalDistance: 0,
  totalTime: 0,
  averagePace: null,
};
const mile = (mileNumber: number, splitTime: number, cumulativeTime: number): StoredSplit => ({
  mileNumber,
  splitTime,
  cumulativeTime,
  distance: 1000,
});
const twoMiles = [mile(1, 480, 480), mile(2, 500, 980)];

describe('decideSplit', () => {
  it('accepts the next mile timed from the previous one', () => {
    expect(decideSplit(run, [], { mileNumber: 1, splitTime: 480, cumulativeTime: 480 })).toEqual({
      kind: 'insert',
    });
    expect(decideSplit(run, twoMiles, { mileNumber: 3, splitTime: 510, cumulativeTime: 1490 })).toEqual({
      kind: 'insert',
    });
  });

  it('treats the same mile with the same times as a replay, even after the finish', () => {
    expect(decideSplit(run, twoMiles, { mileNumber: 2, splitTime: 500, cumulativeTime: 980 })).toEqual({
      kind: 'replay',
      mileNumber: 2,
    });
    const finished = { ...run, status: 'completed' as const };
    expect(decideSplit(finished, twoMiles, { mileNumber: 2, splitTime: 500, cumulativeTime: 980 }).kind).toBe(
      'replay',
    );
  });

  it('refuses a recorded mile with other times, a gap, a repeat of an earlier number', () => {
    expect(decideSplit(run, twoMiles, { mileNumber: 2, splitTime: 501, cumulativeTime: 981 })).toMatchObject({
      status: 409,
      code: 'split_conflict',
    });
    expect(decideSplit(run, twoMiles, { mileNumber: 4, splitTime: 500, cumulativeTime: 1480 })).toMatchObject(
      {
        status: 400,
        field: 'mileNumber',
        message: 'mileNumber must be 3, the next mile',
      },
    );
    expect(decideSplit(run, [], { mileNumber: 2, splitTime: 500, cumulativeTime: 500 })).toMatchObject({
      field: 'mileNumber',
    });
  });

  it('refuses a cumulative time that does not grow, or a split time that is not the difference', () => {
    expect(decideSplit(run, twoMiles, { mileNumber: 3, splitTime: 980, cumulativeTime: 980 })).toMatchObject({
      field: 'cumulativeTime',
    });
    expect(decideSplit(run, twoMiles, { mileNumber: 3, splitTime: 400, cumulativeTime: 1490 })).toMatchObject(
      {
        code: 'split_time_mismatch',
        field: 'splitTime',
      },
    );
  });

  it('refuses a mile faster than the activity allows', () => {
    expect(decideSplit(run, [], { mileNumber: 1, splitTime: 119, cumulativeTime: 119 })).toMatchObject({
      code: 'impossible_pace',
    });
    expect(decideSplit(run, [], { mileNumber: 1, splitTime: 120, cumulativeTime: 120 }).kind).toBe('insert');
    const bike = { ...run, activityType: 'bike' as const };
    expect(decideSplit(bike, [], { mileNumber: 1, splitTime: 90, cumulativeTime: 90 }).kind).toBe('insert');
  });

  it('refuses any new mile on a completed session', () => {
    const finished = { ...run, status: 'completed' as const };
    expect(
      decideSplit(finished, twoMiles, { mileNumber: 3, splitTime: 500, cumulativeTime: 1480 }),
    ).toMatchObject({
      status: 409,
      code: 'session_completed',
    });
  });
});

describe('decideFinish', () => {
  it('keeps the partial last mile as a split timed from the last whole mile', () => {
    const decision = decideFinish(run, twoMiles, {
      totalDistance: 2400,
      totalTime: 1180,
      averagePace: 491.67,
    });
    expect(decision).toEqual({
      kind: 'complete',
      totals: { totalDistance: 2400, totalTime: 1180, averagePace: 492 },
      partial: { mileNumber: 3, distance: 400, splitTime: 200, cumulativeTime: 1180, pace: 500 },
    });
  });

  it('finishes on whole miles without a partial split, time after the last mile included', () => {
    expect(decideFinish(run, twoMiles, { totalDistance: 2000, totalTime: 1000, averagePace: 500 })).toEqual({
      kind: 'complete',
      totals: { totalDistance: 2000, totalTime: 1000, averagePace: 500 },
      partial: null,
    });
  });

  it('accepts no pace, or an unrounded pace, and stores its own', () => {
    expect(decideFinish(run, [], { totalDistance: 0, totalTime: 30, averagePace: null })).toMatchObject({
      totals: { averagePace: null },
    });
    expect(decideFinish(run, [], { totalDistance: 0, totalTime: 30, averagePace: 0 })).toMatchObject({
      kind: 'complete',
    });
    expect(decideFinish(run, twoMiles, { totalDistance: 2000, totalTime: 1001 })).toMatchObject({
      totals: { averagePace: 501 },
    });
    expect(
      decideFinish(run, twoMiles, { totalDistance: 2000, totalTime: 1001, averagePace: 500.5 }).kind,
    ).toBe('complete');
  });

  it('checks the totals against the splits', () => {
    const refused = (totalDistance: number, totalTime: number, averagePace?: number) =>
      decideFinish(run, twoMiles, { totalDistance, totalTime, averagePace });
    expect(refused(1999, 1000)).toMatchObject({ field: 'totalDistance' });
    expect(refused(3000, 1500)).toMatchObject({ field: 'totalDistance' });
    expect(refused(2000, 979)).toMatchObject({ field: 'totalTime' });
    expect(refused(2100, 980)).toMatchObject({ field: 'totalTime' });
    expect(refused(2999, 990)).toMatchObject({ code: 'impossible_pace', field: 'totalDistance' });
    expect(refused(2000, 1000, 400)).toMatchObject({ field: 'averagePace' });
    expect(decideFinish(run, [], { totalDistance: 0, totalTime: 30, averagePace: 30 })).toMatchObject({
      field: 'averagePace',
    });
  });

  it('treats the same finish again as a replay and other totals as a conflict', () => {
    const finished: StoredSession = {
      ...run,
      status: 'completed',
      totalDistance: 2400,
      totalTime: 1180,
      averagePace: 492,
    };
    expect(decideFinish(finished, twoMiles, { totalDistance: 2400, totalTime: 1180 })).toEqual({
      kind: 'replay',
    });
    expect(decideFinish(finished, twoMiles, { totalDistance: 2000, totalTime: 1180 })).toMatchObject({
      status: 409,
      code: 'session_completed',
    });
  });
});

describe('averagePaceOf', () => {
  it('is time over distance in miles, rounded, and null without distance', () => {
    expect(averagePaceOf(900, 2000)).toBe(450);
    expect(averagePaceOf(630, 1312)).toBe(480);
    expect(averagePaceOf(30, 0)).toBeNull();
  });
});
