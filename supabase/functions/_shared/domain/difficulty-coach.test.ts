import { describe, expect, it } from 'vitest';
import {
  type CoachSession,
  decideDifficulty,
  estimatedOneRepMax,
  MIN_SESSIONS,
  readSetLog,
} from './difficulty-coach.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date(Date.UTC(2026, 10, 23, 12));

/** Sessions every other day up to `lastDaysAgo` days before now, oldest first. */
function sessions(
  exertions: (number | null)[],
  {
    difficulty = 3,
    completion = 100,
    lastDaysAgo = 1,
    lifts,
  }: { difficulty?: number; completion?: number; lastDaysAgo?: number; lifts?: [number, number][] } = {},
): CoachSession[] {
  return exertions.map((exertion, index) => ({
    date: new Date(now.getTime() - (lastDaysAgo + 2 * (exertions.length - 1 - index)) * DAY_MS),
    difficulty,
    exertion,
    completionRate: completion,
    durationMinutes: 40,
    weight: lifts?.[index]?.[0] ?? null,
    reps: lifts?.[index]?.[1] ?? null,
  }));
}

describe('decideDifficulty after a suggestion was applied', () => {
  const appliedAt = new Date(now.getTime() - 1.5 * DAY_MS);

  it('holds the applied level while fewer than 3 sessions were logged after the apply', () => {
    const before = sessions([3, 3, 4, 3], { difficulty: 2, lastDaysAgo: 2 });
    const decision = decideDifficulty(before, now, { level: 3, at: appliedAt });
    expect(decision).toMatchObject({ direction: 'keep', currentDifficulty: 3, suggestedDifficulty: 3 });
    expect(decision?.awaitingEvidence).toEqual({ appliedLevel: 3, appliedAt, sessionsSince: 0 });
    expect(decision?.reasoningFactors[1]).toBe(
      '0 of 3 sessions at the new level logged; 3 more before the next suggestion',
    );
  });

  it('suggests again from sessions at the new level only', () => {
    const before = sessions([3, 3, 4, 3], { difficulty: 2, lastDaysAgo: 10 });
    const after = sessions([3, 4, 3], { difficulty: 3, lastDaysAgo: 0 }).map((session, index) => ({
      ...session,
      date: new Date(appliedAt.getTime() + (index + 1) * 3 * 60 * 60 * 1000),
    }));
    const decision = decideDifficulty([...before, ...after], now, { level: 3, at: appliedAt });
    expect(decision).toMatchObject({ direction: 'raise', currentDifficulty: 3, suggestedDifficulty: 4 });
    expect(decision?.figures.sessionsCounted).toBe(3);
    expect(decision?.awaitingEvidence).toBeUndefined();
  });
});

describe('decideDifficulty', () => {
  it('says nothing with fewer than 3 recent sessions', () => {
    expect(MIN_SESSIONS).toBe(3);
    expect(decideDifficulty(sessions([3, 3]), now)).toBeNull();
    // Old sessions (outside the 42-day window) do not count.
    expect(decideDifficulty([...sessions([3, 3]), ...sessions([3, 3], { lastDaysAgo: 60 })], now)).toBeNull();
  });

  it('raises one level after consistently easy, completed sessions', () => {
    const decision = decideDifficulty(sessions([4, 4, 3, 4]), now);
    expect(decision).toMatchObject({ direction: 'raise', currentDifficulty: 3, suggestedDifficulty: 4 });
  });

  it('keeps the level inside the working zone', () => {
    expect(decideDifficulty(sessions([7, 6, 7, 7]), now)?.direction).toBe('keep');
  });

  it('lowers one level after exhausting sessions', () => {
    expect(decideDifficulty(sessions([9, 9, 10, 9]), now)).toMatchObject({
      direction: 'lower',
      suggestedDifficulty: 2,
    });
  });

  it('lowers after incomplete sessions even at a moderate exertion', () => {
    expect(decideDifficulty(sessions([7, 7, 7], { completion: 60 }), now)?.direction).toBe('lower');
  });

  it('never goes past level 5 or below level 1', () => {
    expect(decideDifficulty(sessions([2, 2, 2], { difficulty: 5 }), now)?.suggestedDifficulty).toBe(5);
    expect(decideDifficulty(sessions([10, 10, 10], { difficulty: 1 }), now)?.suggestedDifficulty).toBe(1);
  });

  it('does not raise while sessions are getting harder', () => {
    expect(decideDifficulty(sessions([2, 3, 4, 5, 5]), now)?.direction).toBe('keep');
  });

  it('reads sessions at another level as if done at the current one', () => {
    // Easy at level 2, then one session at level 3: level-2 sessions count 1.5 points harder.
    const history = [
      ...sessions([3, 3, 3], { difficulty: 2, lastDaysAgo: 3 }),
      ...sessions([5], { difficulty: 3 }),
    ];
    const decision = decideDifficulty(history, now);
    expect(decision?.currentDifficulty).toBe(3);
    expect(decision?.figures.averageExertion).toBeCloseTo((4.5 * 3 + 5) / 4, 1);
  });

  it('grows more confident with more and steadier sessions', () => {
    const three = decideDifficulty(sessions([5, 5, 5]), now)?.confidence ?? 0;
    const six = decideDifficulty(sessions([5, 5, 5, 5, 5, 5]), now)?.confidence ?? 0;
    const noisy = decideDifficulty(sessions([4, 6, 4, 6, 4, 6]), now)?.confidence ?? 0;
    expect(six).toBeGreaterThan(three);
    expect(six).toBeGreaterThan(noisy);
  });

  it('is less confident when the last session is long ago', () => {
    const fresh = decideDifficulty(sessions([4, 4, 4, 4]), now)?.confidence ?? 0;
    const stale = decideDifficulty(sessions([4, 4, 4, 4], { lastDaysAgo: 20 }), now)?.confidence ?? 0;
    expect(stale).toBeLessThan(fresh);
  });

  it('calls the trend improving when exertion falls or the estimated max rises, declining when exertion rises', () => {
    expect(decideDifficulty(sessions([8, 7, 6, 5]), now)?.trend).toBe('improving');
    expect(decideDifficulty(sessions([5, 6, 7, 8]), now)?.trend).toBe('declining');
    expect(
      decideDifficulty(
        sessions([7, 7, 7], {
          lifts: [
            [100, 5],
            [105, 5],
            [110, 5],
          ],
        }),
        now,
      )?.trend,
    ).toBe('improving');
    expect(decideDifficulty(sessions([7, 7, 7]), now)?.trend).toBe('stable');
  });

  it('explains itself with the member’s own figures', () => {
    const decision = decideDifficulty(
      sessions([4, 4, 3, 4], {
        lifts: [
          [100, 5],
          [100, 5],
          [105, 5],
          [110, 5],
        ],
      }),
      now,
    );
    expect(decision?.reasoningFactors).toEqual([
      '4 sessions in the last 42 days counted',
      'Average exertion 3.8/10 at level 3 (working zone 6-8)',
      'Exertion steady (-0.1 per session)',
      'Completion 100% on average',
      'Estimated one-rep max up 10% (Epley)',
      '1 day since the last session',
    ]);
  });
});

describe('estimatedOneRepMax (Epley)', () => {
  it('uses sets of 12 reps or fewer', () => {
    expect(estimatedOneRepMax(100, 10)).toBeCloseTo(133.3, 1);
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(estimatedOneRepMax(100, 15)).toBeNull();
    expect(estimatedOneRepMax(0, 5)).toBeNull();
  });
});

describe('decideDifficulty from set logs', () => {
  type Set = NonNullable<CoachSession['sets']>[number];
  const working = (reps: number, rpe: number | null): Set => ({ reps, rpe, kind: 'working' });
  const warmup: Set = { reps: 10, rpe: 6, kind: 'warmup' };
  /** Sessions whose exertion says nothing either way (6.5), each with the given set log and 8 target reps. */
  const logged = (setLogs: Set[][]) =>
    sessions(
      setLogs.map(() => 6.5),
      { difficulty: 3 },
    ).map((session, index) => ({ ...session, reps: 8, sets: setLogs[index] ?? null }));

  it('raises when every working set was at RPE 7 or less with its reps done', () => {
    const easy = [warmup, working(8, 7), working(8, 7), working(9, 6.5)];
    const decision = decideDifficulty(logged([easy, easy, easy]), now);
    expect(decision).toMatchObject({ direction: 'raise', suggestedDifficulty: 4 });
    expect(decision?.figures.setLogs).toEqual({ sessions: 3, easy: 3, hard: 0 });
  });

  it('leaves warm-ups out: a hard warm-up does not stop a raise', () => {
    const easy = [{ reps: 3, rpe: 10, kind: 'warmup' } as Set, working(8, 7), working(8, 7)];
    expect(decideDifficulty(logged([easy, easy, easy]), now)?.direction).toBe('raise');
  });

  it('does not raise when a set missed its reps, however easy it felt', () => {
    const short = [working(8, 6), working(7, 7)];
    expect(readSetLog({ ...logged([short])[0], targetReps: 8 } as CoachSession)).toBe('neutral');
    expect(decideDifficulty(logged([short, short, short]), now)?.direction).toBe('keep');
  });

  it('lowers when reps were missed at RPE 9 or more in at least half the sessions', () => {
    const easy = [working(8, 7), working(8, 7)];
    const hard = [working(8, 8.5), working(6, 9.5)];
    const decision = decideDifficulty(logged([easy, hard, hard]), now);
    expect(decision).toMatchObject({ direction: 'lower', suggestedDifficulty: 2 });
    expect(decision?.figures.setLogs).toEqual({ sessions: 3, easy: 1, hard: 2 });
  });

  it('reads the target from targetReps when given, else from the summary reps', () => {
    const sets = [working(8, 9), working(8, 9.5)];
    const [session] = logged([sets]);
    if (!session) throw new Error('one session expected');
    expect(readSetLog(session)).toBe('neutral');
    expect(readSetLog({ ...session, targetReps: 10 })).toBe('hard');
  });

  it('falls back to exertion and completion without set logs, or with sets not rated', () => {
    const unrated = [working(8, null), working(8, null)];
    expect(readSetLog(logged([unrated])[0] as CoachSession)).toBeNull();
    const decision = decideDifficulty(
      logged([unrated, unrated, unrated]).map((session) => ({ ...session, exertion: 3 })),
      now,
    );
    expect(decision).toMatchObject({ direction: 'raise' });
    expect(decision?.figures.setLogs.sessions).toBe(0);
  });
});
