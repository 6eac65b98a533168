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

/** A logged session, as the form shows it for correcting. */
export function valuesOfWorkout(workout: Workout): WorkoutFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    category: workout.category,
    difficulty: workout.difficultyLevel,
    exertion: workout.perceivedExertion ?? PERCEIVED_EXERTION.default,
    duration: workout.duration,
    when: dateTimeLocalValue(new Date(workout.date)),
    sets: text(workout.sets),
    reps: text(workout.reps),
    weight: text(workout.weight),
    distance: text(workout.distance),
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

/** Each detail input's min and max, read from the contract so the form offers what the server accepts. */
export const DETAIL_BOUNDS = Object.fromEntries(
  (['sets', 'reps', 'weight', 'distance'] as const).map((field) => {
    const number = createWorkoutBodySchema.shape[field].unwrap().unwrap();
    return [field, { min: number.minValue ?? undefined, max: number.maxValue ?? undefined }];
  }),
) as Record<DetailField, { min: number | undefined; max: number | undefined }>;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** An ISO instant; text no browser date could be read from goes on as typed, for the schema to refuse. */
function instantOf(when: string, now: Date) {
  if (when.trim() === '') return now.toISOString();
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? when : date.toISOString();
}

/**
 * The session's figures as the contract names them, for the create and the update schema alike:
 * calories estimated from duration and difficulty, and only the details the category has (an
 * empty one is null: nothing recorded, or a recorded one cleared).
 */
export function sessionFields(values: WorkoutFormValues, now = new Date()) {
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
          weight: numberOrNull(values.weight),
        }
      : {}),
    ...(tracksDistance(values.category) ? { distance: numberOrNull(values.distance) } : {}),
  };
}
