import type { LibraryExercise } from '@contract/exercise-library.ts';
import {
  BACKDATE_LIMIT_DAYS,
  DIFFICULTY_LEVEL,
  DISTANCE_CATEGORIES,
  DURATION_MINUTES,
  EXERCISE_CATEGORIES,
  type ExerciseCategory,
  estimateCalories,
  LOAD_CATEGORIES,
  PERCEIVED_EXERTION,
} from '@contract/workout-rules.ts';
import { createWorkoutBodySchema } from '@contract/workouts.ts';
import { Flame } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { RangeField } from '@/components/range-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { dateTimeLocalValue as toDateTimeLocalValue } from '@/lib/dates.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/field-errors.ts';
import { useLogWorkout } from '../api.ts';
import { CATEGORY_LABELS, difficultyLabel, exertionLabel } from '../labels.ts';

interface LogWorkoutDialogProps {
  exercise: LibraryExercise | null;
  /** Where the difficulty slider starts for this exercise (an applied coach suggestion), else 3. */
  startingDifficulty?: number | undefined;
  /** A new exercise of the member's own: the form asks for its category. */
  chooseCategory?: boolean;
  /** Where the duration slider starts (a recommended workout's length), else 30. */
  startingDuration?: number | undefined;
  onClose: () => void;
  onLogged: () => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The log form of seed 000 section 2: three sliders, the live calorie estimate, and (DESIGN
 * section 5) the optional sets, reps and weight or distance. The date defaults to now and may go
 * back a year, so a forgotten session can still be logged.
 */
export function LogWorkoutDialog({
  exercise,
  startingDifficulty,
  chooseCategory = false,
  startingDuration,
  onClose,
  onLogged,
}: LogWorkoutDialogProps) {
  const [category, setCategory] = useState<ExerciseCategory>('strength');
  const categoryId = useId();
  const [difficulty, setDifficulty] = useState<number>(DIFFICULTY_LEVEL.default);
  const [exertion, setExertion] = useState<number>(PERCEIVED_EXERTION.default);
  const [duration, setDuration] = useState<number>(DURATION_MINUTES.default);
  const [when, setWhen] = useState(() => toDateTimeLocalValue(new Date()));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const logWorkout = useLogWorkout();
  const toast = useToast();

  useEffect(() => {
    if (exercise) setDifficulty(startingDifficulty ?? DIFFICULTY_LEVEL.default);
    if (exercise) setCategory(exercise.category);
    if (exercise) setDuration(startingDuration ?? DURATION_MINUTES.default);
  }, [exercise, startingDifficulty, startingDuration]);

  // Seed 000 section 4: after submit, and on cancel, the sliders return to 3 / 5 / 30.
  const reset = () => {
    setDifficulty(DIFFICULTY_LEVEL.default);
    setExertion(PERCEIVED_EXERTION.default);
    setDuration(DURATION_MINUTES.default);
    setWhen(toDateTimeLocalValue(new Date()));
    setFieldErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };

  const tracksLoad = exercise !== null && LOAD_CATEGORIES.includes(category);
  const tracksDistance = exercise !== null && DISTANCE_CATEGORIES.includes(category);
  const calories = estimateCalories(duration, difficulty);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!exercise) return;
    const form = new FormData(event.currentTarget);
    const date = when ? new Date(when) : new Date();
    const parsed = createWorkoutBodySchema.safeParse({
      name: exercise.name,
      category,
      duration,
      caloriesBurned: calories,
      difficultyLevel: difficulty,
      perceivedExertion: exertion,
      completionRate: 100,
      date: Number.isNaN(date.getTime()) ? when : date.toISOString(),
      ...(tracksLoad
        ? {
            sets: optionalNumber(String(form.get('sets') ?? '')),
            reps: optionalNumber(String(form.get('reps') ?? '')),
            weight: optionalNumber(String(form.get('weight') ?? '')),
          }
        : {}),
      ...(tracksDistance ? { distance: optionalNumber(String(form.get('distance') ?? '')) } : {}),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    logWorkout.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: 'Workout Logged! 🔥',
          description: 'Your workout has been successfully recorded with AI difficulty tracking.',
        });
        reset();
        onLogged();
      },
      onError: (error) => {
        if (error instanceof HttpError) setFieldErrors(error.fields);
        // The seed does not show this failure; the member is told and the form keeps its values.
        toast({
          title: 'Could not log workout',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  const now = new Date();
  const pending = logWorkout.isPending;
  return (
    <Dialog
      open={exercise !== null}
      title={exercise ? `Log ${exercise.name}` : 'Log Workout'}
      description="Rate how it felt so your difficulty suggestions stay accurate."
      onClose={pending ? undefined : close}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {chooseCategory && (
          <div className="flex flex-col gap-1">
            <label htmlFor={categoryId} className="text-sm font-medium">
              Category
            </label>
            <select
              id={categoryId}
              className="select w-full"
              value={category}
              onChange={(event) => setCategory(event.target.value as ExerciseCategory)}
            >
              {EXERCISE_CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {CATEGORY_LABELS[option]}
                </option>
              ))}
            </select>
            <p className="text-xs opacity-70">
              A new exercise of your own: it keeps this category and appears in your search.
            </p>
            {fieldErrors.category && <p className="text-xs text-error">{fieldErrors.category}</p>}
          </div>
        )}
        <TextField
          label="When"
          type="datetime-local"
          value={when}
          max={toDateTimeLocalValue(now)}
          min={toDateTimeLocalValue(new Date(now.getTime() - BACKDATE_LIMIT_DAYS * DAY_MS))}
          onChange={(event) => setWhen(event.target.value)}
          error={fieldErrors.date}
        />
        <RangeField
          label="Difficulty"
          min={DIFFICULTY_LEVEL.min}
          max={DIFFICULTY_LEVEL.max}
          step={DIFFICULTY_LEVEL.step}
          value={difficulty}
          onValueChange={setDifficulty}
          valueText={`${difficulty} - ${difficultyLabel(difficulty)}`}
        />
        <RangeField
          label="Perceived Exertion"
          min={PERCEIVED_EXERTION.min}
          max={PERCEIVED_EXERTION.max}
          step={PERCEIVED_EXERTION.step}
          value={exertion}
          onValueChange={setExertion}
          valueText={`${exertion} - ${exertionLabel(exertion)}`}
        />
        <RangeField
          label="Duration"
          min={DURATION_MINUTES.min}
          max={DURATION_MINUTES.max}
          step={DURATION_MINUTES.step}
          value={duration}
          onValueChange={setDuration}
          valueText={`${duration} minutes`}
        />
        <p className="flex items-center gap-2 rounded-box bg-base-200 p-3 text-sm" aria-live="polite">
          <Flame size={16} className="text-primary" aria-hidden />
          Estimated calories: <span className="font-semibold">{calories}</span>
        </p>
        {tracksLoad && (
          <fieldset className="grid grid-cols-3 gap-3">
            <legend className="mb-2 text-sm opacity-70">Optional: what you lifted</legend>
            <TextField
              label="Sets"
              name="sets"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              error={fieldErrors.sets}
            />
            <TextField
              label="Reps"
              name="reps"
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              error={fieldErrors.reps}
            />
            <TextField
              label="Weight (lbs)"
              name="weight"
              type="number"
              inputMode="decimal"
              min={0}
              max={2000}
              step="0.5"
              error={fieldErrors.weight}
            />
          </fieldset>
        )}
        {tracksDistance && (
          <TextField
            label="Distance (miles)"
            name="distance"
            type="number"
            inputMode="decimal"
            min={0}
            max={1000}
            step="0.01"
            hint="Optional"
            error={fieldErrors.distance}
          />
        )}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Logging Workout...' : 'Log Workout'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
