import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes } from '@/lib/query-keys.ts';

export const progressQueries = {
  all: () => queryPrefixes.progress,
  metrics: (days: number) =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'metrics', days] as const,
      queryFn: ({ signal }) => callApi('getProgressMetrics', { query: { days }, signal }),
    }),
  weight: () =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'weight'] as const,
      queryFn: ({ signal }) => callApi('getWeightProgress', { signal }),
    }),
};
