import type { GoalType } from '../contract/goal-rules.ts';
import { GOAL_NOT_FOUND, goalOperations } from '../contract/operations/goals.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { storedUnderTakenId, violatesUnique } from '../http/client-writes.ts';
import { conflict, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { createGoal, deleteGoal, findGoal, type GoalCreation, listGoals, updateGoal } from './goal-store.ts';

/** One weekly goal per type (migration 20261123000900): the second is refused, the first is edited. */
const goalTypeTaken = (type: GoalType) => {
  const message = `You already have a weekly ${GOAL_TYPE_NAMES[type]} goal: edit it instead`;
  return conflict('goal_exists', `type: ${message}`, { type: message });
};
const GOAL_TYPE_NAMES: Record<GoalType, string> = {
  workouts: 'workouts',
  minutes: 'minutes',
  calories: 'calories',
};

/**
 * /api/goals: weekly goals, their progress counted over the current local week. A goal created
 * under the client's id is stored once however often it is sent; edits settle field by field by
 * when the member made them (the table's trigger).
 */
export function goalRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(goalOperations.list, async (c) => c.json(await asUser(sql, c.get('claims'), listGoals)));

  on(goalOperations.create, async (c, { body }) => {
    const claims = c.get('claims');
    const id = body.id ?? crypto.randomUUID();
    const creation = await asUser(sql, claims, (tx) => createGoal(tx, { ...body, id })).catch(
      async (error: unknown): Promise<GoalCreation> => ({
        outcome: 'stored',
        goal: await storedUnderTakenId(error, 'goal_pkey', () =>
          asUser(sql, claims, (tx) => findGoal(tx, id)),
        ),
      }),
    );
    if (creation.outcome === 'typeTaken') throw goalTypeTaken(body.type);
    return c.json(creation.goal, creation.outcome === 'created' ? 201 : 200);
  });

  on(goalOperations.update, async (c, { params: { id }, body }) => {
    // A new type the member has another goal of is refused by the unique index; a type change
    // that loses to a later one is never written, so it is never refused.
    const goal = await asUser(sql, c.get('claims'), (tx) => updateGoal(tx, id, body)).catch(
      (error: unknown) => {
        if (body.type !== undefined && violatesUnique(error, 'goal_user_id_type_key'))
          throw goalTypeTaken(body.type);
        throw error;
      },
    );
    if (!goal) throw notFound(GOAL_NOT_FOUND);
    return c.json(goal);
  });

  on(goalOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(sql, c.get('claims'), (tx) => deleteGoal(tx, id));
    if (!deleted) throw notFound(GOAL_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
