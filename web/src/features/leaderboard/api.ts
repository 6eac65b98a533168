import type { LeaderboardEntry, LeaderboardPeriod, LeaderboardSummary } from '@contract/leaderboard.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const LEADERBOARD_PAGE_SIZE = 50;

/** Keys start with /api/leaderboard, so workout writes and privacy changes refresh them (lib). */
export const leaderboardQueries = {
  all: () => ['/api/leaderboard'] as const,
  entries: (period: LeaderboardPeriod) =>
    queryOptions({
      queryKey: [...leaderboardQueries.all(), 'entries', period] as const,
      queryFn: ({ signal }) =>
        apiRequest<LeaderboardEntry[]>(
          'GET',
          `/api/leaderboard?period=${period}&limit=${LEADERBOARD_PAGE_SIZE}`,
          {
            signal,
          },
        ),
    }),
  summary: (period: LeaderboardPeriod) =>
    queryOptions({
      queryKey: [...leaderboardQueries.all(), 'summary', period] as const,
      queryFn: ({ signal }) =>
        apiRequest<LeaderboardSummary>('GET', `/api/leaderboard/summary?period=${period}`, { signal }),
    }),
};
