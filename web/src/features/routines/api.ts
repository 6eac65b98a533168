import type { RoutineBody } from '@contract/strength-log.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export const routineQueries = {
  all: () => queryPrefixes.routines,
  list: () =>
    queryOptions({
      queryKey: [...routineQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => callApi('listRoutines', { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...routineQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => callApi('getRoutine', { params: { id }, signal }),
    }),
};

/** Saves a new routine (no id) or replaces an existing one whole. */
export function useSaveRoutine() {
  const refresh = useRefreshAfter('routineWritten');
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: RoutineBody }) =>
      id === undefined
        ? callApi('createRoutine', { body })
        : callApi('replaceRoutine', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteRoutine() {
  const refresh = useRefreshAfter('routineWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteRoutine', { params: { id } }),
    onSuccess: refresh,
  });
}
