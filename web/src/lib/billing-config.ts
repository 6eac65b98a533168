import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api/client.ts';
import { queryPrefixes } from './query-keys.ts';

/** Prices and, when the server has Stripe keys, the publishable key and buy-button ids (public). */
export const billingConfigQuery = () =>
  queryOptions({
    queryKey: queryPrefixes.billingConfig,
    queryFn: ({ signal }) => callApi('getBillingConfig', { signal }),
  });
