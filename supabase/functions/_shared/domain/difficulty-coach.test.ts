import { describe, expect, it } from 'vitest';
import { type CoachSession, decideDifficulty, estimatedOneRepMax, MIN_SESSIONS } from './difficulty-coach.ts';

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
