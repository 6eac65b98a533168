import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

/** Pending suggestions are polled every 30 s, recommendations every 60 s. */
export const PENDING_POLL_MS = 30_000;
export const RECOMMENDATIONS_POLL_MS = 60_000;

export const coachQueries = {
  pending: () =>
    queryOptions({
      queryKey: [...queryPrefixes.coachSuggestions, 'pending'] as const,
      queryFn: ({ signal }) => callApi('listPendingAdjustments', { signal }),
      refetchInterval: PENDING_POLL_MS,
    }),
  recommendations: () =>
    queryOptions({
      queryKey: [...queryPrefixes.coachSuggestions, 'recommendations'] as const,
      queryFn: ({ signal }) => callApi('getRecommendations', { signal }),
      refetchInterval: RECOMMENDATIONS_POLL_MS,
    }),
  levels: () =>
    queryOptions({
      queryKey: queryPrefixes.exerciseLevels,
      queryFn: ({ signal }) => callApi('listExerciseLevels', { signal }),
    }),
};

export function useApplyAdjustments() {
  const refresh = useRefreshAfter('adjustmentsApplied');
  return useMutation({
    mutationFn: (exerciseIds: string[]) => callApi('applyAdjustments', { body: { exerciseIds } }),
    onSuccess: refresh,
  });
}

/** The level the member applied per exercise, for the log dialog's starting difficulty. */
export function useAppliedLevel(): (exerciseName: string) => number | undefined {
  const levels = useQuery(coachQueries.levels());
  return (exerciseName) => levels.data?.find((level) => level.exerciseName === exerciseName)?.difficulty;
}
