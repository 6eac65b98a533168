import type { AuthProvider } from '../auth/auth-provider.ts';
import type { GoalType } from '../contract/goal-rules.ts';
import type { Goal } from '../contract/goals.ts';
import { GOAL_NOT_FOUND, goalOperations } from '../contract/operations/goals.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql, Tx } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';

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

interface GoalRow {
  id: string;
  type: GoalType;
  target: number;
  is_active: boolean;
}

/** This local week's figures (Sunday to Saturday in the member's zone), one per goal type. */
async function weekProgress(tx: Tx): Promise<Record<GoalType, number>> {
  const [week] = await tx<{ workouts: number; minutes: number; calories: number }[]>`
    with zone as (select time_zone as tz from public.profile where id = (select auth.uid())),
    bounds as (
      select ((now() at time zone tz)::date - extract(dow from (now() at time zone tz))::integer) as sunday, tz
      from zone
    )
    select count(w.id)::integer as workouts,
           coalesce(sum(w.duration), 0)::integer as minutes,
           coalesce(sum(w.calories_burned), 0)::integer as calories
    from bounds
    left join public.workout w
      on w.user_id = (select auth.uid())
     and w.date >= (bounds.sunday::timestamp at time zone bounds.tz)
     and w.date < ((bounds.sunday + 7)::timestamp at time zone bounds.tz)`;
  return { workouts: week?.workouts ?? 0, minutes: week?.minutes ?? 0, calories: week?.calories ?? 0 };
}

const toGoal = (row: GoalRow, progress: Record<GoalType, number>): Goal => ({
  id: row.id,
  type: row.type,
  target: row.target,
  current: progress[row.type],
  period: 'weekly',
  isActive: row.is_active,
});

/** /api/goals: weekly goals, their progress counted over the current local week. */
export function goalRoutes({ sql, auth }: { sql: Sql; auth: AuthProvider }) {
  const { app, on } = operationRouter(auth);

  on(goalOperations.list, async (c) => {
    const goals = await asUser(sql, c.get('claims'), async (tx) => {
      const rows = await tx<GoalRow[]>`
          select id, type, target, is_active from public.goal
          where user_id = (select auth.uid()) order by created_at, id`;
      const progress = await weekProgress(tx);
      return rows.map((row) => toGoal(row, progress));
    });
    return c.json(goals);
  });

  on(goalOperations.create, async (c, { body }) => {
    const goal = await asUser(sql, c.get('claims'), async (tx) => {
      const [row] = await tx<GoalRow[]>`
          insert into public.goal (user_id, type, target)
          values ((select auth.uid()), ${body.type}, ${body.target})
          on conflict (user_id, type) do nothing
          returning id, type, target, is_active`;
      if (!row) throw goalTypeTaken(body.type);
      return toGoal(row, await weekProgress(tx));
    });
    return c.json(goal, 201);
  });

  on(goalOperations.update, async (c, { params: { id }, body }) => {
    const changes: Record<string, string | number> = {};
    if (body.type !== undefined) changes.type = body.type;
    if (body.target !== undefined) changes.target = body.target;
    const goal = await asUser(sql, c.get('claims'), async (tx) => {
      if (body.type !== undefined) {
        const [other] = await tx`select 1 from public.goal where type = ${body.type} and id <> ${id}
                                   and user_id = (select auth.uid())`;
        if (other) throw goalTypeTaken(body.type);
      }
      const [row] = await tx<GoalRow[]>`
          update public.goal set ${tx(changes)} where id = ${id}
          returning id, type, target, is_active`;
      return row && toGoal(row, await weekProgress(tx));
    });
    if (!goal) throw notFound(GOAL_NOT_FOUND);
    return c.json(goal);
  });

  on(goalOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx`delete from public.goal where id = ${id} returning id`,
    );
    if (deleted.length === 0) throw notFound(GOAL_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
