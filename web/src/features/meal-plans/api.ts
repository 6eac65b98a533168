import type { FoodCategory, SaveFoodPreferenceBody } from '@contract/food-items.ts';
import type {
  AssignMealPlanBody,
  GenerateMealPlanBody,
  GeneratePersonalizedMealPlanBody,
} from '@contract/meal-plans.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export const mealPlanQueries = {
  list: () =>
    queryOptions({
      queryKey: queryPrefixes.mealPlans,
      queryFn: ({ signal }) => callApi('listMealPlans', { signal }),
    }),
  /** The member's active plan, or null; not retried. */
  active: () =>
    queryOptions({
      queryKey: queryPrefixes.activeMealPlan,
      queryFn: ({ signal }) => callApi('getUserMealPlan', { signal }),
      retry: false,
    }),
  preferences: () =>
    queryOptions({
      queryKey: queryPrefixes.mealPreferences,
      queryFn: ({ signal }) => callApi('getUserMealPreferences', { signal }),
      retry: false,
    }),
};

export const foodQueries = {
  items: (category: FoodCategory) =>
    queryOptions({
      queryKey: [...queryPrefixes.foods, category] as const,
      queryFn: ({ signal }) => callApi('listFoodItemsWithPreferences', { query: { category }, signal }),
    }),
  ratings: () =>
    queryOptions({
      queryKey: queryPrefixes.foodRatings,
      queryFn: ({ signal }) => callApi('listUserFoodPreferences', { signal }),
    }),
};

/** Start Plan / Start This Plan: refreshes the plans and the active plan. */
export function useAssignMealPlan() {
  const refresh = useRefreshAfter('mealPlanAssigned');
  return useMutation({
    mutationFn: (body: AssignMealPlanBody) => callApi('assignMealPlan', { body }),
    onSuccess: refresh,
  });
}

/** Generate AI Meal Plan: refreshes plans, the active plan and the saved settings. */
export function useGenerateMealPlan() {
  const refresh = useRefreshAfter('mealPlanGenerated');
  return useMutation({
    mutationFn: (body: GenerateMealPlanBody) => callApi('generateMealPlan', { body }),
    onSuccess: refresh,
  });
}

/** Generate My Meal Plan (from food ratings): refreshes plans and the active plan. */
export function useGeneratePersonalizedMealPlan() {
  const refresh = useRefreshAfter('personalizedMealPlanGenerated');
  return useMutation({
    mutationFn: (body: GeneratePersonalizedMealPlanBody) => callApi('generatePersonalizedMealPlan', { body }),
    onSuccess: refresh,
  });
}

/** A rating is saved at once; every food list and the ratings refresh. */
export function useSaveFoodPreference() {
  const refresh = useRefreshAfter('foodRated');
  return useMutation({
    mutationFn: (body: SaveFoodPreferenceBody) => callApi('saveFoodPreference', { body }),
    onSuccess: refresh,
  });
}
