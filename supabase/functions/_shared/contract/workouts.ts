import { z } from 'zod';
import { changedAtSchema, clientIdSchema } from './client-writes.ts';
import { exerciseCategorySchema } from './exercise-category.ts';
import { loggedSetResponseSchema, setLogSchema } from './strength-log.ts';
import { calendarDay, isoInstant, singleLineText } from './text.ts';
import {
  BACKDATE_LIMIT_DAYS,
  DIFFICULTY_LEVEL,
  DISTANCE_CATEGORIES,
  DURATION_MINUTES,
  EXERCISE_NAME_MAX_LENGTH,
  type ExerciseCategory,
  LOAD_CATEGORIES,
  PERCEIVED_EXERTION,
} from './workout-rules.ts';

export { exerciseCategorySchema };

/** Clock difference tolerated between the browser and the server before a date counts as future. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

const integerIn = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const workoutDateSchema = isoInstant('Date')
  .refine((value) => Date.parse(value) <= Date.now() + FUTURE_TOLERANCE_MS, 'Date cannot be in the future')
  .refine(
    (value) => Date.parse(value) >= Date.now() - BACKDATE_LIMIT_DAYS * 24 * 60 * 60 * 1000,
    `Date can be at most ${BACKDATE_LIMIT_DAYS} days ago`,
  );

/** What was done in the session, beyond its length: optional, and only where the category has it. */
const sessionDetailShape = {
  sets: integerIn('Sets', 1, 100).nullable().optional(),
  reps: integerIn('Reps', 1, 1000).nullable().optional(),
  weight: z
    .number({ message: 'Weight must be a number' })
    .min(0, 'Weight must be between 0 and 2000 lbs')
    .max(2000, 'Weight must be between 0 and 2000 lbs')
    .nullable()
    .optional(),
  distance: z
    .number({ message: 'Distance must be a number' })
    .positive('Distance must be more than 0 miles')
    .max(1000, 'Distance must be at most 1000 miles')
    .nullable()
    .optional(),
};

const sessionShape = {
  duration: integerIn('Duration', DURATION_MINUTES.min, DURATION_MINUTES.max),
  caloriesBurned: integerIn('Calories', 0, 5000),
  difficultyLevel: integerIn('Difficulty', DIFFICULTY_LEVEL.min, DIFFICULTY_LEVEL.max).default(
    DIFFICULTY_LEVEL.default,
  ),
  perceivedExertion: integerIn('Perceived exertion', PERCEIVED_EXERTION.min, PERCEIVED_EXERTION.max).default(
    PERCEIVED_EXERTION.default,
  ),
  completionRate: integerIn('Completion rate', 0, 100).default(100),
  date: workoutDateSchema.optional(),
  ...sessionDetailShape,
};

type Detail = {
  sets?: number | null;
  reps?: number | null;
  weight?: number | null;
  distance?: number | null;
};

/**
 * Refuses sets/reps/weight or a set log outside strength and dumbbells, a distance outside cardio
 * and swimming, and a set log beside sets/reps/weight (the set log is what they are derived from).
 */
export function checkDetailFitsCategory(
  category: ExerciseCategory,
  detail: Detail & { setLog?: unknown },
  ctx: z.RefinementCtx,
) {
  if (detail.setLog !== undefined) {
    if (!LOAD_CATEGORIES.includes(category)) {
      ctx.addIssue({
        code: 'custom',
        path: ['setLog'],
        message: 'A set log only applies to strength and dumbbell exercises',
      });
    } else if (detail.sets !== undefined || detail.reps !== undefined || detail.weight !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['setLog'],
        message: 'Give either setLog or sets, reps and weight: they are derived from the set log',
      });
    }
  }
  if (!LOAD_CATEGORIES.includes(category)) {
    for (const field of ['sets', 'reps', 'weight'] as const) {
      if (detail[field] != null) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} only apply to strength and dumbbell exercises`,
        });
      }
    }
  }
  if (!DISTANCE_CATEGORIES.includes(category) && detail.distance != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['distance'],
      message: 'Distance only applies to cardio and swimming',
    });
  }
}

/**
 * POST /api/workouts. `name` links the session to the library exercise of that name (any letter
 * case), else to the member's own exercise of that name, created on first use with `category`.
 * `id` (optional) is the client's: sent again, the workout as stored is answered (200) and nothing
 * is written. `changedAt` is accepted as on the other creates a client may send again; a workout
 * keeps no change times, since its corrections are not settled by when they were made.
 */
export const createWorkoutBodySchema = z
  .object({
    id: clientIdSchema.optional(),
    name: singleLineText({
      label: 'Name',
      min: 1,
      minMessage: 'Choose an exercise',
      max: EXERCISE_NAME_MAX_LENGTH,
      examples: ['Barbell Back Squat', 'Dumbbell Bench Press', 'Running', 'Sun Salutation', 'Backstroke'],
    }),
    category: exerciseCategorySchema,
    ...sessionShape,
    /** Every set as lifted; sets, reps and weight are then derived from it. */
    setLog: setLogSchema.optional(),
    changedAt: changedAtSchema.optional(),
  })
  .superRefine((body, ctx) => checkDetailFitsCategory(body.category, body, ctx))
  .meta({
    examples: [
      {
        name: 'Barbell Back Squat',
        category: 'strength',
        duration: 45,
        caloriesBurned: 198,
        difficultyLevel: 3,
        perceivedExertion: 6,
        completionRate: 100,
        sets: 5,
        reps: 5,
        weight: 185,
      },
      {
        name: 'Barbell Bench Press',
        category: 'strength',
        duration: 30,
        caloriesBurned: 132,
        setLog: [
          { weight: 95, reps: 10, kind: 'warmup' },
          { weight: 155, reps: 6, rpe: 8, kind: 'working' },
          { weight: 155, reps: 5, rpe: 9, kind: 'working' },
        ],
      },
      { name: 'Running', category: 'cardio', duration: 30, caloriesBurned: 156, distance: 3.1 },
      { name: 'Sun Salutation', category: 'yoga', duration: 20, caloriesBurned: 88 },
      {
        id: '9a4e6b2d-3c1f-4e8a-b7d5-2f6c0e1a8b93',
        name: 'Running',
        category: 'cardio',
        duration: 25,
        caloriesBurned: 130,
        distance: 2.5,
        changedAt: '2026-11-26T18:04:05.120Z',
      },
    ],
  });
export type CreateWorkoutBody = z.input<typeof createWorkoutBodySchema>;

/** PATCH /api/workouts/:id: any of the session's figures; the exercise itself stays. Null clears a detail. */
export const updateWorkoutBodySchema = z
  .object({
    duration: sessionShape.duration.optional(),
    caloriesBurned: sessionShape.caloriesBurned.optional(),
    difficultyLevel: integerIn('Difficulty', DIFFICULTY_LEVEL.min, DIFFICULTY_LEVEL.max).optional(),
    perceivedExertion: integerIn(
      'Perceived exertion',
      PERCEIVED_EXERTION.min,
      PERCEIVED_EXERTION.max,
    ).optional(),
    completionRate: integerIn('Completion rate', 0, 100).optional(),
    date: workoutDateSchema.optional(),
    ...sessionDetailShape,
    /** Replaces the workout's set log; sets, reps and weight are derived from it. */
    setLog: setLogSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  })
  .meta({
    examples: [
      { duration: 40 },
      { difficultyLevel: 4, perceivedExertion: 7 },
      { setLog: [{ weight: 185, reps: 5, rpe: 8, kind: 'working' }] },
    ],
  });
export type UpdateWorkoutBody = z.input<typeof updateWorkoutBodySchema>;

export const WORKOUT_PAGE_DEFAULT = 50;
export const WORKOUT_PAGE_MAX = 100;

/** GET /api/workouts?limit=&before=: newest first; `before` is the id of the last workout already shown. */
export const listWorkoutsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${WORKOUT_PAGE_MAX}`)
    .max(WORKOUT_PAGE_MAX, `limit must be between 1 and ${WORKOUT_PAGE_MAX}`)
    .default(WORKOUT_PAGE_DEFAULT),
  before: z.uuid('before must be the id of a workout').optional(),
});

export const workoutSchema = z.object({
  id: z.uuid(),
  exerciseId: z.uuid().nullable(),
  name: z.string(),
  category: exerciseCategorySchema,
  duration: z.number().int(),
  caloriesBurned: z.number().int(),
  date: z.string(),
  difficultyLevel: z.number().int(),
  perceivedExertion: z.number().int().nullable(),
  completionRate: z.number().int(),
  sets: z.number().int().nullable(),
  reps: z.number().int().nullable(),
  weight: z.number().nullable(),
  distance: z.number().nullable(),
  /** The sets as lifted, in order; null for a workout logged with its summary only. */
  setLog: z.array(loggedSetResponseSchema).nullable(),
  /** The session the workout was done in; null for a workout logged on its own. */
  sessionId: z.uuid().nullable(),
  /** The exercise's note ("seat at 4"), shown again at its next session. */
  note: z.string().nullable(),
});
export type Workout = z.infer<typeof workoutSchema>;

/**
 * GET /api/stats. personalRecords: exercises whose records were beaten at least once by a later
 * workout. An exercise with a set log is judged on all four record kinds (heaviest weight,
 * estimated one-rep max, set volume, most reps; a summary counting as one set); one without, on
 * its heaviest weight alone, as before set logs existed.
 */
export const statsSchema = z.object({
  totalWorkouts: z.number().int(),
  totalHours: z.number(),
  caloriesBurned: z.number().int(),
  personalRecords: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * GET /api/exercises?category=&search=&scope=: the library and the member's own exercises
 * (`scope=custom` for only their own, `library` for only the built-in ones).
 */
export const EXERCISE_SCOPES = ['all', 'library', 'custom'] as const;
export const listExercisesQuerySchema = z.object({
  category: z.union([exerciseCategorySchema, z.literal('all'), z.literal('')]).optional(),
  scope: z.enum(EXERCISE_SCOPES, { message: 'scope must be all, library or custom' }).default('all'),
  search: singleLineText({ label: 'search', max: 100, examples: ['squat', 'yoga'] }).optional(),
});

export const exerciseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: exerciseCategorySchema,
  description: z.string().nullable(),
  muscleGroups: z.array(z.string()),
  equipment: z.string().nullable(),
  /** The member's own exercise, created by logging a name the library lacks. */
  custom: z.boolean(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const RANGE_MAX_DAYS = 62;
const localDaySchema = calendarDay('Day');

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** GET /api/workouts/range/:from/:to: both local days inclusive, at most 62 days (two calendar months' grids). */
export const workoutRangeParamsSchema = z
  .object({ from: localDaySchema, to: localDaySchema })
  .refine((range) => dayNumber(range.to) >= dayNumber(range.from), {
    path: ['to'],
    message: 'to must not be before from',
  })
  .refine((range) => dayNumber(range.to) - dayNumber(range.from) < RANGE_MAX_DAYS, {
    path: ['to'],
    message: `A range covers at most ${RANGE_MAX_DAYS} days`,
  });
