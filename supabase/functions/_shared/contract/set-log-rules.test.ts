import { describe, expect, it } from 'vitest';
import {
  bestsOf,
  estimatedOneRepMax,
  type LoggedSet,
  recordsBroken,
  sessionExerciseMinutes,
  summaryOfSetLog,
  totalVolume,
} from './set-log-rules.ts';

const working = (weight: number, reps: number): LoggedSet => ({ weight, reps, kind: 'working' });
const warmup = (weight: number, reps: number): LoggedSet => ({ weight, reps, kind: 'warmup' });

describe('summaryOfSetLog', () => {
  it('counts non-warm-up sets, takes the heaviest weight and the most reps at that weight', () => {
    expect(
      summaryOfSetLog([warmup(135, 8), working(185, 5), working(185, 6), working(175, 8), working(185, 4)]),
    ).toEqual({ sets: 4, weight: 185, reps: 6 });
  });

  it('ignores a warm-up heavier than the work', () => {
    expect(summaryOfSetLog([warmup(300, 1), working(185, 5)])).toEqual({ sets: 1, weight: 185, reps: 5 });
  });

  it('counts a set of 0 reps toward sets but not toward weight or reps', () => {
    expect(summaryOfSetLog([working(185, 5), { weight: 225, reps: 0, kind: 'failure' }])).toEqual({
      sets: 2,
      weight: 185,
      reps: 5,
    });
  });

  it('counts drop and failure sets as work', () => {
    expect(
      summaryOfSetLog([
        working(100, 5),
        { weight: 80, reps: 8, kind: 'drop' },
        { weight: 110, reps: 2, kind: 'failure' },
      ]),
    ).toEqual({ sets: 3, weight: 110, reps: 2 });
  });

  it('has no summary without a non-warm-up set of at least one rep', () => {
    expect(summaryOfSetLog([warmup(135, 8), working(185, 0)])).toBeNull();
  });
});

describe('estimatedOneRepMax (Epley)', () => {
  it('is weight × (1 + reps / 30), to a tenth', () => {
    expect(estimatedOneRepMax(200, 5)).toBe(233.3);
    expect(estimatedOneRepMax(100, 10)).toBe(133.3);
  });

  it('holds from 1 to 12 reps and is null outside', () => {
    expect(estimatedOneRepMax(100, 1)).toBe(103.3);
    expect(estimatedOneRepMax(100, 12)).toBe(140);
    expect(estimatedOneRepMax(100, 0)).toBeNull();
    expect(estimatedOneRepMax(100, 13)).toBeNull();
  });
});

describe('bestsOf', () => {
  it('finds each kind’s best across sets, each from its own set', () => {
    expect(bestsOf([working(200, 3), working(150, 10), working(100, 20)])).toEqual({
      heaviestWeight: 200,
      bestEstimatedOneRepMax: 220,
      bestSetVolume: 2000,
      mostReps: 20,
    });
  });

  it('leaves warm-ups and sets of 0 reps out of every record', () => {
    expect(bestsOf([warmup(300, 5), { weight: 400, reps: 0, kind: 'failure' }, working(100, 5)])).toEqual({
      heaviestWeight: 100,
      bestEstimatedOneRepMax: 116.7,
      bestSetVolume: 500,
      mostReps: 5,
    });
  });

  it('has no estimated one-rep max when every set is over 12 reps', () => {
    expect(bestsOf([working(50, 15)]).bestEstimatedOneRepMax).toBeNull();
  });

  it('is all null for no counted set', () => {
    expect(bestsOf([warmup(100, 5)])).toEqual({
      heaviestWeight: null,
      bestEstimatedOneRepMax: null,
      bestSetVolume: null,
      mostReps: null,
    });
  });
});

describe('recordsBroken', () => {
  const before = { heaviestWeight: 185, bestEstimatedOneRepMax: 215.8, bestSetVolume: 925, mostReps: 8 };

  it('names each kind beaten, with the new value and the one it beat', () => {
    expect(recordsBroken(before, [working(190, 3), working(135, 10)])).toEqual([
      { kind: 'heaviestWeight', value: 190, previous: 185 },
      { kind: 'bestSetVolume', value: 1350, previous: 925 },
      { kind: 'mostReps', value: 10, previous: 8 },
    ]);
  });

  it('breaks nothing by equalling a best', () => {
    expect(recordsBroken(before, [working(185, 5)])).toEqual([]);
  });

  it('breaks nothing on a first session: there is nothing to beat', () => {
    const none = { heaviestWeight: null, bestEstimatedOneRepMax: null, bestSetVolume: null, mostReps: null };
    expect(recordsBroken(none, [working(500, 1)])).toEqual([]);
  });

  it('lets no warm-up or set of 0 reps break a record', () => {
    expect(recordsBroken(before, [warmup(300, 10), { weight: 300, reps: 0, kind: 'working' }])).toEqual([]);
  });
});

describe('totalVolume', () => {
  it('sums weight × reps over non-warm-up sets', () => {
    expect(totalVolume([warmup(100, 10), working(200, 5), working(200, 4)])).toBe(1800);
  });
});

describe('sessionExerciseMinutes', () => {
  it('shares the session’s minutes by set count', () => {
    expect(sessionExerciseMinutes(60, [{ setCount: 4 }, { setCount: 2 }])).toEqual([40, 20]);
  });

  it('keeps given minutes and shares only what is left', () => {
    expect(
      sessionExerciseMinutes(60, [{ setCount: 0, duration: 20 }, { setCount: 5 }, { setCount: 5 }]),
    ).toEqual([20, 20, 20]);
  });

  it('clamps each share to a workout’s 5 to 120 minutes', () => {
    expect(sessionExerciseMinutes(10, [{ setCount: 1 }, { setCount: 9 }])).toEqual([5, 9]);
    expect(sessionExerciseMinutes(600, [{ setCount: 3 }])).toEqual([120]);
    expect(sessionExerciseMinutes(0, [{ setCount: 3 }])).toEqual([5]);
  });
});
