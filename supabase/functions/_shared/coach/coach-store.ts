import type { ExerciseLevel, PendingAdjustment } from '../contract/coach.ts';
import type { Tx } from '../db/database.ts';
import type { Narrowed, Row } from '../db/rows.ts';
import { type AppliedLevel, WINDOW_DAYS, WINDOW_SESSIONS } from '../domain/difficulty-coach.ts';

/**
 * The coach's SQL: what a member's suggestions and applied levels are, and the recent sessions the
 * coach decides from. Member reads run as the member (asUser); the recompute writes run with
 * service rights (recompute.ts), since it covers every member at once.
 */

type Adjustment = Row<'public.ai_difficulty_adjustment'>;

/** One logged session of an exercise, with the exercise's name. */
export type SessionRow = Pick<
  Row<'public.workout'>,
  'user_id' | 'date' | 'difficulty_level' | 'perceived_exertion' | 'completion_rate' | 'duration'
> &
  Pick<Row<'public.workout_exercise'>, 'exercise_id' | 'reps' | 'weight'> & {
    exercise_name: Row<'public.exercise'>['name'];
    /** The session's set log in order (public.workout_set), or null when it was logged without one. */
    sets: Pick<Row<'public.workout_set'>, 'reps' | 'rpe' | 'kind'>[] | null;
  };

/** An applied suggestion's level: only applied rows are read, and those have applied_at (a check constraint). */
type AppliedRow = Narrowed<
  Pick<Adjustment, 'user_id' | 'exercise_id' | 'applied_at'>,
  { applied_at: Date }
> & {
  level: Adjustment['suggested_difficulty'];
};

export interface CoachInputs {
  sessions: SessionRow[];
  /** The level each member last applied per exercise, keyed `user:exercise`. */
  applied: Map<string, AppliedLevel>;
}

/**
 * The recent sessions of every member and exercise in scope, in one set-based query (at most the
 * last 6 within 42 days per pair), and the levels they applied, read with `tx` as whoever the
 * caller is.
 */
export async function readCoachInputs(tx: Tx, now: Date, userIds?: readonly string[]): Promise<CoachInputs> {
  // Both reads are sent together (postgres.js pipelines them on the connection): one wait, not two.
  const appliedRead = tx<AppliedRow[]>`
    select distinct on (user_id, exercise_id) user_id, exercise_id, suggested_difficulty as level, applied_at
    from public.ai_difficulty_adjustment
    where applied ${userIds ? tx`and user_id = any(${userIds as string[]}::uuid[])` : tx``}
    order by user_id, exercise_id, applied_at desc`.execute();
  const sessionsRead = tx<SessionRow[]>`
    select user_id, exercise_id, exercise_name, date, difficulty_level, perceived_exertion,
           completion_rate, duration, reps, weight,
           (select json_agg(json_build_object('reps', s.reps, 'rpe', s.rpe, 'kind', s.kind) order by s.position)
            from public.workout_set s
            where s.workout_id = ranked.workout_id and s.user_id = ranked.user_id) as sets
    from (
      select w.id as workout_id, w.user_id, we.exercise_id, e.name as exercise_name, w.date, w.difficulty_level,
             w.perceived_exertion, w.completion_rate, w.duration, we.reps, we.weight,
             row_number() over (partition by w.user_id, we.exercise_id order by w.date desc, w.id desc) as recent_rank
      from public.workout w
      join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
      join public.exercise e on e.id = we.exercise_id
      where w.date > ${now}::timestamptz - make_interval(days => ${WINDOW_DAYS})
        and w.date <= ${now}
        ${userIds ? tx`and w.user_id = any(${userIds as string[]}::uuid[])` : tx``}
    ) as ranked
    where recent_rank <= ${WINDOW_SESSIONS}
    order by user_id, exercise_id, date`.execute();
  const [applied, sessions] = await Promise.all([appliedRead, sessionsRead]);
  return {
    sessions,
    applied: new Map(
      applied.map((row) => [`${row.user_id}:${row.exercise_id}`, { level: row.level, at: row.applied_at }]),
    ),
  };
}

/**
 * Takes the stale marks of the members in scope (all when `userIds` is omitted) that workout
 * writes left (private.coach_stale); answers how many were taken. A writer still holding a mark
 * is waited for, so what the coach reads next includes that write.
 */
export async function takeStaleMarks(tx: Tx, userIds: readonly string[] | undefined): Promise<number> {
  const taken = await tx`
    delete from private.coach_stale
    ${userIds ? tx`where user_id = any(${userIds as string[]}::uuid[])` : tx``}`;
  return taken.count;
}

/** A suggestion as the coach writes it: one open row per member and exercise. */
// A type, not an interface: it is sent as JSON, which takes only types with known keys.
export type IncomingSuggestion = Narrowed<
  Pick<
    Adjustment,
    | 'user_id'
    | 'exercise_id'
    | 'current_difficulty'
    | 'suggested_difficulty'
    | 'confidence_score'
    | 'reasoning_factors'
    | 'performance_trend'
  >,
  { reasoning_factors: string[] }
>;

/**
 * Makes the open suggestions of the members in scope (all when `userIds` is omitted) exactly
 * `incoming`: upserts the new and changed ones, deletes those the coach no longer makes.
 */
export async function replaceOpenSuggestions(
  tx: Tx,
  incoming: IncomingSuggestion[],
  userIds: readonly string[] | undefined,
): Promise<{ written: number; removed: number }> {
  // The upsert and the delete touch different rows and are sent together: one wait, not two.
  const writing = tx<Pick<Adjustment, 'id'>[]>`
    insert into public.ai_difficulty_adjustment
      (user_id, exercise_id, current_difficulty, suggested_difficulty, confidence_score, reasoning_factors, performance_trend)
    select user_id, exercise_id, current_difficulty, suggested_difficulty, confidence_score, reasoning_factors, performance_trend
    from jsonb_to_recordset(${tx.json(incoming)}::jsonb) as incoming(
      user_id uuid, exercise_id uuid, current_difficulty smallint, suggested_difficulty smallint,
      confidence_score smallint, reasoning_factors jsonb, performance_trend public.performance_trend)
    on conflict (user_id, exercise_id) where not applied do update
    set current_difficulty = excluded.current_difficulty,
        suggested_difficulty = excluded.suggested_difficulty,
        confidence_score = excluded.confidence_score,
        reasoning_factors = excluded.reasoning_factors,
        performance_trend = excluded.performance_trend
    where (ai_difficulty_adjustment.current_difficulty, ai_difficulty_adjustment.suggested_difficulty,
           ai_difficulty_adjustment.confidence_score, ai_difficulty_adjustment.reasoning_factors,
           ai_difficulty_adjustment.performance_trend)
          is distinct from
          (excluded.current_difficulty, excluded.suggested_difficulty, excluded.confidence_score,
           excluded.reasoning_factors, excluded.performance_trend)
    returning id`.execute();
  // Open suggestions the coach no longer makes (the member adjusted, or the data moved) go away.
  const removing = tx<Pick<Adjustment, 'id'>[]>`
    delete from public.ai_difficulty_adjustment a
    where not a.applied
      ${userIds ? tx`and a.user_id = any(${userIds as string[]}::uuid[])` : tx``}
      and not exists (
        select 1 from jsonb_to_recordset(${tx.json(incoming)}::jsonb) as incoming(user_id uuid, exercise_id uuid)
        where incoming.user_id = a.user_id and incoming.exercise_id = a.exercise_id)
    returning id`.execute();
  const [written, removed] = await Promise.all([writing, removing]);
  return { written: written.length, removed: removed.length };
}

type PendingRow = Pick<
  Adjustment,
  | 'id'
  | 'exercise_id'
  | 'performance_trend'
  | 'confidence_score'
  | 'current_difficulty'
  | 'suggested_difficulty'
  | 'reasoning_factors'
> & { exercise_name: Row<'public.exercise'>['name'] };

/** The caller's open suggestions, the most confident first. */
export async function listPendingAdjustments(tx: Tx): Promise<PendingAdjustment[]> {
  const rows = await tx<PendingRow[]>`
    select a.id, a.exercise_id, e.name as exercise_name, a.performance_trend, a.confidence_score,
           a.current_difficulty, a.suggested_difficulty, a.reasoning_factors
    from public.ai_difficulty_adjustment a join public.exercise e on e.id = a.exercise_id
    where a.user_id = (select auth.uid()) and not a.applied
    order by a.confidence_score desc, e.name`;
  return rows.map(
    (row): PendingAdjustment => ({
      id: row.id,
      exerciseId: row.exercise_id,
      exerciseName: row.exercise_name,
      performanceTrend: row.performance_trend,
      confidenceScore: row.confidence_score,
      currentDifficulty: row.current_difficulty,
      suggestedDifficulty: row.suggested_difficulty,
      reasoningFactors: Array.isArray(row.reasoning_factors) ? row.reasoning_factors.map(String) : [],
    }),
  );
}

/** Applies the caller's open suggestions for these exercises; answers the exercises applied. */
export async function applyAdjustments(tx: Tx, exerciseIds: string[]): Promise<string[]> {
  const applied = await tx<Pick<Adjustment, 'exercise_id'>[]>`
    update public.ai_difficulty_adjustment set applied = true
    where user_id = (select auth.uid()) and not applied and exercise_id = any(${exerciseIds}::uuid[])
    returning exercise_id`;
  return applied.map((row) => row.exercise_id);
}

/** The level the caller last applied, per exercise. */
export async function listExerciseLevels(tx: Tx): Promise<ExerciseLevel[]> {
  const rows = await tx<
    (Pick<Adjustment, 'exercise_id'> & {
      exercise_name: Row<'public.exercise'>['name'];
      difficulty: Adjustment['suggested_difficulty'];
    })[]
  >`
    select distinct on (a.exercise_id) a.exercise_id, e.name as exercise_name, a.suggested_difficulty as difficulty
    from public.ai_difficulty_adjustment a join public.exercise e on e.id = a.exercise_id
    where a.user_id = (select auth.uid()) and a.applied
    order by a.exercise_id, a.applied_at desc`;
  return rows.map(
    (row): ExerciseLevel => ({
      exerciseId: row.exercise_id,
      exerciseName: row.exercise_name,
      difficulty: row.difficulty,
    }),
  );
}
