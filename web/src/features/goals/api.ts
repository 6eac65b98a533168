import type { GoalType } from '@contract/goal-rules.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import type { OutboxRequest } from '@/lib/outbox/outbox-item.ts';
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

/** A new weekly goal as the outbox sends it: under an id made here, as of `changedAt`. */
export function newGoalWrite(
  goal: { type: GoalType; target: number },
  changedAt = new Date().toISOString(),
): OutboxRequest {
  return {
    kind: 'goal',
    body: { ...goal, id: crypto.randomUUID(), current: 0, period: 'weekly', isActive: true, changedAt },
  };
}
