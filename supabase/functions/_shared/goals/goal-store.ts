import type { GoalType } from '../contract/goal-rules.ts';
import type { Goal } from '../contract/goals.ts';
import type { Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';

/**
 * Reads and writes of the caller's weekly goals, run as the member (asUser), each goal answered
 * with its progress over the current local week.
 */

type GoalRow = Pick<Row<'public.goal'>, 'id' | 'type' | 'target' | 'is_active'>;

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

export async function listGoals(tx: Tx): Promise<Goal[]> {
  const rows = await tx<GoalRow[]>`
    select id, type, target, is_active from public.goal
    where user_id = (select auth.uid()) order by created_at, id`;
  const progress = await weekProgress(tx);
  return rows.map((row) => toGoal(row, progress));
}

/** The new goal, or undefined when the caller already has a goal of this type. */
export async function insertGoal(tx: Tx, { type, target }: { type: GoalType; target: number }) {
  const [row] = await tx<GoalRow[]>`
    insert into public.goal (user_id, type, target)
    values ((select auth.uid()), ${type}, ${target})
    on conflict (user_id, type) do nothing
    returning id, type, target, is_active`;
  return row && toGoal(row, await weekProgress(tx));
}

/** Whether another of the caller's goals than `id` has this type. */
export async function hasOtherGoalOfType(tx: Tx, type: GoalType, id: string): Promise<boolean> {
  const [other] = await tx`select 1 from public.goal where type = ${type} and id <> ${id}
                             and user_id = (select auth.uid())`;
  return other !== undefined;
}

export interface GoalChanges {
  type?: GoalType | undefined;
  target?: number | undefined;
}

/** The changed goal, or undefined when the caller has no goal `id`. */
export async function updateGoal(tx: Tx, id: string, { type, target }: GoalChanges) {
  const changes: Record<string, string | number> = {};
  if (type !== undefined) changes.type = type;
  if (target !== undefined) changes.target = target;
  const [row] = await tx<GoalRow[]>`
    update public.goal set ${tx(changes)} where id = ${id}
    returning id, type, target, is_active`;
  return row && toGoal(row, await weekProgress(tx));
}

/** Whether a goal of the caller's was deleted. */
export async function deleteGoal(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.goal where id = ${id} returning id`;
  return deleted.length > 0;
}
