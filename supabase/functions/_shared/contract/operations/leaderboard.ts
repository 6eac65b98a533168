import { z } from 'zod';
import {
  leaderboardEntrySchema,
  leaderboardQuerySchema,
  leaderboardSummaryQuerySchema,
  leaderboardSummarySchema,
} from '../leaderboard.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Leaderboard';
const denied = { 401: { description: errorResponses[401] } } as const;

export const leaderboardOperations = {
  list: defineOperation({
    id: 'getLeaderboard',
    method: 'get',
    path: '/api/leaderboard',
    summary: 'Members ranked by total reps (sets x reps), all time or this week; equal totals share a rank',
    tag,
    access: 'member',
    query: leaderboardQuerySchema,
    responses: {
      200: { description: 'The first entries, best first.', schema: z.array(leaderboardEntrySchema) },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  summary: defineOperation({
    id: 'getLeaderboardSummary',
    method: 'get',
    path: '/api/leaderboard/summary',
    summary: "Top score, members, rounded average reps and the caller's own rank",
    tag,
    access: 'member',
    query: leaderboardSummaryQuerySchema,
    responses: {
      200: { description: 'The figures.', schema: leaderboardSummarySchema },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
} as const;
