import type { ExerciseCategory } from '../contract/workout-rules.ts';
import type { Tx } from '../db/database.ts';
import { pipelined } from '../db/pipelined.ts';
import type { Row } from '../db/rows.ts';
import type { WorkoutToStore } from '../domain/data-import/stored-workouts.ts';

/**
 * The import's SQL, run as the member (asUser): row-level security keeps every read and write to
 * the caller's own rows, and `(select auth.uid())` names the owner of new ones. Imported
 * sessions are stored as recorded sessions are (a workout_session, a workout and its
 * workout_exercise row per exercise, the set log), many sessions per statement, so the
 * statement-level triggers that keep totals, streaks, records and rep totals run once per batch.
 */

/** The caller's time zone: the wall-clock times of an export are read in it. */
export async function readTimeZone(tx: Tx): Promise<string> {
  const [row] = await tx<Pick<Row<'public.profile'>, 'time_zone'>[]>`
    select time_zone from public.profile where id = (select auth.uid())`;
  return row?.time_zone ?? 'UTC';
}

/**
 * Holds the caller's imports one at a time until this transaction ends, so two uploads of the
 * same file racing see each other's sessions instead of both storing them.
 */
export async function lockImports(tx: Tx): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended('data-import:' || (select auth.uid())::text, 0))`;
}

/** Which of these session ids the caller has stored already. */
export async function findStoredSessions(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx<Pick<Row<'public.workout_session'>, 'id'>[]>`
    select id from public.workout_session where id = any(${ids as string[]}::uuid[])`;
  return new Set(rows.map((row) => row.id));
}

/** Which of these workout ids the caller has stored already. */
export async function findStoredWorkouts(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx<Pick<Row<'public.workout'>, 'id'>[]>`
    select id from public.workout where id = any(${ids as string[]}::uuid[])`;
  return new Set(rows.map((row) => row.id));
}

export interface FoundExercise {
  id: string;
  name: string;
  category: ExerciseCategory;
  library: boolean;
}

/**
 * The exercises these names mean, by lower-case name, as a log resolves a name: the library's of
 * that name in any letter case first, else the caller's own. Names that mean none are absent.
 */
export async function findExercises(tx: Tx, names: readonly string[]): Promise<Map<string, FoundExercise>> {
  if (names.length === 0) return new Map();
  const rows = await tx<
    (Pick<Row<'public.exercise'>, 'id' | 'name' | 'category'> & { key: string; library: boolean })[]
  >`
    select distinct on (lower(wanted.name)) lower(wanted.name) as key, e.id, e.name, e.category,
           e.owner_id is null as library
    from unnest(${names as string[]}::text[]) as wanted (name)
    join public.exercise e on lower(e.name) = lower(wanted.name)
    order by lower(wanted.name), e.owner_id nulls first`;
  return new Map(rows.map(({ key, ...exercise }) => [key, exercise]));
}

/**
 * Has every plan this connection keeps made again at its next use. A batch of an import adds
 * thousands of rows to tables whose statistics do not move until the transaction commits (and
 * the embedded database never analyzes them), while the plans of the statements the maintenance
 * triggers run stay cached for the connection's life: made when the tables were small, a plan
 * that scans a table for each new row costs the import's last batches seconds each (a ten-year
 * history took 93 s instead of 5). Made again before a batch, the planner sizes the tables as they
 * are now. Run by the member: discarding plans needs no privilege and touches no data.
 */
export async function replanForGrownTables(tx: Tx): Promise<void> {
  await tx`discard plans`;
}

export interface SessionToStore {
  /** The session's id; for a workout logged alone, the workout's. */
  id: string;
  /** A workout logged on its own: stored without a session. */
  standalone: boolean;
  /** The member's routine the session was started from. */
  routineId: string | null;
  startedAt: Date;
  endedAt: Date;
  notes: string | null;
  workouts: readonly WorkoutToStore[];
}

/**
 * Stores a batch of sessions with their workouts and sets: four statements whatever the batch's
 * size, sent together (the workout ids are made here, so none waits for another's answer). The
 * workouts are marked imported: the database lets the facade's import date them back to 1970. The
 * sets go before the exercise rows, as the API writes a workout: the exercise rows' trigger then
 * counts each workout whole, once, and keeps the bests incrementally.
 */
export async function insertImportedSessions(tx: Tx, sessions: readonly SessionToStore[]): Promise<void> {
  const sessionRows = sessions
    .filter((session) => !session.standalone)
    .map((session) => ({
      id: session.id,
      started_at: session.startedAt.toISOString(),
      ended_at: session.endedAt.toISOString(),
      notes: session.notes,
      routine_id: session.routineId,
    }));
  const workoutRows = sessions.flatMap((session) =>
    session.workouts.map((workout, position) => ({
      id: session.standalone ? session.id : crypto.randomUUID(),
      session_id: session.standalone ? null : session.id,
      date: session.startedAt.toISOString(),
      position: session.standalone ? null : position,
      exercise_id: workout.exerciseId,
      name: workout.name,
      category: workout.category,
      duration: workout.duration,
      calories_burned: workout.caloriesBurned,
      difficulty_level: workout.difficultyLevel,
      perceived_exertion: workout.perceivedExertion,
      completion_rate: workout.completionRate,
      superset_group: workout.supersetGroup,
      notes: workout.note,
      sets: workout.summary?.sets ?? null,
      reps: workout.summary?.reps ?? null,
      weight: workout.summary?.weight ?? null,
      distance: workout.distance,
      log: workout.sets,
    })),
  );
  const setRows = workoutRows.flatMap(({ id, log }) =>
    (log ?? []).map((set, position) => ({
      workout_id: id,
      position,
      weight: set.weight,
      reps: set.reps,
      rpe: set.rpe ?? null,
      kind: set.kind,
    })),
  );
  const workouts = workoutRows.map(({ log: _log, ...row }) => row);
  await pipelined([
    sessionRows.length === 0
      ? Promise.resolve([])
      : tx`
      insert into public.workout_session (id, user_id, started_at, ended_at, notes, routine_id)
      select id, (select auth.uid()), started_at, ended_at, notes, routine_id
      from jsonb_to_recordset(${tx.json(sessionRows)}::jsonb)
           as imported (id uuid, started_at timestamptz, ended_at timestamptz, notes text, routine_id uuid)`.execute(),
    tx`
      insert into public.workout (id, user_id, name, category, duration, calories_burned, date, difficulty_level,
                                  perceived_exertion, completion_rate, notes, session_id, session_position,
                                  superset_group, imported)
      select id, (select auth.uid()), name, category, duration, calories_burned, date, difficulty_level,
             perceived_exertion, completion_rate, notes, session_id, position, superset_group, true
      from jsonb_to_recordset(${tx.json(workouts)}::jsonb) as imported (
        id uuid, session_id uuid, date timestamptz, position smallint, name text,
        category public.exercise_category, duration smallint, calories_burned integer,
        difficulty_level smallint, perceived_exertion smallint, completion_rate smallint,
        superset_group smallint, notes text)
      order by date, session_id, position`.execute(),
    setRows.length === 0
      ? Promise.resolve([])
      : tx`
      insert into public.workout_set (workout_id, user_id, position, weight, reps, rpe, kind)
      select workout_id, (select auth.uid()), position, weight, reps, rpe, kind
      from jsonb_to_recordset(${tx.json(setRows)}::jsonb) as imported (
        workout_id uuid, position smallint, weight numeric, reps smallint, rpe numeric, kind public.set_kind)`.execute(),
    tx`
      insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight, distance, duration)
      select id, (select auth.uid()), exercise_id, sets, reps, weight, distance, duration * 60
      from jsonb_to_recordset(${tx.json(workouts)}::jsonb) as imported (
        id uuid, date timestamptz, session_id uuid, position smallint, exercise_id uuid, sets integer,
        reps integer, weight numeric, distance numeric, duration smallint)
      order by date, session_id, position`.execute(),
  ]);
}

/**
 * Calendar notes of days that have none yet (one note per day); answers how many were, or in a
 * dry run would be, written. A day that has a note keeps it.
 */
export async function restoreCalendarNotes(
  tx: Tx,
  notes: readonly { date: string; note: string }[],
  store: boolean,
): Promise<number> {
  if (notes.length === 0) return 0;
  const rows = notes.map(({ date, note }) => ({ date, note }));
  if (!store) {
    const [row] = await tx<{ count: number }[]>`
      select count(distinct given.date)::integer as count
      from jsonb_to_recordset(${tx.json(rows)}::jsonb) as given (date date, note text)
      where not exists (select 1 from public.calendar_note n where n.date = given.date)`;
    return row?.count ?? 0;
  }
  const written = await tx`
    insert into public.calendar_note (user_id, date, note)
    select (select auth.uid()), date, note
    from jsonb_to_recordset(${tx.json(rows)}::jsonb) as given (date date, note text)
    on conflict (user_id, date) do nothing
    returning id`;
  return written.length;
}

/** Weekly goals of types the member has not set (one per type); answers how many. */
export async function restoreGoals(
  tx: Tx,
  goals: readonly { type: string; target: number }[],
  store: boolean,
): Promise<number> {
  if (goals.length === 0) return 0;
  const rows = goals.map(({ type, target }) => ({ type, target }));
  if (!store) {
    const [row] = await tx<{ count: number }[]>`
      select count(distinct given.type)::integer as count
      from jsonb_to_recordset(${tx.json(rows)}::jsonb) as given (type public.goal_type, target integer)
      where not exists (select 1 from public.goal g where g.type = given.type)`;
    return row?.count ?? 0;
  }
  const written = await tx`
    insert into public.goal (user_id, type, target)
    select (select auth.uid()), type, target
    from jsonb_to_recordset(${tx.json(rows)}::jsonb) as given (type public.goal_type, target integer)
    on conflict (user_id, type) do nothing
    returning id`;
  return written.length;
}

/** The member's routines by name in lower case: their ids. */
export async function readRoutines(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx<{ name: string; id: string }[]>`select lower(name) as name, id from public.routine`;
  return new Map(rows.map((row) => [row.name, row.id]));
}
