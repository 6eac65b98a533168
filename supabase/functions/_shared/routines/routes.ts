import type { z } from 'zod';
import { ROUTINE_NOT_FOUND, routineOperations } from '../contract/operations/strength-log.ts';
import { STRENGTH_LOG_LIMITS } from '../contract/set-log-rules.ts';
import type { routineBodySchema } from '../contract/strength-log.ts';
import type { ExerciseCategory } from '../contract/workout-rules.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql, Tx } from '../db/database.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { fieldPath } from '../http/validation.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import {
  deleteRoutine,
  findRoutine,
  insertRoutine,
  isRoutineLimitError,
  listRoutines,
  type RoutineExerciseToStore,
  renameRoutine,
  replaceExercises,
} from './routine-store.ts';

type RoutineBody = z.output<typeof routineBodySchema>;

/**
 * The exercise a name means, as logging a workout resolves it: the library's, else the member's
 * own, else a new exercise of the member's in the given category. Handed in by createApiApp.
 */
export type ResolveExercise = (
  tx: Tx,
  name: string,
  category: ExerciseCategory,
) => Promise<{ id: string; name: string; category: ExerciseCategory }>;

const ROUTINE_LIMIT_MESSAGE = `You have ${STRENGTH_LOG_LIMITS.routinesPerMember} routines, the most you can keep: delete one to save a new one`;

/**
 * The body's exercises, each resolved to a stored exercise; one known under another category is a
 * 400 naming it. A name new to the member becomes their own exercise, within the caller's
 * transaction: a refusal later in the request stores nothing.
 */
async function resolveExercises(
  tx: Tx,
  body: RoutineBody,
  resolveExercise: ResolveExercise,
): Promise<RoutineExerciseToStore[]> {
  const exercises: RoutineExerciseToStore[] = [];
  for (const [index, exercise] of body.exercises.entries()) {
    const resolved = await resolveExercise(tx, exercise.name, exercise.category);
    if (resolved.category !== exercise.category) {
      const field = fieldPath(['exercises', index, 'category']);
      const message = `${resolved.name} is a ${resolved.category} exercise`;
      throw badRequest('category_mismatch', `${field}: ${message}`, { [field]: message });
    }
    exercises.push({
      exerciseId: resolved.id,
      restSeconds: exercise.restSeconds,
      supersetGroup: exercise.supersetGroup ?? null,
      sets: exercise.sets.map((set) => ({ weight: set.weight ?? null, reps: set.reps ?? null })),
    });
  }
  return exercises;
}

/** /api/routines: a member's saved plans of a session, listed by name, each replaced whole. */
export function routineRoutes({
  sql,
  auth,
  resolveExercise,
}: {
  sql: Sql;
  auth: SessionAuthority;
  resolveExercise: ResolveExercise;
}) {
  const { app, on } = operationRouter(auth);

  on(routineOperations.list, async (c) => c.json(await asUser(sql, c.get('claims'), listRoutines)));

  on(routineOperations.create, async (c, { body }) => {
    try {
      const routine = await asUser(sql, c.get('claims'), async (tx) => {
        // The routine first: past the limit, nothing else is attempted.
        const id = await insertRoutine(tx, body.name);
        return replaceExercises(tx, id, await resolveExercises(tx, body, resolveExercise));
      });
      return c.json(routine, 201);
    } catch (error) {
      if (isRoutineLimitError(error)) throw badRequest('routine_limit', ROUTINE_LIMIT_MESSAGE);
      throw error;
    }
  });

  on(routineOperations.get, async (c, { params: { id } }) => {
    const routine = await asUser(sql, c.get('claims'), (tx) => findRoutine(tx, id));
    if (!routine) throw notFound(ROUTINE_NOT_FOUND);
    return c.json(routine);
  });

  on(routineOperations.replace, async (c, { params: { id }, body }) => {
    const routine = await asUser(sql, c.get('claims'), async (tx) => {
      // Another member's routine is not found, before any exercise is resolved (or created).
      if (!(await renameRoutine(tx, id, body.name))) throw notFound(ROUTINE_NOT_FOUND);
      return replaceExercises(tx, id, await resolveExercises(tx, body, resolveExercise));
    });
    return c.json(routine);
  });

  on(routineOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(sql, c.get('claims'), (tx) => deleteRoutine(tx, id));
    if (!deleted) throw notFound(ROUTINE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
