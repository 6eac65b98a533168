import type { Allergen, Diet, FoodPreference, FoodRole, MealType } from '../contract/food-items.ts';
import { totalsOfMeals } from '../contract/meal-plan-rules.ts';
import { type MipModel, type MipSolution, type MipSolver, ModelBuilder } from './meal-planner-model.ts';

/**
 * The meal planner: from the food catalogue, a calorie target, a goal, exclusions and ratings, it
 * builds a plan day by day, each day a mixed-integer program over portions of foods per meal:
 *
 * - variables: for each meal and candidate food, a yes/no choice (integer) and its portion in
 *   quarter servings (continuous, rounded to whole grams afterwards): a chosen food has half a
 *   serving to two servings, up to 3.3 servings for a 4,000 kcal day (maxUnitsFor);
 * - constraints: how a meal is put together (a lunch or dinner has one main, at most one starch,
 *   one or two vegetables, at most two extras; see MEAL_RULES), a food at most once a day and at
 *   most VARIETY_MAX_USES times in any 7 days, no day identical to an earlier one;
 * - objective: tiered deviation from the day's calorie and protein / carbs / fat targets (cheap
 *   inside 60% of the tolerance, dearer up to 95% of it, prohibitive beyond), deviation of each
 *   meal from its share of the day, a bonus for loved and liked foods and a penalty for disliked ones.
 *
 * The program is rarely solved whole: its linear relaxation picks the foods worth having, the menu
 * rounded from that usually only needs its portions, and otherwise the integer program runs over
 * the foods the relaxation chose (see `attempt` in planMeals).
 *
 * Excluded foods (allergens, unfit for a diet, never-rated, named by the member) are never offered
 * to the program, so a plan cannot contain them; meals are checked again after solving. Calories
 * and macros of a meal are computed from the grams of its foods, so totals are true by
 * construction. A day that misses a target says by how much; when the linear relaxation proves the
 * target unreachable with the allowed foods the day is marked infeasible rather than failed.
 */

export type MealGoal = 'weight_loss' | 'weight_gain' | 'maintenance';

/**
 * Share of the day's calories from each macro (energy at 4 / 4 / 9 kcal per gram), within the
 * Dietary Reference Intakes' acceptable ranges (protein 10-35%, carbs 45-65%, fat 20-35%) except
 * weight loss, which trades carbs for protein to keep satiety and lean mass in a deficit.
 */
export const MACRO_SPLIT: Record<MealGoal, { protein: number; carbs: number; fat: number }> = {
  weight_loss: { protein: 0.3, carbs: 0.4, fat: 0.3 },
  maintenance: { protein: 0.2, carbs: 0.5, fat: 0.3 },
  weight_gain: { protein: 0.25, carbs: 0.5, fat: 0.25 },
};

/** Share of the day's calories per meal. */
export const MEAL_SHARES: Record<MealType, number> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.3,
  snack: 0.1,
};

export const MEAL_ORDER: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];

/** A day counts as on target within these fractions of its targets. */
export const TOLERANCE = { calories: 0.05, macros: 0.1 } as const;

/** A food appears on at most this many days of any 7 consecutive days. */
export const VARIETY_MAX_USES = 3;
export const VARIETY_WINDOW_DAYS = 7;

/** Portion units: a quarter serving each; a chosen food has at least half a serving. */
export const UNITS_PER_SERVING = 4;
export const MIN_UNITS = 2;
/** Up to two servings at 2,400 kcal or less, scaled up with the target above that. */
export function maxUnitsFor(dailyCalories: number): number {
  return Math.round(2 * UNITS_PER_SERVING * Math.max(1, dailyCalories / 2400));
}

/** How many foods of each role a meal may hold, and how many foods in all. */
export const MEAL_RULES: Record<
  MealType,
  { total: [number, number]; roles: Record<FoodRole, [number, number]>; needsMainOrStarch: boolean }
> = {
  breakfast: {
    total: [2, 4],
    roles: { main: [0, 1], starch: [0, 1], vegetable: [0, 1], fruit: [0, 1], extra: [0, 2] },
    needsMainOrStarch: true,
  },
  lunch: {
    total: [3, 5],
    roles: { main: [1, 1], starch: [0, 1], vegetable: [1, 2], fruit: [0, 0], extra: [0, 2] },
    needsMainOrStarch: false,
  },
  dinner: {
    total: [3, 5],
    roles: { main: [1, 1], starch: [0, 1], vegetable: [1, 2], fruit: [0, 0], extra: [0, 2] },
    needsMainOrStarch: false,
  },
  snack: {
    total: [1, 2],
    roles: { main: [0, 1], starch: [0, 1], vegetable: [0, 1], fruit: [0, 1], extra: [0, 1] },
    needsMainOrStarch: false,
  },
};

/** Candidates offered per meal and role before the full catalogue is tried (keeps each program small). */
const POOL_SIZE: Record<MealType, Record<FoodRole, number>> = {
  breakfast: { main: 5, starch: 4, vegetable: 3, fruit: 4, extra: 5 },
  lunch: { main: 5, starch: 4, vegetable: 5, fruit: 0, extra: 5 },
  dinner: { main: 5, starch: 4, vegetable: 5, fruit: 0, extra: 5 },
  snack: { main: 3, starch: 2, vegetable: 2, fruit: 4, extra: 4 },
};

/**
 * Objective weights, per 1% of the target, for the three tiers of deviation. Tier one is free, so
 * any day inside 60% of the tolerance scores zero and the solver can stop at the first one it
 * finds; measured, this made each day's program about ten times faster to solve.
 */
const WEIGHTS = {
  calories: [0, 4, 40],
  macros: [0, 2, 20],
  /** Meal calories: free within 3% of the day's target of the meal's share, then this per 1%. */
  mealShare: 0.6,
  preference: { love: -1, like: -0.5, dislike: 2, never: 0 } satisfies Record<FoodPreference, number>,
} as const;
/**
 * Tier 1 covers this fraction of the tolerance, tier 2 the rest up to TIER_TWO_END, and beyond that
 * the prohibitive tier 3 starts. Tier 3 starts short of the tolerance because portions are rounded
 * to whole grams after solving: a day solved right at the edge (measured: 3 days in 3,258) then
 * crossed it by a few tenths of a percent.
 */
const TIER_ONE = 0.6;
const TIER_TWO_END = 0.95;
const MEAL_SHARE_FREE = 0.03;

export interface PlannerFood {
  id: string;
  name: string;
  role: FoodRole;
  per100g: { calories: number; protein: number; carbs: number; fat: number; fiber: number };
  servingGrams: number;
  allergens: readonly Allergen[];
  diets: readonly Diet[];
  mealTypes: readonly MealType[];
  /** 'meat' marks foods a "no meat" restriction removes. */
  origin: string;
  phrase: string;
  prepMinutes: number;
}

export interface Targets {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export function dailyTargets(goal: MealGoal, dailyCalories: number): Targets {
  const split = MACRO_SPLIT[goal];
  return {
    calories: dailyCalories,
    protein: Math.round((dailyCalories * split.protein) / 4),
    carbs: Math.round((dailyCalories * split.carbs) / 4),
    fat: Math.round((dailyCalories * split.fat) / 9),
  };
}

export interface PlanRequest {
  goal: MealGoal;
  dailyCalories: number;
  duration: number;
  foods: readonly PlannerFood[];
  excludedAllergens?: readonly Allergen[];
  requiredDiets?: readonly Diet[];
  /** Never-rated foods and foods the member named; never offered. */
  excludedFoodIds?: ReadonlySet<string>;
  excludeMeat?: boolean;
  ratings?: ReadonlyMap<string, FoodPreference>;
  /** Varies the menu between plans with the same inputs; the same seed gives the same plan. */
  seed: number;
  /** Cap on the whole plan's solving time (the last days get what is left). */
  timeLimitMs?: number;
}

export interface Ingredient {
  foodId: string;
  name: string;
  grams: number;
}

export interface PlannedMeal {
  mealType: MealType;
  name: string;
  description: string;
  prepTime: number;
  ingredients: Ingredient[];
  instructions: string[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface Nutrients {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface PlannedDay {
  dayNumber: number;
  meals: PlannedMeal[];
  /** Sum of the meals' (rounded) figures. */
  totals: Nutrients;
  /** Signed relative miss per target: (achieved - target) / target. */
  deviation: Nutrients;
  withinTargets: boolean;
  /**
   * False when even the linear relaxation with every allowed food cannot reach the tolerance:
   * no plan could meet this day's targets. Only computed for a day that misses.
   */
  feasible: boolean;
  /** True when foods past the weekly variety cap had to come back for the day to reach its targets. */
  varietyRelaxed: boolean;
  /**
   * The earlier day whose menu this day repeats, when the plan's time ran out before this day had
   * a menu of its own (so "no day repeats an earlier one" and the variety cap yield for it).
   */
  repeatsDay?: number;
}

export interface PlanResult {
  targets: Targets;
  days: PlannedDay[];
  /** Foods the program could choose from after exclusions. */
  eligibleFoodCount: number;
  solveMs: number;
}

/**
 * The whole plan's solving is capped at this, retries included, unless the request names another
 * cap: an edge function has about 2 s of CPU per request, and reading, writing and answering need
 * the rest. Read on the clock the caller gives (the API gives the process's CPU time).
 */
export const PLAN_TIME_LIMIT_MS = 1200;
/** A program gets at least this much of the time left (never more than is left), whatever its day's share. */
const MINIMUM_SOLVE_MS = 50;
/**
 * The time a program may take leaves this much for each later day. A warm day takes 15 to 30 ms;
 * the first plans of a process take several times that while the engine is still compiling the
 * solver, and an even share of the time (an eighth of it a day, say) then cut the first day off
 * before its menu was on target.
 */
const RESERVED_PER_LATER_DAY_MS = 60;
/** A food whose choice the linear relaxation sets above this is offered to the day's integer program. */
const PROMISING = 1e-6;

/** The exclusions leave no way to compose a meal: the member has to relax one. */
export class PlannerError extends Error {
  override name = 'PlannerError';
}

/** The time ran out before the plan's first day had any menu, so there is nothing to repeat. */
export class PlannerTimeoutError extends Error {
  override name = 'PlannerTimeoutError';
}

/** Deterministic pseudo-random numbers (mulberry32) so a seed always gives the same plan. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether a food may appear in a plan with these exclusions. */
export function isEligible(
  food: PlannerFood,
  request: Pick<
    PlanRequest,
    'excludedAllergens' | 'requiredDiets' | 'excludedFoodIds' | 'excludeMeat' | 'ratings'
  >,
): boolean {
  if (request.excludedAllergens?.some((allergen) => food.allergens.includes(allergen))) return false;
  if (request.requiredDiets?.some((diet) => !food.diets.includes(diet))) return false;
  if (request.excludedFoodIds?.has(food.id)) return false;
  if (request.excludeMeat && food.origin === 'meat') return false;
  if (request.ratings?.get(food.id) === 'never') return false;
  return true;
}

/** Nutrients of a food portion, unrounded. */
export function nutrientsOf(food: PlannerFood, grams: number): Nutrients {
  return {
    calories: (food.per100g.calories * grams) / 100,
    protein: (food.per100g.protein * grams) / 100,
    carbs: (food.per100g.carbs * grams) / 100,
    fat: (food.per100g.fat * grams) / 100,
  };
}

/** A meal's figures from its ingredients: the sum over foods, rounded once at the end. */
export function mealTotals(ingredients: readonly Ingredient[], foodsById: ReadonlyMap<string, PlannerFood>) {
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const ingredient of ingredients) {
    const food = foodsById.get(ingredient.foodId);
    if (!food) throw new PlannerError(`Unknown food ${ingredient.foodId}`);
    const part = nutrientsOf(food, ingredient.grams);
    sum.calories += part.calories;
    sum.protein += part.protein;
    sum.carbs += part.carbs;
    sum.fat += part.fat;
  }
  return {
    calories: Math.round(sum.calories),
    protein: Math.round(sum.protein),
    carbs: Math.round(sum.carbs),
    fat: Math.round(sum.fat),
  };
}

export function deviationOf(totals: Nutrients, targets: Targets): Nutrients {
  return {
    calories: (totals.calories - targets.calories) / targets.calories,
    protein: (totals.protein - targets.protein) / targets.protein,
    carbs: (totals.carbs - targets.carbs) / targets.carbs,
    fat: (totals.fat - targets.fat) / targets.fat,
  };
}

export function isWithinTargets(deviation: Nutrients): boolean {
  return (
    Math.abs(deviation.calories) <= TOLERANCE.calories &&
    Math.abs(deviation.protein) <= TOLERANCE.macros &&
    Math.abs(deviation.carbs) <= TOLERANCE.macros &&
    Math.abs(deviation.fat) <= TOLERANCE.macros
  );
}

interface Candidate {
  meal: MealType;
  food: PlannerFood;
  /** Column indexes of the choice and of the units. */
  choose: number;
  units: number;
}

interface DayContext {
  targets: Targets;
  maxUnits: number;
  eligible: readonly PlannerFood[];
  ratings: ReadonlyMap<string, FoodPreference>;
  /** Day numbers each food was used on so far. */
  usedOn: ReadonlyMap<string, readonly number[]>;
  /** Earlier days as sets of "meal:foodId". */
  earlierDays: readonly ReadonlySet<string>[];
  dayNumber: number;
  random: () => number;
}

const unitGrams = (food: PlannerFood) => food.servingGrams / UNITS_PER_SERVING;

/** Foods still allowed on this day by the variety rule. */
function availableToday(context: DayContext): PlannerFood[] {
  return context.eligible.filter((food) => {
    const days = context.usedOn.get(food.id) ?? [];
    const recent = days.filter((day) => day > context.dayNumber - VARIETY_WINDOW_DAYS).length;
    return recent < VARIETY_MAX_USES;
  });
}

function preferenceScore(preference: FoodPreference | undefined): number {
  if (preference === 'love') return 3;
  if (preference === 'like') return 2;
  if (preference === 'dislike') return 0;
  return 1;
}

/**
 * Candidate foods per meal: every allowed food when `full`, otherwise the best few per role, by
 * rating first and a seeded shuffle within a rating (less used foods first), so consecutive days
 * see different menus.
 */
function candidatesFor(context: DayContext, foods: readonly PlannerFood[], full: boolean) {
  const jitter = new Map(foods.map((food) => [food.id, context.random()]));
  const byMeal = new Map<MealType, PlannerFood[]>();
  for (const meal of MEAL_ORDER) {
    const chosen: PlannerFood[] = [];
    for (const role of Object.keys(MEAL_RULES[meal].roles) as FoodRole[]) {
      if (MEAL_RULES[meal].roles[role][1] === 0) continue;
      const options = foods
        .filter((food) => food.role === role && food.mealTypes.includes(meal))
        .map((food) => ({
          food,
          score:
            preferenceScore(context.ratings.get(food.id)) +
            (jitter.get(food.id) ?? 0) -
            0.5 * (context.usedOn.get(food.id)?.length ?? 0),
        }))
        .sort((a, b) => b.score - a.score || a.food.name.localeCompare(b.food.name));
      const limit = full ? options.length : POOL_SIZE[meal][role];
      chosen.push(...options.slice(0, limit).map((option) => option.food));
    }
    byMeal.set(meal, chosen);
  }
  return byMeal;
}

/**
 * One day's program over the given candidates. `feasibilityOnly` keeps just the beyond-tolerance
 * costs; `menuFixed` chooses every candidate, leaving only the portions to decide.
 */
function buildDayModel(
  context: DayContext,
  byMeal: ReadonlyMap<MealType, readonly PlannerFood[]>,
  { feasibilityOnly = false, menuFixed = false } = {},
): { model: MipModel; candidates: Candidate[] } {
  const builder = new ModelBuilder();
  const { targets } = context;
  const nutrientRows = {
    calories: builder.row('calories', targets.calories, targets.calories),
    protein: builder.row('protein', targets.protein, targets.protein),
    carbs: builder.row('carbs', targets.carbs, targets.carbs),
    fat: builder.row('fat', targets.fat, targets.fat),
  };
  const onceADay = new Map<string, number>();
  const candidates: Candidate[] = [];

  for (const meal of MEAL_ORDER) {
    const rules = MEAL_RULES[meal];
    const mealTarget = targets.calories * MEAL_SHARES[meal];
    const mealRow = builder.row(`${meal}_calories`, mealTarget, mealTarget);
    const totalRow = builder.row(`${meal}_foods`, rules.total[0], rules.total[1]);
    const roleRows = Object.fromEntries(
      (Object.keys(rules.roles) as FoodRole[]).map((role) => [
        role,
        builder.row(`${meal}_${role}`, rules.roles[role][0], rules.roles[role][1]),
      ]),
    ) as Record<FoodRole, number>;
    const mainOrStarchRow = rules.needsMainOrStarch
      ? builder.row(`${meal}_main_or_starch`, 1, Number.POSITIVE_INFINITY)
      : -1;

    for (const food of byMeal.get(meal) ?? []) {
      const grams = unitGrams(food);
      const perUnit = nutrientsOf(food, grams);
      const preference = context.ratings.get(food.id);
      // Variety comes from which candidates are offered (candidatesFor), not from the objective:
      // random costs here made every program several times slower to prove optimal.
      const cost = feasibilityOnly || !preference ? 0 : WEIGHTS.preference[preference];
      const choose = builder.column(`y_${meal}_${food.id}`, {
        lower: menuFixed ? 1 : 0,
        upper: 1,
        integer: true,
        cost,
      });
      const units = builder.column(`n_${meal}_${food.id}`, { upper: context.maxUnits });
      // Linking: chosen means MIN_UNITS..maxUnits, not chosen means none.
      const linkLow = builder.row(`min_${meal}_${food.id}`, 0, Number.POSITIVE_INFINITY);
      builder.add(units, linkLow, 1);
      builder.add(choose, linkLow, -MIN_UNITS);
      const linkHigh = builder.row(`max_${meal}_${food.id}`, Number.NEGATIVE_INFINITY, 0);
      builder.add(units, linkHigh, 1);
      builder.add(choose, linkHigh, -context.maxUnits);

      builder.add(units, nutrientRows.calories, perUnit.calories);
      builder.add(units, nutrientRows.protein, perUnit.protein);
      builder.add(units, nutrientRows.carbs, perUnit.carbs);
      builder.add(units, nutrientRows.fat, perUnit.fat);
      builder.add(units, mealRow, perUnit.calories);
      builder.add(choose, totalRow, 1);
      builder.add(choose, roleRows[food.role], 1);
      if (mainOrStarchRow >= 0 && (food.role === 'main' || food.role === 'starch'))
        builder.add(choose, mainOrStarchRow, 1);

      let once = onceADay.get(food.id);
      if (once === undefined) {
        once = builder.row(`once_${food.id}`, Number.NEGATIVE_INFINITY, 1);
        onceADay.set(food.id, once);
      }
      builder.add(choose, once, 1);
      candidates.push({ meal, food, choose, units });
    }

    // Meal share: free within MEAL_SHARE_FREE of the day's calories, then priced.
    const free = targets.calories * MEAL_SHARE_FREE;
    const sharePrice = feasibilityOnly ? 0 : (WEIGHTS.mealShare * 100) / targets.calories;
    builder.column(`${meal}_over_free`, { upper: free }, [[mealRow, -1]]);
    builder.column(`${meal}_under_free`, { upper: free }, [[mealRow, 1]]);
    builder.column(`${meal}_over`, { cost: sharePrice }, [[mealRow, -1]]);
    builder.column(`${meal}_under`, { cost: sharePrice }, [[mealRow, 1]]);
  }

  // Tiered deviations from the day's targets.
  for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
    const target = targets[key];
    const tolerance = (key === 'calories' ? TOLERANCE.calories : TOLERANCE.macros) * target;
    const weights = key === 'calories' ? WEIGHTS.calories : WEIGHTS.macros;
    const perUnit = (weight: number) => (weight * 100) / target;
    const tiers: [number, number][] = [
      [TIER_ONE * tolerance, feasibilityOnly ? 0 : perUnit(weights[0])],
      [
        ((feasibilityOnly ? 1 : TIER_TWO_END) - TIER_ONE) * tolerance,
        feasibilityOnly ? 0 : perUnit(weights[1]),
      ],
      [Number.POSITIVE_INFINITY, feasibilityOnly ? 1 / target : perUnit(weights[2])],
    ];
    tiers.forEach(([upper, cost], tier) => {
      builder.column(`${key}_over_${tier}`, { upper, cost }, [[nutrientRows[key], -1]]);
      builder.column(`${key}_under_${tier}`, { upper, cost }, [[nutrientRows[key], 1]]);
    });
  }

  // No day identical to an earlier one: at least one of its meal-food pairs must differ.
  const index = new Map(candidates.map((candidate) => [`${candidate.meal}:${candidate.food.id}`, candidate]));
  context.earlierDays.forEach((earlier, position) => {
    const present = [...earlier].map((key) => index.get(key));
    if (present.some((candidate) => candidate === undefined)) return;
    const row = builder.row(`differs_from_${position}`, Number.NEGATIVE_INFINITY, earlier.size - 1);
    for (const candidate of present) if (candidate) builder.add(candidate.choose, row, 1);
  });

  return { model: builder.build(), candidates };
}

const SMALL_WORDS = new Set(['with', 'and', 'of', 'a', 'an', 'the', 'in', 'on']);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|-)(\p{Ll})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(' ');
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const ROLE_ORDER: Record<FoodRole, number> = { main: 0, starch: 1, vegetable: 2, fruit: 3, extra: 4 };

/** Names, describes and times a meal from its foods. */
export function describeMeal(mealType: MealType, parts: readonly { food: PlannerFood; grams: number }[]) {
  const sorted = [...parts].sort(
    (a, b) => ROLE_ORDER[a.food.role] - ROLE_ORDER[b.food.role] || b.grams - a.grams,
  );
  const [lead, ...rest] = sorted;
  if (!lead) throw new PlannerError('A meal needs at least one food');
  const phrases = sorted.map((part) => part.food.phrase);
  let name: string;
  if (mealType === 'snack') {
    name = titleCase(listOf(phrases));
  } else {
    const named = rest.filter((part) => part.food.role !== 'extra' || part.food.per100g.calories < 700);
    name = titleCase(
      named.length === 0
        ? lead.food.phrase
        : `${lead.food.phrase} with ${listOf(named.slice(0, 2).map((part) => part.food.phrase))}`,
    );
  }
  const solid = sorted.filter((part) => part.food.role !== 'extra');
  const extras = sorted.filter((part) => part.food.role === 'extra');
  const base = listOf((solid.length > 0 ? solid : sorted).map((part) => part.food.phrase));
  const finish =
    solid.length > 0 && extras.length > 0
      ? `, finished with ${listOf(extras.map((part) => part.food.phrase))}`
      : '';
  const description = `${base.charAt(0).toUpperCase()}${base.slice(1)}${finish}.`;
  const longest = Math.max(...sorted.map((part) => part.food.prepMinutes));
  const prepTime = Math.max(2, longest + 2 * (sorted.length - 1));
  const instructions = [
    ...sorted
      .filter((part) => part.food.prepMinutes >= 5)
      .sort((a, b) => b.food.prepMinutes - a.food.prepMinutes)
      .map(
        (part) => `Prepare the ${part.food.phrase} (about ${part.food.prepMinutes} min): ${part.grams} g.`,
      ),
    ...sorted
      .filter((part) => part.food.prepMinutes < 5)
      .map((part) => `Add ${part.grams} g ${part.food.phrase}.`),
    mealType === 'snack' ? 'Enjoy between meals.' : 'Plate everything together and serve.',
  ];
  return { name, description, prepTime, instructions };
}

function assembleMeals(
  candidates: readonly Candidate[],
  values: readonly number[],
  foodsById: ReadonlyMap<string, PlannerFood>,
): PlannedMeal[] {
  return MEAL_ORDER.map((mealType) => {
    const parts = candidates
      .filter((candidate) => candidate.meal === mealType && (values[candidate.choose] ?? 0) > 0.5)
      .map((candidate) => ({
        food: candidate.food,
        grams: Math.max(1, Math.round((values[candidate.units] ?? 0) * unitGrams(candidate.food))),
      }));
    if (parts.length === 0) throw new PlannerError(`The ${mealType} came out empty`);
    const ingredients = parts.map((part) => ({
      foodId: part.food.id,
      name: part.food.name,
      grams: part.grams,
    }));
    return {
      mealType,
      ...describeMeal(mealType, parts),
      ingredients,
      ...mealTotals(ingredients, foodsById),
    };
  });
}

/** Formats an ingredient the way a meal lists it: "150 g Brown Rice". */
export const ingredientLine = (ingredient: Pick<Ingredient, 'grams' | 'name'>) =>
  `${ingredient.grams} g ${ingredient.name}`;

/** Solves within the plan's time; undefined when none is left. */
type TimedSolve = (model: MipModel, relax: boolean) => MipSolution | undefined;

/**
 * Builds the whole plan. Throws PlannerError when the exclusions leave no way to compose a meal
 * (for example every main excluded) and PlannerTimeoutError when the time ran out before the first
 * day had a menu; otherwise always returns a plan, with each day's misses.
 *
 * Solving never runs past `timeLimitMs` from the start: each program may take the time left but
 * RESERVED_PER_LATER_DAY_MS for each day after it, and at least its day's even share of the time
 * left (and MINIMUM_SOLVE_MS), never more than is left. A day without any menu when the time is up
 * repeats an earlier day's menu, and says so.
 */
export function planMeals(request: PlanRequest, solve: MipSolver, now: () => number = Date.now): PlanResult {
  const started = now();
  const deadline = started + (request.timeLimitMs ?? PLAN_TIME_LIMIT_MS);
  const targets = dailyTargets(request.goal, request.dailyCalories);
  const ratings = request.ratings ?? new Map<string, FoodPreference>();
  const eligible = request.foods.filter((food) => isEligible(food, { ...request, ratings }));
  const foodsById = new Map(request.foods.map((food) => [food.id, food]));
  const random = seededRandom(request.seed);
  const usedOn = new Map<string, number[]>();
  const earlierDays: Set<string>[] = [];
  const days: PlannedDay[] = [];

  const recordMenu = (dayNumber: number, meals: readonly PlannedMeal[]) => {
    const keys = new Set<string>();
    for (const meal of meals) {
      for (const ingredient of meal.ingredients) {
        keys.add(`${meal.mealType}:${ingredient.foodId}`);
        const list = usedOn.get(ingredient.foodId) ?? [];
        if (!list.includes(dayNumber)) list.push(dayNumber);
        usedOn.set(ingredient.foodId, list);
      }
    }
    earlierDays.push(keys);
  };

  for (let dayNumber = 1; dayNumber <= request.duration; dayNumber++) {
    const context: DayContext = {
      targets,
      maxUnits: maxUnitsFor(request.dailyCalories),
      eligible,
      ratings,
      usedOn,
      earlierDays,
      dayNumber,
      random,
    };
    let sharers = request.duration - dayNumber + 1;
    // Whether a program stopped without an answer (time, or a solver failure) rather than
    // proving there is none: only a proof makes the day impossible.
    let unanswered = false;
    const timed: TimedSolve = (model, relax) => {
      const left = deadline - now();
      const limit = Math.min(
        left,
        Math.max(MINIMUM_SOLVE_MS, left / sharers, left - (sharers - 1) * RESERVED_PER_LATER_DAY_MS),
      );
      if (limit <= 0) {
        unanswered = true;
        return undefined;
      }
      const solution = solve(model, { timeLimitMs: limit, relax });
      if (solution.values.length === 0 && solution.status !== 'infeasible') unanswered = true;
      return solution;
    };
    const today = availableToday(context);

    let best: { meals: PlannedMeal[]; score: number; relaxed: boolean } | undefined;
    const missing = () => !best || !isWithinTargetsOf(best.meals, targets);
    const consider = (candidates: readonly Candidate[], values: readonly number[], relaxed: boolean) => {
      const meals = assembleMeals(candidates, values, foodsById);
      const deviation = deviationOf(totalsOfMeals(meals), targets);
      const score = Object.values(deviation).reduce((sum, value) => sum + Math.abs(value), 0);
      const better = isWithinTargets(deviation)
        ? !best || !isWithinTargetsOf(best.meals, targets) || score < best.score
        : !best || (!isWithinTargetsOf(best.meals, targets) && score < best.score);
      if (better) best = { meals, score, relaxed };
    };
    /**
     * Plans the day from these foods with up to three programs: the linear relaxation over the
     * candidates; the portions of the menu rounded from it (a linear program, enough on most
     * days); and when that menu misses, the integer program over the foods the relaxation chose
     * (over every candidate only when those foods admit no menu at all).
     */
    const attempt = (foods: readonly PlannerFood[], full: boolean, relaxed = false) => {
      const wide = buildDayModel(context, candidatesFor(context, foods, full));
      const relaxation = timed(wide.model, true);
      if (!relaxation || relaxation.values.length === 0) return;
      const menu = roundedMenu(wide.candidates, relaxation.values);
      if (menu) {
        const fixed = buildDayModel(context, menu, { menuFixed: true });
        const portions = timed(fixed.model, true);
        if (portions && portions.values.length > 0) consider(fixed.candidates, portions.values, relaxed);
        if (!missing()) return;
      }
      const narrowed = buildDayModel(context, promisingFoods(wide.candidates, relaxation.values));
      const solution = timed(narrowed.model, false);
      if (solution && solution.values.length > 0) consider(narrowed.candidates, solution.values, relaxed);
      else if (solution?.status === 'infeasible') {
        // The relaxation's foods admit no whole menu (say, only an earlier day's): all candidates.
        const whole = timed(wide.model, false);
        if (whole && whole.values.length > 0) consider(wide.candidates, whole.values, relaxed);
      }
    };

    attempt(today, false);
    if (missing()) attempt(today, true);
    // Variety yields to the targets: when the foods the weekly cap leaves provably cannot reach
    // them, the capped foods come back for this day (the plan says so).
    if (missing() && today.length < eligible.length && !reachable(context, today, timed)) {
      attempt(eligible, false, true);
      if (missing()) attempt(eligible, true, true);
    }
    if (!best && !unanswered) {
      throw new PlannerError(
        'No meals can be put together from the foods left after your allergies, restrictions and ratings.',
      );
    }
    // Unanswered within the day's share: one more try with all the time left.
    if (!best) {
      sharers = 1;
      attempt(today, false);
    }
    if (!best) {
      const original = dayToRepeat(days);
      if (!original) throw new PlannerTimeoutError('The time ran out before the first day had a menu.');
      days.push({ ...original, dayNumber, varietyRelaxed: false, repeatsDay: original.dayNumber });
      recordMenu(dayNumber, original.meals);
      continue;
    }
    const meals: PlannedMeal[] = best.meals;
    const totals = totalsOfMeals(meals);
    const deviation = deviationOf(totals, targets);
    const within = isWithinTargets(deviation);
    const feasible = within || reachable(context, eligible, timed);
    days.push({
      dayNumber,
      meals,
      totals,
      deviation,
      withinTargets: within,
      feasible,
      varietyRelaxed: best.relaxed,
    });
    recordMenu(dayNumber, meals);
  }

  // Defence in depth: nothing excluded may have slipped into a meal.
  const allowed = new Set(eligible.map((food) => food.id));
  for (const day of days)
    for (const meal of day.meals)
      for (const ingredient of meal.ingredients)
        if (!allowed.has(ingredient.foodId))
          throw new PlannerError(`Excluded food ${ingredient.name} reached a meal`);

  return { targets, days, eligibleFoodCount: eligible.length, solveMs: now() - started };
}

/**
 * The foods of each meal that the linear relaxation chose some of. The day's integer program is
 * offered only these: measured on the benchmark, they reach the targets as often as the whole pool
 * does, and the program over them solves several times faster.
 */
function promisingFoods(candidates: readonly Candidate[], values: readonly number[]) {
  const byMeal = new Map<MealType, PlannerFood[]>(MEAL_ORDER.map((meal) => [meal, []]));
  for (const candidate of candidates)
    if ((values[candidate.choose] ?? 0) > PROMISING) byMeal.get(candidate.meal)?.push(candidate.food);
  return byMeal;
}

/**
 * Rounds the linear relaxation to a menu: per meal, the foods it chose most of, as many as it
 * chose in all, within the meal's rules (each role's minimum first) and each food once a day.
 * Undefined when the rules cannot be met from the foods it chose.
 */
function roundedMenu(candidates: readonly Candidate[], values: readonly number[]) {
  const usedToday = new Set<string>();
  const menu = new Map<MealType, PlannerFood[]>();
  const share = (candidate: Candidate) => values[candidate.choose] ?? 0;
  for (const meal of MEAL_ORDER) {
    const rules = MEAL_RULES[meal];
    const offered = candidates
      .filter((candidate) => candidate.meal === meal && share(candidate) > PROMISING)
      .sort((a, b) => share(b) - share(a));
    const chosenInAll = Math.round(offered.reduce((sum, candidate) => sum + share(candidate), 0));
    const size = Math.min(rules.total[1], Math.max(rules.total[0], chosenInAll));
    const chosen: PlannerFood[] = [];
    const ofRole = (role: FoodRole) => chosen.filter((food) => food.role === role).length;
    const fits = (food: PlannerFood) =>
      !chosen.includes(food) &&
      !usedToday.has(food.id) &&
      ofRole(food.role) < rules.roles[food.role][1] &&
      chosen.length < rules.total[1];
    const take = (wanted: (food: PlannerFood) => boolean) => {
      const next = offered.find((candidate) => wanted(candidate.food) && fits(candidate.food));
      if (next) chosen.push(next.food);
      return next !== undefined;
    };
    for (const role of Object.keys(rules.roles) as FoodRole[])
      while (ofRole(role) < rules.roles[role][0]) if (!take((food) => food.role === role)) return undefined;
    const mainOrStarch = (food: PlannerFood) => food.role === 'main' || food.role === 'starch';
    if (rules.needsMainOrStarch && !chosen.some(mainOrStarch) && !take(mainOrStarch)) return undefined;
    while (chosen.length < size) if (!take(() => true)) break;
    if (chosen.length < rules.total[0]) return undefined;
    for (const food of chosen) usedToday.add(food.id);
    menu.set(meal, chosen);
  }
  return menu;
}

/** The earlier day a day out of time repeats: on-target days first, in turn, so repeats spread out. */
function dayToRepeat(days: readonly PlannedDay[]): PlannedDay | undefined {
  const originals = days.filter((day) => day.repeatsDay === undefined);
  const onTarget = originals.filter((day) => day.withinTargets);
  const choices = onTarget.length > 0 ? onTarget : originals;
  const repeats = days.length - originals.length;
  return choices[repeats % Math.max(1, choices.length)];
}

function isWithinTargetsOf(meals: readonly PlannedMeal[], targets: Targets): boolean {
  return isWithinTargets(deviationOf(totalsOfMeals(meals), targets));
}

/**
 * Whether the day's targets are reachable within tolerance at all: the linear relaxation over every
 * allowed food, priced only beyond the tolerance, must reach zero. A positive optimum proves that
 * no whole-number plan can meet them either. Without an answer in time, they count as reachable
 * (the plan then says the time ran out, not that no plan exists).
 */
function reachable(context: DayContext, today: readonly PlannerFood[], solve: TimedSolve): boolean {
  const { model } = buildDayModel(context, candidatesFor(context, today, true), { feasibilityOnly: true });
  const solution = solve(model, true);
  if (!solution) return true;
  if (solution.status === 'infeasible') return false;
  if (solution.status !== 'optimal') return true;
  return solution.objective <= 1e-6;
}

/** Whether a whole request can meet its targets on a day without variety history (for the benchmark). */
export function requestIsFeasible(request: PlanRequest, solve: MipSolver): boolean {
  const targets = dailyTargets(request.goal, request.dailyCalories);
  const ratings = request.ratings ?? new Map<string, FoodPreference>();
  const eligible = request.foods.filter((food) => isEligible(food, { ...request, ratings }));
  const context: DayContext = {
    targets,
    maxUnits: maxUnitsFor(request.dailyCalories),
    eligible,
    ratings,
    usedOn: new Map(),
    earlierDays: [],
    dayNumber: 1,
    random: seededRandom(request.seed),
  };
  if (!MEAL_ORDER.every((meal) => eligible.some((food) => food.mealTypes.includes(meal)))) return false;
  return reachable(context, eligible, (model, relax) => solve(model, { timeLimitMs: 1000, relax }));
}
