import { z } from 'zod';
import { calendarNoteSchema } from './calendar-notes.ts';
import { performanceTrendSchema } from './coach.ts';
import { postTypeSchema } from './community.ts';
import { exerciseCategorySchema } from './exercise-category.ts';
import { userFoodPreferenceSchema } from './food-items.ts';
import { goalSchema } from './goals.ts';
import { mealPlanSchema, userMealPreferencesSchema } from './meal-plans.ts';
import { mileSessionSchema, routePointSchema } from './mile-tracker.ts';
import { onboardingAnswersSchema } from './onboarding.ts';
import { privacySettingsSchema } from './privacy.ts';
import { STRENGTH_LOG_LIMITS } from './set-log-rules.ts';
import { loggedSetResponseSchema, routineSchema } from './strength-log.ts';
import { paymentSchema, subscriptionSchema } from './subscription.ts';
import { calendarDay, isoInstant } from './text.ts';
import { userSchema } from './user.ts';
import { EXERCISE_NAME_MAX_LENGTH } from './workout-rules.ts';
import { exerciseSchema, workoutSchema } from './workouts.ts';

/**
 * The member's copy of their data (GET /api/export): one JSON document holding every row they
 * own, and what an import reads back into another account. The document says what it is
 * (`format`) and which shape it has (`version`): a later shape gets a new version and readers
 * keep accepting the old ones. Field names are the API's (camelCase); weights are pounds and
 * distances miles, as everywhere in the API, except the mile tracker's thousandths of a mile.
 * Ids are the stored ones, so a restore can keep the links between sessions, workouts, routines
 * and custom exercises.
 */

export const DATA_EXPORT_FORMAT = 'fittrack-export';
export const DATA_EXPORT_VERSION = 1;

const instant = (label: string, description: string) => isoInstant(label).describe(description);

const pounds = (description: string) =>
  z.number().min(0).max(STRENGTH_LOG_LIMITS.weightMax).describe(`${description}, in pounds`);

/** One set as lifted; the order of the list is the order of the sets. */
const exportedSetSchema = loggedSetResponseSchema.extend({
  weight: pounds('Weight lifted'),
  reps: z.number().int().min(0).max(STRENGTH_LOG_LIMITS.repsMax),
  rpe: z
    .number()
    .min(STRENGTH_LOG_LIMITS.rpeMin)
    .max(STRENGTH_LOG_LIMITS.rpeMax)
    .multipleOf(0.5)
    .nullable()
    .describe('Rate of perceived exertion, 6 to 10 in halves'),
});

/** A workout: one exercise performed, alone or as part of a session. */
export const exportedWorkoutSchema = workoutSchema
  .extend({
    name: z.string().min(1).max(EXERCISE_NAME_MAX_LENGTH).describe('The exercise, as logged'),
    exerciseId: z
      .uuid()
      .nullable()
      .describe("The exercise's id: a library exercise, or one of customExercises"),
    date: instant('date', "When it was done (a session's workouts carry the session's start)"),
    duration: z.number().int().min(1).max(1440).describe('Minutes'),
    caloriesBurned: z.number().int().min(0).describe('Estimated kcal'),
    difficultyLevel: z.number().int().min(1).max(5),
    perceivedExertion: z.number().int().min(1).max(10).nullable(),
    completionRate: z.number().int().min(0).max(100).describe('Percent of the planned work done'),
    sets: z
      .number()
      .int()
      .min(0)
      .max(STRENGTH_LOG_LIMITS.setsPerExercise)
      .nullable()
      .describe('Sets that are not warm-ups (derived from setLog when it is present)'),
    reps: z.number().int().min(0).max(STRENGTH_LOG_LIMITS.repsMax).nullable(),
    weight: pounds('Heaviest weight lifted for at least one rep').nullable(),
    distance: z.number().min(0).max(1000).nullable().describe('Distance, in miles (cardio and swimming)'),
    setLog: z
      .array(exportedSetSchema)
      .max(STRENGTH_LOG_LIMITS.setsPerExercise)
      .nullable()
      .describe('The sets in the order lifted; null for a workout logged with its summary only'),
    sessionId: z
      .uuid()
      .nullable()
      .describe('The session (in sessions) it was done in; null when logged alone'),
    sessionPosition: z
      .number()
      .int()
      .min(0)
      .max(STRENGTH_LOG_LIMITS.exercisesPerSession - 1)
      .nullable()
      .describe('Its place in the session, from 0; null when logged alone'),
    supersetGroup: z
      .number()
      .int()
      .min(1)
      .max(STRENGTH_LOG_LIMITS.supersetGroupMax)
      .nullable()
      .describe('Workouts of a session sharing this number were done in turn, as a superset'),
    note: z.string().max(2000).nullable().describe('The exercise\'s note ("seat at 4")'),
    createdAt: instant('createdAt', 'When it was stored'),
  })
  .describe('One exercise performed: its summary, its set log and its place in a session');
export type ExportedWorkout = z.infer<typeof exportedWorkoutSchema>;

/** A visit to the gym; its exercises are workouts naming it. */
export const exportedSessionSchema = z
  .object({
    id: z.uuid(),
    startedAt: instant('startedAt', 'When the session started'),
    endedAt: instant('endedAt', 'When it ended'),
    notes: z.string().max(2000).nullable(),
    routineId: z.uuid().nullable().describe('The routine (in routines) it was started from'),
    workoutIds: z
      .array(z.uuid())
      .max(STRENGTH_LOG_LIMITS.exercisesPerSession)
      .describe('Its workouts in session order; each also names the session in sessionId'),
    createdAt: instant('createdAt', 'When it was stored'),
  })
  .describe('One visit to the gym');
export type ExportedSession = z.infer<typeof exportedSessionSchema>;

/** A saved plan of a session, with its exercises and planned sets in order. */
export const exportedRoutineSchema = routineSchema
  .extend({
    name: z.string().min(1).max(100),
    createdAt: instant('createdAt', 'When it was created'),
    updatedAt: instant('updatedAt', 'When it was last changed'),
    exercises: z
      .array(
        z.object({
          exerciseId: z.uuid().nullable().describe('A library exercise, or one of customExercises'),
          name: z.string().min(1).max(EXERCISE_NAME_MAX_LENGTH),
          category: exerciseCategorySchema,
          restSeconds: z.number().int().min(0).max(STRENGTH_LOG_LIMITS.restSecondsMax).describe('Seconds'),
          supersetGroup: z.number().int().min(1).max(STRENGTH_LOG_LIMITS.supersetGroupMax).nullable(),
          sets: z
            .array(
              z.object({
                weight: pounds('Planned weight').nullable(),
                reps: z.number().int().min(1).max(STRENGTH_LOG_LIMITS.repsMax).nullable(),
              }),
            )
            .max(STRENGTH_LOG_LIMITS.setsPerExercise),
        }),
      )
      .max(STRENGTH_LOG_LIMITS.exercisesPerSession),
  })
  .describe('A saved routine, its exercises and planned sets in order');
export type ExportedRoutine = z.infer<typeof exportedRoutineSchema>;

/** An exercise the member created by logging a name the library lacks. */
export const exportedCustomExerciseSchema = exerciseSchema
  .extend({
    name: z.string().min(1).max(EXERCISE_NAME_MAX_LENGTH),
    custom: z.literal(true),
    createdAt: instant('createdAt', 'When it was created'),
  })
  .describe("The member's own exercise; workouts and routines name it by exerciseId");
export type ExportedCustomExercise = z.infer<typeof exportedCustomExerciseSchema>;

export const exportedCalendarNoteSchema = calendarNoteSchema
  .extend({
    date: calendarDay('date').describe("The member's local day, yyyy-MM-dd"),
    note: z.string().min(1).max(2000),
  })
  .describe('The note of one calendar day');
export type ExportedCalendarNote = z.infer<typeof exportedCalendarNoteSchema>;

/** A goal's target; its progress is counted from the workouts, so it is not part of the copy. */
export const exportedGoalSchema = goalSchema
  .omit({ current: true })
  .extend({
    target: z.number().int().min(1).max(1_000_000).describe('Workouts, minutes or kcal per week'),
    createdAt: instant('createdAt', 'When it was set'),
  })
  .describe('A weekly goal');
export type ExportedGoal = z.infer<typeof exportedGoalSchema>;

export const exportedAiSuggestionSchema = z
  .object({
    id: z.uuid(),
    exerciseId: z.uuid(),
    exerciseName: z.string(),
    currentDifficulty: z.number().int().min(1).max(5),
    suggestedDifficulty: z.number().int().min(1).max(5),
    confidenceScore: z.number().int().min(0).max(100).describe('Percent'),
    performanceTrend: performanceTrendSchema,
    reasoningFactors: z.array(z.string()),
    applied: z.boolean(),
    appliedAt: z.string().nullable().describe('When the member applied it (ISO 8601)'),
    createdAt: z.string().describe('When the coach made it (ISO 8601)'),
  })
  .describe(
    "A difficulty change the coach suggested; open suggestions appear while the member's Premium is open",
  );
export type ExportedAiSuggestion = z.infer<typeof exportedAiSuggestionSchema>;

export const exportedFoodEntrySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    calories: z.number().int().describe('kcal for the serving eaten'),
    protein: z.number().describe('Grams'),
    carbs: z.number().describe('Grams'),
    fat: z.number().describe('Grams'),
    fiber: z.number().describe('Grams'),
    sugar: z.number().describe('Grams'),
    sodium: z.number().describe('Milligrams'),
    servingSize: z.string().nullable(),
    imageUrl: z.string().nullable(),
    confidence: z
      .number()
      .nullable()
      .describe("The vision model's confidence (0-1); null when entered by hand"),
    loggedAt: z.string().describe('When it was eaten (ISO 8601)'),
    createdAt: z.string().describe('When it was stored (ISO 8601)'),
    mealType: z.enum(['breakfast', 'lunch', 'dinner', 'snack']).describe('The meal it was part of'),
    grams: z.number().nullable().describe('Grams eaten, when known'),
  })
  .describe('A food the member logged eating');
export type ExportedFoodEntry = z.infer<typeof exportedFoodEntrySchema>;

export const exportedCustomFoodSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    calories: z.number().int().describe('kcal for the serving as entered'),
    protein: z.number().describe('Grams'),
    carbs: z.number().describe('Grams'),
    fat: z.number().describe('Grams'),
    fiber: z.number().describe('Grams'),
    sugar: z.number().describe('Grams'),
    sodium: z.number().describe('Milligrams'),
    servingSize: z.string().nullable(),
    barcode: z.string().nullable().describe('A code the member filled in with this food'),
    createdAt: z.string(),
    updatedAt: z.string().describe('When the member last entered it'),
  })
  .describe('A food the member entered by hand, offered to them again');
export type ExportedCustomFood = z.infer<typeof exportedCustomFoodSchema>;

export const exportedMealPlanFollowedSchema = z
  .object({
    id: z.uuid(),
    mealPlanId: z.uuid().describe('One of mealPlans.generated, or a plan of the shared catalogue'),
    mealPlanName: z.string(),
    isGenerated: z.boolean().describe('Generated for the member (else a catalogue plan)'),
    startDate: z.string().describe('ISO 8601'),
    endDate: z.string().nullable().describe('ISO 8601; null while open-ended'),
    isActive: z.boolean(),
  })
  .describe('A meal plan the member followed or follows');

export const exportedMileSessionSchema = mileSessionSchema
  .extend({
    route: z.array(routePointSchema).describe('GPS points in recording order; empty for manual sessions'),
  })
  .describe(
    'A run, walk or ride, mile by mile: distances in thousandths of a mile (1000 per mile), times in seconds, paces in seconds per mile',
  );
export type ExportedMileSession = z.infer<typeof exportedMileSessionSchema>;

export const exportedPostSchema = z
  .object({
    id: z.uuid(),
    content: z.string(),
    postType: postTypeSchema,
    workoutId: z.uuid().nullable().describe('The workout (in workouts) shown with the post'),
    likes: z.number().int().nonnegative().describe('Likes it has, from every member'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .describe('A post the member wrote on the community feed');

export const exportedLikeSchema = z
  .object({
    postId: z.uuid(),
    createdAt: z.string().describe('When the member liked it (ISO 8601)'),
  })
  .describe('A post the member likes');

/** GET /api/export: everything the member owns, in one document. */
export const dataExportSchema = z
  .object({
    format: z.literal(DATA_EXPORT_FORMAT).describe('What this document is'),
    version: z
      .literal(DATA_EXPORT_VERSION)
      .describe('The shape of this document; a new shape gets a new number'),
    exportedAt: instant('exportedAt', 'When the copy was made'),
    profile: userSchema.describe('The account: names, username, e-mail, time zone, streak'),
    settings: z.object({
      privacy: privacySettingsSchema,
      mealPreferences: userMealPreferencesSchema
        .nullable()
        .describe("The meal plan generator's saved settings"),
      onboarding: z
        .object({ answers: onboardingAnswersSchema, answeredAt: z.string() })
        .nullable()
        .describe('The answers given before signing up'),
    }),
    customExercises: z.array(exportedCustomExerciseSchema),
    workouts: z.array(exportedWorkoutSchema).describe('Oldest first'),
    sessions: z.array(exportedSessionSchema).describe('Oldest first'),
    routines: z.array(exportedRoutineSchema),
    calendarNotes: z.array(exportedCalendarNoteSchema),
    goals: z.array(exportedGoalSchema),
    aiSuggestions: z.array(exportedAiSuggestionSchema),
    foodPreferences: z.array(userFoodPreferenceSchema).describe("The member's ratings of foods"),
    foodEntries: z.array(exportedFoodEntrySchema),
    customFoods: z.array(exportedCustomFoodSchema),
    mealPlans: z.object({
      generated: z
        .array(mealPlanSchema)
        .describe('Plans generated for the member, with their days and meals'),
      followed: z.array(exportedMealPlanFollowedSchema),
    }),
    mileSessions: z.array(exportedMileSessionSchema),
    community: z.object({ posts: z.array(exportedPostSchema), likes: z.array(exportedLikeSchema) }),
    subscription: subscriptionSchema
      .extend({ payments: z.array(paymentSchema).describe('Card payments, newest first; amounts in cents') })
      .describe("The subscription's state as of exportedAt"),
  })
  .describe("A member's copy of everything they own");
export type DataExport = z.infer<typeof dataExportSchema>;
