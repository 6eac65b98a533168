import { EXERCISE_LIBRARY } from '@contract/exercise-library.ts';
import { DURATION_MINUTES } from '@contract/workout-rules.ts';
import { describe, expect, it } from 'vitest';
import { dailyPick, pickWorkouts, RECOMMENDED_WORKOUTS } from './recommended-workouts.ts';

describe('the recommended workouts catalogue', () => {
  it('has 15 workouts of 15 to 45 minutes', () => {
    expect(RECOMMENDED_WORKOUTS).toHaveLength(15);
    expect(RECOMMENDED_WORKOUTS.every((workout) => workout.minutes >= 15 && workout.minutes <= 45)).toBe(
      true,
    );
    expect(new Set(RECOMMENDED_WORKOUTS.map((workout) => workout.intensity))).toEqual(
      new Set(['low', 'moderate', 'high']),
    );
  });
});

describe('logging a recommended workout', () => {
  it('names a library exercise and a length the log dialog’s slider can take', () => {
    const library = new Set(EXERCISE_LIBRARY.map((exercise) => exercise.name));
    for (const workout of RECOMMENDED_WORKOUTS) {
      expect(library.has(workout.exercise), workout.name).toBe(true);
      expect(workout.minutes % DURATION_MINUTES.step).toBe(0);
    }
  });
});

describe('dailyPick', () => {
  it('gives the same three distinct workouts for the same day', () => {
    const first = dailyPick('2026-11-23');
    expect(first).toHaveLength(3);
    expect(new Set(first.map((workout) => workout.name)).size).toBe(3);
    expect(dailyPick('2026-11-23')).toEqual(first);
  });

  it('changes from day to day', () => {
    const days = Array.from({ length: 14 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    const picks = new Set(
      days.map((day) =>
        dailyPick(day)
          .map((workout) => workout.name)
          .join('|'),
      ),
    );
    expect(picks.size).toBeGreaterThan(10);
  });
});

describe('pickWorkouts', () => {
  it('never repeats a workout', () => {
    const sequence = [0.99, 0.99, 0.99];
    const picked = pickWorkouts(() => sequence.shift() ?? 0);
    expect(new Set(picked).size).toBe(3);
  });
});
