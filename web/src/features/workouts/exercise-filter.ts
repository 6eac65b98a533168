import { type LibraryExercise, searchExercises } from '@contract/exercise-library.ts';
import type { ExerciseCategory } from '@contract/workout-rules.ts';

/** The grid shows 6 exercises unless View All is on or a search is active. */
export const GRID_SIZE = 6;

export type CategoryFilter = ExerciseCategory | 'all';

export interface ExerciseGridState {
  shown: LibraryExercise[];
  matching: number;
  /** Why the grid is empty, title and text; null when it shows something. */
  empty: { title: string; text: string } | null;
}

export function filterExercises(
  library: readonly LibraryExercise[],
  { category, search, showAll }: { category: CategoryFilter; search: string; showAll: boolean },
): ExerciseGridState {
  const searching = search.trim() !== '';
  // While a search is active every category is searched, name matches first.
  const matches = searching
    ? searchExercises(library, search)
    : library.filter((exercise) => category === 'all' || exercise.category === category);
  const shown = searching || showAll ? matches : matches.slice(0, GRID_SIZE);
  let empty: ExerciseGridState['empty'] = null;
  if (matches.length === 0) {
    empty = searching
      ? { title: 'No exercises found', text: 'No exercises match the search' }
      : { title: 'No exercises found', text: 'Try searching for an exercise' };
  }
  return { shown, matching: matches.length, empty };
}
