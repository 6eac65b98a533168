import type { Subscription } from '@contract/subscription.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api/client.ts';
import { HttpError } from './api/http-error.ts';
import { queryPrefixes } from './query-keys.ts';

/**
 * The member's effective subscription, shared by everything that shows or depends on Premium: the
 * header's badge, the subscription page and settings, and the Premium features that show an upsell
 * instead of calling the server when Premium is not open. Not retried.
 */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: queryPrefixes.subscription,
    queryFn: ({ signal }) => callApi('getSubscription', { signal }),
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
