import type { CreateWorkoutSessionBody } from '@contract/strength-log.ts';
import type { Units } from '@contract/units.ts';
import { weightText } from '@/lib/units.ts';
import type { LiveExercise, LiveSession } from './live-session-state.ts';
import { liveSessionStore } from './live-session-storage.ts';

/**
 * A finished session as the live screen holds it: every sent set ticked with its numbers (the
 * pounds sent kept exactly), its notes, supersets, start and end. Finishing it unchanged sends the
 * same session again.
 */
export function liveSessionOfBody(body: CreateWorkoutSessionBody, units: Units): LiveSession {
  let nextKey = 1;
  const exercises: LiveExercise[] = body.exercises.map((exercise) => {
    const sets = (exercise.sets ?? []).map((set) => ({
      key: `s${nextKey++}`,
      weight: weightText(set.weight, units),
      reps: String(set.reps),
      rpe: set.rpe == null ? '' : String(set.rpe),
      kind: set.kind ?? 'working',
      done: true,
      stored: set.weight,
    }));
    return {
      key: `e${nextKey++}`,
      name: exercise.name,
      category: exercise.category,
      restSeconds: null,
      supersetGroup: exercise.supersetGroup ?? null,
      note: exercise.note ?? '',
      sets,
    };
  });
  return {
    id: body.id,
    units,
    startedAt: Date.parse(body.startedAt),
    endedAt: Date.parse(body.endedAt),
    routineId: body.routineId ?? null,
    exercises,
    rest: null,
    focus: null,
    nextKey,
  };
}

/**
 * Opens a refused session in the live screen to correct it; false while another session is in
 * progress there (only one runs at a time: the member finishes or discards it first).
 */
export function reopenSession(userId: string, body: CreateWorkoutSessionBody, units: Units): boolean {
  const store = liveSessionStore(userId);
  if (store.load()) return false;
  store.save(liveSessionOfBody(body, units));
  return true;
}
