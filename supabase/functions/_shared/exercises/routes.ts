import { workoutOperations } from '../contract/operations/workouts.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { listExercises } from './exercise-store.ts';

/** GET /api/exercises?category=&search=&scope= from the exercise table (exercise-store.ts has the matching rules). */
export function exerciseRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);
  on(workoutOperations.exercises, async (c, { query }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => listExercises(tx, query))),
  );
  return app;
}
