import { EXERCISE_LIBRARY } from '@contract/exercise-library.ts';
import { describe, expect, it } from 'vitest';
import { filterExercises, GRID_SIZE } from './exercise-filter.ts';

describe('filterExercises', () => {
  it('shows 6 exercises unless View All is on', () => {
    expect(
      filterExercises(EXERCISE_LIBRARY, { category: 'all', search: '', showAll: false }).shown,
    ).toHaveLength(GRID_SIZE);
    expect(
      filterExercises(EXERCISE_LIBRARY, { category: 'all', search: '', showAll: true }).shown,
    ).toHaveLength(71);
  });

  it('filters by category', () => {
    const yoga = filterExercises(EXERCISE_LIBRARY, { category: 'yoga', search: '', showAll: true });
    expect(yoga.shown).toHaveLength(8);
    expect(yoga.shown.every((exercise) => exercise.category === 'yoga')).toBe(true);
  });

  it('searches every category, case-insensitively, over name, description and category, without the 6 limit', () => {
    const squat = filterExercises(EXERCISE_LIBRARY, { category: 'yoga', search: 'SQUAT', showAll: false });
    expect(squat.shown.map((exercise) => exercise.category)).toEqual(
      expect.arrayContaining(['strength', 'dumbbells']),
    );
    const byCategory = filterExercises(EXERCISE_LIBRARY, {
      category: 'all',
      search: 'swimming',
      showAll: false,
    });
    expect(byCategory.shown.length).toBeGreaterThanOrEqual(7);
    const byDescription = filterExercises(EXERCISE_LIBRARY, {
      category: 'all',
      search: 'posterior chain',
      showAll: false,
    });
    expect(byDescription.shown.map((exercise) => exercise.name)).toContain('Deadlift');
  });

  it('lists name matches of a search before matches found only in descriptions', () => {
    const bench = filterExercises(EXERCISE_LIBRARY, { category: 'all', search: 'bench', showAll: false });
    expect(bench.shown.slice(0, 3).map((exercise) => exercise.name)).toEqual([
      'Bench Press',
      'Incline Bench Press',
      'Dumbbell Bench Press',
    ]);
  });

  it('explains an empty grid: no match for the search, or nothing in the category', () => {
    expect(
      filterExercises(EXERCISE_LIBRARY, { category: 'all', search: 'zzz', showAll: false }).empty,
    ).toEqual({
      title: 'No exercises found',
      text: 'No exercises match the search',
    });
    expect(filterExercises([], { category: 'cardio', search: '', showAll: false }).empty).toEqual({
      title: 'No exercises found',
      text: 'Try searching for an exercise',
    });
  });
});
