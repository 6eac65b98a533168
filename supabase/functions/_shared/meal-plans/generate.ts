import type { GeneratedMealPlan, MealGoal } from '../contract/meal-plans.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { PlannerError, PlannerTimeoutError, planMeals } from '../domain/meal-planner.ts';
import { type MipSolver, SolverUnavailableError } from '../domain/meal-planner-model.ts';
import {
  mapPreferences,
  mapRestrictions,
  UNDERSTOOD_ALLERGY_WORDS,
  UNDERSTOOD_RESTRICTION_WORDS,
} from '../domain/meal-planner-text.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { AccessClaims } from '../session/access-token.ts';
import {
  assignMealPlan,
  findMealPlan,
  insertGeneratedPlan,
  loadPlannerFoods,
  loadRatings,
  readMealPreferences,
  saveMealPreferences,
} from './meal-plan-store.ts';
import { checkedAgainstLabels, describeGeneratedPlan, toNewMealPlan } from './plan-content.ts';

/** How long a client should wait before asking again when the planner could not answer in time. */
export const PLANNER_RETRY_AFTER_SECONDS = 2;

/** How plans are solved: the solver, the cap on one plan's solving time, and the clock it is read on. */
export interface PlannerSettings {
  solve: MipSolver;
  timeLimitMs: number;
  now: () => number;
}

export interface GenerateInput {
  goal: MealGoal;
  dailyCalories: number;
  duration: number;
  dietaryRestrictions: string[];
  allergies: string[];
  preferences: string[];
  /** From the food ratings alone (the saved allergies and restrictions still apply). */
  personalized: boolean;
}

const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

/**
 * Generates a plan for the member and makes it their active one. Reading (foods, ratings,
 * settings) and writing happen in two short transactions; the solving in between holds none.
 */
export async function generateMealPlan(
  sql: Sql,
  claims: AccessClaims,
  input: GenerateInput,
  planner: PlannerSettings,
): Promise<GeneratedMealPlan> {
  const { foods, ratings, saved } = await asUser(sql, claims, async (tx) => ({
    foods: await loadPlannerFoods(tx),
    ratings: await loadRatings(tx),
    saved: await readMealPreferences(tx),
  }));

  // Personalized plans honour the allergies and restrictions the member saved before.
  const allergies = input.personalized ? (saved?.allergies ?? []) : input.allergies;
  const restrictions = input.personalized ? (saved?.dietaryRestrictions ?? []) : input.dietaryRestrictions;
  const preferences = input.personalized ? (saved?.preferences ?? []) : input.preferences;

  const named = foods.map((food) => ({
    id: food.id,
    name: food.name,
    searchText: food.usdaDescription,
    origin: food.origin,
  }));
  const mapped = mapRestrictions({ allergies, restrictions }, named);
  if (mapped.unknownAllergies.length > 0 || mapped.unknownRestrictions.length > 0) {
    const fields: Record<string, string> = {};
    if (mapped.unknownAllergies.length > 0)
      fields.allergies = `Not understood: ${quoted(mapped.unknownAllergies)}. Allergies we understand: ${UNDERSTOOD_ALLERGY_WORDS.join(', ')}, or the name of a food.`;
    if (mapped.unknownRestrictions.length > 0)
      fields.dietaryRestrictions = `Not understood: ${quoted(mapped.unknownRestrictions)}. Restrictions we understand: ${UNDERSTOOD_RESTRICTION_WORDS.join(', ')}, an allergen, or the name of a food.`;
    const [field, message] = Object.entries(fields)[0] as [string, string];
    throw badRequest('unknown_restriction', `${field}: ${message}`, fields);
  }
  const favoured = mapPreferences(preferences, named);

  // Named preferences count as liked unless the member rated the food otherwise.
  const planRatings = new Map(ratings);
  for (const match of favoured.favoured)
    for (const id of match.foodIds) if (!planRatings.has(id)) planRatings.set(id, 'like');
  const neverRated = [...ratings.values()].filter((preference) => preference === 'never').length;

  const checkedAgainst = checkedAgainstLabels({ ...mapped, neverRated });
  let result: ReturnType<typeof planMeals>;
  try {
    result = planMeals(
      {
        goal: input.goal,
        dailyCalories: input.dailyCalories,
        duration: input.duration,
        foods,
        excludedAllergens: mapped.allergens,
        requiredDiets: mapped.diets,
        excludedFoodIds: new Set(mapped.excludedByName.flatMap((match) => match.foodIds)),
        excludeMeat: mapped.excludeMeat,
        ratings: planRatings,
        seed: crypto.getRandomValues(new Uint32Array(1))[0] ?? 1,
        timeLimitMs: planner.timeLimitMs,
      },
      planner.solve,
      planner.now,
    );
  } catch (error) {
    if (error instanceof PlannerError)
      throw badRequest(
        'no_possible_meals',
        `${error.message} Relax a restriction or rate fewer foods never.`,
      );
    // Nothing was stored: asking again shortly is the right answer, not a 500.
    if (error instanceof PlannerTimeoutError || error instanceof SolverUnavailableError)
      throw new ApiError(
        503,
        'planner_busy',
        'The meal planner could not finish your plan in time. Nothing was saved: please try again in a moment.',
        { retryAfterSeconds: PLANNER_RETRY_AFTER_SECONDS },
      );
    throw error;
  }

  const notes = [
    ...mapped.excludedByName.map((match) => `Excluded for “${match.text}”: ${match.foodNames.join(', ')}.`),
    ...(mapped.excludeMeat ? ['Your restrictions were read as no meat: every meat was left out.'] : []),
    ...favoured.favoured.map((match) => `Favoured for “${match.text}”: ${match.foodNames.join(', ')}.`),
    ...favoured.unused.map(
      (text) => `Preference “${text}” names no food in the catalogue, so it could not be used.`,
    ),
  ];
  const { name, description } = describeGeneratedPlan(input.goal, result, {
    personalized: input.personalized,
    checkedAgainst,
  });
  const plan = toNewMealPlan(result, { name, description, goal: input.goal, foods, checkedAgainst, notes });

  return asUser(sql, claims, async (tx) => {
    const id = await insertGeneratedPlan(tx, plan);
    const userMealPlan = await assignMealPlan(tx, id, undefined);
    if (!input.personalized) {
      await saveMealPreferences(tx, {
        goal: input.goal,
        dailyCalories: input.dailyCalories,
        dietaryRestrictions: input.dietaryRestrictions,
        allergies: input.allergies,
        preferences: input.preferences,
      });
    }
    const mealPlan = await findMealPlan(tx, id);
    if (!mealPlan) throw new Error('The generated plan is not readable');
    return { mealPlan, userMealPlan };
  });
}
