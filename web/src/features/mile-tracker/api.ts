import type { ActivityType, TrackingMode } from '@contract/mile-tracker.ts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes } from '@/lib/query-keys.ts';

export const HISTORY_PAGE_SIZE = 20;

export const mileQueries = {
  all: () => queryPrefixes.mileTracker,
  /** The active session or none (null), not retried. */
  active: () =>
    queryOptions({
      queryKey: [...mileQueries.all(), 'sessions', 'active'] as const,
      queryFn: ({ signal }) => callApi('getActiveMileSession', { signal }),
    }),
  /** Finished sessions, newest first, a page at a time; only fetched while Activity History is open. */
  history: () =>
    infiniteQueryOptions({
      queryKey: [...mileQueries.all(), 'sessions', 'history'] as const,
      queryFn: ({ pageParam, signal }) =>
        callApi('listMileSessions', {
          query: {
            status: 'completed',
            limit: HISTORY_PAGE_SIZE,
            ...(pageParam ? { before: pageParam } : {}),
          },
          signal,
        }),
      initialPageParam: '',
      getNextPageParam: (lastPage) =>
        lastPage.length === HISTORY_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
    }),
  route: (sessionId: string) =>
    queryOptions({
      queryKey: [...mileQueries.all(), 'sessions', sessionId, 'route'] as const,
      queryFn: ({ signal }) => callApi('getMileSessionRoute', { params: { id: sessionId }, signal }),
    }),
};

/** A new session's distance and time start at 0 and its pace at null. */
export const startSession = (activityType: ActivityType, trackingMode: TrackingMode) =>
  callApi('startMileSession', {
    body: { activityType, totalDistance: 0, totalTime: 0, averagePace: null, trackingMode },
  });
