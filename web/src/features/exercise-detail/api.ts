import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes } from '@/lib/query-keys.ts';

export const HISTORY_PAGE_SIZE = 20;

/**
 * An exercise's history lives under the exercises prefix, so a logged or changed workout (which
 * refreshes exercises) refreshes the detail page too.
 */
export const exerciseDetailQueries = {
  all: () => queryPrefixes.exercises,
  history: (exerciseId: string) =>
    infiniteQueryOptions({
      queryKey: [...exerciseDetailQueries.all(), 'history', exerciseId] as const,
      queryFn: ({ pageParam, signal }) =>
        callApi('getExerciseHistory', {
          params: { id: exerciseId },
          query: { limit: HISTORY_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
          signal,
        }),
      initialPageParam: '',
      // A full page may have more behind it; the last session shown is the cursor (docs/decisions.md).
      getNextPageParam: (lastPage) =>
        lastPage.sessions.length === HISTORY_PAGE_SIZE ? lastPage.sessions.at(-1)?.workoutId : undefined,
    }),
};
