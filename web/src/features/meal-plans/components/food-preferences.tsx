import {
  FOOD_CATEGORIES,
  FOOD_CATEGORY_LABELS,
  FOOD_PREFERENCES,
  type FoodCategory,
  type FoodPreference,
} from '@contract/food-item-rules.ts';
import type { FoodItem } from '@contract/food-items.ts';
import { PERSONALIZED_DURATION, PERSONALIZED_GOAL } from '@contract/meal-plan-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { Ban, Heart, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { usePremiumAccess } from '@/lib/subscription-status.ts';
import { foodQueries, useGeneratePersonalizedMealPlan, useSaveFoodPreference } from '../api.ts';
import {
  CATEGORIES_NEEDED,
  canGeneratePersonalized,
  estimateDailyCalories,
  ratedCategories,
  requestCalories,
} from '../calorie-estimate.ts';
import { formatNumber, PREFERENCE_LABELS } from '../labels.ts';

const PREFERENCE_ICONS: Record<FoodPreference, ReactNode> = {
  love: <Heart size={14} aria-hidden />,
  like: <ThumbsUp size={14} aria-hidden />,
  dislike: <ThumbsDown size={14} aria-hidden />,
  never: <Ban size={14} aria-hidden />,
};
const PREFERENCE_STYLE: Record<FoodPreference, string> = {
  love: 'btn-secondary',
  like: 'btn-success',
  dislike: 'btn-warning',
  never: 'btn-error',
};

function FoodRow({ food }: { food: FoodItem }) {
  const save = useSaveFoodPreference();
  const toast = useToast();
  const [optimistic, setOptimistic] = useState<FoodPreference | null>(null);
  const current = optimistic ?? food.userPreference?.preference ?? null;
  const rate = (preference: FoodPreference) => {
    setOptimistic(preference);
    save.mutate(
      { foodItemId: food.id, preference },
      {
        onSettled: () => setOptimistic(null),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to save food preference', variant: 'destructive' }),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 rounded-box bg-base-100 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">{food.name}</p>
        <p className="text-xs opacity-70">
          {formatNumber(food.caloriesPer100g)} cal per 100g · {food.commonServingSize}
        </p>
      </div>
      <fieldset className="join">
        <legend className="sr-only">{`Rate ${food.name}`}</legend>
        {FOOD_PREFERENCES.map((preference) => (
          <button
            key={preference}
            type="button"
            className={`btn join-item btn-xs ${current === preference ? PREFERENCE_STYLE[preference] : 'btn-ghost'}`}
            aria-pressed={current === preference}
            onClick={() => rate(preference)}
          >
            {PREFERENCE_ICONS[preference]}
            {PREFERENCE_LABELS[preference]}
          </button>
        ))}
      </fieldset>
    </li>
  );
}

function CategoryFoods({ category }: { category: FoodCategory }) {
  const items = useQuery(foodQueries.items(category));
  if (items.isPending)
    return <div className="skeleton h-40 rounded-box" role="status" aria-label="Loading foods" />;
  if (items.isError)
    return (
      <p role="alert" className="text-sm text-error">
        Unable to load foods
      </p>
    );
  if (items.data.length === 0) return <p className="text-sm opacity-70">No foods in this category yet.</p>;
  return (
    <ul aria-label={`${FOOD_CATEGORY_LABELS[category]} foods`} className="flex flex-col gap-2">
      {items.data.map((food) => (
        <FoodRow key={food.id} food={food} />
      ))}
    </ul>
  );
}

/**
 * The Food Preferences picker: a tab per category, love / like / dislike / never saved at
 * once, a progress badge, the calorie estimate, and Generate My Meal Plan once three categories
 * have a rated food. Never-rated foods never appear in a generated plan.
 */
export function FoodPreferences({ onGenerated }: { onGenerated: () => void }) {
  const [category, setCategory] = useState<FoodCategory>('proteins');
  const ratings = useQuery(foodQueries.ratings());
  const generate = useGeneratePersonalizedMealPlan();
  const toast = useToast();
  const list = ratings.data ?? [];
  const rated = ratedCategories(list);
  const estimate = estimateDailyCalories(list);
  const { hasPremium } = usePremiumAccess();

  const generatePlan = () =>
    generate.mutate(
      { goal: PERSONALIZED_GOAL, dailyCalories: requestCalories(estimate), duration: PERSONALIZED_DURATION },
      {
        onSuccess: () => {
          toast({ title: 'Personalized Meal Plan Created!', description: 'It is now your active plan.' });
          onGenerated();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: messageOf(error, 'Failed to generate personalized meal plan'),
            variant: 'destructive',
          }),
      },
    );

  if (generate.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center" role="status">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden />
        <p className="font-medium">Generating your personalized meal plan from your food preferences...</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="food-preferences-title" className="card bg-base-200">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="food-preferences-title" className="card-title">
            Food Preferences
          </h2>
          <span className="badge badge-primary" aria-live="polite">
            {rated.size} of {FOOD_CATEGORIES.length} categories rated · {list.length} foods
          </span>
        </div>
        <p className="text-sm opacity-80">
          Rate the foods you know. Loved and liked foods come first in your plans, disliked ones rarely, and
          foods marked never are left out entirely.
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-box bg-base-100 p-3">
          <p className="text-sm" aria-live="polite">
            Estimated daily calories: <span className="font-semibold">{formatNumber(estimate)}</span>
          </p>
          {hasPremium === false ? (
            <PremiumUpsell feature="Generating your personalized meal plan" compact />
          ) : canGeneratePersonalized(list) ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={generatePlan}>
              Generate My Meal Plan
            </button>
          ) : (
            <p className="text-xs opacity-70">
              Rate a food in {CATEGORIES_NEEDED - rated.size} more categor
              {CATEGORIES_NEEDED - rated.size === 1 ? 'y' : 'ies'} to generate your plan.
            </p>
          )}
        </div>
        {ratings.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load your ratings
          </p>
        )}
        <div role="tablist" aria-label="Food categories" className="tabs tabs-box flex-wrap">
          {FOOD_CATEGORIES.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={category === option}
              className={`tab ${category === option ? 'tab-active' : ''}`}
              onClick={() => setCategory(option)}
            >
              {FOOD_CATEGORY_LABELS[option]}
              {rated.has(option) && <span className="sr-only"> (rated)</span>}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={FOOD_CATEGORY_LABELS[category]}>
          <CategoryFoods category={category} />
        </div>
      </div>
    </section>
  );
}
