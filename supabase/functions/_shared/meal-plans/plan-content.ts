import { ALLERGEN_LABELS, type Allergen, DIET_LABELS, type Diet } from '../contract/food-items.ts';
import { MEAL_GOAL_LABELS, type MealGoal } from '../contract/meal-plans.ts';
import {
  ingredientLine,
  MACRO_SPLIT,
  type PlannerFood,
  type PlanResult,
  TOLERANCE,
  VARIETY_MAX_USES,
} from '../domain/meal-planner.ts';
import type { NameMatch } from '../domain/meal-planner-text.ts';

/**
 * A planned plan as stored rows: what both the API (a member's generated plan) and seed.sql (the
 * catalogue) write. Built from the planner's result, so every figure is the sum of real foods.
 */

export interface NewMeal {
  mealType: string;
  name: string;
  description: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  ingredients: string[];
  instructions: string[];
  prepTime: number;
  allergens: Allergen[];
  checkedAgainst: string[];
}

export interface NewMealPlan {
  name: string;
  description: string;
  goal: MealGoal;
  dailyCalories: number;
  dailyProtein: number;
  dailyCarbs: number;
  dailyFat: number;
  duration: number;
  notes: string[];
  days: { dayNumber: number; name: string; meals: NewMeal[] }[];
}

/** What a generated plan was checked against, in words a member reads on every meal. */
export interface Exclusions {
  allergens: readonly Allergen[];
  diets: readonly Diet[];
  excludedByName: readonly NameMatch[];
  excludeMeat: boolean;
  /** Number of foods the member rated never. */
  neverRated: number;
}

export function checkedAgainstLabels(exclusions: Exclusions): string[] {
  return [
    ...exclusions.allergens.map((allergen) => ALLERGEN_LABELS[allergen]),
    ...exclusions.diets.map((diet) => DIET_LABELS[diet]),
    ...(exclusions.excludeMeat ? ['no meat'] : []),
    ...exclusions.excludedByName.map((match) => `“${match.text}”`),
    ...(exclusions.neverRated > 0 ? ['foods you rated never'] : []),
  ];
}

const percent = (fraction: number) => `${fraction > 0 ? '+' : ''}${Math.round(fraction * 100)}%`;
const thousands = (value: number) => value.toLocaleString('en-US');

/**
 * One line per day that misses a target, with the figures, and one per rule a day had to relax
 * (the variety cap, or a whole menu repeated when the time ran out), so neither is ever silent.
 */
export function dayMissNotes(result: PlanResult): string[] {
  const repeated = result.days.flatMap((day) =>
    day.repeatsDay === undefined
      ? []
      : [
          `Day ${day.dayNumber} repeats day ${day.repeatsDay}’s menu: the planner ran out of time before it could plan a new one.`,
        ],
  );
  const relaxed = result.days
    .filter((day) => day.varietyRelaxed)
    .map(
      (day) =>
        `Day ${day.dayNumber} repeats a food more than ${VARIETY_MAX_USES} times in 7 days: your allowed foods could not reach the targets otherwise.`,
    );
  const misses = result.days
    .filter((day) => !day.withinTargets)
    .map((day) => {
      const misses = (['calories', 'protein', 'carbs', 'fat'] as const)
        .filter(
          (key) =>
            Math.abs(day.deviation[key]) > (key === 'calories' ? TOLERANCE.calories : TOLERANCE.macros),
        )
        .map((key) => `${key} ${percent(day.deviation[key])}`);
      const why = day.feasible
        ? 'this is the closest plan found in the time allowed.'
        : 'no combination of your allowed foods can reach them.';
      return `Day ${day.dayNumber} misses its targets (${misses.join(', ')}): ${why}`;
    });
  return [...repeated, ...relaxed, ...misses];
}

/** Turns the planner's result into the rows to store. */
export function toNewMealPlan(
  result: PlanResult,
  {
    name,
    description,
    goal,
    foods,
    checkedAgainst,
    notes = [],
  }: {
    name: string;
    description: string;
    goal: MealGoal;
    foods: readonly PlannerFood[];
    checkedAgainst: readonly string[];
    notes?: readonly string[];
  },
): NewMealPlan {
  const byId = new Map(foods.map((food) => [food.id, food]));
  return {
    name,
    description,
    goal,
    dailyCalories: result.targets.calories,
    dailyProtein: result.targets.protein,
    dailyCarbs: result.targets.carbs,
    dailyFat: result.targets.fat,
    duration: result.days.length,
    notes: [...notes, ...dayMissNotes(result)],
    days: result.days.map((day) => ({
      dayNumber: day.dayNumber,
      name: `Day ${day.dayNumber}`,
      meals: day.meals.map((meal) => {
        const allergens = new Set<Allergen>();
        for (const ingredient of meal.ingredients)
          for (const allergen of byId.get(ingredient.foodId)?.allergens ?? []) allergens.add(allergen);
        return {
          mealType: meal.mealType,
          name: meal.name,
          description: meal.description,
          calories: meal.calories,
          protein: meal.protein,
          carbs: meal.carbs,
          fat: meal.fat,
          ingredients: meal.ingredients.map(ingredientLine),
          instructions: meal.instructions,
          prepTime: meal.prepTime,
          allergens: [...allergens].sort(),
          checkedAgainst: [...checkedAgainst],
        };
      }),
    })),
  };
}

/** "Weight Loss Plan · 1,800 kcal" and a description with the day's targets and split. */
export function describeGeneratedPlan(
  goal: MealGoal,
  result: PlanResult,
  { personalized, checkedAgainst }: { personalized: boolean; checkedAgainst: readonly string[] },
) {
  const split = MACRO_SPLIT[goal];
  const { targets } = result;
  const name = `${personalized ? 'Personalized ' : ''}${MEAL_GOAL_LABELS[goal]} Plan · ${thousands(targets.calories)} kcal`;
  const checked = checkedAgainst.length > 0 ? ` Checked against: ${checkedAgainst.join(', ')}.` : '';
  const description =
    `${result.days.length} days at ${thousands(targets.calories)} kcal with ${targets.protein} g protein, ` +
    `${targets.carbs} g carbs and ${targets.fat} g fat a day ` +
    `(${Math.round(split.protein * 100)}/${Math.round(split.carbs * 100)}/${Math.round(split.fat * 100)} split for ${MEAL_GOAL_LABELS[goal].toLowerCase()}), ` +
    `built from ${personalized ? 'your food ratings' : 'your settings'}.${checked}`;
  return { name, description };
}
