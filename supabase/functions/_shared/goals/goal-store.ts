import type { GoalType } from '../contract/goal-rules.ts';
import type { Goal } from '../contract/goals.ts';
import type { Tx } from '../db/database.ts';
import { pipelined } from '../db/pipelined.ts';
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

export interface NewGoal {
  /** The client's id for the goal, or one made here. */
  id: string;
  type: GoalType;
  target: number;
  /** When the member set it; undefined: now. */
  changedAt?: string | undefined;
}

/**
 * What storing a goal under its id came to: `created`; `stored` (the caller stored this id
 * before: the goal as it is, nothing written); or `typeTaken` (the caller has a goal of the type).
 */
export type GoalCreation =
  | { outcome: 'created' | 'stored'; goal: Goal }
  | { outcome: 'typeTaken'; goal?: undefined };

/**
 * Stores a goal under its id in one statement (this week's progress is read beside it). An id the
 * caller already stored answers that goal and writes nothing, whatever else the request says. An
 * id of another member's goal, which row-level security hides, fails the primary key (SQLSTATE
 * 23505 on `goal_pkey`).
 */
export async function createGoal(tx: Tx, { id, type, target, changedAt }: NewGoal): Promise<GoalCreation> {
  const [[row], progress] = await pipelined([
    tx<(GoalRow & { created: boolean })[]>`
      with stored as (
        select id, type, target, is_active, false as created from public.goal where id = ${id}
      ), created as (
        insert into public.goal (id, user_id, type, target, type_changed_at, target_changed_at)
        select ${id}::uuid, (select auth.uid()), ${type}::public.goal_type, ${target}::integer, at.time, at.time
        from (select coalesce(${changedAt ?? null}::timestamptz, now()) as time) as at
        where not exists (select from stored)
        on conflict (user_id, type) do nothing
        returning id, type, target, is_active, true as created
      )
      select * from stored union all select * from created`.execute(),
    weekProgress(tx),
  ]);
  if (!row) return { outcome: 'typeTaken' };
  const { created, ...stored } = row;
  return { outcome: created ? 'created' : 'stored', goal: toGoal(stored, progress) };
}

export async function findGoal(tx: Tx, id: string): Promise<Goal | undefined> {
  const [[row], progress] = await pipelined([
    tx<GoalRow[]>`select id, type, target, is_active from public.goal where id = ${id}`.execute(),
    weekProgress(tx),
  ]);
  return row && toGoal(row, progress);
}

export interface GoalChanges {
  type?: GoalType | undefined;
  target?: number | undefined;
  /** When the member made the change; undefined: now. */
  changedAt?: string | undefined;
}

/**
 * Writes the fields given as of `changedAt` and answers the goal as stored, or undefined when the
 * caller has no goal `id`: the table's trigger keeps a field whose stored value was changed later.
 * A new type the caller already has a goal of fails `goal_user_id_type_key` (SQLSTATE 23505).
 */
export async function updateGoal(tx: Tx, id: string, { type, target, changedAt }: GoalChanges) {
  const changedNow = () => tx`coalesce(${changedAt ?? null}::timestamptz, now())`;
  const [[row], progress] = await pipelined([
    tx<GoalRow[]>`
      update public.goal
      set type = coalesce(${type ?? null}::public.goal_type, type),
          type_changed_at = ${type === undefined ? tx`type_changed_at` : changedNow()},
          target = coalesce(${target ?? null}::integer, target),
          target_changed_at = ${target === undefined ? tx`target_changed_at` : changedNow()}
      where id = ${id}
      returning id, type, target, is_active`.execute(),
    weekProgress(tx),
  ]);
  return row && toGoal(row, progress);
}

/** Whether a goal of the caller's was deleted. */
export async function deleteGoal(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.goal where id = ${id} returning id`;
  return deleted.length > 0;
}
