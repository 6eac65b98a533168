import type { Workout } from '@contract/workouts.ts';
import { describe, expect, it } from 'vitest';
import { canLogWorkoutOn, workoutFigures, workoutsOnDay } from './day-workouts.ts';

const workout = (overrides: Partial<Workout> = {}): Workout => ({
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

describe('workoutsOnDay', () => {
  it('keeps the workouts of that local day, earliest first', () => {
    const evening = workout({ name: 'Evening', date: new Date(2026, 10, 23, 19, 30).toISOString() });
    const morning = workout({ name: 'Morning', date: new Date(2026, 10, 23, 7, 5).toISOString() });
    const nextDay = workout({ name: 'Next day', date: new Date(2026, 10, 24, 0, 10).toISOString() });
    expect(workoutsOnDay([evening, nextDay, morning], '2026-11-23').map((entry) => entry.name)).toEqual([
      'Morning',
      'Evening',
    ]);
  });
});

describe('workoutFigures', () => {
  it('reads a lift as sets × reps × weight', () => {
    expect(workoutFigures(workout({ category: 'strength', sets: 3, reps: 5, weight: 205 }))).toBe(
      '3 × 5 × 205 lbs',
    );
    expect(workoutFigures(workout({ category: 'dumbbells', sets: 4, reps: 12, weight: null }))).toBe(
      '4 × 12',
    );
  });

  it('names each figure of a lift logged with only some of them', () => {
    expect(workoutFigures(workout({ category: 'strength', sets: null, reps: 8, weight: 95 }))).toBe(
      '8 reps · 95 lbs',
    );
  });

  it('reads cardio and swimming as distance and duration', () => {
    expect(workoutFigures(workout({ category: 'cardio', distance: 3.1, duration: 28 }))).toBe(
      '3.1 mi · 28 min',
    );
    expect(workoutFigures(workout({ category: 'swimming', distance: 0.5, duration: 20 }))).toBe(
      '0.5 mi · 20 min',
    );
  });

  it('falls back to the duration when there are no figures, or the category has none', () => {
    expect(workoutFigures(workout({ category: 'strength', duration: 45 }))).toBe('45 min');
    expect(workoutFigures(workout({ category: 'cardio', duration: 25 }))).toBe('25 min');
    expect(workoutFigures(workout({ category: 'yoga', duration: 60 }))).toBe('60 min');
  });
});

describe('canLogWorkoutOn', () => {
  const now = new Date(2026, 10, 25, 9, 0);

  it('allows today and past days', () => {
    expect(canLogWorkoutOn('2026-11-25', now)).toBe(true);
    expect(canLogWorkoutOn('2026-11-01', now)).toBe(true);
  });

  it('refuses future days and days beyond the backdating limit', () => {
    expect(canLogWorkoutOn('2026-11-26', now)).toBe(false);
    expect(canLogWorkoutOn('2025-11-25', now)).toBe(false);
    expect(canLogWorkoutOn('2025-11-26', now)).toBe(true);
  });
});
