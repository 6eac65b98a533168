import { z } from 'zod';
import {
  applyAdjustmentsAnswerSchema,
  applyAdjustmentsBodySchema,
  exerciseLevelSchema,
  pendingAdjustmentSchema,
  recommendationsSchema,
} from '../coach.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'AI coach';
// The coach's suggestions and recommendations are Premium (docs/decisions.md, "Premium and payments"); the
// levels a member already applied stay readable, they are the member's own history.
const denied = { 401: { description: errorResponses[401] } } as const;

export const coachOperations = {
  pending: defineOperation({
    id: 'listPendingAdjustments',
    method: 'get',
    path: '/api/ai-adjustments/pending',
    summary: 'Difficulty suggestions waiting to be applied',
    tag,
    access: 'premium',
    responses: { 200: { description: 'Suggestions.', schema: z.array(pendingAdjustmentSchema) }, ...denied },
  }),
  apply: defineOperation({
    id: 'applyAdjustments',
    method: 'post',
    path: '/api/ai-adjustments/apply',
    summary: 'Apply suggestions by exercise',
    tag,
    access: 'premium',
    body: { kind: 'json', schema: applyAdjustmentsBodySchema, maxBytes: 8 * 1024 },
    responses: {
      200: { description: 'How many were applied.', schema: applyAdjustmentsAnswerSchema },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  recommendations: defineOperation({
    id: 'getRecommendations',
    method: 'get',
    path: '/api/ai-recommendations',
    summary: 'The overall assessment and per-exercise recommendations',
    tag,
    access: 'premium',
    responses: { 200: { description: 'Recommendations.', schema: recommendationsSchema }, ...denied },
  }),
  exerciseLevels: defineOperation({
    id: 'listExerciseLevels',
    method: 'get',
    path: '/api/exercise-levels',
    summary: 'The difficulty the member applied per exercise',
    tag,
    access: 'member',
    responses: { 200: { description: 'Levels.', schema: z.array(exerciseLevelSchema) }, ...denied },
  }),
} as const;
