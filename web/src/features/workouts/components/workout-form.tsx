import {
  DIFFICULTY_LEVEL,
  DURATION_MINUTES,
  EXERCISE_CATEGORIES,
  type ExerciseCategory,
  estimateCalories,
  PERCEIVED_EXERTION,
} from '@contract/workout-rules.ts';
import { Flame } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { RangeField } from '@/components/range-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import type { FieldErrors } from '@/lib/field-errors.ts';
import { distanceUnit, useUnits, weightUnit } from '@/lib/units.ts';
import { CATEGORY_LABELS, difficultyLabel, exertionLabel } from '../labels.ts';
import {
  detailBounds,
  tracksDistance,
  tracksLoad,
  type WorkoutFormValues,
  whenBounds,
} from '../workout-form-values.ts';

interface WorkoutFormProps {
  /** The values the form opens with; it keeps its own from then on. */
  initial: WorkoutFormValues;
  /** A new exercise of the member's own: the form asks for its category. */
  chooseCategory?: boolean;
  /** Shown under each input: the schema's refusals, or the server's. */
  errors: FieldErrors;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: WorkoutFormValues) => void;
  onCancel: () => void;
}

/**
 * One session's figures, for logging and for correcting: when, the three sliders, the live
 * calorie estimate, and the optional sets, reps and weight or distance the category has.
 */
export function WorkoutForm({
  initial,
  chooseCategory = false,
  errors,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: WorkoutFormProps) {
  const [values, setValues] = useState(initial);
  const units = useUnits();
  const bounds = detailBounds(units);
  const categoryId = useId();
  const set = <Field extends keyof WorkoutFormValues>(field: Field, value: WorkoutFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  // A text input bound to its value; the schema names its errors as the contract does (When is `date`).
  const text = (field: 'when' | 'sets' | 'reps' | 'weight' | 'distance') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field === 'when' ? 'date' : field],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  const { min, max } = whenBounds();
  const calories = estimateCalories(values.duration, values.difficulty);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {chooseCategory && (
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className="text-sm font-medium">
            Category
          </label>
          <select
            id={categoryId}
            className="select w-full"
            value={values.category}
            onChange={(event) => set('category', event.target.value as ExerciseCategory)}
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
          {errors.category && <p className="text-xs text-error">{errors.category}</p>}
        </div>
      )}
      <TextField label="When" type="datetime-local" min={min} max={max} {...text('when')} />
      <RangeField
        label="Difficulty"
        min={DIFFICULTY_LEVEL.min}
        max={DIFFICULTY_LEVEL.max}
        step={DIFFICULTY_LEVEL.step}
        value={values.difficulty}
        onValueChange={(value) => set('difficulty', value)}
        valueText={`${values.difficulty} - ${difficultyLabel(values.difficulty)}`}
      />
      <RangeField
        label="Perceived Exertion"
        min={PERCEIVED_EXERTION.min}
        max={PERCEIVED_EXERTION.max}
        step={PERCEIVED_EXERTION.step}
        value={values.exertion}
        onValueChange={(value) => set('exertion', value)}
        valueText={`${values.exertion} - ${exertionLabel(values.exertion)}`}
      />
      <RangeField
        label="Duration"
        min={DURATION_MINUTES.min}
        max={DURATION_MINUTES.max}
        step={DURATION_MINUTES.step}
        value={values.duration}
        onValueChange={(value) => set('duration', value)}
        valueText={`${values.duration} minutes`}
      />
      <p className="flex items-center gap-2 rounded-box bg-base-200 p-3 text-sm" aria-live="polite">
        <Flame size={16} className="text-primary" aria-hidden />
        Estimated calories: <span className="font-semibold">{calories}</span>
      </p>
      {tracksLoad(values.category) && (
        <fieldset className="grid grid-cols-3 gap-3">
          <legend className="mb-2 text-sm opacity-70">Optional: what you lifted</legend>
          <TextField label="Sets" type="number" {...bounds.sets} {...text('sets')} />
          <TextField label="Reps" type="number" {...bounds.reps} {...text('reps')} />
          <TextField
            label={`Weight (${weightUnit(units, 'lbs')})`}
            type="number"
            {...bounds.weight}
            {...text('weight')}
          />
        </fieldset>
      )}
      {tracksDistance(values.category) && (
        <TextField
          label={`Distance (${distanceUnit(units, 'miles')})`}
          type="number"
          hint="Optional"
          {...bounds.distance}
          {...text('distance')}
        />
      )}
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
