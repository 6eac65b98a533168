import type { OnboardingAnswers, OnboardingPlan, SavedOnboardingPlan } from '@contract/onboarding.ts';
import type { TrialSubscription } from '@contract/subscription.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';
import { toPlanSearch } from './plan-format.ts';

export const onboardingQueries = {
  all: () => ['/api/onboarding'] as const,
  /** The plan built by the server from the four answers (public). */
  plan: (answers: OnboardingAnswers) =>
    queryOptions({
      queryKey: [...onboardingQueries.all(), 'plan', answers] as const,
      queryFn: ({ signal }) =>
        apiRequest<OnboardingPlan>('GET', `/api/onboarding/plan?${toPlanSearch(answers)}`, { signal }),
    }),
  /** The signed-in member's saved answers and plan, or null (GET /api/user/onboarding-plan). */
  saved: () =>
    queryOptions({
      queryKey: ['/api/user/onboarding-plan'] as const,
      queryFn: ({ queryKey, signal }) => getJson<SavedOnboardingPlan>(queryKey, signal),
    }),
};

/** Seed 001 section 7: POST /api/create-trial-subscription, requested on entering the payment step. */
export function useCreateTrialSubscription() {
  return useMutation({
    mutationFn: () => apiRequest<TrialSubscription>('POST', '/api/create-trial-subscription', { body: {} }),
  });
}
