import type {
  FoodCategory,
  FoodItem,
  SaveFoodPreferenceBody,
  UserFoodPreference,
} from '@contract/food-items.ts';
import type {
  AssignMealPlanBody,
  GeneratedMealPlan,
  GenerateMealPlanBody,
  GeneratePersonalizedMealPlanBody,
  MealPlan,
  UserMealPlan,
  UserMealPreferences,
} from '@contract/meal-plans.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Seed 001 section 7's meal-plan reads; keys are the URLs, so prefixes invalidate every view. */
export const mealPlanQueries = {
  all: () => ['/api/meal-plans'] as const,
  list: () =>
    queryOptions({
      queryKey: mealPlanQueries.all(),
      queryFn: ({ signal }) => apiRequest<MealPlan[]>('GET', '/api/meal-plans', { signal }),
    }),
  activeKey: () => ['/api/user-meal-plan'] as const,
  // Seed 001 section 7: no retry.
  active: () =>
    queryOptions({
      queryKey: mealPlanQueries.activeKey(),
      queryFn: ({ signal }) => apiRequest<UserMealPlan | null>('GET', '/api/user-meal-plan', { signal }),
      retry: false,
    }),
  preferencesKey: () => ['/api/user-meal-preferences'] as const,
  preferences: () =>
    queryOptions({
      queryKey: mealPlanQueries.preferencesKey(),
      queryFn: ({ signal }) =>
        apiRequest<UserMealPreferences | null>('GET', '/api/user-meal-preferences', { signal }),
      retry: false,
    }),
};

export const foodQueries = {
  itemsKey: () => ['/api/food-items-with-preferences'] as const,
  items: (category: FoodCategory) =>
    queryOptions({
      queryKey: [...foodQueries.itemsKey(), category] as const,
      queryFn: ({ signal }) =>
        apiRequest<FoodItem[]>(
          'GET',
          `/api/food-items-with-preferences?category=${encodeURIComponent(category)}`,
          {
            signal,
          },
        ),
    }),
  ratingsKey: () => ['/api/user-food-preferences'] as const,
  ratings: () =>
    queryOptions({
      queryKey: foodQueries.ratingsKey(),
      queryFn: ({ signal }) =>
        apiRequest<UserFoodPreference[]>('GET', '/api/user-food-preferences', { signal }),
    }),
};

function useRefresh(keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Start Plan / Start This Plan: refreshes the plans and the active plan. */
export function useAssignMealPlan() {
  const refresh = useRefresh([mealPlanQueries.all(), mealPlanQueries.activeKey()]);
  return useMutation({
    mutationFn: (body: AssignMealPlanBody) =>
      apiRequest<UserMealPlan>('POST', '/api/user-meal-plan', { body }),
    onSuccess: refresh,
  });
}

/** Generate AI Meal Plan: refreshes plans, the active plan and the saved settings. */
export function useGenerateMealPlan() {
  const refresh = useRefresh([
    mealPlanQueries.all(),
    mealPlanQueries.activeKey(),
    mealPlanQueries.preferencesKey(),
  ]);
  return useMutation({
    mutationFn: (body: GenerateMealPlanBody) =>
      apiRequest<GeneratedMealPlan>('POST', '/api/generate-meal-plan', { body }),
    onSuccess: refresh,
  });
}

/** Generate My Meal Plan (from food ratings): refreshes plans and the active plan. */
export function useGeneratePersonalizedMealPlan() {
  const refresh = useRefresh([mealPlanQueries.all(), mealPlanQueries.activeKey()]);
  return useMutation({
    mutationFn: (body: GeneratePersonalizedMealPlanBody) =>
      apiRequest<GeneratedMealPlan>('POST', '/api/generate-personalized-meal-plan', { body }),
    onSuccess: refresh,
  });
}

/** A rating is saved at once; every food list and the ratings refresh. */
export function useSaveFoodPreference() {
  const refresh = useRefresh([foodQueries.itemsKey(), foodQueries.ratingsKey()]);
  return useMutation({
    mutationFn: (body: SaveFoodPreferenceBody) =>
      apiRequest<UserFoodPreference>('POST', '/api/user-food-preference', { body }),
    onSuccess: refresh,
  });
}
