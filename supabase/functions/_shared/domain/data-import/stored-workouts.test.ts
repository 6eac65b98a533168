import { describe, expect, it } from 'vitest';
import type { ExerciseCategory } from '../../contract/workout-rules.ts';
import type { ImportedSet } from './read-rows.ts';
import type { PlannedExercise, PlannedSession } from './sessions.ts';
import { type ExerciseRef, guessCategory, workoutsOf } from './stored-workouts.ts';

const set = (weight: number, reps: number, extra: Partial<ImportedSet> = {}): ImportedSet => ({
  weight,
  reps,
  rpe: null,
  kind: 'working',
  distance: null,
  seconds: null,
  ...extra,
});

const exercise = (
  name: string,
  sets: ImportedSet[],
  extra: Partial<PlannedExercise> = {},
): PlannedExercise => ({
  name,
  fileName: name,
  note: null,
  supersetKey: null,
  sets,
  ...extra,
});

function session(exercises: PlannedExercise[], minutes = 60): PlannedSession {
  const startedAt = new Date('2024-01-08T17:00:00Z');
  return {
    startKey: '2024-01-08T17:00:00',
    title: 'Test',
    startedAt,
    endedAt: new Date(startedAt.getTime() + minutes * 60_000),
    notes: null,
    exercises,
    setCount: exercises.reduce((sum, item) => sum + item.sets.length, 0),
  };
}

const categories: Record<string, ExerciseCategory> = {
  Squat: 'strength',
  Curl: 'dumbbells',
  Fly: 'dumbbells',
  Running: 'cardio',
  Yoga: 'yoga',
};
const resolve = (item: PlannedExercise): ExerciseRef => ({
  id: `id-${item.name}`,
  name: item.name,
  category: categories[item.name] ?? 'strength',
});

describe('guessCategory', () => {
  it('makes a lift of weight or reps, cardio of only a distance or seconds', () => {
    expect(guessCategory([set(0, 10)])).toBe('strength');
    expect(guessCategory([set(20, 0)])).toBe('strength');
    expect(guessCategory([set(0, 0, { distance: 3 })])).toBe('cardio');
    expect(guessCategory([set(0, 0, { seconds: 60 })])).toBe('cardio');
    expect(guessCategory([set(0, 0)])).toBe('strength');
  });
});

describe('workoutsOf', () => {
  it("stores a lift's set log with its summary, and shares the session's minutes by sets", () => {
    const [squat, curl] = workoutsOf(
      session([
        exercise('Squat', [set(135, 8, { kind: 'warmup' }), set(225, 5, { rpe: 8 }), set(225, 4)]),
        exercise('Curl', [set(30, 10)]),
      ]),
      resolve,
    );
    expect(squat).toMatchObject({
      exerciseId: 'id-Squat',
      category: 'strength',
      duration: 45,
      caloriesBurned: 198,
      distance: null,
      summary: { sets: 2, reps: 5, weight: 225 },
    });
    expect(squat?.sets).toEqual([
      { weight: 135, reps: 8, rpe: null, kind: 'warmup' },
      { weight: 225, reps: 5, rpe: 8, kind: 'working' },
      { weight: 225, reps: 4, rpe: null, kind: 'working' },
    ]);
    expect(curl).toMatchObject({ duration: 15, summary: { sets: 1, reps: 10, weight: 30 } });
  });

  it("stores cardio's distance and timed length, no set log", () => {
    const [run] = workoutsOf(
      session([
        exercise('Running', [
          set(0, 0, { distance: 1.5, seconds: 600 }),
          set(0, 0, { distance: 1.61, seconds: 700 }),
        ]),
      ]),
      resolve,
    );
    expect(run).toMatchObject({
      category: 'cardio',
      distance: 3.11,
      duration: 22,
      sets: null,
      summary: null,
    });
  });

  it('keeps supersets of two or more lifts only, numbered from 1 in order', () => {
    const workouts = workoutsOf(
      session([
        exercise('Squat', [set(100, 5)], { supersetKey: '7' }),
        exercise('Curl', [set(20, 10)], { supersetKey: '3' }),
        exercise('Fly', [set(15, 10)], { supersetKey: '3' }),
        exercise('Running', [set(0, 0, { distance: 1 })], { supersetKey: '7' }),
      ]),
      resolve,
    );
    expect(workouts.map((workout) => workout.supersetGroup)).toEqual([null, 1, 1, null]);
  });

  it("cuts an exercise's note to the strength log's 500 characters", () => {
    const [squat] = workoutsOf(
      session([exercise('Squat', [set(100, 5)], { note: 'x'.repeat(600) })]),
      resolve,
    );
    expect(squat?.note).toHaveLength(500);
  });
});

describe("workoutsOf, for a workout of this app's export", () => {
  const restore = {
    duration: 200,
    caloriesBurned: 9000,
    difficultyLevel: 4,
    perceivedExertion: 7,
    completionRate: 90,
    summary: { sets: 3, reps: 5, weight: 155 },
    distance: 2.5,
    supersetGroup: 2,
  };

  it('keeps its own figures and summary, held to what a workout is logged with now', () => {
    const [bench] = workoutsOf(session([exercise('Squat', [], { restore })]), resolve);
    expect(bench).toMatchObject({
      duration: 120,
      caloriesBurned: 5000,
      difficultyLevel: 4,
      perceivedExertion: 7,
      completionRate: 90,
      summary: { sets: 3, reps: 5, weight: 155 },
      sets: null,
      distance: null,
      supersetGroup: 2,
    });
  });

  it("keeps a distance only for cardio, and derives a set log's summary from its sets", () => {
    const [run, curl] = workoutsOf(
      session([
        exercise('Running', [], { restore }),
        exercise('Curl', [set(30, 10), set(35, 8)], {
          restore: { ...restore, summary: { sets: 9, reps: 9, weight: 9 } },
        }),
      ]),
      resolve,
    );
    expect(run).toMatchObject({ distance: 2.5, summary: null, supersetGroup: null });
    expect(curl).toMatchObject({ summary: { sets: 2, reps: 8, weight: 35 } });
  });
});
