import type { FoodDayTotals, FoodEntry, FoodSearchResult, NutritionTargets } from '../contract/nutrition.ts';
import {
  DAILY_GUIDELINES,
  DEFAULT_CALORIE_TARGET,
  macroTargetsFor,
  type Nutrients,
  nutrientsForGrams,
  type Per100g,
} from '../contract/nutrition-rules.ts';
import type { Tx } from '../db/database.ts';
import type { ProductInfo } from './food-database.ts';

/**
 * The food log's SQL, run as the member (asUser): row-level security decides which entries and
 * foods a statement sees. Nutrients are read as float8 so they arrive as numbers.
 */

const ENTRY_COLUMNS = (tx: Tx) => tx`
  e.id, e.name, e.meal_type as "mealType", e.calories, e.protein::float8 as protein, e.carbs::float8 as carbs,
  e.fat::float8 as fat, e.fiber::float8 as fiber, e.sugar::float8 as sugar, e.sodium::float8 as sodium,
  e.serving_size as "servingSize", e.grams::float8 as grams, e.food_item_id as "foodItemId",
  e.image_url as "imageUrl", e.confidence::float8 as confidence,
  to_char(e.logged_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "loggedAt",
  to_char(e.logged_at at time zone (select coalesce((select p.time_zone from public.profile p where p.id = e.user_id), 'UTC')), 'YYYY-MM-DD') as date`;

/** The member's time zone (profile.time_zone), in which days are counted. */
export async function memberZone(tx: Tx): Promise<string> {
  const [row] = await tx<{ zone: string }[]>`
    select coalesce((select time_zone from public.profile where id = (select auth.uid())), 'UTC') as zone`;
  return row?.zone ?? 'UTC';
}

/** Today in the member's zone. */
export async function memberToday(tx: Tx): Promise<string> {
  const [row] = await tx<{ today: string }[]>`
    select to_char(now() at time zone coalesce((select time_zone from public.profile where id = (select auth.uid())), 'UTC'),
                   'YYYY-MM-DD') as today`;
  return row?.today ?? new Date().toISOString().slice(0, 10);
}

export async function listDayEntries(tx: Tx, date: string): Promise<FoodEntry[]> {
  const zone = await memberZone(tx);
  return tx<FoodEntry[]>`
    select ${ENTRY_COLUMNS(tx)} from public.food_entry e
    where e.user_id = (select auth.uid())
      and e.logged_at >= (${date}::date)::timestamp at time zone ${zone}
      and e.logged_at < (${date}::date + 1)::timestamp at time zone ${zone}
    order by e.logged_at, e.created_at`;
}

export async function findEntry(tx: Tx, id: string): Promise<FoodEntry | undefined> {
  const [row] = await tx<
    FoodEntry[]
  >`select ${ENTRY_COLUMNS(tx)} from public.food_entry e where e.id = ${id}`;
  return row;
}

/**
 * Targets: the active meal plan's daily figures; else the meal preferences' calories with the
 * default macro shares; else the 2,000 kcal reference. Fiber, sugar and sodium follow the daily
 * guidelines in every case.
 */
export async function readTargets(tx: Tx): Promise<NutritionTargets> {
  const guidelines = {
    fiber: DAILY_GUIDELINES.fiber.amount,
    sugar: DAILY_GUIDELINES.sugar.amount,
    sodium: DAILY_GUIDELINES.sodium.amount,
  };
  const [plan] = await tx<{ calories: number; protein: number; carbs: number; fat: number }[]>`
    select m.daily_calories as calories, m.daily_protein::float8 as protein, m.daily_carbs::float8 as carbs,
           m.daily_fat::float8 as fat
    from public.user_meal_plan u join public.meal_plan m on m.id = u.meal_plan_id
    where u.user_id = (select auth.uid()) and u.is_active
    limit 1`;
  if (plan?.calories) {
    const fallback = macroTargetsFor(plan.calories);
    return {
      calories: plan.calories,
      protein: plan.protein || fallback.protein,
      carbs: plan.carbs || fallback.carbs,
      fat: plan.fat || fallback.fat,
      ...guidelines,
      source: 'plan',
    };
  }
  const [preferences] = await tx<{ calories: number }[]>`
    select daily_calories as calories from public.user_meal_preferences where user_id = (select auth.uid())`;
  const calories = preferences?.calories ?? DEFAULT_CALORIE_TARGET;
  return {
    calories,
    ...macroTargetsFor(calories),
    ...guidelines,
    source: preferences ? 'preferences' : 'default',
  };
}

/** Per-100 g values of a catalogue food, or undefined when there is no such food. */
export async function readCatalogueFood(tx: Tx, id: string) {
  const [row] = await tx<{ name: string; servingSize: string | null; per100g: Per100g }[]>`
    select name, common_serving_size as "servingSize",
           json_build_object('calories', calories_per_100g::float8, 'protein', protein_per_100g::float8,
                             'carbs', carbs_per_100g::float8, 'fat', fat_per_100g::float8,
                             'fiber', fiber_per_100g::float8, 'sugar', null, 'sodium', null) as "per100g"
    from public.food_item where id = ${id}`;
  return row;
}

export interface NewEntry extends Nutrients {
  name: string;
  mealType: string;
  servingSize: string | null;
  grams: number | null;
  foodItemId: string | null;
  imageUrl: string | null;
  confidence: number | null;
  loggedAt: string | undefined;
}

export async function insertEntry(tx: Tx, entry: NewEntry): Promise<FoodEntry> {
  const [created] = await tx<{ id: string }[]>`
    insert into public.food_entry
      (user_id, name, meal_type, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size, grams,
       food_item_id, image_url, confidence, logged_at)
    values ((select auth.uid()), ${entry.name}, ${entry.mealType}::public.meal_type, ${entry.calories}, ${entry.protein},
            ${entry.carbs}, ${entry.fat}, ${entry.fiber}, ${entry.sugar}, ${entry.sodium}, ${entry.servingSize},
            ${entry.grams}, ${entry.foodItemId}, ${entry.imageUrl}, ${entry.confidence},
            coalesce(${entry.loggedAt ?? null}::timestamptz, now()))
    returning id`;
  const stored = created && (await findEntry(tx, created.id));
  if (!stored) throw new Error('The new food entry could not be read back');
  return stored;
}

/**
 * Remembers a food the member entered by hand, one per name (case ignored): a later entry of the
 * same name refreshes it. With a barcode, their next scan of that code finds it.
 */
export async function rememberCustomFood(
  tx: Tx,
  food: Nutrients & { name: string; servingSize: string | null; barcode: string | null },
): Promise<void> {
  if (food.barcode) {
    // The code moves to this food: one food per member and code.
    await tx`
      update public.custom_food set barcode = null
      where user_id = (select auth.uid()) and barcode = ${food.barcode} and lower(name) <> lower(${food.name})`;
  }
  await tx`
    insert into public.custom_food
      (user_id, name, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size, barcode)
    values ((select auth.uid()), ${food.name}, ${food.calories}, ${food.protein}, ${food.carbs}, ${food.fat},
            ${food.fiber}, ${food.sugar}, ${food.sodium}, ${food.servingSize}, ${food.barcode})
    on conflict (user_id, lower(name)) do update set
      calories = excluded.calories, protein = excluded.protein, carbs = excluded.carbs, fat = excluded.fat,
      fiber = excluded.fiber, sugar = excluded.sugar, sodium = excluded.sodium,
      serving_size = excluded.serving_size,
      barcode = coalesce(excluded.barcode, public.custom_food.barcode)`;
}

export type EntryChanges = Partial<Nutrients> & {
  name?: string | undefined;
  mealType?: string | undefined;
  grams?: number | undefined;
  servingSize?: string | undefined;
  loggedAt?: string | undefined;
};

/**
 * Applies changes to an entry. New grams of a catalogue food recompute its nutrients from the
 * catalogue unless the same request sets nutrients itself.
 */
export async function updateEntry(tx: Tx, id: string, changes: EntryChanges): Promise<FoodEntry | undefined> {
  const current = await findEntry(tx, id);
  if (!current) return undefined;
  let next: EntryChanges = changes;
  const setsNutrients = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'].some(
    (key) => changes[key as keyof EntryChanges] !== undefined,
  );
  if (changes.grams !== undefined && current.foodItemId && !setsNutrients) {
    const food = await readCatalogueFood(tx, current.foodItemId);
    if (food) next = { ...changes, ...nutrientsForGrams(food.per100g, changes.grams) };
  }
  const value = <Key extends keyof EntryChanges>(key: Key) => (next[key] === undefined ? null : next[key]);
  await tx`
    update public.food_entry set
      name = coalesce(${value('name')}, name),
      meal_type = coalesce(${value('mealType')}::public.meal_type, meal_type),
      grams = coalesce(${value('grams')}, grams),
      calories = coalesce(${value('calories')}, calories),
      protein = coalesce(${value('protein')}, protein),
      carbs = coalesce(${value('carbs')}, carbs),
      fat = coalesce(${value('fat')}, fat),
      fiber = coalesce(${value('fiber')}, fiber),
      sugar = coalesce(${value('sugar')}, sugar),
      sodium = coalesce(${value('sodium')}, sodium),
      serving_size = coalesce(${value('servingSize')}, serving_size),
      logged_at = coalesce(${value('loggedAt')}::timestamptz, logged_at)
    where id = ${id}`;
  return findEntry(tx, id);
}

export async function deleteEntry(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.food_entry where id = ${id} returning id`;
  return deleted.length > 0;
}

/** Totals of every local day from..to, oldest first; a day without entries is all zeros. */
export async function listDayTotals(tx: Tx, from: string, to: string): Promise<FoodDayTotals[]> {
  const zone = await memberZone(tx);
  return tx<FoodDayTotals[]>`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
    ), sums as (
      select (e.logged_at at time zone ${zone})::date as day, count(*)::int as entries,
             sum(e.calories)::int as calories, sum(e.protein)::float8 as protein, sum(e.carbs)::float8 as carbs,
             sum(e.fat)::float8 as fat, sum(e.fiber)::float8 as fiber, sum(e.sugar)::float8 as sugar,
             sum(e.sodium)::float8 as sodium
      from public.food_entry e
      where e.user_id = (select auth.uid())
        and e.logged_at >= (${from}::date)::timestamp at time zone ${zone}
        and e.logged_at < (${to}::date + 1)::timestamp at time zone ${zone}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(s.entries, 0) as entries,
           coalesce(s.calories, 0) as calories, round(coalesce(s.protein, 0)::numeric, 2)::float8 as protein,
           round(coalesce(s.carbs, 0)::numeric, 2)::float8 as carbs, round(coalesce(s.fat, 0)::numeric, 2)::float8 as fat,
           round(coalesce(s.fiber, 0)::numeric, 2)::float8 as fiber, round(coalesce(s.sugar, 0)::numeric, 2)::float8 as sugar,
           round(coalesce(s.sodium, 0)::numeric, 2)::float8 as sodium
    from days left join sums s on s.day = days.day
    order by days.day`;
}

/** The foods that brought the most calories from..to (same name counted together). */
export async function listTopFoods(tx: Tx, from: string, to: string, limit = 5) {
  const zone = await memberZone(tx);
  return tx<{ name: string; calories: number; entries: number }[]>`
    select min(e.name) as name, sum(e.calories)::int as calories, count(*)::int as entries
    from public.food_entry e
    where e.user_id = (select auth.uid())
      and e.logged_at >= (${from}::date)::timestamp at time zone ${zone}
      and e.logged_at < (${to}::date + 1)::timestamp at time zone ${zone}
    group by lower(e.name)
    order by 2 desc, 1
    limit ${limit}`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The member's own foods (most recently entered first), then the catalogue (staples first). */
export async function searchFoods(tx: Tx, q: string, limit: number): Promise<FoodSearchResult[]> {
  const pattern = `%${escapeLike(q)}%`;
  const custom = await tx<(Nutrients & { id: string; name: string; servingSize: string | null })[]>`
    select id, name, serving_size as "servingSize", calories, protein::float8 as protein, carbs::float8 as carbs,
           fat::float8 as fat, fiber::float8 as fiber, sugar::float8 as sugar, sodium::float8 as sodium
    from public.custom_food
    where user_id = (select auth.uid()) and name ilike ${pattern}
    order by updated_at desc
    limit ${limit}`;
  const catalogue = await tx<
    { id: string; name: string; servingSize: string | null; servingGrams: number; per100g: Per100g }[]
  >`
    select id, name, common_serving_size as "servingSize", serving_grams::float8 as "servingGrams",
           json_build_object('calories', calories_per_100g::float8, 'protein', protein_per_100g::float8,
                             'carbs', carbs_per_100g::float8, 'fat', fat_per_100g::float8,
                             'fiber', fiber_per_100g::float8, 'sugar', null, 'sodium', null) as "per100g"
    from public.food_item
    where name ilike ${pattern}
    order by (lower(name) like lower(${`${escapeLike(q)}%`})) desc, is_common desc, name
    limit ${Math.max(0, limit - custom.length)}`;
  return [
    ...custom.map(({ id, name, servingSize, ...serving }) => ({
      source: 'custom' as const,
      id,
      name,
      servingSize,
      servingGrams: null,
      per100g: null,
      serving,
    })),
    ...catalogue.map((food) => ({
      source: 'catalogue' as const,
      ...food,
      serving: nutrientsForGrams(food.per100g, food.servingGrams),
    })),
  ];
}

/** The member's own food for a code they filled in before. */
export async function findMyBarcodeFood(tx: Tx, code: string) {
  const [row] = await tx<(Nutrients & { name: string; servingSize: string | null })[]>`
    select name, serving_size as "servingSize", calories, protein::float8 as protein, carbs::float8 as carbs,
           fat::float8 as fat, fiber::float8 as fiber, sugar::float8 as sugar, sodium::float8 as sodium
    from public.custom_food where user_id = (select auth.uid()) and barcode = ${code}`;
  return row;
}

/** How long an answer of the food database is kept: a product a month, an unknown code a day. */
const FOUND_FRESH = '30 days';
const MISSING_FRESH = '1 day';

/** A fresh cached answer: the product, null for "unknown", undefined when not cached or stale. */
export async function readCachedProduct(tx: Tx, code: string): Promise<ProductInfo | null | undefined> {
  const [row] = await tx<
    {
      found: boolean;
      name: string | null;
      brand: string | null;
      servingSize: string | null;
      servingGrams: number | null;
      per100g: Per100g;
    }[]
  >`
    select found, name, brand, serving_size as "servingSize", serving_grams::float8 as "servingGrams",
           json_build_object('calories', calories_per_100g::float8, 'protein', protein_per_100g::float8,
                             'carbs', carbs_per_100g::float8, 'fat', fat_per_100g::float8,
                             'fiber', fiber_per_100g::float8, 'sugar', sugar_per_100g::float8,
                             'sodium', sodium_mg_per_100g::float8) as "per100g"
    from public.food_barcode
    where code = ${code}
      and fetched_at > now() - (case when found then ${FOUND_FRESH} else ${MISSING_FRESH} end)::interval`;
  if (!row) return undefined;
  if (!row.found || !row.name) return null;
  return {
    name: row.name,
    brand: row.brand,
    servingSize: row.servingSize,
    servingGrams: row.servingGrams,
    per100g: row.per100g,
  };
}

/** Keeps the food database's answer (service role: members never write the cache). */
export async function cacheProduct(tx: Tx, code: string, product: ProductInfo | null): Promise<void> {
  const p = product?.per100g;
  await tx`
    insert into public.food_barcode
      (code, found, name, brand, calories_per_100g, protein_per_100g, carbs_per_100g, fat_per_100g, fiber_per_100g,
       sugar_per_100g, sodium_mg_per_100g, serving_size, serving_grams, fetched_at)
    values (${code}, ${product !== null}, ${product?.name ?? null}, ${product?.brand ?? null}, ${p?.calories ?? null},
            ${p?.protein ?? null}, ${p?.carbs ?? null}, ${p?.fat ?? null}, ${p?.fiber ?? null}, ${p?.sugar ?? null},
            ${p?.sodium ?? null}, ${product?.servingSize ?? null}, ${product?.servingGrams ?? null}, now())
    on conflict (code) do update set
      found = excluded.found, name = excluded.name, brand = excluded.brand,
      calories_per_100g = excluded.calories_per_100g, protein_per_100g = excluded.protein_per_100g,
      carbs_per_100g = excluded.carbs_per_100g, fat_per_100g = excluded.fat_per_100g,
      fiber_per_100g = excluded.fiber_per_100g, sugar_per_100g = excluded.sugar_per_100g,
      sodium_mg_per_100g = excluded.sodium_mg_per_100g, serving_size = excluded.serving_size,
      serving_grams = excluded.serving_grams, fetched_at = excluded.fetched_at`;
}
