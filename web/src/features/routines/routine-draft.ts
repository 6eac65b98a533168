import { DEFAULT_REST_SECONDS } from '@contract/set-log-rules.ts';
import type { Routine, RoutineBody } from '@contract/strength-log.ts';
import type { Units } from '@contract/units.ts';
import { type ExerciseCategory, LOAD_CATEGORIES } from '@contract/workout-rules.ts';
import type { FieldErrors } from '@/lib/field-errors.ts';
import { weightEntry, weightText } from '@/lib/units.ts';

/**
 * A routine as the editor holds it: inputs as typed (text, weights in the member's units), each
 * exercise and set with a key that
 * survives reordering, and supersets as a group key shared by neighbouring exercises. Groups stay
 * contiguous: every change below keeps them so, and a group left with one exercise dissolves.
 * Saving numbers the groups 1, 2, ... in order.
 */

export interface DraftSet {
  key: string;
  weight: string;
  reps: string;
  /** The stored pounds the weight was filled from; kept exactly while the field still shows them. */
  stored?: number | null;
}

export interface DraftExercise {
  key: string;
  name: string;
  category: ExerciseCategory;
  restSeconds: string;
  sets: DraftSet[];
  /** Exercises sharing a group are a superset; null: on its own. */
  group: string | null;
}

export interface RoutineDraft {
  name: string;
  exercises: DraftExercise[];
}

let lastKey = 0;
/** A key unique within the page, for React lists and superset groups. */
export const newKey = (prefix: string) => `${prefix}-${++lastKey}`;

const PLANNED_SETS_OF_A_LIFT = 3;

export const canJoinSuperset = (category: ExerciseCategory) => LOAD_CATEGORIES.includes(category);

export const emptyDraft = (): RoutineDraft => ({ name: '', exercises: [] });

export function draftOf(routine: Routine, units: Units): RoutineDraft {
  const groups = new Map<number, string>();
  return dissolveLoneGroups({
    name: routine.name,
    exercises: routine.exercises.map((exercise) => {
      let group: string | null = null;
      if (exercise.supersetGroup !== null) {
        group = groups.get(exercise.supersetGroup) ?? newKey('group');
        groups.set(exercise.supersetGroup, group);
      }
      return {
        key: newKey('exercise'),
        name: exercise.name,
        category: exercise.category,
        restSeconds: String(exercise.restSeconds),
        group,
        sets: exercise.sets.map((set) => ({
          key: newKey('set'),
          weight: weightText(set.weight, units),
          reps: set.reps === null ? '' : String(set.reps),
          stored: set.weight,
        })),
      };
    }),
  });
}

/** A lift starts with three open sets to fill in; other exercises with none. */
export function addExercise(
  draft: RoutineDraft,
  exercise: { name: string; category: ExerciseCategory },
): RoutineDraft {
  const sets = canJoinSuperset(exercise.category)
    ? Array.from({ length: PLANNED_SETS_OF_A_LIFT }, () => ({ key: newKey('set'), weight: '', reps: '' }))
    : [];
  return {
    ...draft,
    exercises: [
      ...draft.exercises,
      {
        key: newKey('exercise'),
        name: exercise.name,
        category: exercise.category,
        restSeconds: String(DEFAULT_REST_SECONDS),
        sets,
        group: null,
      },
    ],
  };
}

export function removeExercise(draft: RoutineDraft, index: number): RoutineDraft {
  return dissolveLoneGroups({ ...draft, exercises: draft.exercises.filter((_, at) => at !== index) });
}

export function updateExercise(
  draft: RoutineDraft,
  index: number,
  change: (exercise: DraftExercise) => DraftExercise,
): RoutineDraft {
  return {
    ...draft,
    exercises: draft.exercises.map((exercise, at) => (at === index ? change(exercise) : exercise)),
  };
}

/** A new set repeats the last one's figures, the usual plan (3 x 8 at the same weight). */
export function addSet(exercise: DraftExercise): DraftExercise {
  const last = exercise.sets.at(-1);
  return {
    ...exercise,
    sets: [
      ...exercise.sets,
      {
        key: newKey('set'),
        weight: last?.weight ?? '',
        reps: last?.reps ?? '',
        stored: last?.stored ?? null,
      },
    ],
  };
}

export function removeSet(exercise: DraftExercise, index: number): DraftExercise {
  return { ...exercise, sets: exercise.sets.filter((_, at) => at !== index) };
}

/** Whether the exercise at `index` is in a superset with the next one. */
export function isLinkedToNext(draft: RoutineDraft, index: number): boolean {
  const group = draft.exercises[index]?.group;
  return group != null && draft.exercises[index + 1]?.group === group;
}

/** Whether the exercise at `index` and the next may be linked into a superset. */
export function canLinkToNext(draft: RoutineDraft, index: number): boolean {
  const exercise = draft.exercises[index];
  const next = draft.exercises[index + 1];
  return !!exercise && !!next && canJoinSuperset(exercise.category) && canJoinSuperset(next.category);
}

/** Puts the exercise at `index` and the next (with whatever superset each is in) into one superset. */
export function linkToNext(draft: RoutineDraft, index: number): RoutineDraft {
  if (!canLinkToNext(draft, index)) return draft;
  const exercise = draft.exercises[index] as DraftExercise;
  const next = draft.exercises[index + 1] as DraftExercise;
  const group = exercise.group ?? next.group ?? newKey('group');
  const joining = new Set([exercise.group, next.group].filter((key) => key !== null));
  return {
    ...draft,
    exercises: draft.exercises.map((candidate, at) =>
      at === index || at === index + 1 || (candidate.group !== null && joining.has(candidate.group))
        ? { ...candidate, group }
        : candidate,
    ),
  };
}

/** Splits the superset between the exercise at `index` and the next. */
export function unlinkFromNext(draft: RoutineDraft, index: number): RoutineDraft {
  if (!isLinkedToNext(draft, index)) return draft;
  const group = draft.exercises[index]?.group;
  const rest = newKey('group');
  return dissolveLoneGroups({
    ...draft,
    exercises: draft.exercises.map((candidate, at) =>
      at > index && candidate.group === group ? { ...candidate, group: rest } : candidate,
    ),
  });
}

/** The run of exercises around `index` that share its group (the exercise alone when ungrouped). */
function blockAt(exercises: DraftExercise[], index: number): { start: number; end: number } {
  const group = exercises[index]?.group;
  let start = index;
  let end = index;
  if (group == null) return { start, end };
  while (exercises[start - 1]?.group === group) start -= 1;
  while (exercises[end + 1]?.group === group) end += 1;
  return { start, end };
}

/**
 * Moves the exercise at `index` one place up (-1) or down (+1). Within its superset it swaps with
 * its neighbour and the superset stays. Otherwise it steps over the whole neighbouring superset
 * (never landing inside another one), and leaves its own superset if it was at its edge.
 */
export function moveExercise(draft: RoutineDraft, index: number, direction: -1 | 1): RoutineDraft {
  const exercises = [...draft.exercises];
  const moving = exercises[index];
  const neighbourIndex = index + direction;
  const neighbour = exercises[neighbourIndex];
  if (!moving || !neighbour) return draft;
  if (moving.group !== null && neighbour.group === moving.group) {
    exercises[index] = neighbour;
    exercises[neighbourIndex] = moving;
    return { ...draft, exercises };
  }
  const block = blockAt(exercises, neighbourIndex);
  exercises.splice(index, 1);
  // After the removal, the neighbouring block's indexes below `index` are unchanged, above shift by one.
  const target = direction === -1 ? block.start : block.end;
  exercises.splice(target, 0, { ...moving, group: null });
  return dissolveLoneGroups({ ...draft, exercises });
}

/** A group key held by one exercise only (or by runs that are not neighbours) is no superset. */
function dissolveLoneGroups(draft: RoutineDraft): RoutineDraft {
  const counts = new Map<string, number>();
  for (const exercise of draft.exercises) {
    if (exercise.group !== null) counts.set(exercise.group, (counts.get(exercise.group) ?? 0) + 1);
  }
  return {
    ...draft,
    exercises: draft.exercises.map((exercise) =>
      exercise.group !== null && counts.get(exercise.group) === 1 ? { ...exercise, group: null } : exercise,
    ),
  };
}

/**
 * A number field as typed: blank is undefined (the field is optional), a number is the number,
 * anything else stays text so validation answers "must be a number" under the field.
 */
function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** Weights the member's units refuse, by field as the API names them (`exercises.0.sets.1.weight`). */
export function unitErrorsOf(draft: RoutineDraft, units: Units): FieldErrors {
  const errors: FieldErrors = {};
  draft.exercises.forEach((exercise, index) => {
    exercise.sets.forEach((set, at) => {
      const { error } = weightEntry(set.weight, units);
      if (error) errors[`exercises.${index}.sets.${at}.weight`] = error;
    });
  });
  return errors;
}

/** A planned weight as pounds; text the member's units refuse goes on as typed, for validation. */
function plannedPounds(set: DraftSet, units: Units): number | string | undefined {
  const entry = weightEntry(set.weight, units, set.stored);
  if (entry.error === undefined) return entry.stored ?? undefined;
  return numberOrText(set.weight);
}

/** The request body for the API (and for validation with the API's own schema), weights in pounds. */
export function bodyOf(draft: RoutineDraft, units: Units): RoutineBody {
  const groupNumbers = new Map<string, number>();
  for (const exercise of draft.exercises) {
    if (exercise.group !== null && !groupNumbers.has(exercise.group)) {
      groupNumbers.set(exercise.group, groupNumbers.size + 1);
    }
  }
  return {
    name: draft.name,
    exercises: draft.exercises.map((exercise) => ({
      name: exercise.name,
      category: exercise.category,
      // Deliberately loose: a text value is what validation reports, under its field.
      restSeconds: numberOrText(exercise.restSeconds) as number | undefined,
      supersetGroup: exercise.group === null ? null : (groupNumbers.get(exercise.group) ?? null),
      sets: exercise.sets.map((set) => ({
        weight: (plannedPounds(set, units) ?? null) as number | null,
        reps: (numberOrText(set.reps) ?? null) as number | null,
      })),
    })),
  };
}
