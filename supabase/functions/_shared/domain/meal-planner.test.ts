import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIBRARY_FOODS,
  randomRequest,
  totalsAreTrue,
  violationsOf,
} from '../../../../tests/support/meal-requests.ts';
import { totalsOfMeals } from '../contract/meal-plan-rules.ts';
import { loadHighsSolver } from '../meal-plans/highs-solver.ts';
import {
  dailyTargets,
  isEligible,
  MACRO_SPLIT,
  MEAL_RULES,
  mealTotals,
  PlannerTimeoutError,
  type PlanRequest,
  planMeals,
  requestIsFeasible,
  seededRandom,
  VARIETY_MAX_USES,
  VARIETY_WINDOW_DAYS,
} from './meal-planner.ts';
import type { MipSolver, SolveOptions } from './meal-planner-model.ts';

let solve: MipSolver;
beforeAll(async () => {
  solve = await loadHighsSolver();
});

const foodsById = new Map(LIBRARY_FOODS.map((food) => [food.id, food]));
const byName = (name: string) => {
  const food = LIBRARY_FOODS.find((candidate) => candidate.name === name);
  if (!food) throw new Error(`No ${name}`);
  return food;
};
// Planning quality is tested apart from the time cap (its own tests below): a busy machine must
// not turn a slow plan into a failed assertion about its menus.
const week = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  goal: 'maintenance',
  dailyCalories: 2000,
  duration: 7,
  foods: LIBRARY_FOODS,
  seed: 42,
  timeLimitMs: 30_000,
  ...overrides,
});

describe('the macro split', () => {
  it('gives every goal shares that add up to the whole day', () => {
    for (const split of Object.values(MACRO_SPLIT))
      expect(split.protein + split.carbs + split.fat).toBeCloseTo(1);
    expect(MACRO_SPLIT.weight_loss.protein).toBeGreaterThan(MACRO_SPLIT.maintenance.protein);
    expect(MACRO_SPLIT.weight_gain.carbs).toBeGreaterThanOrEqual(MACRO_SPLIT.maintenance.carbs);
  });

  it('turns calories into grams at 4 / 4 / 9 kcal per gram', () => {
    expect(dailyTargets('maintenance', 2000)).toEqual({ calories: 2000, protein: 100, carbs: 250, fat: 67 });
    expect(dailyTargets('weight_loss', 1800)).toEqual({ calories: 1800, protein: 135, carbs: 180, fat: 60 });
    expect(dailyTargets('weight_gain', 3200)).toEqual({ calories: 3200, protein: 200, carbs: 400, fat: 89 });
  });
});

describe('a meal’s figures', () => {
  it('are the sums of its foods at their grams, rounded once', () => {
    const rice = byName('Brown Rice');
    const chicken = byName('Chicken Breast');
    const totals = mealTotals(
      [
        { foodId: rice.id, name: rice.name, grams: 150 },
        { foodId: chicken.id, name: chicken.name, grams: 120 },
      ],
      foodsById,
    );
    expect(totals).toEqual({
      calories: Math.round(1.5 * 123 + 1.2 * 165),
      protein: Math.round(1.5 * 2.74 + 1.2 * 31.02),
      carbs: Math.round(1.5 * 25.58),
      fat: Math.round(1.5 * 0.97 + 1.2 * 3.57),
    });
  });

  it('add up to each planned day, and every meal of a plan is the sum of its ingredients', () => {
    const request = week();
    const plan = planMeals(request, solve);
    expect(totalsAreTrue(request, plan)).toBe(true);
    for (const day of plan.days) expect(day.totals).toEqual(totalsOfMeals(day.meals));
  });
});

describe('exclusions', () => {
  it('remove allergens, unfit diets, never-rated and named foods, and meat on request', () => {
    const request = {
      excludedAllergens: ['peanuts' as const],
      requiredDiets: ['vegetarian' as const],
      excludedFoodIds: new Set([byName('Kiwi').id]),
      ratings: new Map([[byName('Firm Tofu').id, 'never' as const]]),
    };
    expect(isEligible(byName('Peanut Butter'), request)).toBe(false);
    expect(isEligible(byName('Salmon'), request)).toBe(false);
    expect(isEligible(byName('Kiwi'), request)).toBe(false);
    expect(isEligible(byName('Firm Tofu'), request)).toBe(false);
    expect(isEligible(byName('Lentils'), request)).toBe(true);
    expect(isEligible(byName('Sirloin Steak'), { excludeMeat: true })).toBe(false);
    expect(isEligible(byName('Cod'), { excludeMeat: true })).toBe(true);
  });

  it('keep a generated plan free of every excluded food (property, fixed seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const request = randomRequest(seededRandom(seed));
        const plan = planMeals({ ...request, duration: Math.min(request.duration, 5) }, solve);
        expect(violationsOf(request, plan)).toEqual([]);
        expect(totalsAreTrue(request, plan)).toBe(true);
      }),
      { numRuns: 40, seed: 20261124 },
    );
  }, 30_000);
});

describe('variety and structure', () => {
  it('repeats no day and uses a food on at most 3 days of any 7, over two weeks', () => {
    const plan = planMeals(week({ duration: 14, seed: 7 }), solve);
    const menus = plan.days.map((day) =>
      day.meals
        .flatMap((meal) => meal.ingredients.map((ingredient) => `${meal.mealType}:${ingredient.foodId}`))
        .sort()
        .join('|'),
    );
    expect(new Set(menus).size).toBe(menus.length);
    for (let start = 1; start + VARIETY_WINDOW_DAYS - 1 <= plan.days.length; start++) {
      const window = plan.days.filter(
        (day) => day.dayNumber >= start && day.dayNumber < start + VARIETY_WINDOW_DAYS && !day.varietyRelaxed,
      );
      const uses = new Map<string, number>();
      for (const day of window)
        for (const id of new Set(
          day.meals.flatMap((meal) => meal.ingredients.map((ingredient) => ingredient.foodId)),
        ))
          uses.set(id, (uses.get(id) ?? 0) + 1);
      expect(Math.max(...uses.values())).toBeLessThanOrEqual(VARIETY_MAX_USES);
    }
  });

  it('builds every meal from its allowed roles and lands every day on target', () => {
    const plan = planMeals(week({ goal: 'weight_loss', dailyCalories: 1600, seed: 3 }), solve);
    for (const day of plan.days) {
      expect(day.withinTargets, `day ${day.dayNumber}`).toBe(true);
      expect(day.meals.map((meal) => meal.mealType)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
      for (const meal of day.meals) {
        const rules = MEAL_RULES[meal.mealType];
        expect(meal.ingredients.length).toBeGreaterThanOrEqual(rules.total[0]);
        expect(meal.ingredients.length).toBeLessThanOrEqual(rules.total[1]);
        for (const ingredient of meal.ingredients) {
          const food = foodsById.get(ingredient.foodId);
          expect(food?.mealTypes).toContain(meal.mealType);
        }
        expect(meal.name.length).toBeGreaterThan(3);
        expect(meal.prepTime).toBeGreaterThan(0);
      }
    }
  });

  it('favours loved foods', () => {
    const loved = byName('Blueberries');
    const plan = planMeals(week({ ratings: new Map([[loved.id, 'love']]) }), solve);
    const days = plan.days.filter((day) =>
      day.meals.some((meal) => meal.ingredients.some((ingredient) => ingredient.foodId === loved.id)),
    );
    expect(days.length).toBeGreaterThanOrEqual(VARIETY_MAX_USES);
  });
});

describe('unreachable targets', () => {
  it('returns the closest plan and says by how much each day misses, proven infeasible', () => {
    const request = week({
      goal: 'weight_loss',
      dailyCalories: 3900,
      requiredDiets: ['vegan'],
      excludedAllergens: ['soy', 'gluten', 'peanuts', 'tree_nuts'],
      duration: 3,
    });
    expect(requestIsFeasible(request, solve)).toBe(false);
    const plan = planMeals(request, solve);
    expect(plan.days).toHaveLength(3);
    for (const day of plan.days) {
      expect(day.withinTargets).toBe(false);
      expect(day.feasible).toBe(false);
      expect(day.deviation.protein).toBeLessThan(-0.1);
    }
    expect(violationsOf(request, plan)).toEqual([]);
  });
});

describe('the time cap', () => {
  /** A clock that only the solver moves: each program "takes" `cost` ms. Records what each was allowed. */
  function slowSolver(cost: number) {
    const clock = { now: 0 };
    const calls: { startedAt: number; options: SolveOptions }[] = [];
    const slow: MipSolver = (model, options) => {
      calls.push({ startedAt: clock.now, options });
      clock.now += cost;
      return solve(model, options);
    };
    return { slow, calls, now: () => clock.now };
  }

  it('gives no program more time than is left, and repeats earlier menus once the time is up', () => {
    const { slow, calls, now } = slowSolver(150);
    const plan = planMeals(week({ timeLimitMs: 1200 }), slow, now);
    for (const call of calls) expect(call.startedAt + call.options.timeLimitMs).toBeLessThanOrEqual(1200);
    expect(plan.days).toHaveLength(7);
    const repeated = plan.days.filter((day) => day.repeatsDay !== undefined);
    expect(repeated.length).toBeGreaterThan(0);
    for (const day of repeated) {
      const original = plan.days.find((earlier) => earlier.dayNumber === day.repeatsDay);
      expect(original?.repeatsDay).toBeUndefined();
      expect(original && original.dayNumber < day.dayNumber).toBe(true);
      expect(day.meals).toEqual(original?.meals);
    }
  });

  it('throws PlannerTimeoutError when the time is up before the first day has a menu', () => {
    const { slow, now } = slowSolver(5000);
    expect(() => planMeals(week({ timeLimitMs: 1200 }), slow, now)).toThrow(PlannerTimeoutError);
  });
});
