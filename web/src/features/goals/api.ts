import type { CreateGoalBody, UpdateGoalBody } from '@contract/goals.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';
import { type GoalProposal, setupGoalTargets } from './goal-progress.ts';

export const goalQueries = {
  list: () =>
    queryOptions({
      queryKey: queryPrefixes.goals,
      queryFn: ({ signal }) => callApi('listGoals', { signal }),
    }),
};

export function useCreateGoal() {
  const refresh = useRefreshAfter('goalWritten');
  return useMutation({
    mutationFn: (body: CreateGoalBody) =>
      callApi('createGoal', { body: { ...body, current: 0, period: 'weekly', isActive: true } }),
    onSuccess: refresh,
  });
}

/** Setup Goals: the three starter goals at once. */
export function useSetupGoals(proposal?: GoalProposal) {
  const refresh = useRefreshAfter('goalWritten');
  return useMutation({
    mutationFn: () =>
      Promise.all(
        setupGoalTargets(proposal).map((goal) =>
          callApi('createGoal', { body: { ...goal, current: 0, period: 'weekly', isActive: true } }),
        ),
      ),
    onSettled: refresh,
  });
}

export function useUpdateGoal() {
  const refresh = useRefreshAfter('goalWritten');
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateGoalBody }) =>
      callApi('updateGoal', { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteGoal() {
  const refresh = useRefreshAfter('goalWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteGoal', { params: { id } }),
    onSuccess: refresh,
  });
}
