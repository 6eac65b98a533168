import type { UpdateWorkoutBody } from '@contract/workouts.ts';
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export const HISTORY_PAGE_SIZE = 20;
export const RECENT_LIMIT = 10;

export const workoutQueries = {
  all: () => queryPrefixes.workouts,
  recent: () =>
    queryOptions({
      queryKey: [...workoutQueries.all(), 'recent'] as const,
      queryFn: ({ signal }) => callApi('listWorkouts', { query: { limit: RECENT_LIMIT }, signal }),
    }),
  history: () =>
    infiniteQueryOptions({
      queryKey: [...workoutQueries.all(), 'history'] as const,
      queryFn: ({ pageParam, signal }) =>
        callApi('listWorkouts', {
          query: { limit: HISTORY_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
          signal,
        }),
      initialPageParam: '',
      // A full page may have more behind it; the last workout shown is the cursor (docs/decisions.md).
      getNextPageParam: (lastPage) =>
        lastPage.length === HISTORY_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
    }),
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [...workoutQueries.all(), 'range', from, to] as const,
      queryFn: ({ signal }) => callApi('listWorkoutsInRange', { params: { from, to }, signal }),
    }),
};

export const exerciseQueries = {
  all: () => queryPrefixes.exercises,
  /**
   * The library and the member's own exercises, with their ids: the library's names and texts ship
   * with the app, but its ids (which the exercise pages are addressed by) live in the database.
   */
  list: () =>
    queryOptions({
      queryKey: [...exerciseQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => callApi('listExercises', { query: { scope: 'all' }, signal }),
    }),
};

export const statsQueries = {
  all: () => queryPrefixes.stats,
  summary: () =>
    queryOptions({
      queryKey: statsQueries.all(),
      queryFn: ({ signal }) => callApi('getStats', { signal }),
    }),
};

export function useUpdateWorkout() {
  const refresh = useRefreshAfter('workoutWritten');
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWorkoutBody }) =>
      callApi('updateWorkout', { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteWorkout() {
  const refresh = useRefreshAfter('workoutWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteWorkout', { params: { id } }),
    onSuccess: refresh,
  });
}
