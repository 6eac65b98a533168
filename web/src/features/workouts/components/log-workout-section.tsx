import { EXERCISE_LIBRARY, type LibraryExercise } from '@contract/exercise-library.ts';
import { EXERCISE_CATEGORIES } from '@contract/workout-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { Expand, History, Plus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '@/components/search-field.tsx';
import { paths } from '@/config/paths.ts';
import { fullDate } from '@/lib/dates.ts';
import { WORKOUT_LOGGER_ID } from '@/lib/scroll-to.ts';
import { exerciseQueries } from '../api.ts';
import { asLibraryExercise, customNameFrom } from '../custom-exercises.ts';
import { type CategoryFilter, filterExercises, GRID_SIZE } from '../exercise-filter.ts';
import { CATEGORY_LABELS } from '../labels.ts';
import { whenOnDay } from '../log-day.ts';
import { ExerciseInstructionsDialog } from './exercise-instructions-dialog.tsx';

// The log form and its validation (zod) load when a member starts logging, not with the page.
const LogWorkoutDialog = lazy(() =>
  import('./log-workout-dialog.tsx').then((module) => ({ default: module.LogWorkoutDialog })),
);

const FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...EXERCISE_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

/** Log Workout: search, categories, the grid and its two dialogs. */
export function LogWorkoutSection({
  showExpandLink = true,
  startingDifficultyFor,
  logDay,
}: {
  showExpandLink?: boolean;
  /** The level the coach's applied suggestion set for an exercise; the log dialog starts there. */
  startingDifficultyFor?: (exerciseName: string) => number | undefined;
  /** A day (yyyy-MM-dd) to log on instead of now, as the calendar links it; ignored when not loggable. */
  logDay?: string | null;
}) {
  const loggingWhen = whenOnDay(logDay ?? null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<LibraryExercise | null>(null);
  const [logging, setLogging] = useState<LibraryExercise | null>(null);
  const [creating, setCreating] = useState(false);
  const known = useQuery(exerciseQueries.list());
  // The member's own exercises are searched and shown like the library's (custom exercises).
  const exercises = useMemo(
    () => [
      ...EXERCISE_LIBRARY,
      ...(known.data ?? []).filter((exercise) => exercise.custom).map(asLibraryExercise),
    ],
    [known.data],
  );
  const idByName = useMemo(
    () => new Map((known.data ?? []).map((exercise) => [exercise.name, exercise.id])),
    [known.data],
  );

  const grid = filterExercises(exercises, { category, search, showAll });
  const searching = search.trim() !== '';
  const newName = grid.empty && searching ? customNameFrom(search) : null;
  const clearSelection = () => {
    setSelected(null);
    setLogging(null);
    setCreating(false);
  };
  const logOwnExercise = (name: string) => {
    setCreating(true);
    setLogging(asLibraryExercise({ name, category: category === 'all' ? 'strength' : category }));
  };

  return (
    <section
      id={WORKOUT_LOGGER_ID}
      aria-labelledby="log-workout-title"
      className="card scroll-mt-20 bg-base-200"
    >
      <div className="card-body gap-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="log-workout-title" className="card-title text-xl">
            Log Workout
          </h2>
          {showExpandLink && (
            <Link
              to={paths.workouts.getHref()}
              className="btn btn-ghost btn-sm btn-square"
              aria-label="Open the Workouts page"
            >
              <Expand size={18} aria-hidden />
            </Link>
          )}
        </div>

        {loggingWhen && (
          <p
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 p-3 text-sm"
          >
            <span>
              Logging for <strong className="whitespace-nowrap">{fullDate(loggingWhen)}</strong>: pick an
              exercise.
            </span>
            <Link to={paths.workouts.getHref()} className="btn btn-ghost btn-sm">
              Log for now instead
            </Link>
          </p>
        )}

        <SearchField
          label="Search exercises"
          placeholder="Search by name, muscle or category"
          value={search}
          onChange={setSearch}
          className="w-full"
        />

        <fieldset className="flex flex-wrap gap-2" aria-label="Category">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              aria-pressed={category === filter.value}
              className={`btn btn-sm ${category === filter.value ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => setCategory(filter.value)}
              disabled={searching}
            >
              {filter.label}
            </button>
          ))}
        </fieldset>

        {grid.empty ? (
          <div className="rounded-box border border-dashed border-base-300 p-8 text-center">
            <p className="font-semibold">{grid.empty.title}</p>
            <p className="text-sm opacity-70">{grid.empty.text}</p>
            {newName && (
              <button
                type="button"
                className="btn btn-outline btn-sm mt-4"
                onClick={() => logOwnExercise(newName)}
              >
                <Plus size={16} aria-hidden />
                Log “{newName}” as your own exercise
              </button>
            )}
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Exercises">
            {grid.shown.map((exercise) => {
              const exerciseId = idByName.get(exercise.name);
              return (
                <li key={exercise.name} className="relative">
                  <button
                    type="button"
                    className="flex h-full w-full flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-4 text-left transition hover:border-primary focus-visible:border-primary"
                    style={{ borderLeft: `4px solid ${exercise.color}` }}
                    onClick={() => setSelected(exercise)}
                  >
                    <span className="pr-24 font-semibold">{exercise.name}</span>
                    <span className="badge badge-sm badge-ghost">{CATEGORY_LABELS[exercise.category]}</span>
                    <span className="text-sm opacity-70">{exercise.description}</span>
                  </button>
                  {exerciseId && (
                    // Beside the card, not inside it: a link cannot sit within the card's button.
                    <Link
                      to={paths.exerciseDetail.getHref(exerciseId)}
                      className="btn btn-ghost btn-sm absolute top-1 right-1 min-h-11 px-3"
                      aria-label={`${exercise.name} history`}
                    >
                      <History size={16} aria-hidden />
                      History
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}

        {!searching && grid.matching > GRID_SIZE && (
          <button
            type="button"
            className="btn btn-ghost btn-sm self-center"
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? 'Show Less' : `View All (${grid.matching})`}
          </button>
        )}
      </div>

      <ExerciseInstructionsDialog
        exercise={logging ? null : selected}
        onClose={clearSelection}
        onStart={() => setLogging(selected)}
      />
      {logging && (
        <Suspense fallback={null}>
          <LogWorkoutDialog
            exercise={logging}
            chooseCategory={creating}
            startingDifficulty={startingDifficultyFor?.(logging.name)}
            startingWhen={loggingWhen ?? undefined}
            onClose={clearSelection}
            onLogged={clearSelection}
          />
        </Suspense>
      )}
    </section>
  );
}
