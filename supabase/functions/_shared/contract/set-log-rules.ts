/**
 * The strength log's rules without zod, shared by the API, the database bounds and the live
 * session screen: what a set is, the limits, and the figures derived from a set log (the workout's
 * summary, volume, estimated one-rep max, records).
 */

import { DURATION_MINUTES } from './workout-rules.ts';

export const SET_KINDS = ['warmup', 'working', 'drop', 'failure'] as const;
export type SetKind = (typeof SET_KINDS)[number];

/** Bounds the API and the database share. Weights are pounds, like every weight the API speaks. */
export const STRENGTH_LOG_LIMITS = {
  weightMax: 2000,
  repsMax: 1000,
  rpeMin: 6,
  rpeMax: 10,
  setsPerExercise: 100,
  exercisesPerSession: 40,
  sessionHours: 24,
  routinesPerMember: 100,
  /** A superset is numbered 1..20 within its session or routine. */
  supersetGroupMax: 20,
  noteMaxLength: 500,
  restSecondsMax: 900,
} as const;

/** Rest between sets when a routine does not say otherwise. */
export const DEFAULT_REST_SECONDS = 90;

/** Epley's estimate is trusted for sets of 1 to 12 reps. */
export const ONE_REP_MAX_REPS = { min: 1, max: 12 } as const;

export interface LoggedSet {
  weight: number;
  reps: number;
  rpe?: number | null | undefined;
  kind: SetKind;
}

/** Warm-ups prepare; they count toward no summary figure and no record. */
export const countsAsWork = (set: LoggedSet) => set.kind !== 'warmup';

/**
 * The summary fields a set log stands for, so every reader of `sets`, `reps` and `weight` (stats,
 * calendar, goals, leaderboard, feed) sees the same numbers as before set logs existed:
 * sets = non-warm-up sets, weight = the heaviest non-warm-up weight lifted at least once,
 * reps = the most reps done at that weight.
 */
export function summaryOfSetLog(
  sets: readonly LoggedSet[],
): { sets: number; reps: number; weight: number } | null {
  const work = sets.filter(countsAsWork);
  const lifted = work.filter((set) => set.reps >= 1);
  if (lifted.length === 0) return null;
  const weight = Math.max(...lifted.map((set) => set.weight));
  const reps = Math.max(...lifted.filter((set) => set.weight === weight).map((set) => set.reps));
  return { sets: work.length, reps, weight };
}

/** weight × (1 + reps / 30), for sets of 1 to 12 reps; null outside that range. */
export function estimatedOneRepMax(weight: number, reps: number): number | null {
  if (reps < ONE_REP_MAX_REPS.min || reps > ONE_REP_MAX_REPS.max) return null;
  return Math.round(weight * (1 + reps / 30) * 10) / 10;
}

export const setVolume = (set: LoggedSet) => set.weight * set.reps;

/** The load moved in a set log: weight × reps over its non-warm-up sets. */
export const totalVolume = (sets: readonly LoggedSet[]) =>
  sets.filter(countsAsWork).reduce((sum, set) => sum + setVolume(set), 0);

export const RECORD_KINDS = [
  'heaviestWeight',
  'bestEstimatedOneRepMax',
  'bestSetVolume',
  'mostReps',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** The best of each record kind within some sets (null where no set qualifies). */
export function bestsOf(sets: readonly LoggedSet[]): Record<RecordKind, number | null> {
  const bests: Record<RecordKind, number | null> = {
    heaviestWeight: null,
    bestEstimatedOneRepMax: null,
    bestSetVolume: null,
    mostReps: null,
  };
  const higher = (current: number | null, value: number | null) =>
    value !== null && (current === null || value > current) ? value : current;
  for (const set of sets.filter(countsAsWork)) {
    if (set.reps < 1) continue;
    bests.heaviestWeight = higher(bests.heaviestWeight, set.weight);
    bests.bestEstimatedOneRepMax = higher(
      bests.bestEstimatedOneRepMax,
      estimatedOneRepMax(set.weight, set.reps),
    );
    bests.bestSetVolume = higher(bests.bestSetVolume, setVolume(set));
    bests.mostReps = higher(bests.mostReps, set.reps);
  }
  return bests;
}

/**
 * The record kinds a session's sets beat, given the bests before it. A first session of an
 * exercise sets no record: there is nothing to beat yet.
 */
export function recordsBroken(
  before: Record<RecordKind, number | null>,
  sets: readonly LoggedSet[],
): { kind: RecordKind; value: number; previous: number }[] {
  const now = bestsOf(sets);
  return RECORD_KINDS.flatMap((kind) => {
    const previous = before[kind];
    const value = now[kind];
    return previous !== null && value !== null && value > previous ? [{ kind, value, previous }] : [];
  });
}

/**
 * The minutes of each exercise of a session: those given stay; the rest share what is left of the
 * session's length in proportion to their sets (warm-ups take time too), each clamped to a
 * workout's 5 to 120 minutes.
 */
export function sessionExerciseMinutes(
  sessionMinutes: number,
  exercises: readonly { duration?: number | undefined; setCount: number }[],
): number[] {
  const given = exercises.reduce((sum, exercise) => sum + (exercise.duration ?? 0), 0);
  const shared = Math.max(0, sessionMinutes - given);
  const sharingSets = exercises.reduce(
    (sum, exercise) => sum + (exercise.duration === undefined ? exercise.setCount : 0),
    0,
  );
  return exercises.map((exercise) => {
    if (exercise.duration !== undefined) return exercise.duration;
    const share = sharingSets === 0 ? 0 : (shared * exercise.setCount) / sharingSets;
    return Math.min(DURATION_MINUTES.max, Math.max(DURATION_MINUTES.min, Math.round(share)));
  });
}
