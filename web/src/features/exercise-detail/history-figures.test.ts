import { describe, expect, it } from 'vitest';
import {
  bestOfSession,
  type ExerciseSession,
  progressSeries,
  setKindLabel,
  setLine,
  summaryLine,
} from './history-figures.ts';

const NO_SUMMARY = { sets: null, reps: null, weight: null, distance: null, duration: 45 };

let next = 0;
function session(date: string, overrides: Partial<ExerciseSession> = {}): ExerciseSession {
  next += 1;
  return {
    workoutId: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    sessionId: null,
    date,
    note: null,
    sets: null,
    summary: NO_SUMMARY,
    ...overrides,
  };
}

const set = (weight: number, reps: number, kind: 'warmup' | 'working' | 'drop' | 'failure' = 'working') => ({
  weight,
  reps,
  rpe: null,
  kind,
});

describe('bestOfSession', () => {
  it('takes the best Epley estimate among the working sets, not the heaviest set’s', () => {
    // 185 × 5 → 215.8; 175 × 8 → 221.7.
    const best = bestOfSession(session('2026-11-20T12:00:00Z', { sets: [set(185, 5), set(175, 8)] }));
    expect(best.oneRepMax).toBe(221.7);
  });

  it('takes the heaviest working weight as the top weight', () => {
    const best = bestOfSession(session('2026-11-20T12:00:00Z', { sets: [set(185, 5), set(175, 8)] }));
    expect(best.topWeight).toBe(185);
  });

  it('leaves warm-ups out of both figures, however heavy', () => {
    const best = bestOfSession(
      session('2026-11-20T12:00:00Z', { sets: [set(300, 3, 'warmup'), set(135, 10)] }),
    );
    expect(best).toEqual({ oneRepMax: 180, topWeight: 135 });
  });

  it('leaves sets of 0 reps out of both figures', () => {
    const best = bestOfSession(session('2026-11-20T12:00:00Z', { sets: [set(225, 0), set(185, 3)] }));
    expect(best.topWeight).toBe(185);
  });

  it('counts drop and failure sets as work', () => {
    const best = bestOfSession(
      session('2026-11-20T12:00:00Z', { sets: [set(100, 5), set(120, 2, 'failure')] }),
    );
    expect(best.topWeight).toBe(120);
  });

  it('has no estimate when every set is outside 1 to 12 reps, but still a top weight', () => {
    const best = bestOfSession(session('2026-11-20T12:00:00Z', { sets: [set(95, 15)] }));
    expect(best).toEqual({ oneRepMax: null, topWeight: 95 });
  });

  it('reads a session logged without sets from its summary weight and reps', () => {
    const best = bestOfSession(
      session('2026-11-20T12:00:00Z', {
        summary: { sets: 3, reps: 5, weight: 185, distance: null, duration: 40 },
      }),
    );
    expect(best).toEqual({ oneRepMax: 215.8, topWeight: 185 });
  });

  it('has neither figure for a summary without a weight', () => {
    const best = bestOfSession(
      session('2026-11-20T12:00:00Z', {
        summary: { sets: null, reps: null, weight: null, distance: 3.1, duration: 30 },
      }),
    );
    expect(best).toEqual({ oneRepMax: null, topWeight: null });
  });
});

describe('progressSeries', () => {
  it('orders the points oldest first though the history comes newest first', () => {
    const series = progressSeries(
      [
        session('2026-11-22T12:00:00Z', { sets: [set(190, 5)] }),
        session('2026-11-20T12:00:00Z', { sets: [set(185, 5)] }),
      ],
      'imperial',
    );
    expect(series.topWeight).toEqual([
      { day: '2026-11-20', value: 185 },
      { day: '2026-11-22', value: 190 },
    ]);
  });

  it('keeps one point per day, the best of that day’s sessions', () => {
    const series = progressSeries(
      [
        session('2026-11-20T15:00:00Z', { sets: [set(135, 8)] }),
        session('2026-11-20T11:00:00Z', { sets: [set(155, 3)] }),
      ],
      'imperial',
    );
    // 135 × 8 → 171; 155 × 3 → 170.5.
    expect(series).toEqual({
      oneRepMax: [{ day: '2026-11-20', value: 171 }],
      topWeight: [{ day: '2026-11-20', value: 155 }],
    });
  });

  it('leaves out days without a weight, such as bodyweight sets', () => {
    const series = progressSeries(
      [
        session('2026-11-21T12:00:00Z', { sets: [set(0, 10)] }),
        session('2026-11-20T12:00:00Z', { sets: [set(25, 10)] }),
      ],
      'imperial',
    );
    expect(series.topWeight).toEqual([{ day: '2026-11-20', value: 25 }]);
  });

  it("draws a metric member's lines in kilograms", () => {
    const series = progressSeries([session('2026-11-20T12:00:00Z', { sets: [set(137.79, 5)] })], 'metric');
    expect(series.topWeight[0]?.value).toBeCloseTo(62.5, 2);
  });

  it('leaves a day off the estimate line when it has no set of 1 to 12 reps', () => {
    const series = progressSeries(
      [
        session('2026-11-21T12:00:00Z', { sets: [set(95, 20)] }),
        session('2026-11-20T12:00:00Z', { sets: [set(90, 10)] }),
      ],
      'imperial',
    );
    expect(series.oneRepMax.map((point) => point.day)).toEqual(['2026-11-20']);
    expect(series.topWeight.map((point) => point.day)).toEqual(['2026-11-20', '2026-11-21']);
  });
});

describe('set and summary lines', () => {
  it('writes a set as weight × reps with its RPE', () => {
    expect(setLine({ weight: 135, reps: 8, rpe: 8 }, 'imperial')).toBe('135 lb × 8 @ RPE 8');
  });

  it('writes a set without RPE as weight × reps', () => {
    expect(setLine({ weight: 137.5, reps: 6, rpe: null }, 'imperial')).toBe('137.5 lb × 6');
  });

  it("writes a metric member's set in kilograms, as typed", () => {
    expect(setLine({ weight: 137.79, reps: 8, rpe: null }, 'metric')).toBe('62.5 kg × 8');
  });

  it('marks warm-ups and leaves working sets unmarked', () => {
    expect([setKindLabel('warmup'), setKindLabel('working')]).toEqual(['Warm-up', null]);
  });

  it('writes a lift logged without sets as its summary', () => {
    expect(summaryLine({ sets: 3, reps: 5, weight: 185, distance: null, duration: 40 }, 'imperial')).toBe(
      '3 × 5 · 185 lbs',
    );
  });

  it('writes a cardio session as its minutes and miles', () => {
    expect(
      summaryLine({ sets: null, reps: null, weight: null, distance: 3.1, duration: 30 }, 'imperial'),
    ).toBe('30 min · 3.1 mi');
    expect(
      summaryLine({ sets: null, reps: null, weight: null, distance: 6.214, duration: 50 }, 'metric'),
    ).toBe('50 min · 10 km');
  });
});
