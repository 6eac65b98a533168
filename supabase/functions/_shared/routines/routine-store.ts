import postgres from 'postgres';
import type { Routine } from '../contract/strength-log.ts';
import type { Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';

/**
 * Reads and writes of the caller's routines, run as the member (asUser): row-level security keeps
 * each member to their own, `(select auth.uid())` only names the owner of new rows. A routine is
 * read whole (exercises in order, each with its planned sets) in one statement.
 */

/** One exercise of a routine to store, its library or custom exercise already resolved. */
export interface RoutineExerciseToStore {
  exerciseId: string;
  restSeconds: number;
  supersetGroup: number | null;
  sets: { weight: number | null; reps: number | null }[];
}

type RoutineRow = Pick<Row<'public.routine'>, 'id' | 'name' | 'created_at' | 'updated_at'> & {
  exercises: Routine['exercises'];
};

const toRoutine = (row: RoutineRow): Routine => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  exercises: row.exercises,
});

/** Routines with their exercises and planned sets as JSON, in order; `only` picks one routine. */
const selectRoutines = (tx: Tx, only?: string) => tx<RoutineRow[]>`
  select r.id, r.name, r.created_at, r.updated_at,
         coalesce((
           select json_agg(json_build_object(
                    'exerciseId', re.exercise_id, 'name', e.name, 'category', e.category,
                    'restSeconds', re.rest_seconds, 'supersetGroup', re.superset_group,
                    'sets', coalesce((
                      select json_agg(json_build_object('weight', rs.weight, 'reps', rs.reps) order by rs.position)
                      from public.routine_set rs
                      where rs.routine_exercise_id = re.id and rs.user_id = re.user_id), '[]'::json))
                  order by re.position)
           from public.routine_exercise re
           join public.exercise e on e.id = re.exercise_id
           where re.routine_id = r.id and re.user_id = r.user_id), '[]'::json) as exercises
  from public.routine r
  where r.user_id = (select auth.uid()) ${only === undefined ? tx`` : tx`and r.id = ${only}`}
  order by lower(r.name), r.name, r.id`;

/** The caller's routines, by name (letter case aside). */
export async function listRoutines(tx: Tx): Promise<Routine[]> {
  return (await selectRoutines(tx)).map(toRoutine);
}

/** The caller's routine `id`, or undefined when they have none of that id. */
export async function findRoutine(tx: Tx, id: string): Promise<Routine | undefined> {
  const [row] = await selectRoutines(tx, id);
  return row && toRoutine(row);
}

/** The database's refusal of a member's routine past the limit (trigger routine_per_member_limit). */
export const isRoutineLimitError = (error: unknown) =>
  error instanceof postgres.PostgresError &&
  error.code === '23514' &&
  error.constraint_name === 'routine_per_member_limit';

/**
 * A new routine of the caller's, named, without exercises yet; answers its id. Past the member's
 * limit the insert fails with the database's refusal (see isRoutineLimitError).
 */
export async function insertRoutine(tx: Tx, name: string): Promise<string> {
  const [created] = await tx<Pick<Row<'public.routine'>, 'id'>[]>`
    insert into public.routine (user_id, name) values ((select auth.uid()), ${name}) returning id`;
  if (!created) throw new Error('Insert returned no routine');
  return created.id;
}

/**
 * Names the caller's routine `id` (the same name too: it stamps updated_at); false when they have
 * none of that id.
 */
export async function renameRoutine(tx: Tx, id: string, name: string): Promise<boolean> {
  const renamed = await tx`update public.routine set name = ${name} where id = ${id} returning id`;
  return renamed.length > 0;
}

/**
 * Makes `exercises` (in order, with their planned sets) the whole content of the caller's routine
 * and answers the routine. The caller's transaction makes the replacement all or nothing.
 */
export async function replaceExercises(
  tx: Tx,
  routineId: string,
  exercises: RoutineExerciseToStore[],
): Promise<Routine> {
  // Planned sets go with their exercises (on delete cascade).
  await tx`delete from public.routine_exercise where routine_id = ${routineId}`;
  await insertExercises(tx, routineId, exercises);
  const saved = await findRoutine(tx, routineId);
  if (!saved) throw new Error('A stored routine is not readable');
  return saved;
}

/** Whether a routine of the caller's was deleted; sessions started from it keep their workouts. */
export async function deleteRoutine(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.routine where id = ${id} returning id`;
  return deleted.length > 0;
}

/** The exercises in order and their planned sets, in one statement. */
async function insertExercises(tx: Tx, routineId: string, exercises: RoutineExerciseToStore[]) {
  const exerciseRows = exercises.map((exercise, position) => ({
    position,
    exercise_id: exercise.exerciseId,
    rest_seconds: exercise.restSeconds,
    superset_group: exercise.supersetGroup,
  }));
  const setRows = exercises.flatMap((exercise, exercisePosition) =>
    exercise.sets.map((set, position) => ({
      exercise_position: exercisePosition,
      position,
      weight: set.weight,
      reps: set.reps,
    })),
  );
  await tx`
    with stored as (
      insert into public.routine_exercise (routine_id, user_id, position, exercise_id, rest_seconds, superset_group)
      select ${routineId}, (select auth.uid()), e.position, e.exercise_id, e.rest_seconds, e.superset_group
      from jsonb_to_recordset(${tx.json(exerciseRows)}::jsonb)
        as e(position smallint, exercise_id uuid, rest_seconds smallint, superset_group smallint)
      returning id, user_id, position
    )
    insert into public.routine_set (routine_exercise_id, user_id, position, weight, reps)
    select stored.id, stored.user_id, s.position, s.weight, s.reps
    from jsonb_to_recordset(${tx.json(setRows)}::jsonb)
      as s(exercise_position smallint, position smallint, weight numeric, reps smallint)
    join stored on stored.position = s.exercise_position`;
}
