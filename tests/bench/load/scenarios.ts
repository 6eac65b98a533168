import { randomUUID } from 'node:crypto';
import {
  readCoachInputs,
  replaceOpenSuggestions,
} from '../../../supabase/functions/_shared/coach/coach-store.ts';
import { decideAll } from '../../../supabase/functions/_shared/coach/recompute.ts';
import { listPosts } from '../../../supabase/functions/_shared/community/post-store.ts';
import { asUser } from '../../../supabase/functions/_shared/db/as-user.ts';
import type { Sql } from '../../../supabase/functions/_shared/db/database.ts';
import { asServiceRole } from '../../../supabase/functions/_shared/db/service-role.ts';
import { readBoard } from '../../../supabase/functions/_shared/leaderboard/leaderboard-store.ts';
import type { AccessClaims } from '../../../supabase/functions/_shared/session/access-token.ts';
import {
  findOrCreateExercise,
  insertWorkout,
  insertWorkoutOfNamedExercise,
  listWorkouts,
  readStats,
} from '../../../supabase/functions/_shared/workouts/workout-store.ts';

/**
 * What each measured call does: the HTTP request to the API, and the same member work sent
 * straight to PostgreSQL (the store calls the route makes, in the same member transactions).
 */
export interface Scenario {
  label: string;
  http: (sequence: number) => { method: string; path: string; body?: unknown };
  sql: (sql: Sql, claims: AccessClaims, sequence: number) => Promise<unknown>;
}

/** The workout every write bench logs. */
export const loggedWorkout = {
  name: 'Barbell Back Squat',
  category: 'strength' as const,
  duration: 30,
  caloriesBurned: 132,
  difficultyLevel: 3,
  perceivedExertion: 6,
  completionRate: 100,
  sets: 3,
  reps: 5,
  weight: 185,
};

/** Five library lifts of four sets each (one a warm-up), as a session upload sends them. */
export function sessionBody(names: readonly string[]) {
  const endedAt = new Date();
  return {
    id: randomUUID(),
    startedAt: new Date(endedAt.getTime() - 75 * 60_000).toISOString(),
    endedAt: endedAt.toISOString(),
    exercises: names.map((name) => ({
      name,
      category: 'strength',
      sets: [0, 1, 2, 3].map((position) => ({
        weight: position === 0 ? 95 : 135,
        reps: 8,
        ...(position === 0 ? { kind: 'warmup' } : { rpe: 7.5, kind: 'working' }),
      })),
    })),
  };
}

export type ScenarioName =
  | 'stats'
  | 'workouts'
  | 'leaderboard'
  | 'feed'
  | 'logWorkout'
  | 'logWorkoutAsBefore';

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  stats: {
    label: 'GET /api/stats',
    http: () => ({ method: 'GET', path: '/api/stats' }),
    sql: (sql, claims) => asUser(sql, claims, readStats),
  },
  workouts: {
    label: 'GET /api/workouts (first page)',
    http: () => ({ method: 'GET', path: '/api/workouts' }),
    sql: (sql, claims) => asUser(sql, claims, listWorkouts({ limit: 50 })),
  },
  leaderboard: {
    label: 'GET /api/leaderboard',
    http: () => ({ method: 'GET', path: '/api/leaderboard' }),
    sql: (sql, claims) => asUser(sql, claims, readBoard('all', 50)),
  },
  feed: {
    label: 'GET /api/community/posts (first page)',
    http: () => ({ method: 'GET', path: '/api/community/posts' }),
    sql: (sql, claims) => asUser(sql, claims, listPosts({ limit: 20 })),
  },
  logWorkout: {
    label: 'POST /api/workouts',
    http: () => ({ method: 'POST', path: '/api/workouts', body: loggedWorkout }),
    // The route's transaction for a library exercise: the look-up inside the inserts, with the
    // commit (the coach recompute is no longer in the request).
    sql: (sql, claims) =>
      asUser(sql, claims, (tx, commitWith) =>
        commitWith(insertWorkoutOfNamedExercise(tx, { ...loggedWorkout, id: randomUUID() })),
      ),
  },
  logWorkoutAsBefore: {
    label: 'POST /api/workouts, as before the coach left the request',
    http: () => ({ method: 'POST', path: '/api/workouts', body: loggedWorkout }),
    // The route's two steps then: the insert, then the member's coach recompute.
    sql: async (sql, claims) => {
      await asUser(sql, claims, async (tx) => {
        const exercise = await findOrCreateExercise(tx, loggedWorkout.name, loggedWorkout.category);
        return insertWorkout(tx, { ...loggedWorkout, exerciseId: exercise.id });
      });
      await recomputeAsBefore(sql, claims.sub);
    },
  },
};

/** The coach recompute of one member as the write path ran it: read, decide, write, no stale mark. */
export function recomputeAsBefore(sql: Sql, userId: string, now = new Date()) {
  return asServiceRole(sql, async (tx) => {
    const incoming = decideAll(await readCoachInputs(tx, now, [userId]), now)
      .filter(({ decision }) => decision.direction !== 'keep')
      .map(({ userId: user, exerciseId, decision }) => ({
        user_id: user,
        exercise_id: exerciseId,
        current_difficulty: decision.currentDifficulty,
        suggested_difficulty: decision.suggestedDifficulty,
        confidence_score: decision.confidence,
        reasoning_factors: decision.reasoningFactors,
        performance_trend: decision.trend,
      }));
    return replaceOpenSuggestions(tx, incoming, [userId]);
  });
}
