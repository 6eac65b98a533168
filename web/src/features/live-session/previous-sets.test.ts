import type { ExerciseHistory } from '@contract/strength-log.ts';
import { describe, expect, it } from 'vitest';
import { exerciseIdFor, formatSet, previousAt, previousSessionOf } from './previous-sets.ts';

type Session = ExerciseHistory['sessions'][number];

const session = (overrides: Partial<Session>): Session => ({
  workoutId: '00000000-0000-4000-8000-000000000001',
  sessionId: null,
  date: '2026-11-20T17:00:00.000Z',
  note: null,
  sets: null,
  summary: { sets: null, reps: null, weight: null, distance: null, duration: 30 },
  ...overrides,
});

const set = (weight: number, reps: number) => ({ weight, reps, rpe: null, kind: 'working' as const });

describe('previousSessionOf', () => {
  it('takes the newest session’s set log', () => {
    const previous = previousSessionOf({
      sessions: [session({ sets: [set(135, 8), set(145, 6)] }), session({ sets: [set(95, 10)] })],
    });
    expect(previous.sets).toEqual([
      { weight: 135, reps: 8 },
      { weight: 145, reps: 6 },
    ]);
  });

  it('reads a workout logged as a summary as that many equal sets', () => {
    const previous = previousSessionOf({
      sessions: [session({ summary: { sets: 3, reps: 8, weight: 135, distance: null, duration: 30 } })],
    });
    expect(previous.sets).toEqual([
      { weight: 135, reps: 8 },
      { weight: 135, reps: 8 },
      { weight: 135, reps: 8 },
    ]);
  });

  it('passes over a session with nothing to repeat', () => {
    const previous = previousSessionOf({ sessions: [session({}), session({ sets: [set(100, 5)] })] });
    expect(previous.sets).toEqual([{ weight: 100, reps: 5 }]);
  });

  it('shows the latest note written', () => {
    const previous = previousSessionOf({
      sessions: [session({ note: null }), session({ note: ' Seat at 4 ' }), session({ note: 'Older' })],
    });
    expect(previous.note).toBe('Seat at 4');
  });

  it('has nothing for a first session', () => {
    expect(previousSessionOf({ sessions: [] })).toEqual({ sets: [], note: null });
  });
});

describe('previousAt', () => {
  it('gives the set in the same position, or none past the last one', () => {
    const previous = { sets: [{ weight: 135, reps: 8 }], note: null };
    expect(previousAt(previous, 0)).toEqual({ weight: 135, reps: 8 });
    expect(previousAt(previous, 1)).toBeNull();
    expect(previousAt(undefined, 0)).toBeNull();
  });
});

describe('exerciseIdFor', () => {
  const exercise = (id: string, name: string, custom: boolean) => ({
    id,
    name,
    category: 'strength' as const,
    description: null,
    muscleGroups: [],
    equipment: null,
    custom,
  });

  it('matches the name in any letter case, the library’s before the member’s own', () => {
    const list = [exercise('own', 'Bench Press', true), exercise('library', 'bench press', false)];
    expect(exerciseIdFor(list, 'BENCH PRESS')).toBe('library');
  });

  it('finds nothing for a name not listed (an exercise never logged)', () => {
    expect(exerciseIdFor([exercise('a', 'Barbell Bench Press', false)], 'Bench')).toBeNull();
  });
});

it('formats a set as weight × reps, in the member’s unit', () => {
  expect(formatSet({ weight: 135, reps: 8 }, 'imperial')).toBe('135 lb × 8');
  expect(formatSet({ weight: 1102.5, reps: 1 }, 'imperial')).toBe('1,102.5 lb × 1');
  expect(formatSet({ weight: 132.28, reps: 8 }, 'metric')).toBe('60 kg × 8');
});
