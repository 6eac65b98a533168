import type { CreateGoalBody, Goal, UpdateGoalBody } from '@contract/goals.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';
import { type GoalProposal, setupGoalTargets } from './goal-progress.ts';

export const goalQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/goals'] as const,
      queryFn: ({ queryKey, signal }) => getJson<Goal[]>(queryKey, signal),
    }),
};

function useRefreshGoals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goalQueries.list().queryKey });
}

export function useCreateGoal() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: (body: CreateGoalBody) =>
      apiRequest<Goal>('POST', '/api/goals', {
        body: { ...body, current: 0, period: 'weekly', isActive: true },
      }),
    onSuccess: refresh,
  });
}

/** Setup Goals: the three starter goals at once. */
export function useSetupGoals(proposal?: GoalProposal) {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: () =>
      Promise.all(
        setupGoalTargets(proposal).map((goal) =>
          apiRequest<Goal>('POST', '/api/goals', {
            body: { ...goal, current: 0, period: 'weekly', isActive: true },
          }),
        ),
      ),
    onSettled: refresh,
  });
}

export function useUpdateGoal() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateGoalBody }) =>
      apiRequest<Goal>('PATCH', `/api/goals/${id}`, { body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteGoal() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/goals/${id}`),
    onSuccess: refresh,
  });
}
