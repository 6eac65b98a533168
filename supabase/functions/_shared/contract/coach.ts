import { z } from 'zod';

export const performanceTrendSchema = z.enum(['improving', 'declining', 'stable']);

/** GET /api/ai-adjustments/pending, with the exercise's name and the reasons the bell shows. */
export const pendingAdjustmentSchema = z.object({
  id: z.uuid(),
  exerciseId: z.uuid(),
  exerciseName: z.string(),
  performanceTrend: performanceTrendSchema,
  confidenceScore: z.number().int(),
  currentDifficulty: z.number().int(),
  suggestedDifficulty: z.number().int(),
  reasoningFactors: z.array(z.string()),
});
export type PendingAdjustment = z.infer<typeof pendingAdjustmentSchema>;

/** GET /api/ai-recommendations */
export const recommendationsSchema = z.object({
  overallRecommendation: z.string(),
  exercises: z.array(
    z.object({
      exerciseId: z.uuid(),
      exerciseName: z.string(),
      recommendedDifficulty: z.number().int(),
      currentDifficulty: z.number().int(),
      confidence: z.number().int(),
      performanceTrend: performanceTrendSchema,
      reason: z.string(),
    }),
  ),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** POST /api/ai-adjustments/apply: the caller's own pending suggestions, by exercise. */
export const applyAdjustmentsBodySchema = z
  .object({
    exerciseIds: z
      .array(z.uuid('exerciseIds must be exercise ids'), { message: 'exerciseIds must be a list' })
      .min(1, 'Choose at least one suggestion')
      .max(100, 'At most 100 suggestions at once'),
  })
  .meta({ examples: [{ exerciseIds: ['6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f'] }] });
export type ApplyAdjustmentsBody = z.input<typeof applyAdjustmentsBodySchema>;

export const applyAdjustmentsAnswerSchema = z.object({
  appliedCount: z.number().int(),
  /** Ids that matched no pending suggestion of the caller (unknown, another member's, or already applied). */
  notApplied: z.array(z.string()),
});
export type ApplyAdjustmentsAnswer = z.infer<typeof applyAdjustmentsAnswerSchema>;

/** GET /api/exercise-levels: the working difficulty the member applied per exercise. */
export const exerciseLevelSchema = z.object({
  exerciseId: z.uuid(),
  exerciseName: z.string(),
  difficulty: z.number().int(),
});
export type ExerciseLevel = z.infer<typeof exerciseLevelSchema>;

export const COACH_SECRET_HEADER = 'x-coach-secret';
