/**
 * The workout rules the web app's first screen needs, without zod: the categories, the log
 * dialog's slider ranges and the calorie estimate. The schemas in workouts.ts are built from them.
 */
export const EXERCISE_CATEGORIES = ['strength', 'dumbbells', 'cardio', 'yoga', 'swimming'] as const;
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];

/** How every screen names a category. */
export const CATEGORY_LABELS: Record<ExerciseCategory, string> = {
  strength: 'Strength',
  dumbbells: 'Dumbbells',
  cardio: 'Cardio',
  yoga: 'Yoga',
  swimming: 'Swimming',
};

/** Categories whose sessions may carry sets, reps and weight, and those that may carry a distance. */
export const LOAD_CATEGORIES: readonly ExerciseCategory[] = ['strength', 'dumbbells'];
export const DISTANCE_CATEGORIES: readonly ExerciseCategory[] = ['cardio', 'swimming'];

/** A logged exercise's name: the library's, or the member's own (trimmed). */
export const EXERCISE_NAME_MAX_LENGTH = 100;

/** The log dialog's sliders: duration 5 to 120 minutes in steps of 5, difficulty 1 to 5, exertion 1 to 10. */
export const DURATION_MINUTES = { min: 5, max: 120, step: 5, default: 30 } as const;
export const DIFFICULTY_LEVEL = { min: 1, max: 5, step: 1, default: 3 } as const;
export const PERCEIVED_EXERTION = { min: 1, max: 10, step: 1, default: 5 } as const;
/** How far back a forgotten session may be logged. */
export const BACKDATE_LIMIT_DAYS = 365;

/** Estimated calories = round(duration x (2 + difficulty x 0.8)). */
export function estimateCalories(durationMinutes: number, difficultyLevel: number): number {
  return Math.round(durationMinutes * (2 + difficultyLevel * 0.8));
}
