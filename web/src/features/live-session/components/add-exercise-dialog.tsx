import { EXERCISE_LIBRARY, searchExercises } from '@contract/exercise-library.ts';
import {
  CATEGORY_LABELS,
  EXERCISE_NAME_MAX_LENGTH,
  type ExerciseCategory,
  LOAD_CATEGORIES,
} from '@contract/workout-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { liveSessionQueries } from '../api.ts';

interface Choice {
  name: string;
  category: ExerciseCategory;
  description: string;
}

/**
 * The library search, limited to what is logged set by set (strength and dumbbells), with the
 * member's own exercises of those kinds; a name it lacks can be added as their own.
 */
export function AddExerciseDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (exercise: { name: string; category: ExerciseCategory }) => void;
}) {
  const [search, setSearch] = useState('');
  const custom = useQuery({ ...liveSessionQueries.customExercises(), enabled: open });
  const choices = useMemo<Choice[]>(
    () =>
      [
        ...EXERCISE_LIBRARY,
        ...(custom.data ?? []).map((exercise) => ({
          name: exercise.name,
          category: exercise.category,
          description: exercise.description ?? 'Your own exercise',
        })),
      ].filter((exercise) => LOAD_CATEGORIES.includes(exercise.category)),
    [custom.data],
  );
  const matches = searchExercises(choices, search);
  const typed = search.trim();
  const ownName =
    typed.length > 0 &&
    typed.length <= EXERCISE_NAME_MAX_LENGTH &&
    !choices.some((exercise) => exercise.name.toLowerCase() === typed.toLowerCase())
      ? typed
      : null;
  const add = (exercise: { name: string; category: ExerciseCategory }) => {
    onAdd(exercise);
    setSearch('');
  };

  return (
    <Dialog open={open} title="Add exercise" onClose={onClose}>
      <div className="flex flex-col gap-3">
        <SearchField
          label="Search exercises"
          placeholder="Search by name or muscle"
          value={search}
          onChange={setSearch}
        />
        <ul aria-label="Exercises to add" className="flex max-h-[50vh] flex-col gap-1 overflow-y-auto">
          {matches.map((exercise) => (
            <li key={exercise.name}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start rounded-box px-3 py-2 text-left hover:bg-base-300 focus-visible:bg-base-300"
                onClick={() => add(exercise)}
              >
                <span className="font-medium">{exercise.name}</span>
                <span className="text-xs opacity-60">{CATEGORY_LABELS[exercise.category]}</span>
              </button>
            </li>
          ))}
          {matches.length === 0 && (
            <li className="px-3 py-2 text-sm opacity-70">No exercises match the search</li>
          )}
        </ul>
        {ownName && (
          <button
            type="button"
            className="btn btn-outline h-11 min-h-11"
            onClick={() => add({ name: ownName, category: 'strength' })}
          >
            <Plus size={16} aria-hidden />
            Add “{ownName}” as your own exercise
          </button>
        )}
        <button type="button" className="btn btn-ghost h-11 min-h-11" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
