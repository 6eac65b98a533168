import type {
  ActivityType,
  MileRoute,
  MileSession,
  MileSplit,
  TrackingMode,
} from '@contract/mile-tracker.ts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { OutboxItem } from './outbox.ts';

export const HISTORY_PAGE_SIZE = 20;
const SESSIONS = '/api/mile-tracker/sessions';

export const mileQueries = {
  all: () => ['/api/mile-tracker'] as const,
  /** Seed 001 section 7: the active session or none (null), not retried. */
  active: () =>
    queryOptions({
      queryKey: [...mileQueries.all(), 'sessions', 'active'] as const,
      queryFn: ({ signal }) => apiRequest<MileSession | null>('GET', `${SESSIONS}/active`, { signal }),
    }),
  /** Finished sessions, newest first, a page at a time; only fetched while Activity History is open. */
  history: () =>
    infiniteQueryOptions({
      queryKey: [...mileQueries.all(), 'sessions', 'history'] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ status: 'completed', limit: String(HISTORY_PAGE_SIZE) });
        if (pageParam) query.set('before', pageParam);
        return apiRequest<MileSession[]>('GET', `${SESSIONS}?${query}`, { signal });
      },
      initialPageParam: '',
      getNextPageParam: (lastPage) =>
        lastPage.length === HISTORY_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
    }),
  route: (sessionId: string) =>
    queryOptions({
      queryKey: [...mileQueries.all(), 'sessions', sessionId, 'route'] as const,
      queryFn: ({ signal }) => apiRequest<MileRoute>('GET', `${SESSIONS}/${sessionId}/route`, { signal }),
    }),
};

/** Seed 001 section 7: distance and time start at 0 and pace at null. */
export const startSession = (activityType: ActivityType, trackingMode: TrackingMode) =>
  apiRequest<MileSession>('POST', SESSIONS, {
    body: { activityType, totalDistance: 0, totalTime: 0, averagePace: null, trackingMode },
  });

/** Sends one waiting split (POST .../splits) or finish (PATCH the session). */
export function sendOutboxItem(item: OutboxItem): Promise<MileSplit | MileSession> {
  return item.kind === 'split'
    ? apiRequest<MileSplit>('POST', `${SESSIONS}/${item.sessionId}/splits`, { body: item.body })
    : apiRequest<MileSession>('PATCH', `${SESSIONS}/${item.sessionId}`, { body: item.body });
}
