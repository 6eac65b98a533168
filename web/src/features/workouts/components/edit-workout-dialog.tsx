import {
  DIFFICULTY_LEVEL,
  DISTANCE_CATEGORIES,
  DURATION_MINUTES,
  estimateCalories,
  LOAD_CATEGORIES,
  PERCEIVED_EXERTION,
} from '@contract/workout-rules.ts';
import { updateWorkoutBodySchema, type Workout } from '@contract/workouts.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { RangeField } from '@/components/range-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { dateTimeLocalValue as toDateTimeLocalValue } from '@/lib/dates.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/field-errors.ts';
import { useUpdateWorkout } from '../api.ts';
import { difficultyLabel, exertionLabel } from '../labels.ts';

const optionalNumber = (text: FormDataEntryValue | null) => {
  const value = String(text ?? '').trim();
  return value === '' ? null : Number(value);
};

/** Correct a logged session: its figures and its date; the exercise stays. */
export function EditWorkoutDialog({ workout, onClose }: { workout: Workout | null; onClose: () => void }) {
  const [difficulty, setDifficulty] = useState<number>(DIFFICULTY_LEVEL.default);
  const [exertion, setExertion] = useState<number>(PERCEIVED_EXERTION.default);
  const [duration, setDuration] = useState<number>(DURATION_MINUTES.default);
  const [when, setWhen] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const update = useUpdateWorkout();
  const toast = useToast();

  useEffect(() => {
    if (!workout) return;
    setDifficulty(workout.difficultyLevel);
    setExertion(workout.perceivedExertion ?? PERCEIVED_EXERTION.default);
    setDuration(workout.duration);
    setWhen(toDateTimeLocalValue(new Date(workout.date)));
    setFieldErrors({});
  }, [workout]);

  if (!workout) return null;
  const tracksLoad = LOAD_CATEGORIES.includes(workout.category);
  const tracksDistance = DISTANCE_CATEGORIES.includes(workout.category);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = updateWorkoutBodySchema.safeParse({
      duration,
      difficultyLevel: difficulty,
      perceivedExertion: exertion,
      caloriesBurned: estimateCalories(duration, difficulty),
      date: new Date(when).toISOString(),
      ...(tracksLoad
        ? {
            sets: optionalNumber(form.get('sets')),
            reps: optionalNumber(form.get('reps')),
            weight: optionalNumber(form.get('weight')),
          }
        : {}),
      ...(tracksDistance ? { distance: optionalNumber(form.get('distance')) } : {}),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    update.mutate(
      { id: workout.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Workout Updated', description: `${workout.name} has been corrected.` });
          onClose();
        },
        onError: (error) => {
          if (error instanceof HttpError) setFieldErrors(error.fields);
          toast({
            title: 'Update Failed',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open
      title="Edit Workout"
      description={workout.name}
      onClose={update.isPending ? undefined : onClose}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="When"
          type="datetime-local"
          value={when}
          max={toDateTimeLocalValue(new Date())}
          onChange={(event) => setWhen(event.target.value)}
          error={fieldErrors.date}
        />
        <RangeField
          label="Difficulty"
          min={DIFFICULTY_LEVEL.min}
          max={DIFFICULTY_LEVEL.max}
          value={difficulty}
          onValueChange={setDifficulty}
          valueText={`${difficulty} - ${difficultyLabel(difficulty)}`}
        />
        <RangeField
          label="Perceived Exertion"
          min={PERCEIVED_EXERTION.min}
          max={PERCEIVED_EXERTION.max}
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
        <p className="text-sm opacity-80">Estimated calories: {estimateCalories(duration, difficulty)}</p>
        {tracksLoad && (
          <div className="grid grid-cols-3 gap-3">
            <TextField
              label="Sets"
              name="sets"
              type="number"
              defaultValue={workout.sets ?? ''}
              error={fieldErrors.sets}
            />
            <TextField
              label="Reps"
              name="reps"
              type="number"
              defaultValue={workout.reps ?? ''}
              error={fieldErrors.reps}
            />
            <TextField
              label="Weight (lbs)"
              name="weight"
              type="number"
              step="0.5"
              defaultValue={workout.weight ?? ''}
              error={fieldErrors.weight}
            />
          </div>
        )}
        {tracksDistance && (
          <TextField
            label="Distance (miles)"
            name="distance"
            type="number"
            step="0.01"
            defaultValue={workout.distance ?? ''}
            error={fieldErrors.distance}
          />
        )}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={update.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
