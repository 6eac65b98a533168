import type postgres from 'postgres';
import { type LoggedSet, RECORD_KINDS, type RecordKind } from '../contract/set-log-rules.ts';
import type { ExerciseHistory, ExerciseRecords, WorkoutSession } from '../contract/strength-log.ts';
import type { ExerciseCategory } from '../contract/workout-rules.ts';
import type { Tx } from '../db/database.ts';
import { pipelined } from '../db/pipelined.ts';
import type { Row } from '../db/rows.ts';

/**
 * Reads and writes of the caller's workout sessions and exercise histories. Every statement runs
 * as the member (asUser), so row-level security decides visibility; `(select auth.uid())` only
 * names the owner of new rows. A session's exercises are workouts of the usual kind (a `workout`
 * row and its `workout_exercise` summary), so every existing total keeps counting them.
 */

/** One exercise of a session, resolved and with its figures derived, ready to store. */
export interface SessionWorkout {
  exerciseId: string;
  name: string;
  category: ExerciseCategory;
  duration: number;
  caloriesBurned: number;
  difficultyLevel: number;
  perceivedExertion: number;
  distance: number | null;
  supersetGroup: number | null;
  note: string | null;
  /** The set log (strength and dumbbells) and the summary derived from it; null otherwise. */
  sets: readonly LoggedSet[] | null;
  summary: { sets: number; reps: number; weight: number } | null;
}

export interface NewSession {
  id: string;
  startedAt: string;
  endedAt: string;
  notes: string | null;
  routineId: string | null;
  workouts: readonly SessionWorkout[];
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

type SessionHeaderRow = Pick<
  Row<'public.workout_session'>,
  'id' | 'started_at' | 'ended_at' | 'notes' | 'routine_id'
>;

/**
 * Claims the session's id for the caller: its row is stored and returned, unless the id is taken
 * (then nothing is written and the answer is undefined; the caller reads back whether the id is
 * the member's own). Two uploads of one id racing: the second insert waits for the first's commit
 * and does nothing. A routine that is not the caller's fails the (routine, member) foreign key.
 */
export async function claimSession(tx: Tx, session: Omit<NewSession, 'workouts'>) {
  const [claimed] = await tx<SessionHeaderRow[]>`
    insert into public.workout_session (id, user_id, started_at, ended_at, notes, routine_id)
    values (${session.id}, (select auth.uid()), ${session.startedAt}, ${session.endedAt},
            ${session.notes}, ${session.routineId})
    on conflict (id) do nothing
    returning id, started_at, ended_at, notes, routine_id`;
  return claimed;
}

type StoredWorkoutRow = Pick<
  Row<'public.workout'>,
  'id' | 'name' | 'category' | 'duration' | 'calories_burned' | 'superset_group' | 'notes'
>;
type StoredDetailRow = Pick<Row<'public.workout_exercise'>, 'workout_id' | 'exercise_id' | 'distance'>;
type StoredSetRow = Pick<
  Row<'public.workout_set'>,
  'workout_id' | 'position' | 'weight' | 'reps' | 'rpe' | 'kind'
>;

/** One column of rows, in their order: what `unnest` turns back into rows. */
const columnOf = <Row, K extends keyof Row>(rows: readonly Row[], key: K) => rows.map((row) => row[key]);

/**
 * Stores a claimed session's workouts, dated at its start, and answers its exercises as a read
 * would. Three statements whatever the session's size, sent together (the workout ids are made
 * here, so none waits for another's answer), and the answer is built from what they return. Each
 * statement takes its rows as one array per column, unnested in order: the database reads arrays
 * of plain values for less than JSON objects it must parse and look up key by key. Enums travel
 * as text arrays, cast in SQL: the driver learns array types when it connects, and the embedded
 * database's one connection opens before the migrations create the enums, so an enum array
 * would be sent as one comma-joined string.
 */
export async function insertSessionWorkouts(
  tx: Tx,
  session: { id: string; startedAt: string },
  performed: readonly SessionWorkout[],
): Promise<WorkoutSession['exercises']> {
  const workouts = performed.map((workout) => ({
    id: crypto.randomUUID(),
    exercise_id: workout.exerciseId,
    name: workout.name,
    category: workout.category,
    duration: workout.duration,
    calories_burned: workout.caloriesBurned,
    difficulty_level: workout.difficultyLevel,
    perceived_exertion: workout.perceivedExertion,
    superset_group: workout.supersetGroup,
    notes: workout.note,
    sets: workout.summary?.sets ?? null,
    reps: workout.summary?.reps ?? null,
    weight: workout.summary?.weight ?? null,
    distance: workout.distance,
    setLog: workout.sets ?? [],
  }));
  const sets = workouts.flatMap((workout) =>
    workout.setLog.map((set, position) => ({
      workout_id: workout.id,
      position,
      weight: set.weight,
      reps: set.reps,
      rpe: set.rpe ?? null,
      kind: set.kind,
    })),
  );
  // The sets go before the exercise rows: their trigger then counts each workout's bests whole.
  const [storedWorkouts, storedSets, storedDetails] = await pipelined([
    tx<StoredWorkoutRow[]>`
      insert into public.workout (id, user_id, name, category, duration, calories_burned, date, difficulty_level,
                                  perceived_exertion, completion_rate, notes, session_id, session_position,
                                  superset_group)
      select id, (select auth.uid()), name, category::public.exercise_category, duration, calories_burned,
             ${session.startedAt}::timestamptz, difficulty_level, perceived_exertion, 100, notes, ${session.id},
             position - 1, superset_group
      from unnest(${columnOf(workouts, 'id')}::uuid[], ${columnOf(workouts, 'name')}::text[],
                  ${columnOf(workouts, 'category')}::text[], ${columnOf(workouts, 'duration')}::smallint[],
                  ${columnOf(workouts, 'calories_burned')}::integer[],
                  ${columnOf(workouts, 'difficulty_level')}::smallint[],
                  ${columnOf(workouts, 'perceived_exertion')}::smallint[], ${columnOf(workouts, 'notes')}::text[],
                  ${columnOf(workouts, 'superset_group')}::smallint[])
             with ordinality as performed (id, name, category, duration, calories_burned, difficulty_level,
                                           perceived_exertion, notes, superset_group, position)
      order by position
      returning id, name, category, duration, calories_burned, superset_group, notes`.execute(),
    tx<StoredSetRow[]>`
      insert into public.workout_set (workout_id, user_id, position, weight, reps, rpe, kind)
      select workout_id, (select auth.uid()), position, weight, reps, rpe, kind::public.set_kind
      from unnest(${columnOf(sets, 'workout_id')}::uuid[], ${columnOf(sets, 'position')}::smallint[],
                  ${columnOf(sets, 'weight')}::numeric[], ${columnOf(sets, 'reps')}::smallint[],
                  ${columnOf(sets, 'rpe')}::numeric[], ${columnOf(sets, 'kind')}::text[])
             as lifted (workout_id, position, weight, reps, rpe, kind)
      returning workout_id, position, weight, reps, rpe, kind`.execute(),
    tx<StoredDetailRow[]>`
      insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight, distance, duration)
      select id, (select auth.uid()), exercise_id, sets, reps, weight, distance, duration * 60
      from unnest(${columnOf(workouts, 'id')}::uuid[], ${columnOf(workouts, 'exercise_id')}::uuid[],
                  ${columnOf(workouts, 'sets')}::integer[], ${columnOf(workouts, 'reps')}::integer[],
                  ${columnOf(workouts, 'weight')}::numeric[], ${columnOf(workouts, 'distance')}::numeric[],
                  ${columnOf(workouts, 'duration')}::smallint[])
             with ordinality as performed (id, exercise_id, sets, reps, weight, distance, duration, position)
      order by position
      returning workout_id, exercise_id, distance`.execute(),
  ]);
  const workoutById = new Map(storedWorkouts.map((row) => [row.id, row]));
  const detailByWorkout = new Map(storedDetails.map((row) => [row.workout_id, row]));
  return workouts.map(({ id }) => {
    const workout = workoutById.get(id);
    const detail = detailByWorkout.get(id);
    if (!workout || !detail) throw new Error('A stored workout of the session was not returned');
    const lifted = storedSets
      .filter((set) => set.workout_id === id)
      .sort((a, b) => a.position - b.position)
      .map((set) => ({
        weight: Number(set.weight),
        reps: set.reps,
        rpe: numberOrNull(set.rpe),
        kind: set.kind,
      }));
    return {
      workoutId: id,
      exerciseId: detail.exercise_id,
      name: workout.name,
      category: workout.category,
      duration: workout.duration,
      caloriesBurned: workout.calories_burned,
      distance: numberOrNull(detail.distance),
      supersetGroup: workout.superset_group,
      note: workout.notes,
      sets: lifted.length > 0 ? lifted : null,
    };
  });
}

/** A stored session's header and exercises as the API answers them. */
export const sessionOf = (
  header: SessionHeaderRow,
  exercises: WorkoutSession['exercises'],
): WorkoutSession => ({
  id: header.id,
  startedAt: header.started_at.toISOString(),
  endedAt: header.ended_at.toISOString(),
  notes: header.notes,
  routineId: header.routine_id,
  exercises,
});

type SessionRow = Pick<
  Row<'public.workout_session'>,
  'id' | 'started_at' | 'ended_at' | 'notes' | 'routine_id'
> & {
  exercises: WorkoutSession['exercises'];
};

const toSession = (row: SessionRow): WorkoutSession => sessionOf(row, row.exercises);

/** The JSON of workout `w`'s set log, in order; null when it has none. */
const setLogOfW = (tx: Tx) => tx`
  (select json_agg(json_build_object('weight', ws.weight, 'reps', ws.reps, 'rpe', ws.rpe, 'kind', ws.kind)
                   order by ws.position)
   from public.workout_set ws where ws.workout_id = w.id)`;

/** Sessions with their exercises, in session order, each with its sets. */
const selectSessions = (tx: Tx) => tx`
  select s.id, s.started_at, s.ended_at, s.notes, s.routine_id,
         coalesce((
           select json_agg(json_build_object(
                    'workoutId', w.id, 'exerciseId', we.exercise_id, 'name', w.name, 'category', w.category,
                    'duration', w.duration, 'caloriesBurned', w.calories_burned, 'distance', we.distance,
                    'supersetGroup', w.superset_group, 'note', w.notes, 'sets', ${setLogOfW(tx)})
                  order by w.session_position)
           from public.workout w
           left join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
           where w.session_id = s.id), '[]') as exercises
  from public.workout_session s`;

export async function findSession(tx: Tx, id: string): Promise<WorkoutSession | undefined> {
  const [row] = await tx<SessionRow[]>`${selectSessions(tx)} where s.id = ${id}`;
  return row && toSession(row);
}

export async function findSessionCursor(tx: Tx, id: string) {
  const [row] = await tx<Pick<Row<'public.workout_session'>, 'id' | 'started_at'>[]>`
    select id, started_at from public.workout_session where id = ${id}`;
  return row;
}

/** Newest first; `before` continues after that session, so sessions added meanwhile never shift a page. */
export async function listSessions(
  tx: Tx,
  { limit, before }: { limit: number; before?: { started_at: Date; id: string } | undefined },
): Promise<WorkoutSession[]> {
  const rows = await tx<SessionRow[]>`
    ${selectSessions(tx)}
    where s.user_id = (select auth.uid())
      ${before ? tx`and (s.started_at, s.id) < (${before.started_at}, ${before.id})` : tx``}
    order by s.started_at desc, s.id desc
    limit ${limit}`;
  return rows.map(toSession);
}

/** Deletes a session; its workouts and their sets go with it (foreign keys cascade). */
export async function deleteSession(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.workout_session where id = ${id} returning id`;
  return deleted.length > 0;
}

/**
 * The member's lifted sets that count toward records: each non-warm-up set of at least one rep
 * from a set log, and for a workout logged without one, its summary as one set of weight × reps.
 */
const liftedSets = (tx: Tx) => tx`
  select w.id as workout_id, w.session_id, w.date, we.exercise_id, ws.weight, ws.reps
  from public.workout w
  join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
  join public.workout_set ws on ws.workout_id = w.id and ws.user_id = w.user_id
  where w.user_id = (select auth.uid()) and ws.kind <> 'warmup' and ws.reps >= 1
  union all
  select w.id, w.session_id, w.date, we.exercise_id, we.weight, we.reps
  from public.workout w
  join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
  where w.user_id = (select auth.uid()) and (we.weight is not null or we.reps is not null)
    and not exists (select 1 from public.workout_set ws where ws.workout_id = w.id)`;

/** Epley's estimate in SQL, rounded like estimatedOneRepMax: only for 1 to 12 reps. */
const EPLEY = (tx: Tx) => tx`case when reps between 1 and 12 then round(weight * (1 + reps / 30.0), 1) end`;

type Bests = Record<RecordKind, number | null>;
type BestsRow = { exercise_id: string } & Record<
  'heaviest_weight' | 'best_estimated_one_rep_max' | 'best_set_volume' | 'most_reps',
  string | number | null
>;

const bestsOf = (row: BestsRow): Bests => ({
  heaviestWeight: numberOrNull(row.heaviest_weight),
  bestEstimatedOneRepMax: numberOrNull(row.best_estimated_one_rep_max),
  bestSetVolume: numberOrNull(row.best_set_volume),
  mostReps: numberOrNull(row.most_reps),
});

/**
 * Each exercise's bests from the member's workouts dated before `before`, other than the session
 * `excludingSession`: the figures a new session must beat to set a record. The bests the triggers
 * keep (exercise_best) are those when every lift of the exercise is older than `before`, the
 * usual case of a session just finished; an exercise lifted at or after it (a session sent late)
 * is read from its lifts.
 */
export async function bestsBefore(
  tx: Tx,
  exerciseIds: readonly string[],
  before: string,
  excludingSession: string,
): Promise<Map<string, Bests>> {
  // Sent at once (not at the await's next tick), so it goes ahead of the session's own inserts
  // when the caller sends both in one round trip.
  const kept = await tx<(BestsRow & { lifted_before: boolean })[]>`
    select exercise_id, heaviest_weight, best_estimated_one_rep_max, best_set_volume, most_reps,
           last_lifted_at < ${before}::timestamptz as lifted_before
    from public.exercise_best
    where user_id = (select auth.uid()) and exercise_id = any(${exerciseIds as string[]}::uuid[])`.execute();
  const bests = new Map(
    kept.filter((row) => row.lifted_before).map((row) => [row.exercise_id, bestsOf(row)]),
  );
  const later = kept.filter((row) => !row.lifted_before).map((row) => row.exercise_id);
  if (later.length === 0) return bests;
  const recounted = await tx<BestsRow[]>`
    with lifts as (${liftedSets(tx)})
    select exercise_id, max(weight) as heaviest_weight, max(${EPLEY(tx)}) as best_estimated_one_rep_max,
           max(weight * reps) as best_set_volume, max(reps) as most_reps
    from lifts
    where exercise_id = any(${later}::uuid[])
      and date < ${before}::timestamptz and session_id is distinct from ${excludingSession}::uuid
    group by exercise_id`;
  for (const row of recounted) bests.set(row.exercise_id, bestsOf(row));
  return bests;
}

type ExerciseRow = Pick<Row<'public.exercise'>, 'id' | 'name' | 'category'>;

/** An exercise the member may see (the library's or their own), by id. */
export async function findVisibleExercise(tx: Tx, id: string): Promise<ExerciseRow | undefined> {
  const [row] = await tx<ExerciseRow[]>`select id, name, category from public.exercise where id = ${id}`;
  return row;
}

/** The position of one of the member's workouts of an exercise, for a history page's cursor. */
export async function findHistoryCursor(tx: Tx, exerciseId: string, workoutId: string) {
  const [row] = await tx<Pick<Row<'public.workout'>, 'id' | 'date'>[]>`
    select w.id, w.date from public.workout w
    join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
    where w.id = ${workoutId} and we.exercise_id = ${exerciseId}`;
  return row;
}

type HistoryRow = Pick<Row<'public.workout'>, 'id' | 'session_id' | 'date' | 'notes' | 'duration'> &
  Pick<Row<'public.workout_exercise'>, 'sets' | 'reps' | 'weight' | 'distance'> & {
    set_log: ExerciseHistory['sessions'][number]['sets'];
  };

/** One page of the member's workouts of an exercise, newest first, with their sets. */
export async function listExerciseSessions(
  tx: Tx,
  exerciseId: string,
  { limit, before }: { limit: number; before?: { date: Date; id: string } | undefined },
): Promise<ExerciseHistory['sessions']> {
  const rows = await tx<HistoryRow[]>`
    select w.id, w.session_id, w.date, w.notes, w.duration, we.sets, we.reps, we.weight, we.distance,
           ${setLogOfW(tx)} as set_log
    from public.workout w
    join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
    where w.user_id = (select auth.uid()) and we.exercise_id = ${exerciseId}
      ${before ? tx`and (w.date, w.id) < (${before.date}, ${before.id})` : tx``}
    order by w.date desc, w.id desc
    limit ${limit}`;
  return rows.map((row) => ({
    workoutId: row.id,
    sessionId: row.session_id,
    date: row.date.toISOString(),
    note: row.notes,
    sets: row.set_log,
    summary: {
      sets: row.sets,
      reps: row.reps,
      weight: numberOrNull(row.weight),
      distance: numberOrNull(row.distance),
      duration: row.duration,
    },
  }));
}

type RecordsRow = Record<
  'heaviest_weight' | 'best_estimated_one_rep_max' | 'best_set_volume' | 'most_reps',
  { value: number; date: string } | null
>;

/**
 * The member's records of an exercise, each with the date it was first set: one pass over the
 * counted sets, then the best of each kind (the earliest on a tie).
 */
export async function readExerciseRecords(tx: Tx, exerciseId: string): Promise<ExerciseRecords> {
  const best = (figure: postgres.PendingQuery<postgres.Row[]>) => tx`
    (select json_build_object('value', figure, 'date', to_json(date))
     from (select ${figure} as figure, date from scored) as candidate
     where figure is not null
     order by figure desc, date
     limit 1)`;
  const [row] = await tx<RecordsRow[]>`
    with scored as materialized (
      select weight, reps, date, ${EPLEY(tx)} as one_rep_max
      from (${liftedSets(tx)}) as lifts
      where exercise_id = ${exerciseId})
    select ${best(tx`weight`)} as heaviest_weight,
           ${best(tx`one_rep_max`)} as best_estimated_one_rep_max,
           ${best(tx`weight * reps`)} as best_set_volume,
           ${best(tx`reps`)} as most_reps`;
  const records = Object.fromEntries(RECORD_KINDS.map((kind) => [kind, null])) as ExerciseRecords;
  if (!row) return records;
  const dated = (record: { value: number; date: string } | null) =>
    record && { value: Number(record.value), date: new Date(record.date).toISOString() };
  return {
    heaviestWeight: dated(row.heaviest_weight),
    bestEstimatedOneRepMax: dated(row.best_estimated_one_rep_max),
    bestSetVolume: dated(row.best_set_volume),
    mostReps: dated(row.most_reps),
  };
}
