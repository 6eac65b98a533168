import type { AuthProvider } from '../auth/auth-provider.ts';
import type {
  ApplyAdjustmentsAnswer,
  ExerciseLevel,
  PendingAdjustment,
  Recommendations,
} from '../contract/coach.ts';
import { coachOperations } from '../contract/operations/coach.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import type { Row } from '../db/rows.ts';
import { operationRouter } from '../http/operation-router.ts';
import { overallRecommendation, reasonFor } from './recommendation-text.ts';
import { decideAll, readCoachInputs } from './recompute.ts';

type Adjustment = Row<'public.ai_difficulty_adjustment'>;
type ExerciseName = { exercise_name: Row<'public.exercise'>['name'] };

type PendingRow = Pick<
  Adjustment,
  | 'id'
  | 'exercise_id'
  | 'performance_trend'
  | 'confidence_score'
  | 'current_difficulty'
  | 'suggested_difficulty'
  | 'reasoning_factors'
> &
  ExerciseName;

/** /api/ai-adjustments, /api/ai-recommendations and /api/exercise-levels (seed 000 sections 2, 3, 7). */
export function coachRoutes({ sql, auth }: { sql: Sql; auth: AuthProvider }) {
  const { app, on } = operationRouter(auth);

  on(coachOperations.pending, async (c) => {
    const rows = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx<PendingRow[]>`
          select a.id, a.exercise_id, e.name as exercise_name, a.performance_trend, a.confidence_score,
                 a.current_difficulty, a.suggested_difficulty, a.reasoning_factors
          from public.ai_difficulty_adjustment a join public.exercise e on e.id = a.exercise_id
          where a.user_id = (select auth.uid()) and not a.applied
          order by a.confidence_score desc, e.name`,
    );
    return c.json(
      rows.map(
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
      ),
    );
  });

  on(coachOperations.apply, async (c, { body: { exerciseIds } }) => {
    const applied = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx<Pick<Adjustment, 'exercise_id'>[]>`
          update public.ai_difficulty_adjustment set applied = true
          where user_id = (select auth.uid()) and not applied and exercise_id = any(${exerciseIds}::uuid[])
          returning exercise_id`,
    );
    const appliedIds = new Set(applied.map((row) => row.exercise_id));
    const answer: ApplyAdjustmentsAnswer = {
      appliedCount: appliedIds.size,
      notApplied: [...new Set(exerciseIds)].filter((id) => !appliedIds.has(id)),
    };
    return c.json(answer);
  });

  on(coachOperations.recommendations, async (c) => {
    const now = new Date();
    const claims = c.get('claims');
    const decisions = await asUser(sql, claims, async (tx) =>
      decideAll(await readCoachInputs(tx, now, [claims.sub]), now),
    );
    const answer: Recommendations = {
      overallRecommendation: overallRecommendation(decisions),
      exercises: decisions
        .sort((a, b) => b.decision.confidence - a.decision.confidence)
        .map(({ exerciseId, exerciseName, decision }) => ({
          exerciseId,
          exerciseName,
          recommendedDifficulty: decision.suggestedDifficulty,
          currentDifficulty: decision.currentDifficulty,
          confidence: decision.confidence,
          performanceTrend: decision.trend,
          reason: reasonFor(decision),
        })),
    };
    return c.json(answer);
  });

  on(coachOperations.exerciseLevels, async (c) => {
    const rows = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx<
        (Pick<Adjustment, 'exercise_id'> &
          ExerciseName & { difficulty: Adjustment['suggested_difficulty'] })[]
      >`
          select distinct on (a.exercise_id) a.exercise_id, e.name as exercise_name, a.suggested_difficulty as difficulty
          from public.ai_difficulty_adjustment a join public.exercise e on e.id = a.exercise_id
          where a.user_id = (select auth.uid()) and a.applied
          order by a.exercise_id, a.applied_at desc`,
    );
    return c.json(
      rows.map(
        (row): ExerciseLevel => ({
          exerciseId: row.exercise_id,
          exerciseName: row.exercise_name,
          difficulty: row.difficulty,
        }),
      ),
    );
  });

  return app;
}
