import type { CreateFoodEntryBody, UpdateFoodEntryBody } from '@contract/nutrition.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export const nutritionQueries = {
  day: (date: string) =>
    queryOptions({
      queryKey: [...queryPrefixes.foodLog, 'day', date] as const,
      queryFn: ({ signal }) => callApi('getFoodDay', { query: { date }, signal }),
    }),
  days: (from: string, to: string) =>
    queryOptions({
      queryKey: [...queryPrefixes.foodLog, 'days', from, to] as const,
      queryFn: ({ signal }) => callApi('listFoodDayTotals', { query: { from, to }, signal }),
    }),
  insights: (range: 'week' | 'month') =>
    queryOptions({
      queryKey: [...queryPrefixes.foodLog, 'insights', range] as const,
      queryFn: ({ signal }) => callApi('getNutritionInsights', { query: { range }, signal }),
      retry: false,
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...queryPrefixes.foodSearch, q] as const,
      queryFn: ({ signal }) => callApi('searchFoods', { query: { q, limit: 20 }, signal }),
    }),
  scanOptions: () =>
    queryOptions({
      queryKey: [...queryPrefixes.foodLog, 'scan-options'] as const,
      queryFn: ({ signal }) => callApi('getFoodScanOptions', { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The active meal plan, for "I ate this" (the meal-plans area's own call, read here too). */
  activePlan: () =>
    queryOptions({
      queryKey: queryPrefixes.activeMealPlan,
      queryFn: ({ signal }) => callApi('getUserMealPlan', { signal }),
    }),
};

export function useAddFoodEntry() {
  const refresh = useRefreshAfter('foodEntryWritten');
  return useMutation({
    mutationFn: (body: CreateFoodEntryBody) => callApi('createFoodEntry', { body }),
    onSuccess: refresh,
  });
}

/** Several entries one after another (copying a meal, saving a photo's items). */
export function useAddFoodEntries() {
  const refresh = useRefreshAfter('foodEntryWritten');
  return useMutation({
    mutationFn: async (bodies: CreateFoodEntryBody[]) => {
      for (const body of bodies) await callApi('createFoodEntry', { body });
    },
    onSettled: refresh,
  });
}

export function useUpdateFoodEntry() {
  const refresh = useRefreshAfter('foodEntryWritten');
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFoodEntryBody }) =>
      callApi('updateFoodEntry', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteFoodEntry() {
  const refresh = useRefreshAfter('foodEntryWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteFoodEntry', { params: { id } }),
    onSuccess: refresh,
  });
}

export const lookUpBarcode = (code: string) => callApi('scanBarcode', { params: { code } });
export const scanPhoto = (photo: File) =>
  callApi('scanFoodPhoto', { body: { fields: {}, files: { photo } } });
