import type { Sql, Tx } from '../db/database.ts';
import type { Narrowed, Row } from '../db/rows.ts';
import { asServiceRole } from '../db/service-role.ts';
import {
  type AppliedLevel,
  type CoachDecision,
  type CoachSession,
  decideDifficulty,
  WINDOW_DAYS,
  WINDOW_SESSIONS,
} from '../domain/difficulty-coach.ts';

type SessionRow = Pick<
  Row<'public.workout'>,
  'user_id' | 'date' | 'difficulty_level' | 'perceived_exertion' | 'completion_rate' | 'duration'
> &
  Pick<Row<'public.workout_exercise'>, 'exercise_id' | 'reps' | 'weight'> & {
    exercise_name: Row<'public.exercise'>['name'];
  };

/** An applied level: a check constraint sets applied_at exactly when the suggestion is applied. */
type AppliedRow = Narrowed<
  Pick<Row<'public.ai_difficulty_adjustment'>, 'user_id' | 'exercise_id' | 'applied_at'>,
  { applied_at: Date }
> & { level: Row<'public.ai_difficulty_adjustment'>['suggested_difficulty'] };

export interface ExerciseDecision {
  userId: string;
  exerciseId: string;
  exerciseName: string;
  decision: CoachDecision;
}

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
           completion_rate, duration, reps, weight
    from (
      select w.user_id, we.exercise_id, e.name as exercise_name, w.date, w.difficulty_level,
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

/** The coach's decision for every member and exercise with enough recent sessions. */
export function decideAll({ sessions: rows, applied }: CoachInputs, now: Date): ExerciseDecision[] {
  const groups = new Map<
    string,
    { userId: string; exerciseId: string; exerciseName: string; sessions: CoachSession[] }
  >();
  for (const row of rows) {
    const key = `${row.user_id}:${row.exercise_id}`;
    const group = groups.get(key) ?? {
      userId: row.user_id,
      exerciseId: row.exercise_id,
      exerciseName: row.exercise_name,
      sessions: [],
    };
    group.sessions.push({
      date: row.date,
      difficulty: row.difficulty_level,
      exertion: row.perceived_exertion,
      completionRate: row.completion_rate,
      durationMinutes: row.duration,
      reps: row.reps,
      weight: row.weight === null ? null : Number(row.weight),
    });
    groups.set(key, group);
  }
  const decisions: ExerciseDecision[] = [];
  for (const group of groups.values()) {
    const decision = decideDifficulty(
      group.sessions,
      now,
      applied.get(`${group.userId}:${group.exerciseId}`),
    );
    if (decision)
      decisions.push({
        userId: group.userId,
        exerciseId: group.exerciseId,
        exerciseName: group.exerciseName,
        decision,
      });
  }
  return decisions;
}

/**
 * Recomputes the open suggestions of the members in scope (all when `userIds` is omitted): one
 * read, one upsert and one delete, whatever the number of members. Idempotent: a second run with
 * the same data changes nothing, and there is never more than one open suggestion per member and
 * exercise (the partial unique index), so runs replace, never pile up.
 */
export async function recomputeSuggestions(
  sql: Sql,
  { userIds, now = new Date() }: { userIds?: readonly string[]; now?: Date } = {},
) {
  return asServiceRole(sql, async (tx) => {
    const decisions = decideAll(await readCoachInputs(tx, now, userIds), now).filter(
      ({ decision }) => decision.direction !== 'keep',
    );
    const incoming = decisions.map(({ userId, exerciseId, decision }) => ({
      user_id: userId,
      exercise_id: exerciseId,
      current_difficulty: decision.currentDifficulty,
      suggested_difficulty: decision.suggestedDifficulty,
      confidence_score: decision.confidence,
      reasoning_factors: decision.reasoningFactors,
      performance_trend: decision.trend,
    }));
    // The upsert and the delete touch different rows and are sent together: one wait, not two.
    const writing = tx<Pick<Row<'public.ai_difficulty_adjustment'>, 'id'>[]>`
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
    const removing = tx<Pick<Row<'public.ai_difficulty_adjustment'>, 'id'>[]>`
      delete from public.ai_difficulty_adjustment a
      where not a.applied
        ${userIds ? tx`and a.user_id = any(${userIds as string[]}::uuid[])` : tx``}
        and not exists (
          select 1 from jsonb_to_recordset(${tx.json(incoming)}::jsonb) as incoming(user_id uuid, exercise_id uuid)
          where incoming.user_id = a.user_id and incoming.exercise_id = a.exercise_id)
      returning id`.execute();
    const [written, removed] = await Promise.all([writing, removing]);
    return { suggestions: incoming.length, written: written.length, removed: removed.length };
  });
}
