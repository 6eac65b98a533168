import type postgres from 'postgres';
import type { LoggedSet } from '../contract/set-log-rules.ts';
import type { LoggedSetResponse } from '../contract/strength-log.ts';
import type { ExerciseCategory } from '../contract/workout-rules.ts';
import type { Stats, Workout } from '../contract/workouts.ts';
import { type SingleStatement, singleStatement } from '../db/as-user.ts';
import type { Tx } from '../db/database.ts';
import { pipelined } from '../db/pipelined.ts';
import type { Nullable, Row } from '../db/rows.ts';

/**
 * Reads and writes of the caller's workouts. Every statement runs as the member (asUser), so
 * row-level security decides visibility; `(select auth.uid())` only names the owner of new rows.
 */

/** A workout and its exercise detail (left joined: null where the workout has none). */
type WorkoutRow = Pick<
  Row<'public.workout'>,
  | 'id'
  | 'name'
  | 'category'
  | 'duration'
  | 'calories_burned'
  | 'date'
  | 'difficulty_level'
  | 'perceived_exertion'
  | 'completion_rate'
  | 'session_id'
  | 'notes'
> &
  Nullable<Pick<Row<'public.workout_exercise'>, 'exercise_id' | 'sets' | 'reps' | 'weight' | 'distance'>> & {
    set_log: LoggedSetResponse[] | null;
  };

const toNumber = (value: string | null) => (value === null ? null : Number(value));

const toWorkout = (row: WorkoutRow): Workout => ({
  id: row.id,
  exerciseId: row.exercise_id,
  name: row.name,
  category: row.category,
  duration: row.duration,
  caloriesBurned: row.calories_burned,
  date: row.date.toISOString(),
  difficultyLevel: row.difficulty_level,
  perceivedExertion: row.perceived_exertion,
  completionRate: row.completion_rate,
  sets: row.sets,
  reps: row.reps,
  weight: toNumber(row.weight),
  distance: toNumber(row.distance),
  setLog: row.set_log,
  sessionId: row.session_id,
  note: row.notes,
});

/**
 * One workout with its exercise detail (the log links one library exercise per session) and its
 * set log, in order (null when it has none).
 */
const selectWorkouts = (tx: Tx) => tx`
  select w.id, we.exercise_id, w.name, w.category, w.duration, w.calories_burned, w.date,
         w.difficulty_level, w.perceived_exertion, w.completion_rate, w.session_id, w.notes,
         we.sets, we.reps, we.weight, we.distance,
         (select json_agg(json_build_object('weight', s.weight, 'reps', s.reps, 'rpe', s.rpe, 'kind', s.kind)
                          order by s.position)
          from public.workout_set s where s.workout_id = w.id) as set_log
  from public.workout w
  left join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id`;

export interface SessionDetail {
  sets?: number | null | undefined;
  reps?: number | null | undefined;
  weight?: number | null | undefined;
  distance?: number | null | undefined;
}

export interface NewWorkout extends SessionDetail {
  /** The client's id for the workout; undefined: one is made here. */
  id?: string | undefined;
  /** The sets as lifted; the summary fields must already be derived from them. */
  setLog?: readonly LoggedSet[] | undefined;
  exerciseId: string;
  name: string;
  category: ExerciseCategory;
  duration: number;
  caloriesBurned: number;
  difficultyLevel: number;
  perceivedExertion: number;
  completionRate: number;
  date?: string | undefined;
}

type ExerciseRef = Pick<Row<'public.exercise'>, 'id' | 'name' | 'category'>;

/**
 * The exercise a logged name means: the library's of that name in any letter case, else the
 * member's own. Row-level security limits the search to the library and the caller's own exercises.
 */
export async function findExercise(tx: Tx, name: string): Promise<ExerciseRef | undefined> {
  const [exercise] = await tx<ExerciseRef[]>`
    select id, name, category from public.exercise
    where lower(name) = lower(${name})
    order by owner_id nulls first
    limit 1`;
  return exercise;
}

/** A name that is neither the library's nor the member's becomes the member's own exercise, in `category`. */
export async function createExercise(tx: Tx, name: string, category: ExerciseCategory): Promise<ExerciseRef> {
  // Two first logs racing: the second insert does nothing and reads the first one's row.
  await tx`
    insert into public.exercise (name, category, owner_id)
    values (${name}, ${category}, (select auth.uid()))
    on conflict (owner_id, lower(name)) where owner_id is not null do nothing`;
  const created = await findExercise(tx, name);
  if (!created) throw new Error('A custom exercise was created but cannot be read');
  return created;
}

/** The exercise a logged name means (findExercise), created as the member's own when there is none. */
export async function findOrCreateExercise(
  tx: Tx,
  name: string,
  category: ExerciseCategory,
): Promise<ExerciseRef> {
  return (await findExercise(tx, name)) ?? createExercise(tx, name, category);
}

/**
 * The exercises a session's names mean, in order, as findOrCreateExercise resolves each: one
 * statement finds those that exist, and only names that are new are created one by one.
 */
export async function resolveExercises(
  tx: Tx,
  wanted: readonly { name: string; category: ExerciseCategory }[],
): Promise<ExerciseRef[]> {
  const names = [...new Set(wanted.map(({ name }) => name))];
  const rows = await tx<(ExerciseRef & { wanted: string })[]>`
    select distinct on (wanted.name) wanted.name as wanted, e.id, e.name, e.category
    from unnest(${names}::text[]) as wanted (name)
    join public.exercise e on lower(e.name) = lower(wanted.name)
    order by wanted.name, e.owner_id nulls first`;
  const byName = new Map<string, ExerciseRef>(rows.map(({ wanted: name, ...exercise }) => [name, exercise]));
  const resolved: ExerciseRef[] = [];
  for (const { name, category } of wanted) {
    const exercise = byName.get(name) ?? (await findOrCreateExercise(tx, name, category));
    byName.set(name, exercise);
    resolved.push(exercise);
  }
  return resolved;
}

type StoredDetail = Pick<
  Row<'public.workout_exercise'>,
  'exercise_id' | 'sets' | 'reps' | 'weight' | 'distance'
>;
type StoredSet = Pick<Row<'public.workout_set'>, 'position' | 'weight' | 'reps' | 'rpe' | 'kind'>;

/**
 * Logs a workout in one round trip: its id is known beforehand (the client's, or made here), so the
 * workout, its exercise row and its set log are sent together, and the answer is built from what
 * each insert returns (the stored date and the figures as the columns keep them) instead of being
 * read back. An id already taken fails the primary key (SQLSTATE 23505 on `workout_pkey`), before
 * the rows behind it are written.
 */
export async function insertWorkout(tx: Tx, workout: NewWorkout): Promise<Workout> {
  const known = () => tx`
    select ${workout.exerciseId}::uuid as id, ${workout.name}::text as name,
           ${workout.category}::public.exercise_category as category`;
  const logged = await insertWorkoutOf(tx, { ...workout, id: workout.id ?? crypto.randomUUID() }, known);
  if (!logged) throw new Error('Insert returned no workout');
  return logged;
}

/**
 * insertWorkout for a workout named as the member typed it, when that name is an exercise the
 * member can see (findExercise's rule) of the workout's category: the look-up happens inside the
 * inserts, so `begin`, the claims, the inserts and `commit` make one write and one wait. Answers
 * undefined, having stored nothing, when the name is new or of another category: the inserts
 * behind the workout's then fail on its missing row, so the transaction is aborted and its
 * commit rolls it back. The caller then resolves the name as before (findOrCreateExercise).
 */
export function insertWorkoutOfNamedExercise(
  tx: Tx,
  workout: Omit<NewWorkout, 'exerciseId'> & { id: string },
): Promise<Workout | undefined> {
  // findExercise's statement, as a subquery of each insert.
  const named = () => tx`
    select e.id, e.name, e.category from public.exercise e
    where lower(e.name) = lower(${workout.name})
    order by e.owner_id nulls first
    limit 1`;
  return insertWorkoutOf(tx, workout, named);
}

/**
 * The inserts of a log, its exercise (`id`, `name`, `category`) read from `exercise`, a one-row
 * query made again for each insert. No row, or one of another category: nothing is stored and
 * the answer is undefined.
 */
async function insertWorkoutOf(
  tx: Tx,
  workout: Omit<NewWorkout, 'exerciseId'> & { id: string },
  exercise: () => postgres.PendingQuery<postgres.Row[]>,
): Promise<Workout | undefined> {
  const { id } = workout;
  const inserted = tx<StoredWorkout[]>`
    insert into public.workout (id, user_id, name, category, duration, calories_burned, date,
                                difficulty_level, perceived_exertion, completion_rate)
    select ${id}, (select auth.uid()), exercise.name, exercise.category, ${workout.duration},
           ${workout.caloriesBurned}, coalesce(${workout.date ?? null}::timestamptz, now()),
           ${workout.difficultyLevel}, ${workout.perceivedExertion}, ${workout.completionRate}
    from (${exercise()}) as exercise
    where exercise.category = ${workout.category}
    returning name, date`.execute();
  // The sets go before the exercise row: its trigger then counts the workout's bests whole.
  const sent = pipelined([
    inserted,
    workout.setLog ? insertSetLog(tx, id, workout.setLog) : Promise.resolve(null),
    tx<StoredDetail[]>`
      insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight, distance, duration)
      values (${id}, (select auth.uid()), (select exercise.id from (${exercise()}) as exercise),
              ${workout.sets ?? null}, ${workout.reps ?? null}, ${workout.weight ?? null},
              ${workout.distance ?? null}, ${workout.duration * 60})
      returning exercise_id, sets, reps, weight, distance`.execute(),
  ]);
  if ((await inserted.catch(() => undefined))?.length === 0) {
    // The failures behind the workout's empty insert only say that its row is missing.
    await sent.catch(() => {});
    return undefined;
  }
  const [[stored], setLog, [detail]] = await sent;
  if (!stored || !detail) throw new Error('Insert returned no workout');
  return loggedWorkout(id, workout, stored, detail, setLog);
}

type StoredWorkout = Pick<Row<'public.workout'>, 'name' | 'date'>;

/** The answer to a log, from what its inserts returned. */
function loggedWorkout(
  id: string,
  workout: Omit<NewWorkout, 'exerciseId'>,
  stored: StoredWorkout,
  detail: StoredDetail,
  setLog: StoredSet[] | null,
): Workout {
  return {
    id,
    exerciseId: detail.exercise_id,
    name: stored.name,
    category: workout.category,
    duration: workout.duration,
    caloriesBurned: workout.caloriesBurned,
    date: stored.date.toISOString(),
    difficultyLevel: workout.difficultyLevel,
    perceivedExertion: workout.perceivedExertion,
    completionRate: workout.completionRate,
    sets: detail.sets,
    reps: detail.reps,
    weight: toNumber(detail.weight),
    distance: toNumber(detail.distance),
    setLog:
      setLog
        ?.sort((a, b) => a.position - b.position)
        .map((set) => ({
          weight: Number(set.weight),
          reps: set.reps,
          rpe: toNumber(set.rpe),
          kind: set.kind,
        })) ?? null,
    sessionId: null,
    note: null,
  };
}

/** Inserts a workout's set log, in order, in one statement whatever its length. */
function insertSetLog(tx: Tx, workoutId: string, sets: readonly LoggedSet[]) {
  const rows = sets.map((set, position) => ({ position, ...set, rpe: set.rpe ?? null }));
  return tx<StoredSet[]>`
    insert into public.workout_set (workout_id, user_id, position, weight, reps, rpe, kind)
    select ${workoutId}, (select auth.uid()), position, weight, reps, rpe, kind
    from jsonb_to_recordset(${tx.json(rows)}::jsonb)
         as logged(position smallint, weight numeric, reps smallint, rpe numeric, kind public.set_kind)
    returning position, weight, reps, rpe, kind`.execute();
}

/** Replaces a workout's set log with `sets`, in order, in two statements whatever their number. */
export async function writeSetLog(tx: Tx, workoutId: string, sets: readonly LoggedSet[]): Promise<void> {
  await tx`delete from public.workout_set where workout_id = ${workoutId}`;
  await insertSetLog(tx, workoutId, sets);
}

export async function findWorkout(tx: Tx, id: string): Promise<Workout | undefined> {
  const [row] = await tx<WorkoutRow[]>`${selectWorkouts(tx)} where w.id = ${id}`;
  return row && toWorkout(row);
}

/** Newest first; `before` continues after that workout, so rows added meanwhile never shift a page. */
export function listWorkouts({
  limit,
  before,
}: {
  limit: number;
  before?: { date: Date; id: string } | undefined;
}): SingleStatement<Workout[]> {
  return singleStatement(
    (tx) => tx<WorkoutRow[]>`
      ${selectWorkouts(tx)}
      where w.user_id = (select auth.uid())
        ${before ? tx`and (w.date, w.id) < (${before.date}, ${before.id})` : tx``}
      order by w.date desc, w.id desc
      limit ${limit}`,
    (rows) => rows.map(toWorkout),
  );
}

export async function findCursor(tx: Tx, id: string) {
  const [row] = await tx<Pick<Row<'public.workout'>, 'id' | 'date'>[]>`
    select id, date from public.workout where id = ${id}`;
  return row;
}

/** Workouts on the member's local days `from` to `to` inclusive, oldest first. */
export async function listWorkoutsInRange(tx: Tx, from: string, to: string): Promise<Workout[]> {
  const rows = await tx<WorkoutRow[]>`
    with zone as (select time_zone from public.profile where id = (select auth.uid()))
    ${selectWorkouts(tx)}
    where w.user_id = (select auth.uid())
      and w.date >= (${from}::date::timestamp at time zone (select time_zone from zone))
      and w.date < ((${to}::date + 1)::timestamp at time zone (select time_zone from zone))
    order by w.date, w.id`;
  return rows.map(toWorkout);
}

export interface WorkoutChanges extends SessionDetail {
  /** Replaces the set log; the summary fields must already be derived from it. */
  setLog?: readonly LoggedSet[] | undefined;
  duration?: number | undefined;
  caloriesBurned?: number | undefined;
  difficultyLevel?: number | undefined;
  perceivedExertion?: number | undefined;
  completionRate?: number | undefined;
  date?: string | undefined;
}

export async function updateWorkout(
  tx: Tx,
  id: string,
  changes: WorkoutChanges,
): Promise<Workout | undefined> {
  const workoutColumns: Record<string, string | number> = {};
  if (changes.duration !== undefined) workoutColumns.duration = changes.duration;
  if (changes.caloriesBurned !== undefined) workoutColumns.calories_burned = changes.caloriesBurned;
  if (changes.difficultyLevel !== undefined) workoutColumns.difficulty_level = changes.difficultyLevel;
  if (changes.perceivedExertion !== undefined) workoutColumns.perceived_exertion = changes.perceivedExertion;
  if (changes.completionRate !== undefined) workoutColumns.completion_rate = changes.completionRate;
  if (changes.date !== undefined) workoutColumns.date = changes.date;
  if (Object.keys(workoutColumns).length > 0) {
    await tx`update public.workout set ${tx(workoutColumns)} where id = ${id}`;
  }

  const detailColumns: Record<string, number | null> = {};
  for (const field of ['sets', 'reps', 'weight', 'distance'] as const) {
    if (changes[field] !== undefined) detailColumns[field] = changes[field] ?? null;
  }
  if (changes.duration !== undefined) detailColumns.duration = changes.duration * 60;
  if (Object.keys(detailColumns).length > 0) {
    await tx`update public.workout_exercise set ${tx(detailColumns)} where workout_id = ${id}`;
  }
  if (changes.setLog) await writeSetLog(tx, id, changes.setLog);
  return findWorkout(tx, id);
}

export async function deleteWorkout(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.workout where id = ${id} returning id`;
  return deleted.length > 0;
}

type StatsRow = Pick<Row<'public.workout_totals'>, 'total_workouts'> & {
  minutes: Row<'public.workout_totals'>['total_minutes'];
  calories: Row<'public.workout_totals'>['total_calories'];
  personal_records: number;
};

/**
 * The dashboard's stats, from the totals, records and bests the triggers maintain, in constant
 * time however long the history. personalRecords counts the exercises whose records were beaten
 * at least once by a later workout: on the weight lifted for every exercise, and on the four
 * record kinds for exercises with a set log (both kept in exercise_best).
 */
export const readStats = singleStatement(
  (tx) => tx<StatsRow[]>`
    select coalesce(t.total_workouts, 0)::integer as total_workouts,
           coalesce(t.total_minutes, 0) as minutes,
           coalesce(t.total_calories, 0) as calories,
           (select count(*)::integer from public.exercise_best b
            where b.user_id = (select auth.uid()) and (b.weight_beaten or (b.beaten and b.set_logged)))
             as personal_records
    from (select (select auth.uid()) as id) as caller
    left join public.workout_totals t on t.user_id = caller.id`,
  ([row]): Stats => {
    const minutes = Number(row?.minutes ?? 0);
    return {
      totalWorkouts: row?.total_workouts ?? 0,
      totalHours: Math.round((minutes / 60) * 10) / 10,
      caloriesBurned: Number(row?.calories ?? 0),
      personalRecords: row?.personal_records ?? 0,
    };
  },
);
