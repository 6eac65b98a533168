import { z } from 'zod';
import { exerciseCategorySchema } from './exercise-category.ts';
import { STRENGTH_LOG_LIMITS as LIMITS, RECORD_KINDS, SET_KINDS, summaryOfSetLog } from './set-log-rules.ts';
import { isoInstant, multiLineText, singleLineText } from './text.ts';
import {
  BACKDATE_LIMIT_DAYS,
  DISTANCE_CATEGORIES,
  DURATION_MINUTES,
  EXERCISE_NAME_MAX_LENGTH,
  LOAD_CATEGORIES,
} from './workout-rules.ts';

const numberIn = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}${unit}`)
    .max(max, `${label} must be between ${min} and ${max}${unit}`);

const integerIn = (label: string, min: number, max: number, unit = '') =>
  numberIn(label, min, max, unit).int(`${label} must be a whole number`);

export const setKindSchema = z.enum(SET_KINDS, {
  message: 'Kind must be one of warmup, working, drop, failure',
});

/** One set as lifted: pounds, reps, an optional RPE from 6 to 10 in halves, and its kind. */
export const loggedSetSchema = z.object({
  weight: numberIn('Weight', 0, LIMITS.weightMax, ' lbs'),
  reps: integerIn('Reps', 0, LIMITS.repsMax),
  rpe: numberIn('RPE', LIMITS.rpeMin, LIMITS.rpeMax)
    .multipleOf(0.5, 'RPE must be in steps of 0.5')
    .nullable()
    .optional(),
  kind: setKindSchema.default('working'),
});
export type LoggedSetInput = z.input<typeof loggedSetSchema>;

/** An ordered set log: at least one set that is not a warm-up and has a rep, at most 100 sets. */
export const setLogSchema = z
  .array(loggedSetSchema, { message: 'Sets must be a list' })
  .min(1, 'Log at least one set')
  .max(LIMITS.setsPerExercise, `An exercise has at most ${LIMITS.setsPerExercise} sets`)
  .refine(
    (sets) => summaryOfSetLog(sets) !== null,
    'Log at least one set that is not a warm-up, with at least 1 rep',
  );

export const supersetGroupSchema = integerIn('Superset group', 1, LIMITS.supersetGroupMax);

const exerciseNote = () =>
  multiLineText({ label: 'Note', max: LIMITS.noteMaxLength, examples: ['Seat at 4, narrow grip'] });

const exerciseName = () =>
  singleLineText({
    label: 'Name',
    min: 1,
    minMessage: 'Choose an exercise',
    max: EXERCISE_NAME_MAX_LENGTH,
    examples: ['Barbell Back Squat', 'Dumbbell Bench Press', 'Running'],
  });

const minutes = () => integerIn('Duration', DURATION_MINUTES.min, DURATION_MINUTES.max);

/**
 * One exercise of a session. Strength and dumbbells carry their set log (and may join a
 * superset); cardio and swimming a duration and a distance; yoga a duration. Absent minutes and
 * calories are derived: the session's length shared by sets, and the usual calorie estimate.
 */
export const sessionExerciseSchema = z
  .object({
    name: exerciseName(),
    category: exerciseCategorySchema,
    sets: setLogSchema.optional(),
    supersetGroup: supersetGroupSchema.nullable().optional(),
    duration: minutes().optional(),
    distance: numberIn('Distance', 0, 1000, ' miles')
      .positive('Distance must be more than 0 miles')
      .nullable()
      .optional(),
    note: exerciseNote().nullable().optional(),
  })
  .superRefine((exercise, ctx) => {
    const lifts = LOAD_CATEGORIES.includes(exercise.category);
    if (lifts && exercise.sets === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sets'], message: 'Log at least one set' });
    }
    if (!lifts && exercise.sets !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['sets'],
        message: 'Sets only apply to strength and dumbbell exercises',
      });
    }
    if (!lifts && exercise.supersetGroup != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['supersetGroup'],
        message: 'Only strength and dumbbell exercises join a superset',
      });
    }
    if (!DISTANCE_CATEGORIES.includes(exercise.category) && exercise.distance != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['distance'],
        message: 'Distance only applies to cardio and swimming',
      });
    }
    if (!lifts && exercise.duration === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Duration is required' });
    }
  });
export type SessionExerciseInput = z.input<typeof sessionExerciseSchema>;

const SESSION_MS_MAX = LIMITS.sessionHours * 60 * 60 * 1000;
/** Clock difference tolerated between a phone and the server before an end counts as future. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * POST /api/workout-sessions. The id is the client's own (a uuid made when the session started),
 * so sending the same session again after a lost answer stores it once.
 */
export const createWorkoutSessionBodySchema = z
  .object({
    id: z.uuid('id must be a uuid'),
    startedAt: isoInstant('Started at'),
    endedAt: isoInstant('Ended at'),
    notes: multiLineText({ label: 'Notes', max: 2000 }).nullable().optional(),
    routineId: z.uuid('routineId must be the id of a routine').nullable().optional(),
    exercises: z
      .array(sessionExerciseSchema, { message: 'Exercises must be a list' })
      .min(1, 'Add at least one exercise')
      .max(LIMITS.exercisesPerSession, `A session has at most ${LIMITS.exercisesPerSession} exercises`),
  })
  .superRefine((session, ctx) => {
    const started = Date.parse(session.startedAt);
    const ended = Date.parse(session.endedAt);
    if (ended < started) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'Ended at must not be before started at' });
    } else if (ended - started > SESSION_MS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['endedAt'],
        message: `A session lasts at most ${LIMITS.sessionHours} hours`,
      });
    }
    if (ended > Date.now() + FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'Ended at cannot be in the future' });
    }
    // The session's workouts are dated at its start, and a workout goes back at most a year.
    if (started < Date.now() - BACKDATE_LIMIT_DAYS * 24 * 60 * 60 * 1000) {
      ctx.addIssue({
        code: 'custom',
        path: ['startedAt'],
        message: `Started at can be at most ${BACKDATE_LIMIT_DAYS} days ago`,
      });
    }
  })
  .meta({
    examples: [
      {
        id: '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47',
        startedAt: '2026-11-20T17:30:00.000Z',
        endedAt: '2026-11-20T18:25:00.000Z',
        notes: 'Felt strong',
        exercises: [
          {
            name: 'Barbell Back Squat',
            category: 'strength',
            note: 'Belt from the third set',
            sets: [
              { weight: 135, reps: 8, kind: 'warmup' },
              { weight: 185, reps: 5, rpe: 7.5, kind: 'working' },
              { weight: 185, reps: 5, rpe: 8, kind: 'working' },
              { weight: 185, reps: 5, rpe: 9, kind: 'working' },
            ],
          },
          {
            name: 'Dumbbell Bench Press',
            category: 'dumbbells',
            supersetGroup: 1,
            sets: [{ weight: 50, reps: 10, kind: 'working' }],
          },
          {
            name: 'Dumbbell Row',
            category: 'dumbbells',
            supersetGroup: 1,
            sets: [{ weight: 55, reps: 10, kind: 'working' }],
          },
        ],
      },
    ],
  });
export type CreateWorkoutSessionBody = z.input<typeof createWorkoutSessionBodySchema>;

export const loggedSetResponseSchema = z.object({
  weight: z.number(),
  reps: z.number().int(),
  rpe: z.number().nullable(),
  kind: setKindSchema,
});
export type LoggedSetResponse = z.infer<typeof loggedSetResponseSchema>;

export const recordKindSchema = z.enum(RECORD_KINDS);

/** A record a session beat: which kind, for which exercise, the new value and the one it beat. */
export const brokenRecordSchema = z.object({
  exerciseId: z.uuid(),
  exerciseName: z.string(),
  kind: recordKindSchema,
  value: z.number(),
  previous: z.number(),
});
export type BrokenRecord = z.infer<typeof brokenRecordSchema>;

/** One exercise of a stored session (a workout of the existing kind, with its place in the session). */
export const sessionExerciseResponseSchema = z.object({
  workoutId: z.uuid(),
  exerciseId: z.uuid().nullable(),
  name: z.string(),
  category: exerciseCategorySchema,
  duration: z.number().int(),
  caloriesBurned: z.number().int(),
  distance: z.number().nullable(),
  supersetGroup: z.number().int().nullable(),
  note: z.string().nullable(),
  sets: z.array(loggedSetResponseSchema).nullable(),
});

export const workoutSessionSchema = z.object({
  id: z.uuid(),
  startedAt: z.string(),
  endedAt: z.string(),
  notes: z.string().nullable(),
  routineId: z.uuid().nullable(),
  exercises: z.array(sessionExerciseResponseSchema),
});
export type WorkoutSession = z.infer<typeof workoutSessionSchema>;

/** POST /api/workout-sessions answers the stored session and the records it broke (none on a repeat). */
export const createdWorkoutSessionSchema = workoutSessionSchema.extend({
  records: z.array(brokenRecordSchema),
});
export type CreatedWorkoutSession = z.infer<typeof createdWorkoutSessionSchema>;

export const SESSION_PAGE_DEFAULT = 20;
export const SESSION_PAGE_MAX = 100;

/** A page of newest-first items; `before` is the id of the last one already shown. */
const pageQuery = (label: string) =>
  z.object({
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${SESSION_PAGE_MAX}`)
      .max(SESSION_PAGE_MAX, `limit must be between 1 and ${SESSION_PAGE_MAX}`)
      .default(SESSION_PAGE_DEFAULT),
    before: z.uuid(`before must be the id of ${label}`).optional(),
  });

export const listWorkoutSessionsQuerySchema = pageQuery('a session');
export const exerciseHistoryQuerySchema = pageQuery('a session of this exercise');

/** A record with the date of the workout that set it, or null while none exists. */
const datedRecordSchema = z.object({ value: z.number(), date: z.string() }).nullable();

export const exerciseRecordsSchema = z.object({
  heaviestWeight: datedRecordSchema,
  bestEstimatedOneRepMax: datedRecordSchema,
  bestSetVolume: datedRecordSchema,
  mostReps: datedRecordSchema,
});
export type ExerciseRecords = z.infer<typeof exerciseRecordsSchema>;

/** GET /api/exercises/:id/history: the member's sessions of one exercise, newest first, and its records. */
export const exerciseHistorySchema = z.object({
  exerciseId: z.uuid(),
  name: z.string(),
  category: exerciseCategorySchema,
  sessions: z.array(
    z.object({
      workoutId: z.uuid(),
      sessionId: z.uuid().nullable(),
      date: z.string(),
      note: z.string().nullable(),
      sets: z.array(loggedSetResponseSchema).nullable(),
      /** The summary, for sessions logged without a set log. */
      summary: z.object({
        sets: z.number().int().nullable(),
        reps: z.number().int().nullable(),
        weight: z.number().nullable(),
        distance: z.number().nullable(),
        duration: z.number().int(),
      }),
    }),
  ),
  records: exerciseRecordsSchema,
});
export type ExerciseHistory = z.infer<typeof exerciseHistorySchema>;

/** A routine's planned set: weight and reps are suggestions, either may be left open. */
export const plannedSetSchema = z.object({
  weight: numberIn('Weight', 0, LIMITS.weightMax, ' lbs').nullable().optional(),
  reps: integerIn('Reps', 1, LIMITS.repsMax).nullable().optional(),
});

export const routineExerciseSchema = z
  .object({
    name: exerciseName(),
    category: exerciseCategorySchema,
    restSeconds: integerIn('Rest', 0, LIMITS.restSecondsMax, ' seconds').default(90),
    supersetGroup: supersetGroupSchema.nullable().optional(),
    sets: z
      .array(plannedSetSchema, { message: 'Sets must be a list' })
      .max(LIMITS.setsPerExercise, `An exercise has at most ${LIMITS.setsPerExercise} sets`)
      .default([]),
  })
  .superRefine((exercise, ctx) => {
    if (!LOAD_CATEGORIES.includes(exercise.category) && exercise.supersetGroup != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['supersetGroup'],
        message: 'Only strength and dumbbell exercises join a superset',
      });
    }
  });

/** POST /api/routines and PUT /api/routines/:id (PUT replaces the whole routine). */
export const routineBodySchema = z
  .object({
    name: singleLineText({ label: 'Name', min: 1, max: 100, examples: ['Push day', 'Legs A'] }),
    exercises: z
      .array(routineExerciseSchema, { message: 'Exercises must be a list' })
      .min(1, 'Add at least one exercise')
      .max(LIMITS.exercisesPerSession, `A routine has at most ${LIMITS.exercisesPerSession} exercises`),
  })
  .meta({
    examples: [
      {
        name: 'Push day',
        exercises: [
          {
            name: 'Barbell Bench Press',
            category: 'strength',
            restSeconds: 120,
            sets: [
              { weight: 135, reps: 8 },
              { weight: 135, reps: 8 },
              { weight: 135, reps: 8 },
            ],
          },
        ],
      },
    ],
  });
export type RoutineBody = z.input<typeof routineBodySchema>;

export const routineSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  exercises: z.array(
    z.object({
      exerciseId: z.uuid().nullable(),
      name: z.string(),
      category: exerciseCategorySchema,
      restSeconds: z.number().int(),
      supersetGroup: z.number().int().nullable(),
      sets: z.array(z.object({ weight: z.number().nullable(), reps: z.number().int().nullable() })),
    }),
  ),
});
export type Routine = z.infer<typeof routineSchema>;
