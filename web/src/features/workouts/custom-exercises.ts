import { EXERCISE_LIBRARY, type LibraryExercise } from '@contract/exercise-library.ts';
import { EXERCISE_NAME_MAX_LENGTH, type ExerciseCategory } from '@contract/workout-rules.ts';
import type { Exercise } from '@contract/workouts.ts';

/** A custom exercise's card takes the colour of its category's first library exercise. */
const CATEGORY_COLORS = new Map<ExerciseCategory, string>();
for (const exercise of EXERCISE_LIBRARY) {
  if (!CATEGORY_COLORS.has(exercise.category)) CATEGORY_COLORS.set(exercise.category, exercise.color);
}

export const CUSTOM_EXERCISE_DESCRIPTION = 'Your own exercise';

/** The member's own exercise in the library's shape, so search, the grid and the dialogs take it. */
export function asLibraryExercise(
  exercise: Pick<Exercise, 'name' | 'category'> & { description?: string | null },
): LibraryExercise {
  return {
    name: exercise.name,
    category: exercise.category,
    description: exercise.description ?? CUSTOM_EXERCISE_DESCRIPTION,
    color: CATEGORY_COLORS.get(exercise.category) ?? '#94a3b8',
    equipment: null,
  };
}

/** The search text as a new exercise's name, when it can be one (trimmed, 1-100 characters). */
export function customNameFrom(search: string): string | null {
  const name = search.trim();
  return name.length >= 1 && name.length <= EXERCISE_NAME_MAX_LENGTH ? name : null;
}
