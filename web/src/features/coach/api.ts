import type {
  ApplyAdjustmentsAnswer,
  ExerciseLevel,
  PendingAdjustment,
  Recommendations,
} from '@contract/coach.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';

/** Seed 000 section 9: pending suggestions are polled every 30 s, recommendations every 60 s. */
export const PENDING_POLL_MS = 30_000;
export const RECOMMENDATIONS_POLL_MS = 60_000;

export const coachQueries = {
  pending: () =>
    queryOptions({
      queryKey: ['/api/ai-adjustments', 'pending'] as const,
      queryFn: ({ queryKey, signal }) => getJson<PendingAdjustment[]>(queryKey, signal),
      refetchInterval: PENDING_POLL_MS,
    }),
  recommendations: () =>
    queryOptions({
      queryKey: ['/api/ai-recommendations'] as const,
      queryFn: ({ queryKey, signal }) => getJson<Recommendations>(queryKey, signal),
      refetchInterval: RECOMMENDATIONS_POLL_MS,
    }),
  levels: () =>
    queryOptions({
      queryKey: ['/api/exercise-levels'] as const,
      queryFn: ({ queryKey, signal }) => getJson<ExerciseLevel[]>(queryKey, signal),
    }),
};

export function useApplyAdjustments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exerciseIds: string[]) =>
      apiRequest<ApplyAdjustmentsAnswer>('POST', '/api/ai-adjustments/apply', { body: { exerciseIds } }),
    onSuccess: () =>
      Promise.all(
        [coachQueries.pending(), coachQueries.recommendations(), coachQueries.levels()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The level the member applied per exercise, for the log dialog's starting difficulty. */
export function useAppliedLevel(): (exerciseName: string) => number | undefined {
  const levels = useQuery(coachQueries.levels());
  return (exerciseName) => levels.data?.find((level) => level.exerciseName === exerciseName)?.difficulty;
}
