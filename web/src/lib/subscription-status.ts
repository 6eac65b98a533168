import type { Subscription } from '@contract/subscription.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, HttpError } from './api-client.ts';

/**
 * The member's effective subscription (GET /api/user/subscription), shared by everything that
 * shows or depends on Premium: the header's badge, the subscription page and settings, and the
 * Premium features that show an upsell instead of calling the server when Premium is not open.
 * Seed 001 section 7: no retry.
 */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: ['/api/user/subscription'] as const,
    queryFn: ({ queryKey, signal }) => getJson<Subscription>(queryKey, signal),
    retry: false,
  });

/** Whether Premium features are open for the member: undefined while unknown. */
export function usePremiumAccess(): {
  hasPremium: boolean | undefined;
  subscription: Subscription | undefined;
} {
  const { data } = useQuery(subscriptionQuery());
  return { hasPremium: data?.hasPremium, subscription: data };
}

/** The server refused a Premium feature (402 premium_required): show the upsell, not an error. */
export const isPremiumRequired = (error: unknown) => error instanceof HttpError && error.status === 402;
