import type {
  Allergen,
  Diet,
  FoodCategory,
  FoodItem,
  FoodPreference,
  FoodRole,
  MealType,
  UserFoodPreference,
} from '../contract/food-items.ts';
import type {
  Meal,
  MealPlan,
  MealPlanDay,
  UserMealPlan,
  UserMealPreferences,
} from '../contract/meal-plans.ts';
import type { Tx } from '../db/database.ts';
import type { Narrowed, Nullable, Row } from '../db/rows.ts';
import type { PlannerFood } from '../domain/meal-planner.ts';
import type { NewMealPlan } from './plan-content.ts';

/**
 * Reads and writes of meal plans, assignments, meal settings, foods and ratings. Every statement
 * runs as the member (asUser): row-level security decides which plans they see (the catalogue and
 * their own generated plans) and that ratings, settings and assignments are their own.
 */

/** How many of a member's generated plans the list shows (newest first); older ones stay stored. */
export const GENERATED_PLANS_LISTED = 20;

type PlanRow = Pick<
  Row<'public.meal_plan'>,
  | 'id'
  | 'name'
  | 'description'
  | 'goal'
  | 'daily_calories'
  | 'daily_protein'
  | 'daily_carbs'
  | 'daily_fat'
  | 'duration'
  | 'created_by'
  | 'notes'
  | 'created_at'
>;

type DayRow = Pick<Row<'public.meal_plan_day'>, 'id' | 'meal_plan_id' | 'day_number' | 'name'>;

/** Only the API writes meals (the insert grant is the facade role's), with the food library's allergen tags. */
type MealRow = Narrowed<
  Pick<
    Row<'public.meal_plan_meal'>,
    | 'id'
    | 'meal_plan_day_id'
    | 'meal_type'
    | 'name'
    | 'description'
    | 'calories'
    | 'protein'
    | 'carbs'
    | 'fat'
    | 'ingredients'
    | 'instructions'
    | 'prep_time'
    | 'allergens'
    | 'checked_against'
  >,
  { allergens: Allergen[] }
>;

const MEAL_ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };

const toMeal = (row: MealRow): Meal => ({
  id: row.id,
  name: row.name,
  description: row.description,
  mealType: row.meal_type,
  prepTime: row.prep_time,
  calories: row.calories,
  protein: row.protein ?? 0,
  carbs: row.carbs ?? 0,
  fat: row.fat ?? 0,
  ingredients: row.ingredients,
  instructions: row.instructions,
  allergens: row.allergens,
  checkedAgainst: row.checked_against,
});

/** Plans with their days and meals, in three queries whatever the number of plans. */
async function withDays(tx: Tx, plans: PlanRow[]): Promise<MealPlan[]> {
  if (plans.length === 0) return [];
  const ids = plans.map((plan) => plan.id);
  const days = await tx<DayRow[]>`
    select id, meal_plan_id, day_number, name from public.meal_plan_day
    where meal_plan_id = any(${ids}::uuid[]) order by day_number`;
  const meals = days.length
    ? await tx<MealRow[]>`
        select id, meal_plan_day_id, meal_type, name, description, calories, protein, carbs, fat, ingredients,
               instructions, prep_time, allergens, checked_against
        from public.meal_plan_meal where meal_plan_day_id = any(${days.map((day) => day.id)}::uuid[])`
    : [];
  const mealsByDay = new Map<string, Meal[]>();
  for (const row of meals) {
    const list = mealsByDay.get(row.meal_plan_day_id) ?? [];
    list.push(toMeal(row));
    mealsByDay.set(row.meal_plan_day_id, list);
  }
  const daysByPlan = new Map<string, MealPlanDay[]>();
  for (const row of days) {
    const list = daysByPlan.get(row.meal_plan_id) ?? [];
    list.push({
      id: row.id,
      dayNumber: row.day_number,
      name: row.name ?? `Day ${row.day_number}`,
      meals: (mealsByDay.get(row.id) ?? []).sort(
        (a, b) => MEAL_ORDER[a.mealType] - MEAL_ORDER[b.mealType] || a.name.localeCompare(b.name),
      ),
    });
    daysByPlan.set(row.meal_plan_id, list);
  }
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    goal: plan.goal,
    dailyCalories: plan.daily_calories,
    dailyProtein: plan.daily_protein,
    dailyCarbs: plan.daily_carbs,
    dailyFat: plan.daily_fat,
    duration: plan.duration,
    isGenerated: plan.created_by !== null,
    notes: plan.notes,
    createdAt: plan.created_at.toISOString(),
    days: daysByPlan.get(plan.id) ?? [],
  }));
}

const planColumns = (tx: Tx) => tx`
  id, name, description, goal, daily_calories, daily_protein, daily_carbs, daily_fat, duration, created_by,
  notes, created_at`;

/** The member's latest generated plans, newest first, then the catalogue by goal and calories. */
export async function listMealPlans(tx: Tx): Promise<MealPlan[]> {
  const generated = await tx<PlanRow[]>`
    select ${planColumns(tx)} from public.meal_plan
    where created_by = (select auth.uid()) and is_active
    order by created_at desc, id limit ${GENERATED_PLANS_LISTED}`;
  const catalogue = await tx<PlanRow[]>`
    select ${planColumns(tx)} from public.meal_plan
    where created_by is null and is_active
    order by case goal when 'weight_loss' then 0 when 'maintenance' then 1 else 2 end, daily_calories, name`;
  return withDays(tx, [...generated, ...catalogue]);
}

export async function findMealPlan(tx: Tx, id: string): Promise<MealPlan | undefined> {
  const rows = await tx<PlanRow[]>`select ${planColumns(tx)} from public.meal_plan where id = ${id}`;
  const [plan] = await withDays(tx, rows);
  return plan;
}

type AssignmentRow = Pick<
  Row<'public.user_meal_plan'>,
  'id' | 'meal_plan_id' | 'start_date' | 'end_date' | 'is_active'
>;

async function toUserMealPlan(tx: Tx, row: AssignmentRow | undefined): Promise<UserMealPlan | null> {
  if (!row) return null;
  const plan = await findMealPlan(tx, row.meal_plan_id);
  if (!plan) return null;
  return {
    id: row.id,
    mealPlanId: row.meal_plan_id,
    mealPlan: plan,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date ? row.end_date.toISOString() : null,
    isActive: row.is_active,
  };
}

export async function findActiveAssignment(tx: Tx): Promise<UserMealPlan | null> {
  const [row] = await tx<AssignmentRow[]>`
    select id, meal_plan_id, start_date, end_date, is_active from public.user_meal_plan
    where user_id = (select auth.uid()) and is_active`;
  return toUserMealPlan(tx, row);
}

/** Whether the member can see the plan (the catalogue, or a plan generated for them). */
export async function planIsVisible(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`select 1 from public.meal_plan where id = ${id} and is_active`;
  return rows.length > 0;
}

/**
 * Makes the plan the member's one active plan: the current assignment ends first, in the same
 * transaction, so the one-active-plan index never sees two.
 */
export async function assignMealPlan(
  tx: Tx,
  mealPlanId: string,
  startDate: string | undefined,
): Promise<UserMealPlan> {
  await tx`
    update public.user_meal_plan set is_active = false, end_date = greatest(now(), start_date)
    where user_id = (select auth.uid()) and is_active`;
  const [row] = await tx<AssignmentRow[]>`
    insert into public.user_meal_plan (user_id, meal_plan_id, start_date, is_active)
    values ((select auth.uid()), ${mealPlanId}, coalesce(${startDate ?? null}::timestamptz, now()), true)
    returning id, meal_plan_id, start_date, end_date, is_active`;
  const assignment = await toUserMealPlan(tx, row);
  if (!assignment) throw new Error('The new assignment is not readable');
  return assignment;
}

/** Stops following the plan when it is the active one; undefined when it is not. */
export async function stopMealPlan(tx: Tx, mealPlanId: string): Promise<UserMealPlan | null> {
  const [row] = await tx<AssignmentRow[]>`
    update public.user_meal_plan set is_active = false, end_date = greatest(now(), start_date)
    where user_id = (select auth.uid()) and is_active and meal_plan_id = ${mealPlanId}
    returning id, meal_plan_id, start_date, end_date, is_active`;
  return toUserMealPlan(tx, row);
}

/** Stores a generated plan as the member's own (created_by is the caller; RLS checks it). */
export async function insertGeneratedPlan(tx: Tx, plan: NewMealPlan): Promise<string> {
  const [created] = await tx<Pick<Row<'public.meal_plan'>, 'id'>[]>`
    insert into public.meal_plan (name, description, goal, daily_calories, daily_protein, daily_carbs, daily_fat,
                                  duration, notes, created_by)
    values (${plan.name}, ${plan.description}, ${plan.goal}, ${plan.dailyCalories}, ${plan.dailyProtein},
            ${plan.dailyCarbs}, ${plan.dailyFat}, ${plan.duration}, ${plan.notes}, (select auth.uid()))
    returning id`;
  if (!created) throw new Error('Insert returned no plan');
  const days = await tx<Pick<Row<'public.meal_plan_day'>, 'id' | 'day_number'>[]>`
    insert into public.meal_plan_day ${tx(
      plan.days.map((day) => ({ meal_plan_id: created.id, day_number: day.dayNumber, name: day.name })),
    )}
    returning id, day_number`;
  const dayIds = new Map(days.map((day) => [day.day_number, day.id]));
  const meals = plan.days.flatMap((day) =>
    day.meals.map((meal) => ({
      meal_plan_day_id: dayIds.get(day.dayNumber) as string,
      meal_type: meal.mealType,
      name: meal.name,
      description: meal.description,
      calories: meal.calories,
      protein: meal.protein,
      carbs: meal.carbs,
      fat: meal.fat,
      ingredients: meal.ingredients,
      instructions: meal.instructions,
      prep_time: meal.prepTime,
      allergens: meal.allergens,
      checked_against: meal.checkedAgainst,
    })),
  );
  await tx`insert into public.meal_plan_meal ${tx(meals)}`;
  return created.id;
}

type PreferencesRow = Pick<
  Row<'public.user_meal_preferences'>,
  'goal' | 'daily_calories' | 'dietary_restrictions' | 'allergies' | 'preferences' | 'last_generated_at'
>;

export async function readMealPreferences(tx: Tx): Promise<UserMealPreferences | null> {
  const [row] = await tx<PreferencesRow[]>`
    select goal, daily_calories, dietary_restrictions, allergies, preferences, last_generated_at
    from public.user_meal_preferences where user_id = (select auth.uid())`;
  if (!row) return null;
  return {
    goal: row.goal,
    dailyCalories: row.daily_calories,
    dietaryRestrictions: row.dietary_restrictions,
    allergies: row.allergies,
    preferences: row.preferences,
    lastGeneratedAt: row.last_generated_at ? row.last_generated_at.toISOString() : null,
  };
}

/** Saves the settings a plan was generated from (one row per member) and when. */
export async function saveMealPreferences(
  tx: Tx,
  settings: Omit<UserMealPreferences, 'lastGeneratedAt'>,
): Promise<void> {
  await tx`
    insert into public.user_meal_preferences (user_id, goal, daily_calories, dietary_restrictions, allergies,
                                              preferences, last_generated_at)
    values ((select auth.uid()), ${settings.goal}, ${settings.dailyCalories}, ${settings.dietaryRestrictions},
            ${settings.allergies}, ${settings.preferences}, now())
    on conflict (user_id) do update
    set goal = excluded.goal,
        daily_calories = excluded.daily_calories,
        dietary_restrictions = excluded.dietary_restrictions,
        allergies = excluded.allergies,
        preferences = excluded.preferences,
        last_generated_at = excluded.last_generated_at`;
}

/** Check constraints hold a food's role, allergens and diets to the contract's values. */
interface FoodTags {
  role: FoodRole;
  allergens: Allergen[];
  diets: Diet[];
}

type PlannerFoodRow = Narrowed<
  Pick<
    Row<'public.food_item'>,
    | 'id'
    | 'name'
    | 'role'
    | 'calories_per_100g'
    | 'protein_per_100g'
    | 'carbs_per_100g'
    | 'fat_per_100g'
    | 'fiber_per_100g'
    | 'serving_grams'
    | 'allergens'
    | 'diets'
    | 'meal_types'
    | 'origin'
    | 'phrase'
    | 'prep_minutes'
    | 'usda_description'
  >,
  FoodTags
>;

/** The catalogue as the planner needs it. */
export async function loadPlannerFoods(tx: Tx): Promise<(PlannerFood & { usdaDescription: string })[]> {
  const rows = await tx<PlannerFoodRow[]>`
    select id, name, role, calories_per_100g, protein_per_100g, carbs_per_100g, fat_per_100g, fiber_per_100g,
           serving_grams, allergens, diets, meal_types, origin, phrase, prep_minutes, usda_description
    from public.food_item order by name`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    per100g: {
      calories: Number(row.calories_per_100g),
      protein: Number(row.protein_per_100g ?? 0),
      carbs: Number(row.carbs_per_100g ?? 0),
      fat: Number(row.fat_per_100g ?? 0),
      fiber: Number(row.fiber_per_100g ?? 0),
    },
    servingGrams: Number(row.serving_grams),
    allergens: row.allergens,
    diets: row.diets,
    mealTypes: row.meal_types,
    origin: row.origin,
    phrase: row.phrase ?? row.name.toLowerCase(),
    prepMinutes: row.prep_minutes,
    usdaDescription: row.usda_description ?? '',
  }));
}

/** The member's ratings by food id. */
export async function loadRatings(tx: Tx): Promise<Map<string, FoodPreference>> {
  const rows = await tx<Pick<Row<'public.user_food_preference'>, 'food_item_id' | 'preference'>[]>`
    select food_item_id, preference from public.user_food_preference where user_id = (select auth.uid())`;
  return new Map(rows.map((row) => [row.food_item_id, row.preference]));
}

/** A food and the caller's rating of it (left joined: null when unrated). */
type FoodItemRow = Narrowed<
  Pick<
    Row<'public.food_item'>,
    | 'id'
    | 'name'
    | 'category'
    | 'calories_per_100g'
    | 'protein_per_100g'
    | 'carbs_per_100g'
    | 'fat_per_100g'
    | 'fiber_per_100g'
    | 'common_serving_size'
    | 'serving_grams'
    | 'allergens'
    | 'diets'
    | 'meal_types'
  >,
  Pick<FoodTags, 'allergens' | 'diets'>
> &
  Nullable<Pick<Row<'public.user_food_preference'>, 'preference'>>;

export async function listFoodItems(tx: Tx, category: FoodCategory | undefined): Promise<FoodItem[]> {
  const rows = await tx<FoodItemRow[]>`
    select f.id, f.name, f.category, f.calories_per_100g, f.protein_per_100g, f.carbs_per_100g, f.fat_per_100g,
           f.fiber_per_100g, f.common_serving_size, f.serving_grams, f.allergens, f.diets, f.meal_types,
           p.preference
    from public.food_item f
    left join public.user_food_preference p on p.food_item_id = f.id and p.user_id = (select auth.uid())
    ${category ? tx`where f.category = ${category}` : tx``}
    order by f.name`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    caloriesPer100g: Number(row.calories_per_100g),
    proteinPer100g: Number(row.protein_per_100g ?? 0),
    carbsPer100g: Number(row.carbs_per_100g ?? 0),
    fatPer100g: Number(row.fat_per_100g ?? 0),
    fiberPer100g: Number(row.fiber_per_100g ?? 0),
    commonServingSize: row.common_serving_size ?? `${Number(row.serving_grams)} g`,
    servingGrams: Number(row.serving_grams),
    allergens: row.allergens,
    diets: row.diets,
    mealTypes: row.meal_types,
    userPreference: row.preference ? { preference: row.preference } : null,
  }));
}

type RatingRow = Pick<Row<'public.user_food_preference'>, 'food_item_id' | 'preference' | 'updated_at'> &
  Pick<Row<'public.food_item'>, 'name' | 'category' | 'calories_per_100g'>;

const toRating = (row: RatingRow): UserFoodPreference => ({
  foodItemId: row.food_item_id,
  foodName: row.name,
  category: row.category,
  caloriesPer100g: Number(row.calories_per_100g),
  preference: row.preference,
  updatedAt: row.updated_at.toISOString(),
});

export async function listFoodPreferences(tx: Tx): Promise<UserFoodPreference[]> {
  const rows = await tx<RatingRow[]>`
    select p.food_item_id, f.name, f.category, f.calories_per_100g, p.preference, p.updated_at
    from public.user_food_preference p join public.food_item f on f.id = p.food_item_id
    where p.user_id = (select auth.uid())
    order by f.name`;
  return rows.map(toRating);
}

/** Rates a food, replacing an earlier rating; undefined when there is no such food. */
export async function saveFoodPreference(
  tx: Tx,
  foodItemId: string,
  preference: FoodPreference,
): Promise<UserFoodPreference | undefined> {
  const [food] = await tx`select 1 from public.food_item where id = ${foodItemId}`;
  if (!food) return undefined;
  await tx`
    insert into public.user_food_preference (user_id, food_item_id, preference)
    values ((select auth.uid()), ${foodItemId}, ${preference})
    on conflict (user_id, food_item_id) do update set preference = excluded.preference`;
  const [row] = await tx<RatingRow[]>`
    select p.food_item_id, f.name, f.category, f.calories_per_100g, p.preference, p.updated_at
    from public.user_food_preference p join public.food_item f on f.id = p.food_item_id
    where p.user_id = (select auth.uid()) and p.food_item_id = ${foodItemId}`;
  return row && toRating(row);
}
