import type { GoalType } from '../contract/goal-rules.ts';
import { GOAL_NOT_FOUND, goalOperations } from '../contract/operations/goals.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { deleteGoal, hasOtherGoalOfType, insertGoal, listGoals, updateGoal } from './goal-store.ts';

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

/** /api/goals: weekly goals, their progress counted over the current local week. */
export function goalRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(goalOperations.list, async (c) => c.json(await asUser(sql, c.get('claims'), listGoals)));

  on(goalOperations.create, async (c, { body }) => {
    const goal = await asUser(sql, c.get('claims'), (tx) => insertGoal(tx, body));
    if (!goal) throw goalTypeTaken(body.type);
    return c.json(goal, 201);
  });

  on(goalOperations.update, async (c, { params: { id }, body }) => {
    const goal = await asUser(sql, c.get('claims'), async (tx) => {
      if (body.type !== undefined && (await hasOtherGoalOfType(tx, body.type, id))) {
        throw goalTypeTaken(body.type);
      }
      return updateGoal(tx, id, body);
    });
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
