import { DEFAULT_REST_SECONDS, SET_KINDS, type SetKind } from '@contract/set-log-rules.ts';
import type { Units } from '@contract/units.ts';
import type { ExerciseCategory } from '@contract/workout-rules.ts';
import { weightEntry, weightText } from '@/lib/units.ts';
import { nextAfterTick, type SetPosition } from './set-progression.ts';

/**
 * The live session as the screen holds it and local storage keeps it. Weights and reps stay the
 * text the member typed (an empty field means "as last time" until the set is ticked), weights in
 * the session's units; a ticked set holds the numbers it recorded. Keys are small counters, so the
 * reducer stays pure.
 */
export interface LiveSet {
  key: string;
  weight: string;
  reps: string;
  rpe: string;
  kind: SetKind;
  done: boolean;
  /**
   * The stored pounds the weight text was filled from (a routine's plan, last session's set):
   * while the text still shows them they are recorded exactly, not converted back from the text.
   */
  stored?: number | null | undefined;
}

export interface LiveExercise {
  key: string;
  name: string;
  category: ExerciseCategory;
  /** The routine's rest after this exercise's sets, in seconds; null for the default. */
  restSeconds: number | null;
  /** Exercises sharing a number, next to each other, form one superset. */
  supersetGroup: number | null;
  /** This session's note for the exercise ("seat at 4"), sent with it. */
  note: string;
  sets: LiveSet[];
}

export interface RestTimer {
  /** Epoch milliseconds; the remaining time is always read against the clock, never counted down. */
  endsAt: number;
  totalSeconds: number;
}

export interface LiveSession {
  /** Made by the browser at the start; the server stores a session sent twice once. */
  id: string;
  /** The units the weight texts are in: the member's, followed when they change them. */
  units: Units;
  /** Epoch milliseconds. */
  startedAt: number;
  /**
   * Epoch milliseconds: set on a finished session reopened to correct what the server refused, so
   * finishing it again records the time it really ended, not the time it was corrected.
   */
  endedAt?: number | null | undefined;
  routineId: string | null;
  exercises: LiveExercise[];
  rest: RestTimer | null;
  /** Where the member goes next: the set after the last tick (the next exercise in a superset). */
  focus: SetPosition | null;
  nextKey: number;
}

export interface PlannedExercise {
  name: string;
  category: ExerciseCategory;
  restSeconds?: number | null;
  supersetGroup?: number | null;
  /** Planned weights and reps (a routine's); an exercise without any starts with one empty set. */
  sets?: { weight?: number | null; reps?: number | null }[];
}

export type SetField = 'weight' | 'reps' | 'rpe' | 'kind';

export type LiveSessionAction =
  | { type: 'addExercise'; exercise: PlannedExercise }
  | { type: 'removeExercise'; exerciseKey: string }
  | { type: 'addSet'; exerciseKey: string }
  | { type: 'removeSet'; exerciseKey: string; setKey: string }
  | { type: 'editSet'; exerciseKey: string; setKey: string; field: SetField; value: string }
  | { type: 'editNote'; exerciseKey: string; note: string }
  | {
      type: 'completeSet';
      exerciseKey: string;
      setKey: string;
      /** What an empty field records: last session's set in the same place. */
      previous: { weight: number; reps: number } | null;
      now: number;
    }
  | { type: 'undoSet'; exerciseKey: string; setKey: string }
  | { type: 'linkWithNext'; exerciseKey: string }
  | { type: 'unlink'; exerciseKey: string }
  | { type: 'adjustRest'; seconds: number; now: number }
  | { type: 'endRest' }
  | { type: 'changeUnits'; units: Units };

const textOf = (value: number | null | undefined) => (value == null ? '' : String(value));

function newSet(
  key: number,
  units: Units,
  planned: { weight?: number | null; reps?: number | null } = {},
): LiveSet {
  return {
    key: `s${key}`,
    weight: weightText(planned.weight, units),
    reps: textOf(planned.reps),
    rpe: '',
    kind: 'working',
    done: false,
    stored: planned.weight ?? null,
  };
}

/** Adds an exercise with its planned sets (or one empty set) and returns the session after it. */
function withExercise(session: LiveSession, planned: PlannedExercise): LiveSession {
  let nextKey = session.nextKey;
  const plannedSets = planned.sets?.length ? planned.sets : [{}];
  const sets = plannedSets.map((set) => newSet(nextKey++, session.units, set));
  const exercise: LiveExercise = {
    key: `e${nextKey++}`,
    name: planned.name,
    category: planned.category,
    restSeconds: planned.restSeconds ?? null,
    supersetGroup: planned.supersetGroup ?? null,
    note: '',
    sets,
  };
  return { ...session, exercises: [...session.exercises, exercise], nextKey };
}

export function startLiveSession(start: {
  id: string;
  now: number;
  units: Units;
  routineId?: string | null;
  exercises?: readonly PlannedExercise[];
}): LiveSession {
  const empty: LiveSession = {
    id: start.id,
    units: start.units,
    startedAt: start.now,
    routineId: start.routineId ?? null,
    exercises: [],
    rest: null,
    focus: null,
    nextKey: 1,
  };
  return (start.exercises ?? []).reduce(withExercise, empty);
}

/** The rest after an exercise: the routine's, else the default 90 s. */
export const restSecondsOf = (exercise: Pick<LiveExercise, 'restSeconds'>) =>
  exercise.restSeconds ?? DEFAULT_REST_SECONDS;

/** A typed weight or reps as a number, or null while empty or not a number. */
export function numberFrom(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Why a set cannot be ticked yet, or null when it can: each empty field takes last session's
 * value, and a field with neither is missing; a typed weight must be one the server takes, said
 * in the session's unit.
 */
export function problemForTick(
  set: Pick<LiveSet, 'weight' | 'reps' | 'stored'>,
  previous: { weight: number; reps: number } | null,
  units: Units,
): string | null {
  const weight = numberFrom(set.weight) ?? previous?.weight ?? null;
  const reps = numberFrom(set.reps) ?? previous?.reps ?? null;
  if (weight === null && reps === null) return 'Enter a weight and reps';
  if (weight === null) return 'Enter a weight';
  if (reps === null) return 'Enter reps';
  return weightEntry(set.weight, units, set.stored).error ?? null;
}

/** The pounds a set's weight stands for, or null while it has none the server would take. */
export function poundsOfSet(set: Pick<LiveSet, 'weight' | 'stored'>, units: Units): number | null {
  return weightEntry(set.weight, units, set.stored).stored ?? null;
}

/** Every weight re-expressed in other units; a weight that is no valid figure stays as typed. */
function changeUnits(session: LiveSession, units: Units): LiveSession {
  if (session.units === units) return session;
  return {
    ...session,
    units,
    exercises: session.exercises.map((exercise) => ({
      ...exercise,
      sets: exercise.sets.map((set) => {
        const pounds = poundsOfSet(set, session.units);
        return pounds === null ? set : { ...set, weight: weightText(pounds, units), stored: pounds };
      }),
    })),
  };
}

function mapExercise(
  session: LiveSession,
  exerciseKey: string,
  change: (exercise: LiveExercise) => LiveExercise,
): LiveSession {
  return {
    ...session,
    exercises: session.exercises.map((exercise) =>
      exercise.key === exerciseKey ? change(exercise) : exercise,
    ),
  };
}

function mapSet(
  session: LiveSession,
  exerciseKey: string,
  setKey: string,
  change: (set: LiveSet) => LiveSet,
): LiveSession {
  return mapExercise(session, exerciseKey, (exercise) => ({
    ...exercise,
    sets: exercise.sets.map((set) => (set.key === setKey ? change(set) : set)),
  }));
}

/** The lowest superset number not used by another group of the session. */
function freeGroupNumber(exercises: readonly LiveExercise[]): number {
  const used = new Set(exercises.map((exercise) => exercise.supersetGroup));
  let group = 1;
  while (used.has(group)) group += 1;
  return group;
}

function linkWithNext(session: LiveSession, exerciseKey: string): LiveSession {
  const index = session.exercises.findIndex((exercise) => exercise.key === exerciseKey);
  const current = session.exercises[index];
  const next = session.exercises[index + 1];
  if (!current || !next) return session;
  // Joining a group keeps its number; two loose exercises take a new one; two groups merge.
  const group = current.supersetGroup ?? next.supersetGroup ?? freeGroupNumber(session.exercises);
  const merged = new Set([current.supersetGroup, next.supersetGroup].filter((g) => g !== null));
  return {
    ...session,
    exercises: session.exercises.map((exercise, position) =>
      position === index ||
      position === index + 1 ||
      (exercise.supersetGroup !== null && merged.has(exercise.supersetGroup))
        ? { ...exercise, supersetGroup: group }
        : exercise,
    ),
  };
}

/** Takes an exercise out of its superset; a group left with one exercise is no superset any more. */
function unlink(session: LiveSession, exerciseKey: string): LiveSession {
  const leaving = session.exercises.find((exercise) => exercise.key === exerciseKey);
  if (!leaving || leaving.supersetGroup === null) return session;
  const group = leaving.supersetGroup;
  const remaining = session.exercises.filter(
    (exercise) => exercise.supersetGroup === group && exercise.key !== exerciseKey,
  );
  return {
    ...session,
    exercises: session.exercises.map((exercise) =>
      exercise.key === exerciseKey || (remaining.length < 2 && exercise.supersetGroup === group)
        ? { ...exercise, supersetGroup: null }
        : exercise,
    ),
  };
}

function completeSet(
  session: LiveSession,
  action: Extract<LiveSessionAction, { type: 'completeSet' }>,
): LiveSession {
  const exercise = session.exercises.find((candidate) => candidate.key === action.exerciseKey);
  const set = exercise?.sets.find((candidate) => candidate.key === action.setKey);
  if (!exercise || !set || set.done || problemForTick(set, action.previous, session.units) !== null) {
    return session;
  }
  // An empty weight records last session's, exactly as stored.
  const typedWeight = numberFrom(set.weight);
  const reps = numberFrom(set.reps) ?? action.previous?.reps;
  const ticked = mapSet(session, action.exerciseKey, action.setKey, (current) => ({
    ...current,
    ...(typedWeight === null
      ? {
          weight: weightText(action.previous?.weight, session.units),
          stored: action.previous?.weight ?? null,
        }
      : { weight: textOf(typedWeight) }),
    reps: textOf(reps),
    done: true,
  }));
  const next = nextAfterTick(ticked.exercises, { exerciseKey: action.exerciseKey, setKey: action.setKey });
  return {
    ...ticked,
    focus: next.focus,
    rest: next.restAfter
      ? {
          endsAt: action.now + restSecondsOf(next.restAfter) * 1000,
          totalSeconds: restSecondsOf(next.restAfter),
        }
      : ticked.rest,
  };
}

export function liveSessionReducer(session: LiveSession, action: LiveSessionAction): LiveSession {
  switch (action.type) {
    case 'addExercise':
      return withExercise(session, action.exercise);
    case 'removeExercise': {
      const without = unlink(session, action.exerciseKey);
      return {
        ...without,
        exercises: without.exercises.filter((exercise) => exercise.key !== action.exerciseKey),
        focus: session.focus?.exerciseKey === action.exerciseKey ? null : session.focus,
      };
    }
    case 'addSet':
      return {
        ...mapExercise(session, action.exerciseKey, (exercise) => {
          // A new set repeats the kind of the one before it (another drop set after a drop set).
          const last = exercise.sets.at(-1);
          return {
            ...exercise,
            sets: [
              ...exercise.sets,
              { ...newSet(session.nextKey, session.units), kind: last?.kind ?? 'working' },
            ],
          };
        }),
        nextKey: session.nextKey + 1,
      };
    case 'removeSet':
      return mapExercise(session, action.exerciseKey, (exercise) => ({
        ...exercise,
        sets: exercise.sets.filter((set) => set.key !== action.setKey),
      }));
    case 'editSet':
      if (action.field === 'kind' && !SET_KINDS.includes(action.value as SetKind)) return session;
      return mapSet(session, action.exerciseKey, action.setKey, (set) => ({
        ...set,
        [action.field]: action.value,
      }));
    case 'editNote':
      return mapExercise(session, action.exerciseKey, (exercise) => ({ ...exercise, note: action.note }));
    case 'completeSet':
      return completeSet(session, action);
    case 'undoSet':
      return mapSet(session, action.exerciseKey, action.setKey, (set) => ({ ...set, done: false }));
    case 'linkWithNext':
      return linkWithNext(session, action.exerciseKey);
    case 'unlink':
      return unlink(session, action.exerciseKey);
    case 'adjustRest': {
      if (!session.rest) return session;
      const endsAt = session.rest.endsAt + action.seconds * 1000;
      // Taking off more than is left ends the rest.
      if (endsAt <= action.now) return { ...session, rest: null };
      return {
        ...session,
        rest: { endsAt, totalSeconds: Math.max(1, session.rest.totalSeconds + action.seconds) },
      };
    }
    case 'endRest':
      return { ...session, rest: null };
    case 'changeUnits':
      return changeUnits(session, action.units);
  }
}
