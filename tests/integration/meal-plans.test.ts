import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import {
  type FoodItem,
  foodItemSchema,
  type UserFoodPreference,
} from '../../supabase/functions/_shared/contract/food-items.ts';
import {
  dayFigures,
  type GeneratedMealPlan,
  generatedMealPlanSchema,
  type MealPlan,
  mealPlanSchema,
  type UserMealPlan,
  type UserMealPreferences,
  userMealPlanSchema,
} from '../../supabase/functions/_shared/contract/meal-plans.ts';
import type { MipSolver } from '../../supabase/functions/_shared/domain/meal-planner-model.ts';
import { PLANNER_RETRY_AFTER_SECONDS } from '../../supabase/functions/_shared/meal-plans/generate.ts';
import { faultyHighsSolverLoader } from '../support/faulty-highs.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
let foods: FoodItem[];
beforeAll(async () => {
  api = await createTestApi();
  const member = await api.signUp();
  foods = (await api.call<FoodItem[]>('GET', '/api/food-items-with-preferences', { token: member.token }))
    .body;
});
afterAll(() => api.close());

const weekRequest = {
  goal: 'weight_loss',
  dailyCalories: 1800,
  duration: 7,
  dietaryRestrictions: [],
  allergies: [],
  preferences: [],
};

async function generate(member: Member, body: Record<string, unknown> = {}) {
  const answer = await api.call<GeneratedMealPlan>('POST', '/api/generate-meal-plan', {
    token: member.token,
    body: { ...weekRequest, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const plansOf = async (member: Member) =>
  (await api.call<MealPlan[]>('GET', '/api/meal-plans', { token: member.token })).body;
const activeOf = async (member: Member) =>
  (await api.call<UserMealPlan | null>('GET', '/api/user-meal-plan', { token: member.token })).body;

async function storedPlanCount(member: Member) {
  const [row] = await api.sql<{ count: number }[]>`
    select count(*)::integer as count from public.meal_plan where created_by = ${member.user.id}`;
  return row?.count ?? 0;
}

/** Food names a meal's ingredient lines mention ("150 g Brown Rice" names Brown Rice). */
const foodsIn = (plan: MealPlan) =>
  plan.days.flatMap((day) =>
    day.meals.flatMap((meal) => meal.ingredients.map((line) => line.replace(/^\d+ g /, ''))),
  );

describe('[GET] /api/meal-plans', () => {
  it('lists a catalogue of at least 6 plans for every goal, each day on target by its own foods', async () => {
    const member = await api.signUp();
    const plans = await plansOf(member);
    const catalogue = plans.filter((plan) => !plan.isGenerated);
    expect(catalogue.length).toBeGreaterThanOrEqual(6);
    expect(new Set(catalogue.map((plan) => plan.goal))).toEqual(
      new Set(['weight_loss', 'weight_gain', 'maintenance']),
    );
    for (const plan of catalogue) {
      expect(mealPlanSchema.parse(plan)).toBeTruthy();
      expect(plan.days).toHaveLength(plan.duration);
      for (const day of plan.days) {
        expect(day.meals.map((meal) => meal.mealType)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
        expect(dayFigures(plan, day).onTarget, `${plan.name} ${day.name}`).toBe(true);
      }
    }
  });

  it('answers 401 without a session', async () => {
    expect((await api.call('GET', '/api/meal-plans')).status).toBe(401);
  });
});

describe('[POST] /api/user-meal-plan', () => {
  it('starts a catalogue plan, and starting another keeps exactly one active', async () => {
    const member = await api.signUp();
    expect(await activeOf(member)).toBeNull();
    const [first, second] = (await plansOf(member)).filter((plan) => !plan.isGenerated);
    if (!first || !second) throw new Error('The catalogue needs two plans');

    const started = await api.call<UserMealPlan>('POST', '/api/user-meal-plan', {
      token: member.token,
      body: { mealPlanId: first.id, startDate: new Date().toISOString(), isActive: true },
    });
    expect(started.status).toBe(201);
    expect(userMealPlanSchema.parse(started.body).mealPlan.id).toBe(first.id);
    expect((await activeOf(member))?.mealPlanId).toBe(first.id);

    const switched = await api.call<UserMealPlan>('POST', '/api/user-meal-plan', {
      token: member.token,
      body: { mealPlanId: second.id, startDate: new Date().toISOString(), isActive: true },
    });
    expect(switched.status).toBe(201);
    expect((await activeOf(member))?.mealPlanId).toBe(second.id);
    const rows = await api.sql<{ is_active: boolean }[]>`
      select is_active from public.user_meal_plan where user_id = ${member.user.id}`;
    expect(rows.filter((row) => row.is_active)).toHaveLength(1);
    expect(rows).toHaveLength(2);

    const stopped = await api.call<UserMealPlan>('POST', '/api/user-meal-plan', {
      token: member.token,
      body: { mealPlanId: second.id, isActive: false },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body.isActive).toBe(false);
    expect(await activeOf(member)).toBeNull();
  });

  it('refuses an unknown plan with 404 and a malformed body with 400, changing nothing', async () => {
    const member = await api.signUp();
    const unknown = await api.call<ErrorBody>('POST', '/api/user-meal-plan', {
      token: member.token,
      body: { mealPlanId: crypto.randomUUID(), isActive: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Meal plan not found');
    for (const body of [
      { mealPlanId: 'nope' },
      { mealPlanId: crypto.randomUUID(), startDate: 'yesterday' },
      {},
    ]) {
      const answer = await api.call<ErrorBody>('POST', '/api/user-meal-plan', { token: member.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await activeOf(member)).toBeNull();
  });
});

describe('[POST] /api/generate-meal-plan', () => {
  it('plans every day on target, excludes a peanut allergy and a never-rated food, and makes the plan active', async () => {
    const member = await api.signUp();
    const never = foods.find((food) => food.name === 'Chicken Breast');
    if (!never) throw new Error('Chicken Breast is in the catalogue');
    await api.call('POST', '/api/user-food-preference', {
      token: member.token,
      body: { foodItemId: never.id, preference: 'never' },
    });

    const generated = await generate(member, { allergies: ['peanuts'], preferences: ['salmon'] });
    expect(generatedMealPlanSchema.parse(generated)).toBeTruthy();
    const plan = generated.mealPlan;
    expect(plan.isGenerated).toBe(true);
    expect(plan.days).toHaveLength(7);
    expect(plan.dailyCalories).toBe(1800);
    for (const day of plan.days) expect(dayFigures(plan, day).onTarget, day.name).toBe(true);

    const peanutFoods = foods.filter((food) => food.allergens.includes('peanuts')).map((food) => food.name);
    expect(peanutFoods.length).toBeGreaterThan(0);
    const used = foodsIn(plan);
    for (const name of [...peanutFoods, 'Chicken Breast']) expect(used).not.toContain(name);
    for (const meal of plan.days.flatMap((day) => day.meals)) {
      expect(meal.allergens).not.toContain('peanuts');
      expect(meal.checkedAgainst).toEqual(expect.arrayContaining(['peanuts', 'foods you rated never']));
    }
    expect(plan.notes.some((note) => note.startsWith('Favoured for “salmon”'))).toBe(true);

    expect((await activeOf(member))?.mealPlanId).toBe(plan.id);
    const preferences = (
      await api.call<UserMealPreferences>('GET', '/api/user-meal-preferences', { token: member.token })
    ).body;
    expect(preferences).toMatchObject({ goal: 'weight_loss', dailyCalories: 1800, allergies: ['peanuts'] });
    expect((await plansOf(member))[0]?.id).toBe(plan.id);
  });

  it('excludes foods named in an allergy it cannot map to an allergen, and says so', async () => {
    const member = await api.signUp();
    const { mealPlan } = await generate(member, { allergies: ['kiwi'], duration: 3 });
    expect(foodsIn(mealPlan)).not.toContain('Kiwi');
    expect(mealPlan.notes).toContain('Excluded for “kiwi”: Kiwi.');
  });

  it.each([
    [{ dailyCalories: 1199 }, 'dailyCalories', 'Number must be greater than or equal to 1200'],
    [{ dailyCalories: 4001 }, 'dailyCalories', 'Number must be less than or equal to 4000'],
    [{ dailyCalories: undefined }, 'dailyCalories', 'Required'],
    [{ duration: 2 }, 'duration', 'Number must be greater than or equal to 3'],
    [{ duration: 15 }, 'duration', 'Number must be less than or equal to 14'],
    [
      { goal: 'bulk' },
      'goal',
      "Invalid enum value. Expected 'weight_loss' | 'weight_gain' | 'maintenance', received 'bulk'",
    ],
  ])('refuses %j with 400 and the form’s message, storing nothing', async (change, field, message) => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', '/api/generate-meal-plan', {
      token: member.token,
      body: { ...weekRequest, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe(message);
    expect(await storedPlanCount(member)).toBe(0);
    expect(await activeOf(member)).toBeNull();
  });

  it('refuses allergy text it understands in no way, listing what it understands, storing nothing', async () => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', '/api/generate-meal-plan', {
      token: member.token,
      body: { ...weekRequest, allergies: ['peanuts', 'xyzzy dust'] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('unknown_restriction');
    expect(answer.body.fields?.allergies).toMatch(
      /^Not understood: “xyzzy dust”\. Allergies we understand: milk, /,
    );
    expect(await storedPlanCount(member)).toBe(0);
    const preferences = await api.call('GET', '/api/user-meal-preferences', { token: member.token });
    expect(preferences.body).toBeNull();
  });
});

describe('[POST] /api/generate-meal-plan at the planner’s limits', () => {
  // A second API with the production cap, whose solver the tests can slow down (on a clock that
  // only the solver moves: each program "takes" `costMs`) or make fail as a crashed module would.
  let limited: TestApi;
  const solver = { costMs: 0 };
  let elapsedMs = 0;
  const { load, modules } = faultyHighsSolverLoader();
  beforeAll(async () => {
    limited = await createTestApi({
      mealPlanner: {
        now: () => elapsedMs,
        loadSolver: async (): Promise<MipSolver> => {
          const solve = await load();
          return (model, options) => {
            elapsedMs += solver.costMs;
            return solve(model, options);
          };
        },
      },
    });
  });
  afterAll(() => limited.close());

  const generateOn = (member: Member) =>
    limited.call<GeneratedMealPlan | ErrorBody>('POST', '/api/generate-meal-plan', {
      token: member.token,
      body: weekRequest,
    });
  const storedOn = async (member: Member) => {
    const [row] = await limited.sql<{ count: number }[]>`
      select count(*)::integer as count from public.meal_plan where created_by = ${member.user.id}`;
    return row?.count ?? 0;
  };

  it('answers 503 planner_busy with Retry-After, storing nothing, when the cap leaves the first day no time', async () => {
    const member = await limited.signUp();
    solver.costMs = 5000;
    const answer = await generateOn(member);
    solver.costMs = 0;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe(String(PLANNER_RETRY_AFTER_SECONDS));
    expect(answer.body).toMatchObject({ error: 'planner_busy', message: expect.stringMatching(/try again/) });
    expect(await storedOn(member)).toBe(0);
    const preferences = await limited.call('GET', '/api/user-meal-preferences', { token: member.token });
    expect(preferences.body).toBeNull();
  });

  it('returns the whole plan when the cap is reached mid-plan, its notes naming each day that repeats an earlier menu', async () => {
    const member = await limited.signUp();
    solver.costMs = 150;
    const answer = await generateOn(member);
    solver.costMs = 0;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const plan = (answer.body as GeneratedMealPlan).mealPlan;
    expect(plan.days).toHaveLength(7);
    const repeats = plan.notes.flatMap((note) => {
      const match = /^Day (\d+) repeats day (\d+)’s menu: the planner ran out of time/.exec(note);
      return match ? [{ day: Number(match[1]), of: Number(match[2]) }] : [];
    });
    expect(repeats.length).toBeGreaterThan(0);
    const menu = (dayNumber: number) =>
      plan.days.find((day) => day.dayNumber === dayNumber)?.meals.map((meal) => meal.ingredients);
    for (const repeat of repeats) {
      expect(repeat.of).toBeLessThan(repeat.day);
      expect(menu(repeat.day)).toEqual(menu(repeat.of));
    }
  });

  it('answers 503 when the solver’s module fails, and plans the next request on a fresh module', async () => {
    const member = await limited.signUp();
    await load();
    const current = modules.at(-1);
    if (!current) throw new Error('no solver module was loaded');
    current.trapNext = true;
    const failed = await generateOn(member);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Retry-After')).toBe(String(PLANNER_RETRY_AFTER_SECONDS));
    expect((failed.body as ErrorBody).error).toBe('planner_busy');
    expect(await storedOn(member)).toBe(0);

    const next = await generateOn(member);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(modules.at(-1)).not.toBe(current);
  });
});

describe('[POST] /api/generate-personalized-meal-plan', () => {
  it('plans from the food ratings and makes the plan active', async () => {
    const member = await api.signUp();
    const loved = foods.filter((food) => food.category === 'fruits').slice(0, 2);
    for (const food of loved)
      await api.call('POST', '/api/user-food-preference', {
        token: member.token,
        body: { foodItemId: food.id, preference: 'love' },
      });
    const answer = await api.call<GeneratedMealPlan>('POST', '/api/generate-personalized-meal-plan', {
      token: member.token,
      body: { goal: 'maintenance', dailyCalories: 2000, duration: 7 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.mealPlan.name).toMatch(/^Personalized Maintenance Plan/);
    expect((await activeOf(member))?.mealPlanId).toBe(answer.body.mealPlan.id);
  });

  it('refuses 4001 calories with 400', async () => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', '/api/generate-personalized-meal-plan', {
      token: member.token,
      body: { goal: 'maintenance', dailyCalories: 4001, duration: 7 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.dailyCalories).toBe('Number must be less than or equal to 4000');
    expect(await storedPlanCount(member)).toBe(0);
  });
});

describe('food ratings', () => {
  it('[GET] /api/food-items-with-preferences lists a category with the member’s ratings, at least 150 foods in 8 categories', async () => {
    const member = await api.signUp();
    expect(foods.length).toBeGreaterThanOrEqual(150);
    expect(new Set(foods.map((food) => food.category)).size).toBe(8);
    const fruit = foods.find((food) => food.category === 'fruits');
    if (!fruit) throw new Error('no fruit');
    const saved = await api.call<UserFoodPreference>('POST', '/api/user-food-preference', {
      token: member.token,
      body: { foodItemId: fruit.id, preference: 'like' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ foodItemId: fruit.id, preference: 'like', category: 'fruits' });
    const replaced = await api.call<UserFoodPreference>('POST', '/api/user-food-preference', {
      token: member.token,
      body: { foodItemId: fruit.id, preference: 'love' },
    });
    expect(replaced.body.preference).toBe('love');

    const fruits = await api.call<FoodItem[]>('GET', '/api/food-items-with-preferences?category=fruits', {
      token: member.token,
    });
    expect(fruits.status).toBe(200);
    expect(
      fruits.body.every((food) => food.category === 'fruits' && foodItemSchema.safeParse(food).success),
    ).toBe(true);
    expect(fruits.body.find((food) => food.id === fruit.id)?.userPreference).toEqual({ preference: 'love' });
    const ratings = await api.call<UserFoodPreference[]>('GET', '/api/user-food-preferences', {
      token: member.token,
    });
    expect(ratings.body.map((rating) => [rating.foodItemId, rating.preference])).toEqual([
      [fruit.id, 'love'],
    ]);
  });

  it('refuses a bad category, a bad rating and an unknown food, changing nothing', async () => {
    const member = await api.signUp();
    const category = await api.call('GET', '/api/food-items-with-preferences?category=candy', {
      token: member.token,
    });
    expect(category.status).toBe(400);
    const [food] = foods;
    const rating = await api.call<ErrorBody>('POST', '/api/user-food-preference', {
      token: member.token,
      body: { foodItemId: food?.id, preference: 'adore' },
    });
    expect(rating.status).toBe(400);
    expect(rating.body.fields?.preference).toBe('Preference must be one of love, like, dislike, never');
    const unknown = await api.call<ErrorBody>('POST', '/api/user-food-preference', {
      token: member.token,
      body: { foodItemId: crypto.randomUUID(), preference: 'like' },
    });
    expect(unknown.status).toBe(404);
    const ratings = await api.call<UserFoodPreference[]>('GET', '/api/user-food-preferences', {
      token: member.token,
    });
    expect(ratings.body).toEqual([]);
  });
});

describe('another member', () => {
  it('can neither see nor change a member’s generated plans, settings, ratings or assignment', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const [food] = foods;
    await api.call('POST', '/api/user-food-preference', {
      token: owner.token,
      body: { foodItemId: food?.id, preference: 'never' },
    });
    const { mealPlan } = await generate(owner, { duration: 3, allergies: ['egg'] });

    expect((await plansOf(other)).some((plan) => plan.id === mealPlan.id)).toBe(false);
    expect((await plansOf(other)).every((plan) => !plan.isGenerated)).toBe(true);
    expect(await activeOf(other)).toBeNull();
    expect((await api.call('GET', '/api/user-meal-preferences', { token: other.token })).body).toBeNull();
    expect((await api.call('GET', '/api/user-food-preferences', { token: other.token })).body).toEqual([]);
    const otherFoods = await api.call<FoodItem[]>('GET', '/api/food-items-with-preferences', {
      token: other.token,
    });
    expect(otherFoods.body.find((item) => item.id === food?.id)?.userPreference).toBeNull();

    // Following the owner's plan by its id, or stopping it, answers as if it did not exist.
    const follow = await api.call('POST', '/api/user-meal-plan', {
      token: other.token,
      body: { mealPlanId: mealPlan.id, isActive: true },
    });
    expect(follow.status).toBe(404);
    const stop = await api.call('POST', '/api/user-meal-plan', {
      token: other.token,
      body: { mealPlanId: mealPlan.id, isActive: false },
    });
    expect(stop.status).toBe(404);
    expect((await activeOf(owner))?.mealPlanId).toBe(mealPlan.id);
    const ownerRatings = await api.call<UserFoodPreference[]>('GET', '/api/user-food-preferences', {
      token: owner.token,
    });
    expect(ownerRatings.body).toHaveLength(1);
  });
});
