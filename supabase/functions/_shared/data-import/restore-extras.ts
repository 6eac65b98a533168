import { STRENGTH_LOG_LIMITS } from '../contract/set-log-rules.ts';
import { LOAD_CATEGORIES } from '../contract/workout-rules.ts';
import type { Tx } from '../db/database.ts';
import type { FitTrackRestore } from '../domain/data-import/read-fittrack.ts';
import type { ResolveExercises } from './import-sessions.ts';
import { findExercises, readRoutines } from './import-store.ts';

/**
 * What a restore of this app's export brings beside the training: routines, and the custom
 * exercises to count. Calendar notes and goals are plain rows (import-store.ts).
 */

/** A routine to store, its exercises resolved; answers its id (the routines area's store, handed in by createApiApp). */
export type SaveRoutine = (
  tx: Tx,
  routine: {
    name: string;
    exercises: {
      exerciseId: string;
      restSeconds: number;
      supersetGroup: number | null;
      sets: { weight: number | null; reps: number | null }[];
    }[];
  },
) => Promise<string>;

/**
 * The export's routines, one per name: a routine of a name the member has already stays as it is
 * (and sessions started from the exported one link to it); the member's limit of routines holds,
 * so routines past it are left out. Answers how many were (or in a dry run would be) added, and
 * the stored routine of each exported one, by its id in the export.
 */
export async function restoreRoutines(
  tx: Tx,
  routines: FitTrackRestore['routines'],
  {
    store,
    resolveExercises,
    saveRoutine,
  }: { store: boolean; resolveExercises: ResolveExercises; saveRoutine: SaveRoutine },
): Promise<{ added: number; ids: Map<string, string> }> {
  const byName = await readRoutines(tx);
  const ids = new Map<string, string>();
  let room = STRENGTH_LOG_LIMITS.routinesPerMember - byName.size;
  let added = 0;
  for (const routine of routines) {
    const key = routine.name.toLowerCase();
    const stored = byName.get(key);
    if (stored !== undefined) {
      if (stored) ids.set(routine.id, stored);
      continue;
    }
    if (room <= 0) continue;
    room -= 1;
    added += 1;
    if (!store) {
      byName.set(key, '');
      continue;
    }
    const resolved = await resolveExercises(
      tx,
      routine.exercises.map(({ name, category }) => ({ name, category })),
    );
    const id = await saveRoutine(tx, {
      name: routine.name,
      exercises: routine.exercises.map((exercise, index) => {
        const found = resolved[index];
        if (!found) throw new Error(`The exercise ${exercise.name} of a routine was not resolved`);
        return {
          exerciseId: found.id,
          restSeconds: exercise.restSeconds,
          supersetGroup: LOAD_CATEGORIES.includes(found.category) ? exercise.supersetGroup : null,
          sets: exercise.sets.map((set) => ({ weight: set.weight, reps: set.reps })),
        };
      }),
    });
    byName.set(key, id);
    ids.set(routine.id, id);
  }
  return { added, ids };
}

/**
 * How many of the export's custom exercises no exercise of the member's (or the library) has the
 * name of: those the restore creates. Read before it does.
 */
export async function newCustomExercises(tx: Tx, restore: FitTrackRestore): Promise<number> {
  const names = restore.customExercises.map((exercise) => exercise.name);
  const existing = await findExercises(tx, names);
  return new Set(names.map((name) => name.toLowerCase()).filter((key) => !existing.has(key))).size;
}
