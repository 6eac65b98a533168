import type { Sql, Tx } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';
import { type CoachDecision, type CoachSession, decideDifficulty } from '../domain/difficulty-coach.ts';
import { type CoachInputs, readCoachInputs, replaceOpenSuggestions, takeStaleMarks } from './coach-store.ts';

export interface ExerciseDecision {
  userId: string;
  exerciseId: string;
  exerciseName: string;
  decision: CoachDecision;
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
      sets: row.sets?.map((set) => ({ ...set, rpe: set.rpe === null ? null : Number(set.rpe) })) ?? null,
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

/** Decides and writes the open suggestions of the members in scope (all when omitted), within `tx`. */
async function recomputeWithin(tx: Tx, now: Date, userIds?: readonly string[]) {
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
  const { written, removed } = await replaceOpenSuggestions(tx, incoming, userIds);
  return { suggestions: incoming.length, written, removed };
}

/**
 * Recomputes the open suggestions of the members in scope (all when `userIds` is omitted): one
 * read, one upsert and one delete, whatever the number of members. Idempotent: a second run with
 * the same data changes nothing, and there is never more than one open suggestion per member and
 * exercise (the partial unique index), so runs replace, never pile up.
 *
 * The stale marks of the members in scope are taken first, in a transaction of their own: the
 * read that follows sees every write committed before the marks were taken, and a write
 * committed later leaves a new mark. (Taking them in the recompute's own transaction would hold
 * every marked member's writes until the whole run ends.)
 */
export async function recomputeSuggestions(
  sql: Sql,
  { userIds, now = new Date() }: { userIds?: readonly string[]; now?: Date } = {},
) {
  await asServiceRole(sql, (tx) => takeStaleMarks(tx, userIds));
  return asServiceRole(sql, (tx) => recomputeWithin(tx, now, userIds));
}

/**
 * The member's next read of suggestions after a write: recomputes their suggestions when a write
 * marked them stale, and does nothing otherwise (one indexed delete). The mark is taken in the
 * recompute's transaction, so a failed recompute leaves it for the next read.
 */
export async function recomputeIfStale(sql: Sql, userId: string, now = new Date()): Promise<boolean> {
  return asServiceRole(sql, async (tx) => {
    if ((await takeStaleMarks(tx, [userId])) === 0) return false;
    await recomputeWithin(tx, now, [userId]);
    return true;
  });
}
