import type { LeaderboardPeriod } from '@contract/leaderboard.ts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes } from '@/lib/query-keys.ts';

export const LEADERBOARD_PAGE_SIZE = 50;

/** Workout writes and privacy changes refresh every key here (lib/query-keys.ts). */
export const leaderboardQueries = {
  all: () => queryPrefixes.leaderboard,
  entries: (period: LeaderboardPeriod) =>
    queryOptions({
      queryKey: [...leaderboardQueries.all(), 'entries', period] as const,
      queryFn: ({ signal }) =>
        callApi('getLeaderboard', { query: { period, limit: LEADERBOARD_PAGE_SIZE }, signal }),
    }),
  summary: (period: LeaderboardPeriod) =>
    queryOptions({
      queryKey: [...leaderboardQueries.all(), 'summary', period] as const,
      queryFn: ({ signal }) => callApi('getLeaderboardSummary', { query: { period }, signal }),
    }),
};
