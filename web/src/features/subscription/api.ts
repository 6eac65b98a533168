import type {
  CheckoutReference,
  Payment,
  PaymentIntentAnswer,
  Subscription,
} from '@contract/subscription.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import { subscriptionQuery } from '@/lib/subscription-status.ts';

export const subscriptionQueries = {
  /** Shared with the header and every Premium feature (lib/subscription-status.ts). */
  current: subscriptionQuery,
  payments: () =>
    queryOptions({
      queryKey: ['/api/user/payments'] as const,
      queryFn: ({ queryKey, signal }) => getJson<Payment[]>(queryKey, signal),
    }),
  checkoutReference: () =>
    queryOptions({
      queryKey: ['/api/user/subscription/checkout-reference'] as const,
      queryFn: ({ queryKey, signal }) => getJson<CheckoutReference>(queryKey, signal),
    }),
};

/** After any change: the subscription everywhere, and the current user's status with it. */
function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return (subscription: Subscription) => {
    queryClient.setQueryData(subscriptionQuery().queryKey, subscription);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey.slice(0, 1) }),
    ]);
  };
}

/** Seed 001 section 7: POST /api/user/subscription/cancel with an empty body. */
export function useCancelSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => apiRequest<Subscription>('POST', '/api/user/subscription/cancel'),
    onSuccess: refresh,
  });
}

/** Seed 001 section 7: POST /api/user/subscription/activate with an empty body. */
export function useActivateSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => apiRequest<Subscription>('POST', '/api/user/subscription/activate'),
    onSuccess: refresh,
  });
}

/** Seed 001 section 7: POST /api/create-payment-intent. The server decides the amount; the seed's field is sent as it was. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (amount: number) =>
      apiRequest<PaymentIntentAnswer>('POST', '/api/create-payment-intent', { body: { amount } }),
  });
}
