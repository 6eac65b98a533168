import type { BillingConfig } from '@contract/subscription.ts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api-client.ts';

/** Prices and, when the server has Stripe keys, the publishable key and buy-button ids (public). */
export const billingConfigQuery = () =>
  queryOptions({
    queryKey: ['/api/billing/config'] as const,
    queryFn: ({ queryKey, signal }) => getJson<BillingConfig>(queryKey, signal),
  });
