import type { Subscription } from '@contract/subscription.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, refreshAfter } from '@/lib/query-keys.ts';
import { subscriptionQuery } from '@/lib/subscription-status.ts';

export const subscriptionQueries = {
  /** Shared with the header and every Premium feature (lib/subscription-status.ts). */
  current: subscriptionQuery,
  payments: () =>
    queryOptions({
      queryKey: queryPrefixes.payments,
      queryFn: ({ signal }) => callApi('listPayments', { signal }),
    }),
  checkoutReference: () =>
    queryOptions({
      queryKey: queryPrefixes.checkoutReference,
      queryFn: ({ signal }) => callApi('getCheckoutReference', { signal }),
    }),
};

/** After any change: the subscription everywhere, and the current user's status with it. */
function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return (subscription: Subscription) => {
    queryClient.setQueryData(subscriptionQuery().queryKey, subscription);
    return refreshAfter(queryClient, 'subscriptionChanged');
  };
}

/** Cancel: an empty POST. */
export function useCancelSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => callApi('cancelSubscription'),
    onSuccess: refresh,
  });
}

/** Activate: an empty POST. */
export function useActivateSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => callApi('activateSubscription'),
    onSuccess: refresh,
  });
}

/** The server decides the amount; the client's field is sent as it always was. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (amount: number) => callApi('createPaymentIntent', { body: { amount } }),
  });
}
