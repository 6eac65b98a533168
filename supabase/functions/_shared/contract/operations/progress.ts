import { defineOperation, errorResponses } from '../operation.ts';
import {
  progressMetricsSchema,
  progressQuerySchema,
  RECENT_ACTIVITY_DAYS,
  weightProgressSchema,
} from '../progress.ts';

const tag = 'Progress';
const denied = { 401: { description: errorResponses[401] } } as const;

export const progressOperations = {
  weight: defineOperation({
    id: 'getWeightProgress',
    method: 'get',
    path: '/api/progress/weight',
    summary: 'Best weight per exercise (lbs)',
    tag,
    access: 'member',
    responses: { 200: { description: 'Names and weights.', schema: weightProgressSchema }, ...denied },
  }),
  metrics: defineOperation({
    id: 'getProgressMetrics',
    method: 'get',
    path: '/api/progress/metrics',
    summary: 'Streaks, consistency and workouts per local day',
    tag,
    access: 'member',
    // Periods beyond the dashboard's 14 days (30 days, 3 months) are advanced analytics: Premium.
    premiumWhen: ({ query }) => (query as { days: number }).days > RECENT_ACTIVITY_DAYS,
    query: progressQuerySchema,
    responses: {
      200: { description: 'The metrics.', schema: progressMetricsSchema },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
} as const;
