import { type RecordKind, type SetKind, summaryOfSetLog, totalVolume } from '@contract/set-log-rules.ts';
import type { BrokenRecord, CreateWorkoutSessionBody, RoutineBody } from '@contract/strength-log.ts';
import type { Units } from '@contract/units.ts';
import { LOAD_CATEGORIES } from '@contract/workout-rules.ts';
import { formatWeight } from '@/lib/units.ts';
import {
  type LiveExercise,
  type LiveSession,
  numberFrom,
  poundsOfSet,
  restSecondsOf,
} from './live-session-state.ts';

/**
 * What finishing sends and shows: only ticked sets count, and exercises without one are left out.
 * Weights are sent in pounds, converted from the session's units.
 */

interface DoneSet {
  weight: number;
  reps: number;
  rpe: number | null;
  kind: SetKind;
}

function doneSetsOf(exercise: LiveExercise, units: Units): DoneSet[] {
  return exercise.sets.flatMap((set) => {
    const weight = poundsOfSet(set, units);
    const reps = numberFrom(set.reps);
    if (!set.done || weight === null || reps === null) return [];
    return [{ weight, reps, rpe: numberFrom(set.rpe), kind: set.kind }];
  });
}

/** The exercises with at least one ticked set, each with only its ticked sets. */
function performedExercises(session: LiveSession) {
  return session.exercises
    .filter((exercise) => LOAD_CATEGORIES.includes(exercise.category))
    .map((exercise) => ({ exercise, sets: doneSetsOf(exercise, session.units) }))
    .filter(({ sets }) => sets.length > 0);
}

/**
 * Superset numbers as sent: 1, 2, … in order of appearance, and none for a group of which only one
 * exercise was performed (one exercise alone is no superset).
 */
function supersetNumbers(exercises: readonly LiveExercise[]): Map<string, number | null> {
  const sizes = new Map<number, number>();
  for (const { supersetGroup } of exercises) {
    if (supersetGroup !== null) sizes.set(supersetGroup, (sizes.get(supersetGroup) ?? 0) + 1);
  }
  const renumbered = new Map<number, number>();
  const numbers = new Map<string, number | null>();
  for (const exercise of exercises) {
    const group = exercise.supersetGroup;
    if (group === null || (sizes.get(group) ?? 0) < 2) {
      numbers.set(exercise.key, null);
      continue;
    }
    if (!renumbered.has(group)) renumbered.set(group, renumbered.size + 1);
    numbers.set(exercise.key, renumbered.get(group) ?? null);
  }
  return numbers;
}

/** Exercises with ticked sets, in order, each with the superset number it is sent with. */
function sentExercises(session: LiveSession) {
  const performed = performedExercises(session);
  const groups = supersetNumbers(performed.map(({ exercise }) => exercise));
  return performed.map(({ exercise, sets }) => ({
    exercise,
    sets,
    supersetGroup: groups.get(exercise.key) ?? null,
  }));
}

/** Whether finishing would record anything: at least one exercise with a ticked set. */
export const hasTickedSets = (session: LiveSession) => performedExercises(session).length > 0;

/** POST /api/workout-sessions for the session ending at `endedAt`; null when nothing was ticked. */
export function sessionBodyOf(session: LiveSession, endedAt: number): CreateWorkoutSessionBody | null {
  const exercises = sentExercises(session);
  if (exercises.length === 0) return null;
  return {
    id: session.id,
    startedAt: new Date(session.startedAt).toISOString(),
    // A clock set back mid-session must not make the session end before it began.
    endedAt: new Date(Math.max(endedAt, session.startedAt)).toISOString(),
    routineId: session.routineId,
    exercises: exercises.map(({ exercise, sets, supersetGroup }) => ({
      name: exercise.name,
      category: exercise.category,
      sets: sets.map(({ weight, reps, rpe, kind }) => ({
        weight,
        reps,
        kind,
        ...(rpe === null ? {} : { rpe }),
      })),
      supersetGroup,
      note: exercise.note.trim() || null,
    })),
  };
}

export interface FinishSummary {
  durationSeconds: number;
  /** Pounds moved: weight × reps over every non-warm-up set. */
  totalVolume: number;
  /** Sets that were not warm-ups. */
  sets: number;
  exercises: number;
}

export function finishSummaryOf(body: CreateWorkoutSessionBody): FinishSummary {
  const setLogs = body.exercises.map((exercise) =>
    (exercise.sets ?? []).map((set) => ({ ...set, kind: set.kind ?? 'working' })),
  );
  return {
    durationSeconds: Math.round((Date.parse(body.endedAt) - Date.parse(body.startedAt)) / 1000),
    totalVolume: setLogs.reduce((sum, sets) => sum + totalVolume(sets), 0),
    sets: setLogs.reduce((sum, sets) => sum + (summaryOfSetLog(sets)?.sets ?? 0), 0),
    exercises: body.exercises.length,
  };
}

const RECORD_NAMES: Record<RecordKind, string> = {
  heaviestWeight: 'Heaviest weight',
  bestEstimatedOneRepMax: 'Best estimated 1RM',
  bestSetVolume: 'Best set volume',
  mostReps: 'Most reps',
};

/** "Heaviest weight 200 lb", "Heaviest weight 62.5 kg", "Most reps 12". */
export function recordLabel(record: Pick<BrokenRecord, 'kind' | 'value'>, units: Units): string {
  const value =
    record.kind === 'mostReps'
      ? String(record.value)
      : // A lifted weight reads as typed; an estimate and a volume are worked out, to the tenth.
        formatWeight(record.value, units, { decimals: record.kind === 'heaviestWeight' ? 2 : 1 });
  return `${RECORD_NAMES[record.kind]} ${value}`;
}

/**
 * A routine made of what was done: the performed exercises in order, their ticked weights and reps
 * as the planned sets, their rest and their supersets.
 */
export function routineBodyOf(name: string, session: LiveSession): RoutineBody {
  return {
    name: name.trim(),
    exercises: sentExercises(session).map(({ exercise, sets, supersetGroup }) => ({
      name: exercise.name,
      category: exercise.category,
      restSeconds: restSecondsOf(exercise),
      supersetGroup,
      // A planned set asks for at least one rep; a set done with none plans its weight only.
      sets: sets.map(({ weight, reps }) => ({ weight, reps: reps >= 1 ? reps : null })),
    })),
  };
}
