import type { CreateWorkoutBody, Exercise, Stats, UpdateWorkoutBody, Workout } from '@contract/workouts.ts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';
import { WORKOUT_DEPENDENT_QUERY_KEYS } from '@/lib/workout-dependent-queries.ts';

export const HISTORY_PAGE_SIZE = 20;
export const RECENT_LIMIT = 10;

export const workoutQueries = {
  all: () => ['/api/workouts'] as const,
  recent: () =>
    queryOptions({
      queryKey: [...workoutQueries.all(), 'recent'] as const,
      queryFn: ({ signal }) =>
        apiRequest<Workout[]>('GET', `/api/workouts?limit=${RECENT_LIMIT}`, { signal }),
    }),
  history: () =>
    infiniteQueryOptions({
      queryKey: [...workoutQueries.all(), 'history'] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
        if (pageParam) query.set('before', pageParam);
        return apiRequest<Workout[]>('GET', `/api/workouts?${query}`, { signal });
      },
      initialPageParam: '',
      // A full page may have more behind it; the last workout shown is the cursor (README).
      getNextPageParam: (lastPage) =>
        lastPage.length === HISTORY_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
    }),
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [...workoutQueries.all(), 'range', from, to] as const,
      queryFn: ({ queryKey, signal }) => getJson<Workout[]>(queryKey, signal),
    }),
};

export const exerciseQueries = {
  all: () => ['/api/exercises'] as const,
  /** The member's own exercises (the library itself ships with the app). */
  custom: () =>
    queryOptions({
      queryKey: [...exerciseQueries.all(), 'custom'] as const,
      queryFn: ({ signal }) => apiRequest<Exercise[]>('GET', '/api/exercises?scope=custom', { signal }),
    }),
};

export const statsQueries = {
  all: () => ['/api/stats'] as const,
  summary: () =>
    queryOptions({
      queryKey: statsQueries.all(),
      queryFn: ({ queryKey, signal }) => getJson<Stats>(queryKey, signal),
    }),
};

/** Every view a workout write changes, in this feature and others. */
function useRefreshAfterWorkoutWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(WORKOUT_DEPENDENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useLogWorkout() {
  const refresh = useRefreshAfterWorkoutWrite();
  return useMutation({
    mutationFn: (body: CreateWorkoutBody) => apiRequest<Workout>('POST', '/api/workouts', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateWorkout() {
  const refresh = useRefreshAfterWorkoutWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWorkoutBody }) =>
      apiRequest<Workout>('PATCH', `/api/workouts/${id}`, { body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteWorkout() {
  const refresh = useRefreshAfterWorkoutWrite();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/workouts/${id}`),
    onSuccess: refresh,
  });
}
