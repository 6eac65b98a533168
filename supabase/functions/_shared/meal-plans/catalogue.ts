import type { Diet } from '../contract/food-items.ts';
import { FOOD_LIBRARY } from '../contract/food-library.ts';
import type { MealGoal } from '../contract/meal-plans.ts';
import { type PlannerFood, planMeals } from '../domain/meal-planner.ts';
import type { MipSolver } from '../domain/meal-planner-model.ts';
import { checkedAgainstLabels, type NewMealPlan, toNewMealPlan } from './plan-content.ts';

/**
 * The shared catalogue of meal plans (seed 001: weight loss, weight gain, maintenance), generated
 * by the planner from the food library when supabase/seed.sql is rendered, so their figures are
 * the true sums of their foods. Each has a fixed seed: the same library always gives the same plans.
 */
export interface CatalogueEntry {
  key: string;
  name: string;
  description: string;
  goal: MealGoal;
  dailyCalories: number;
  duration: number;
  diets: Diet[];
  seed: number;
}

export const MEAL_PLAN_CATALOGUE: readonly CatalogueEntry[] = [
  {
    key: 'lean-and-green',
    name: 'Lean & Green',
    description: 'A gentle calorie deficit with lean proteins, whole grains and plenty of vegetables.',
    goal: 'weight_loss',
    dailyCalories: 1500,
    duration: 7,
    diets: [],
    seed: 1501,
  },
  {
    key: 'plant-powered-cut',
    name: 'Plant-Powered Cut',
    description: 'Vegetarian weight loss built on legumes, eggs, dairy and tofu for a high-protein deficit.',
    goal: 'weight_loss',
    dailyCalories: 1800,
    duration: 7,
    diets: ['vegetarian'],
    seed: 1802,
  },
  {
    key: 'balanced-maintenance',
    name: 'Balanced Maintenance',
    description: 'Everyday balanced eating to hold your weight: a bit of everything, nothing extreme.',
    goal: 'maintenance',
    dailyCalories: 2000,
    duration: 7,
    diets: [],
    seed: 2003,
  },
  {
    key: 'mediterranean-pescatarian',
    name: 'Mediterranean Pescatarian',
    description: 'Fish, olive oil, legumes, fruit and whole grains in the Mediterranean style.',
    goal: 'maintenance',
    dailyCalories: 2200,
    duration: 7,
    diets: ['pescatarian'],
    seed: 2204,
  },
  {
    key: 'gluten-free-balance',
    name: 'Gluten-Free Balance',
    description: 'Maintenance meals without wheat, barley, rye or oats, built on rice, potatoes and quinoa.',
    goal: 'maintenance',
    dailyCalories: 1900,
    duration: 7,
    diets: ['gluten_free'],
    seed: 1905,
  },
  {
    key: 'lean-muscle-gain',
    name: 'Lean Muscle Gain',
    description: 'A steady surplus with protein at every meal to support training and muscle gain.',
    goal: 'weight_gain',
    dailyCalories: 2800,
    duration: 7,
    diets: [],
    seed: 2806,
  },
  {
    key: 'high-calorie-bulk',
    name: 'High-Calorie Bulk',
    description: 'Energy-dense meals with nuts, whole milk and generous portions for hard gainers.',
    goal: 'weight_gain',
    dailyCalories: 3400,
    duration: 7,
    diets: [],
    seed: 3407,
  },
];

/** The library as planner foods, identified by name (the catalogue's ingredients are text). */
export const LIBRARY_PLANNER_FOODS: readonly PlannerFood[] = FOOD_LIBRARY.map((food) => ({
  ...food,
  id: food.name,
}));

/** Plans every catalogue entry; no time limit, so the result never depends on the machine's speed. */
export function buildCatalogue(solve: MipSolver): (NewMealPlan & { key: string })[] {
  return MEAL_PLAN_CATALOGUE.map((entry) => {
    const result = planMeals(
      {
        goal: entry.goal,
        dailyCalories: entry.dailyCalories,
        duration: entry.duration,
        foods: LIBRARY_PLANNER_FOODS,
        requiredDiets: entry.diets,
        seed: entry.seed,
        timeLimitMs: 10 * 60 * 1000,
      },
      solve,
    );
    return {
      key: entry.key,
      ...toNewMealPlan(result, {
        name: entry.name,
        description: entry.description,
        goal: entry.goal,
        foods: LIBRARY_PLANNER_FOODS,
        checkedAgainst: checkedAgainstLabels({
          allergens: [],
          diets: entry.diets,
          excludedByName: [],
          excludeMeat: false,
          neverRated: 0,
        }),
      }),
    };
  });
}
