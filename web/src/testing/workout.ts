import type { Workout } from '@contract/workouts.ts';

/** A workout as the API answers it (a 30-minute run on 23 November 2026), with `overrides`. */
export const aWorkout = (overrides: Partial<Workout> = {}): Workout => ({
  id: crypto.randomUUID(),
  exerciseId: null,
  name: 'Running',
  category: 'cardio',
  duration: 30,
  caloriesBurned: 132,
  date: new Date(2026, 10, 23, 18, 0).toISOString(),
  difficultyLevel: 3,
  perceivedExertion: 5,
  completionRate: 100,
  sets: null,
  reps: null,
  weight: null,
  distance: null,
  setLog: null,
  sessionId: null,
  note: null,
  ...overrides,
});
