import { describe, expect, it } from 'vitest';
import { aWorkout } from '@/testing/workout.ts';
import { canLogWorkoutOn, workoutFigures, workoutsOnDay } from './day-workouts.ts';

describe('workoutsOnDay', () => {
  it('keeps the workouts of that local day, earliest first', () => {
    const evening = aWorkout({ name: 'Evening', date: new Date(2026, 10, 23, 19, 30).toISOString() });
    const morning = aWorkout({ name: 'Morning', date: new Date(2026, 10, 23, 7, 5).toISOString() });
    const nextDay = aWorkout({ name: 'Next day', date: new Date(2026, 10, 24, 0, 10).toISOString() });
    expect(workoutsOnDay([evening, nextDay, morning], '2026-11-23').map((entry) => entry.name)).toEqual([
      'Morning',
      'Evening',
    ]);
  });
});

describe('workoutFigures', () => {
  it('reads a lift as sets × reps × weight', () => {
    expect(
      workoutFigures(aWorkout({ category: 'strength', sets: 3, reps: 5, weight: 205 }), 'imperial'),
    ).toBe('3 × 5 × 205 lbs');
    expect(
      workoutFigures(aWorkout({ category: 'dumbbells', sets: 4, reps: 12, weight: null }), 'imperial'),
    ).toBe('4 × 12');
  });

  it('names each figure of a lift logged with only some of them', () => {
    expect(
      workoutFigures(aWorkout({ category: 'strength', sets: null, reps: 8, weight: 95 }), 'imperial'),
    ).toBe('8 reps · 95 lbs');
  });

  it('reads cardio and swimming as distance and duration', () => {
    expect(workoutFigures(aWorkout({ category: 'cardio', distance: 3.1, duration: 28 }), 'imperial')).toBe(
      '3.1 mi · 28 min',
    );
    expect(workoutFigures(aWorkout({ category: 'swimming', distance: 0.5, duration: 20 }), 'imperial')).toBe(
      '0.5 mi · 20 min',
    );
  });

  it("reads a metric member's figures in kilograms and kilometres", () => {
    expect(
      workoutFigures(aWorkout({ category: 'strength', sets: 3, reps: 5, weight: 137.79 }), 'metric'),
    ).toBe('3 × 5 × 62.5 kg');
    expect(workoutFigures(aWorkout({ category: 'cardio', distance: 3.107, duration: 28 }), 'metric')).toBe(
      '5 km · 28 min',
    );
  });

  it('falls back to the duration when there are no figures, or the category has none', () => {
    expect(workoutFigures(aWorkout({ category: 'strength', duration: 45 }), 'imperial')).toBe('45 min');
    expect(workoutFigures(aWorkout({ category: 'cardio', duration: 25 }), 'imperial')).toBe('25 min');
    expect(workoutFigures(aWorkout({ category: 'yoga', duration: 60 }), 'imperial')).toBe('60 min');
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
