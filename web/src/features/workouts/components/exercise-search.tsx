import { EXERCISE_LIBRARY } from '@contract/exercise-library.ts';
import { EXERCISE_CATEGORIES, type ExerciseCategory } from '@contract/workout-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { SearchField } from '@/components/search-field.tsx';
import { exerciseQueries } from '../api.ts';
import { asLibraryExercise, customNameFrom } from '../custom-exercises.ts';
import { filterExercises } from '../exercise-filter.ts';
import { CATEGORY_LABELS } from '../labels.ts';

/** Results shown at once: a phone screen's worth. */
const RESULTS_SHOWN = 8;

/**
 * The exercise search of the log, as a picker: the library and the member's own exercises, matched
 * by name, muscle or category; a name found nowhere may be added as the member's own exercise in
 * a category they choose. For screens that build a list of exercises (routines, a live session).
 */
export function ExerciseSearch({
  onPick,
}: {
  onPick: (exercise: { name: string; category: ExerciseCategory }) => void;
}) {
  const [search, setSearch] = useState('');
  const [ownCategory, setOwnCategory] = useState<ExerciseCategory>('strength');
  const categoryId = useId();
  const known = useQuery(exerciseQueries.list());
  const exercises = useMemo(
    () => [
      ...EXERCISE_LIBRARY,
      ...(known.data ?? []).filter((exercise) => exercise.custom).map(asLibraryExercise),
    ],
    [known.data],
  );
  const searching = search.trim() !== '';
  const results = searching ? filterExercises(exercises, { category: 'all', search, showAll: true }) : null;
  const newName = results?.empty ? customNameFrom(search) : null;
  const pick = (exercise: { name: string; category: ExerciseCategory }) => {
    onPick(exercise);
    setSearch('');
  };

  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label="Search exercises"
        placeholder="Search by name, muscle or category"
        value={search}
        onChange={setSearch}
      />
      {results && !results.empty && (
        <ul className="flex flex-col gap-1" aria-label="Matching exercises">
          {results.shown.slice(0, RESULTS_SHOWN).map((exercise) => (
            <li key={`${exercise.category}-${exercise.name}`}>
              <button
                type="button"
                className="btn btn-ghost h-auto min-h-11 w-full justify-between text-left font-normal"
                aria-label={`Add ${exercise.name}`}
                onClick={() => pick(exercise)}
              >
                <span className="font-medium">{exercise.name}</span>
                <span className="badge badge-sm badge-ghost">{CATEGORY_LABELS[exercise.category]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {results?.empty && (
        <div className="flex flex-col gap-3 rounded-box border border-dashed border-base-300 p-4">
          <p className="text-sm opacity-70">{results.empty.text}</p>
          {newName && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={categoryId} className="text-sm font-medium">
                  Category
                </label>
                <select
                  id={categoryId}
                  className="select h-11"
                  value={ownCategory}
                  onChange={(event) => setOwnCategory(event.target.value as ExerciseCategory)}
                >
                  {EXERCISE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="btn btn-outline h-11"
                onClick={() => pick({ name: newName, category: ownCategory })}
              >
                <Plus size={16} aria-hidden />
                Add “{newName}” as your own exercise
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
