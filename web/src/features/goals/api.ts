import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export const goalQueries = {
  list: () =>
    queryOptions({
      queryKey: queryPrefixes.goals,
      queryFn: ({ signal }) => callApi('listGoals', { signal }),
    }),
};

export function useDeleteGoal() {
  const refresh = useRefreshAfter('goalWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteGoal', { params: { id } }),
    onSuccess: refresh,
  });
}
