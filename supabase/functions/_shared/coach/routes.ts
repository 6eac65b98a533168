import type { ApplyAdjustmentsAnswer, Recommendations } from '../contract/coach.ts';
import { coachOperations } from '../contract/operations/coach.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import {
  applyAdjustments,
  listExerciseLevels,
  listPendingAdjustments,
  readCoachInputs,
} from './coach-store.ts';
import { overallRecommendation, reasonFor } from './recommendation-text.ts';
import { decideAll, recomputeIfStale } from './recompute.ts';

/** /api/ai-adjustments, /api/ai-recommendations and /api/exercise-levels: the AI suggestions bell's calls. */
export function coachRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  // The bell is fresh within one read after a write: a stale member's suggestions are
  // recomputed before they are listed.
  on(coachOperations.pending, async (c) => {
    await recomputeIfStale(sql, c.get('claims').sub);
    return c.json(await asUser(sql, c.get('claims'), listPendingAdjustments));
  });

  on(coachOperations.apply, async (c, { body: { exerciseIds } }) => {
    const appliedIds = new Set(await asUser(sql, c.get('claims'), (tx) => applyAdjustments(tx, exerciseIds)));
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

  on(coachOperations.exerciseLevels, async (c) =>
    c.json(await asUser(sql, c.get('claims'), listExerciseLevels)),
  );

  return app;
}
