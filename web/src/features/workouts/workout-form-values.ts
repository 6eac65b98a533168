import type { Units } from '@contract/units.ts';
import {
  BACKDATE_LIMIT_DAYS,
  DIFFICULTY_LEVEL,
  DISTANCE_CATEGORIES,
  DURATION_MINUTES,
  type ExerciseCategory,
  estimateCalories,
  LOAD_CATEGORIES,
  PERCEIVED_EXERTION,
} from '@contract/workout-rules.ts';
import { createWorkoutBodySchema, type Workout } from '@contract/workouts.ts';
import { dateTimeLocalValue } from '@/lib/dates.ts';
import type { FieldErrors } from '@/lib/field-errors.ts';
import {
  distanceEntry,
  distanceMaximum,
  distanceText,
  weightEntry,
  weightMaximum,
  weightText,
} from '@/lib/units.ts';

/** What the workout form holds: the sliders' numbers and each text input as typed. */
export interface WorkoutFormValues {
  category: ExerciseCategory;
  difficulty: number;
  exertion: number;
  duration: number;
  /** A datetime-local value; empty means now. */
  when: string;
  sets: string;
  reps: string;
  weight: string;
  distance: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const tracksLoad = (category: ExerciseCategory) => LOAD_CATEGORIES.includes(category);
export const tracksDistance = (category: ExerciseCategory) => DISTANCE_CATEGORIES.includes(category);

/**
 * A session about to be logged: now (or the moment the caller names), at the sliders' defaults
 * unless the caller suggests a start.
 */
export function newWorkoutValues(
  start: {
    category: ExerciseCategory;
    difficulty?: number | undefined;
    duration?: number | undefined;
    when?: Date | undefined;
  },
  now = new Date(),
): WorkoutFormValues {
  return {
    category: start.category,
    difficulty: start.difficulty ?? DIFFICULTY_LEVEL.default,
    exertion: PERCEIVED_EXERTION.default,
    duration: start.duration ?? DURATION_MINUTES.default,
    when: dateTimeLocalValue(start.when ?? now),
    sets: '',
    reps: '',
    weight: '',
    distance: '',
  };
}

/** A logged session, as the form shows it for correcting, its weight and distance in the member's units. */
export function valuesOfWorkout(workout: Workout, units: Units): WorkoutFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    category: workout.category,
    difficulty: workout.difficultyLevel,
    exertion: workout.perceivedExertion ?? PERCEIVED_EXERTION.default,
    duration: workout.duration,
    when: dateTimeLocalValue(new Date(workout.date)),
    sets: text(workout.sets),
    reps: text(workout.reps),
    weight: weightText(workout.weight, units),
    distance: distanceText(workout.distance, units),
  };
}

/** The date input's range: back as far as a forgotten session may be logged, up to now. */
export function whenBounds(now = new Date()) {
  return {
    min: dateTimeLocalValue(new Date(now.getTime() - BACKDATE_LIMIT_DAYS * DAY_MS)),
    max: dateTimeLocalValue(now),
  };
}

type DetailField = 'sets' | 'reps' | 'weight' | 'distance';

/**
 * Each detail input's min, max and step, read from the contract (sets and reps) and converted to
 * the member's units (weight and distance), so the form offers what the server accepts.
 */
export function detailBounds(units: Units) {
  const number = (field: 'sets' | 'reps') => {
    const schema = createWorkoutBodySchema.shape[field].unwrap().unwrap();
    return { min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined };
  };
  return {
    sets: number('sets'),
    reps: number('reps'),
    weight: { min: 0, max: weightMaximum(units), step: units === 'metric' ? 0.25 : 0.5 },
    distance: { min: 0, max: distanceMaximum(units), step: 0.01 },
  } satisfies Record<DetailField, { min: number | undefined; max: number | undefined; step?: number }>;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A weight or distance the member's units refuse, as the server would (in the member's unit). */
export function unitErrors(values: WorkoutFormValues, units: Units): FieldErrors {
  const errors: FieldErrors = {};
  if (tracksLoad(values.category)) errors.weight = weightEntry(values.weight, units).error;
  if (tracksDistance(values.category)) errors.distance = distanceEntry(values.distance, units).error;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The stored figure an entry stands for; text the member's units refuse goes on for the schema to name. */
const stored = (entry: ReturnType<typeof weightEntry>, text: string) =>
  entry.error === undefined ? entry.stored : numberOrNull(text);

/** An ISO instant; text no browser date could be read from goes on as typed, for the schema to refuse. */
function instantOf(when: string, now: Date) {
  if (when.trim() === '') return now.toISOString();
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? when : date.toISOString();
}

/**
 * The session's figures as the contract names them, for the create and the update schema alike:
 * calories estimated from duration and difficulty, and only the details the category has (an
 * empty one is null: nothing recorded, or a recorded one cleared), weight in pounds and distance in
 * miles. `original` is the workout being corrected: a weight or distance still shown as it was
 * opened is sent back unchanged, to the last digit.
 */
export function sessionFields(
  values: WorkoutFormValues,
  units: Units,
  { now = new Date(), original }: { now?: Date; original?: Pick<Workout, 'weight' | 'distance'> } = {},
) {
  return {
    duration: values.duration,
    difficultyLevel: values.difficulty,
    perceivedExertion: values.exertion,
    caloriesBurned: estimateCalories(values.duration, values.difficulty),
    date: instantOf(values.when, now),
    ...(tracksLoad(values.category)
      ? {
          sets: numberOrNull(values.sets),
          reps: numberOrNull(values.reps),
          weight: stored(weightEntry(values.weight, units, original?.weight), values.weight),
        }
      : {}),
    ...(tracksDistance(values.category)
      ? { distance: stored(distanceEntry(values.distance, units, original?.distance), values.distance) }
      : {}),
  };
}
