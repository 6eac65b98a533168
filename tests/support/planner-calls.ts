import { ALLERGEN_LABELS, DIET_LABELS } from '../../supabase/functions/_shared/contract/food-items.ts';
import type {
  GenerateMealPlanBody,
  GeneratePersonalizedMealPlanBody,
} from '../../supabase/functions/_shared/contract/meal-plans.ts';
import type { Sql } from '../../supabase/functions/_shared/db/database.ts';
import { seededRandom } from '../../supabase/functions/_shared/domain/meal-planner.ts';
import { createManagedMember, type ManagedAuth } from './managed-members.ts';
import { LIBRARY_FOODS, randomRequest } from './meal-requests.ts';

export type PlannerCall =
  | { token: string; path: '/api/generate-meal-plan'; body: GenerateMealPlanBody }
  | { token: string; path: '/api/generate-personalized-meal-plan'; body: GeneratePersonalizedMealPlanBody };

/**
 * `count` calls of the meal planner over HTTP, varied the way members vary (the meal bench's
 * random requests, from a fixed seed): each member first generates a plan from settings (goal,
 * calories, duration, allergies and diets as a member types them), then a personalized one with
 * another goal, calories and duration, from the food ratings written here for them and the
 * settings the first call saved. Members and ratings are written with `sql` (the database owner)
 * before the function starts, since the embedded database serves one connection.
 */
export async function preparePlannerCalls(
  sql: Sql,
  auth: ManagedAuth,
  { count, seed }: { count: number; seed: number },
): Promise<PlannerCall[]> {
  const random = seededRandom(seed);
  const foodIds = new Map(
    (await sql<{ id: string; name: string }[]>`select id, name from public.food_item`).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const libraryNames = new Map(LIBRARY_FOODS.map((food) => [food.id, food.name]));
  const calls: PlannerCall[] = [];
  for (let index = 0; calls.length < count; index++) {
    // Every fourth member asks for a week, as in the meal bench.
    const settings = randomRequest(random, index % 4 === 0 ? 7 : undefined);
    const personalized = randomRequest(random);
    const member = await createManagedMember(sql, auth, `planner-${seed}-${index}@example.com`);
    const ratings = [...(settings.ratings ?? [])].flatMap(([libraryId, preference]) => {
      const foodItemId = foodIds.get(libraryNames.get(libraryId) ?? '');
      return foodItemId ? [{ user_id: member.id, food_item_id: foodItemId, preference }] : [];
    });
    if (ratings.length > 0) await sql`insert into public.user_food_preference ${sql(ratings)}`;
    calls.push({
      token: member.token,
      path: '/api/generate-meal-plan',
      body: {
        goal: settings.goal,
        dailyCalories: settings.dailyCalories,
        duration: settings.duration,
        allergies: (settings.excludedAllergens ?? []).map((allergen) => ALLERGEN_LABELS[allergen]),
        dietaryRestrictions: (settings.requiredDiets ?? []).map((diet) => DIET_LABELS[diet]),
        preferences: [],
      },
    });
    if (calls.length < count) {
      calls.push({
        token: member.token,
        path: '/api/generate-personalized-meal-plan',
        body: {
          goal: personalized.goal,
          dailyCalories: personalized.dailyCalories,
          duration: personalized.duration,
        },
      });
    }
  }
  return calls;
}
