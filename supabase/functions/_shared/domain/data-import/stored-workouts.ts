import {
  type LoggedSet,
  STRENGTH_LOG_LIMITS,
  sessionExerciseMinutes,
  summaryOfSetLog,
} from '../../contract/set-log-rules.ts';
import {
  DIFFICULTY_LEVEL,
  DISTANCE_CATEGORIES,
  DURATION_MINUTES,
  type ExerciseCategory,
  estimateCalories,
  LOAD_CATEGORIES,
  PERCEIVED_EXERTION,
} from '../../contract/workout-rules.ts';
import type { ImportedSet } from './read-rows.ts';
import type { PlannedExercise, PlannedSession, RestoredFigures } from './sessions.ts';
import { cutText } from './units.ts';

/**
 * A planned session's exercises as the strength log stores them, once each name is resolved to
 * an exercise: by the exercise's category, a set log (strength, dumbbells), or a distance and a
 * length (cardio, swimming), or a length (yoga). The figures come from the strength log's own
 * rules, as for a session recorded live: minutes shared by set count and held to 5-120, the
 * calorie estimate at the default difficulty, the summary derived from the set log.
 */

export interface ExerciseRef {
  id: string;
  name: string;
  category: ExerciseCategory;
}

export interface WorkoutToStore {
  exerciseId: string;
  name: string;
  category: ExerciseCategory;
  duration: number;
  caloriesBurned: number;
  difficultyLevel: number;
  perceivedExertion: number | null;
  completionRate: number;
  distance: number | null;
  supersetGroup: number | null;
  note: string | null;
  sets: LoggedSet[] | null;
  summary: { sets: number | null; reps: number | null; weight: number | null } | null;
}

/**
 * The category a name that matches no exercise is created in, from what its sets hold: weight or
 * reps, a lift; only a distance or seconds, cardio.
 */
export function guessCategory(sets: readonly ImportedSet[]): ExerciseCategory {
  if (sets.some((set) => set.weight > 0 || set.reps > 0)) return 'strength';
  if (sets.some((set) => set.distance !== null || set.seconds !== null)) return 'cardio';
  return 'strength';
}

const lifts = (category: ExerciseCategory) => LOAD_CATEGORIES.includes(category);

/** Superset numbers 1, 2, ... by first appearance, for groups of two or more lifts. */
function supersetGroups(exercises: readonly PlannedExercise[], categories: readonly ExerciseCategory[]) {
  const members = new Map<string, number>();
  exercises.forEach((exercise, index) => {
    const category = categories[index];
    if (exercise.supersetKey && category && lifts(category)) {
      members.set(exercise.supersetKey, (members.get(exercise.supersetKey) ?? 0) + 1);
    }
  });
  const numbers = new Map<string, number>();
  return exercises.map((exercise, index) => {
    const category = categories[index];
    const key = exercise.supersetKey;
    if (!key || !category || !lifts(category) || (members.get(key) ?? 0) < 2) return null;
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
    const group = numbers.get(key) ?? null;
    return group !== null && group <= STRENGTH_LOG_LIMITS.supersetGroupMax ? group : null;
  });
}

const clampMinutes = (minutes: number) =>
  Math.min(DURATION_MINUTES.max, Math.max(DURATION_MINUTES.min, Math.round(minutes)));

/** A positive figure, or null: the database keeps no zero sets, reps or distance of a workout. */
const positiveOrNull = (value: number | null) => (value !== null && value > 0 ? value : null);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A workout of this app's export as it was, fitted to the exercise it resolves to: a set log and
 * summary only for lifts, a distance only for cardio and swimming, its length and calories held
 * to what a workout is logged with now (5-120 minutes, at most 5,000 kcal).
 */
function restoredWorkout(
  exercise: PlannedExercise,
  found: ExerciseRef,
  figures: RestoredFigures,
): WorkoutToStore {
  const lifted = lifts(found.category);
  const sets: LoggedSet[] | null =
    lifted && exercise.sets.length > 0
      ? exercise.sets.map((set) => ({ weight: set.weight, reps: set.reps, rpe: set.rpe, kind: set.kind }))
      : null;
  const summary = sets
    ? summaryOfSetLog(sets)
    : lifted
      ? {
          sets: positiveOrNull(figures.summary.sets),
          reps: positiveOrNull(figures.summary.reps),
          weight: figures.summary.weight,
        }
      : null;
  return {
    exerciseId: found.id,
    name: found.name,
    category: found.category,
    duration: clamp(Math.round(figures.duration), DURATION_MINUTES.min, DURATION_MINUTES.max),
    caloriesBurned: clamp(Math.round(figures.caloriesBurned), 0, MAX_CALORIES),
    difficultyLevel: figures.difficultyLevel,
    perceivedExertion: figures.perceivedExertion,
    completionRate: figures.completionRate,
    distance: DISTANCE_CATEGORIES.includes(found.category) ? positiveOrNull(figures.distance) : null,
    supersetGroup: lifted ? figures.supersetGroup : null,
    note: exercise.note,
    sets,
    summary,
  };
}

/** The most a workout is logged with (the database's bound). */
const MAX_CALORIES = 5000;

export function workoutsOf(
  session: PlannedSession,
  exerciseFor: (exercise: PlannedExercise) => ExerciseRef,
): WorkoutToStore[] {
  const resolved = session.exercises.map(exerciseFor);
  if (session.exercises.every((exercise) => exercise.restore)) {
    return session.exercises.map((exercise, index) =>
      restoredWorkout(exercise, resolved[index] as ExerciseRef, exercise.restore as RestoredFigures),
    );
  }
  const categories = resolved.map((exercise) => exercise.category);
  const groups = supersetGroups(session.exercises, categories);
  const timed = session.exercises.map((exercise, index) => {
    const category = categories[index] as ExerciseCategory;
    if (lifts(category)) return undefined;
    const seconds = exercise.sets.reduce((sum, set) => sum + (set.seconds ?? 0), 0);
    return seconds > 0 ? clampMinutes(seconds / 60) : undefined;
  });
  const minutes = sessionExerciseMinutes(
    (session.endedAt.getTime() - session.startedAt.getTime()) / 60_000,
    session.exercises.map((exercise, index) => ({ duration: timed[index], setCount: exercise.sets.length })),
  );
  return session.exercises.map((exercise, index) => {
    const found = resolved[index] as ExerciseRef;
    const duration = minutes[index] ?? DURATION_MINUTES.min;
    const sets: LoggedSet[] | null = lifts(found.category)
      ? exercise.sets.map((set) => ({ weight: set.weight, reps: set.reps, rpe: set.rpe, kind: set.kind }))
      : null;
    const distance = DISTANCE_CATEGORIES.includes(found.category)
      ? Math.min(
          1000,
          Math.round(exercise.sets.reduce((sum, set) => sum + (set.distance ?? 0), 0) * 100) / 100,
        )
      : 0;
    return {
      exerciseId: found.id,
      name: found.name,
      category: found.category,
      duration,
      caloriesBurned: estimateCalories(duration, DIFFICULTY_LEVEL.default),
      difficultyLevel: DIFFICULTY_LEVEL.default,
      perceivedExertion: PERCEIVED_EXERTION.default,
      completionRate: 100,
      distance: distance > 0 ? distance : null,
      supersetGroup: groups[index] ?? null,
      note: exercise.note === null ? null : cutText(exercise.note, STRENGTH_LOG_LIMITS.noteMaxLength),
      sets,
      summary: sets ? summaryOfSetLog(sets) : null,
    };
  });
}
