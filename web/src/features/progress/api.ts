import type { ProgressMetrics, WeightProgress } from '@contract/progress.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';

export const progressQueries = {
  all: () => ['/api/progress'] as const,
  metrics: (days: number) =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'metrics', days] as const,
      queryFn: ({ signal }) =>
        apiRequest<ProgressMetrics>('GET', `/api/progress/metrics?days=${days}`, { signal }),
    }),
  weight: () =>
    queryOptions({
      queryKey: [...progressQueries.all(), 'weight'] as const,
      queryFn: ({ queryKey, signal }) => getJson<WeightProgress>(queryKey, signal),
    }),
};
