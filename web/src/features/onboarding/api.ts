import type { OnboardingAnswers } from '@contract/onboarding.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes } from '@/lib/query-keys.ts';

export const onboardingQueries = {
  all: () => queryPrefixes.onboarding,
  /** The plan built by the server from the four answers (public). */
  plan: (answers: OnboardingAnswers) =>
    queryOptions({
      queryKey: [...onboardingQueries.all(), 'plan', answers] as const,
      queryFn: ({ signal }) => callApi('buildOnboardingPlan', { query: answers, signal }),
    }),
  /** The signed-in member's saved answers and plan, or null. */
  saved: () =>
    queryOptions({
      queryKey: [...onboardingQueries.all(), 'saved'] as const,
      queryFn: ({ signal }) => callApi('getSavedOnboardingPlan', { signal }),
    }),
};

/** The trial starts (and its hand-over token is issued) on entering the payment step. */
export function useCreateTrialSubscription() {
  return useMutation({
    mutationFn: () => callApi('createTrialSubscription', { body: {} }),
  });
}
