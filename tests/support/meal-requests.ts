import {
  ALLERGENS,
  type Allergen,
  type Diet,
  type FoodPreference,
} from '../../supabase/functions/_shared/contract/food-items.ts';
import { FOOD_LIBRARY } from '../../supabase/functions/_shared/contract/food-library.ts';
import {
  type MealGoal,
  type PlannerFood,
  type PlanRequest,
  type PlanResult,
  planMeals,
  requestIsFeasible,
  seededRandom,
} from '../../supabase/functions/_shared/domain/meal-planner.ts';
import type { MipSolver } from '../../supabase/functions/_shared/domain/meal-planner-model.ts';
import { plannerThreadCpuMs } from '../../supabase/functions/_shared/meal-plans/cpu-clock.ts';

/** The food library as the planner sees it, with stable ids (the database gives uuids instead). */
export const LIBRARY_FOODS: (PlannerFood & { usdaDescription: string })[] = FOOD_LIBRARY.map(
  (food, index) => ({
    ...food,
    id: `food-${index}`,
  }),
);

const GOALS: MealGoal[] = ['weight_loss', 'maintenance', 'weight_gain'];
const DIETS: Diet[] = ['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free'];

/**
 * A random member's request, the way members vary: goal, calories 1200-4000, duration 3-14, up to
 * two allergies (most members none), sometimes a diet, and ratings of up to 40 foods, a few of
 * them "never".
 */
export function randomRequest(random: () => number, duration?: number): PlanRequest {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const allergens = new Set<Allergen>();
  const allergyCount = random() < 0.6 ? 0 : random() < 0.7 ? 1 : 2;
  while (allergens.size < allergyCount) allergens.add(pick(ALLERGENS));
  const diets: Diet[] = random() < 0.65 ? [] : [pick(DIETS)];
  const ratings = new Map<string, FoodPreference>();
  const rated = Math.floor(random() * 40);
  for (let index = 0; index < rated; index++) {
    const food = pick(LIBRARY_FOODS);
    const roll = random();
    ratings.set(food.id, roll < 0.3 ? 'love' : roll < 0.65 ? 'like' : roll < 0.88 ? 'dislike' : 'never');
  }
  return {
    goal: pick(GOALS),
    dailyCalories: 1200 + Math.floor(random() * 2801),
    duration: duration ?? 3 + Math.floor(random() * 12),
    foods: LIBRARY_FOODS,
    excludedAllergens: [...allergens],
    requiredDiets: diets,
    ratings,
    seed: Math.floor(random() * 2 ** 31),
  };
}

export interface Violation {
  day: number;
  meal: string;
  food: string;
  reason: string;
}

/** Every way a plan could break its request's exclusions: allergens, diets and never-rated foods. */
export function violationsOf(request: PlanRequest, plan: PlanResult): Violation[] {
  const byId = new Map(request.foods.map((food) => [food.id, food]));
  const violations: Violation[] = [];
  for (const day of plan.days) {
    for (const meal of day.meals) {
      for (const ingredient of meal.ingredients) {
        const food = byId.get(ingredient.foodId);
        const at = { day: day.dayNumber, meal: meal.mealType, food: ingredient.name };
        if (!food) {
          violations.push({ ...at, reason: 'unknown food' });
          continue;
        }
        for (const allergen of request.excludedAllergens ?? [])
          if (food.allergens.includes(allergen)) violations.push({ ...at, reason: `contains ${allergen}` });
        for (const diet of request.requiredDiets ?? [])
          if (!food.diets.includes(diet)) violations.push({ ...at, reason: `not ${diet}` });
        if (request.ratings?.get(food.id) === 'never') violations.push({ ...at, reason: 'rated never' });
        if (request.excludedFoodIds?.has(food.id)) violations.push({ ...at, reason: 'excluded by name' });
      }
    }
  }
  return violations;
}

/** Whether every meal's figures are the rounded sum of its ingredients and every day's the sum of its meals. */
export function totalsAreTrue(request: PlanRequest, plan: PlanResult): boolean {
  const byId = new Map(request.foods.map((food) => [food.id, food]));
  return plan.days.every((day) => {
    const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
    const mealsTrue = day.meals.every((meal) => {
      const exact = { calories: 0, protein: 0, carbs: 0, fat: 0 };
      for (const ingredient of meal.ingredients) {
        const food = byId.get(ingredient.foodId);
        if (!food) return false;
        for (const key of ['calories', 'protein', 'carbs', 'fat'] as const)
          exact[key] += (food.per100g[key] * ingredient.grams) / 100;
      }
      for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) sum[key] += meal[key];
      return (['calories', 'protein', 'carbs', 'fat'] as const).every(
        (key) => meal[key] === Math.round(exact[key]),
      );
    });
    return (
      mealsTrue &&
      (['calories', 'protein', 'carbs', 'fat'] as const).every((key) => day.totals[key] === sum[key])
    );
  });
}

export interface BenchReport {
  requests: number;
  feasibleRequests: number;
  daysOfFeasibleRequests: number;
  daysWithinTargets: number;
  infeasibleDaysProven: number;
  violations: Violation[];
  untrueTotals: number;
  /** CPU time of the planner's thread per 7-day plan. */
  sevenDaySolveMs: number[];
  plannerErrors: number;
  /** Days repeated from an earlier day because a plan reached its time cap. */
  repeatedDays: number;
  /** The most resident memory seen after a plan, in bytes. */
  peakResidentBytes: number;
}

/**
 * Plans `count` random requests from a fixed seed and measures days on target, exclusion
 * violations, true totals and solve times.
 */
export function runMealBench(
  solve: MipSolver,
  { count, seed }: { count: number; seed: number },
): BenchReport {
  const random = seededRandom(seed);
  const report: BenchReport = {
    requests: 0,
    feasibleRequests: 0,
    daysOfFeasibleRequests: 0,
    daysWithinTargets: 0,
    infeasibleDaysProven: 0,
    violations: [],
    untrueTotals: 0,
    sevenDaySolveMs: [],
    plannerErrors: 0,
    repeatedDays: 0,
    peakResidentBytes: 0,
  };
  for (let index = 0; index < count; index++) {
    // Every fourth request is a week, so the 7-day solve time has a few hundred samples.
    const request = randomRequest(random, index % 4 === 0 ? 7 : undefined);
    report.requests++;
    const feasible = requestIsFeasible(request, solve);
    let plan: PlanResult;
    // Planned, and timed, on the clock the API plans on: the CPU time of the planner's thread.
    const started = plannerThreadCpuMs();
    try {
      plan = planMeals(request, solve, plannerThreadCpuMs);
    } catch {
      report.plannerErrors++;
      continue;
    }
    if (request.duration === 7) report.sevenDaySolveMs.push(plannerThreadCpuMs() - started);
    report.peakResidentBytes = Math.max(report.peakResidentBytes, process.memoryUsage().rss);
    report.repeatedDays += plan.days.filter((day) => day.repeatsDay !== undefined).length;
    report.violations.push(...violationsOf(request, plan));
    if (!totalsAreTrue(request, plan)) report.untrueTotals++;
    if (!feasible) continue;
    report.feasibleRequests++;
    for (const day of plan.days) {
      report.daysOfFeasibleRequests++;
      if (day.withinTargets) report.daysWithinTargets++;
      else if (!day.feasible) report.infeasibleDaysProven++;
    }
  }
  return report;
}
