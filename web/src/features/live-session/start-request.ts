import { EXERCISE_LIBRARY } from '@contract/exercise-library.ts';
import type { Routine } from '@contract/strength-log.ts';
import { EXERCISE_NAME_MAX_LENGTH, type ExerciseCategory, LOAD_CATEGORIES } from '@contract/workout-rules.ts';
import type { PlannedExercise } from './live-session-state.ts';

/** What the address asks the live session to start with: a routine, one exercise, or nothing. */
export type StartRequest =
  | { kind: 'routine'; routineId: string }
  | { kind: 'exercise'; exercise: { name: string; category: ExerciseCategory } }
  | null;

const isLoadCategory = (value: string | null): value is ExerciseCategory =>
  LOAD_CATEGORIES.some((category) => category === value);

/**
 * `?routine=<id>` or `?exercise=<name>&category=<category>`. A library exercise keeps its own
 * category; another name is the member's own, in the category given (strength when none is). Only
 * exercises logged set by set start a live session; anything else asks for nothing.
 */
export function startRequestFrom(params: URLSearchParams): StartRequest {
  const routineId = params.get('routine')?.trim();
  if (routineId) return { kind: 'routine', routineId };
  const name = params.get('exercise')?.trim();
  if (!name || name.length > EXERCISE_NAME_MAX_LENGTH) return null;
  const known = EXERCISE_LIBRARY.find((exercise) => exercise.name.toLowerCase() === name.toLowerCase());
  const category = known?.category ?? params.get('category') ?? 'strength';
  if (!isLoadCategory(category)) return null;
  return { kind: 'exercise', exercise: { name: known?.name ?? name, category } };
}

/** A routine's exercises as the live session plans them; exercises not logged set by set are left out. */
export function plannedFromRoutine(routine: Pick<Routine, 'exercises'>): PlannedExercise[] {
  return routine.exercises
    .filter((exercise) => LOAD_CATEGORIES.includes(exercise.category))
    .map((exercise) => ({
      name: exercise.name,
      category: exercise.category,
      restSeconds: exercise.restSeconds,
      supersetGroup: exercise.supersetGroup,
      sets: exercise.sets,
    }));
}
