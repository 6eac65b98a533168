import {
  FOOD_ITEM_NOT_FOUND,
  MEAL_PLAN_NOT_FOUND,
  mealPlanOperations,
} from '../contract/operations/meal-plans.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { PLAN_TIME_LIMIT_MS } from '../domain/meal-planner.ts';
import type { MipSolver } from '../domain/meal-planner-model.ts';
import { notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { plannerThreadCpuMs } from './cpu-clock.ts';
import { generateMealPlan, type PlannerSettings } from './generate.ts';
import { loadHighsSolver } from './highs-solver.ts';
import {
  assignMealPlan,
  findActiveAssignment,
  listFoodItems,
  listFoodPreferences,
  listMealPlans,
  planIsVisible,
  readMealPreferences,
  saveFoodPreference,
  stopMealPlan,
} from './meal-plan-store.ts';

/** What plans are solved with; each unset part takes its default (HiGHS, PLAN_TIME_LIMIT_MS, the planner thread's CPU time). */
export interface MealPlannerOptions {
  /** Called per request; the default shares one solver module per process or isolate. */
  loadSolver?: () => Promise<MipSolver>;
  timeLimitMs?: number;
  now?: () => number;
}

/**
 * The meal-plan calls: the plans (catalogue and the member's own), the one active plan, generation
 * from settings or from food ratings, and the food ratings themselves.
 */
export function mealPlanRoutes({
  sql,
  auth,
  mealPlanner = {},
}: {
  sql: Sql;
  auth: SessionAuthority;
  mealPlanner?: MealPlannerOptions | undefined;
}) {
  const { app, on } = operationRouter(auth);
  const {
    loadSolver = loadHighsSolver,
    timeLimitMs = PLAN_TIME_LIMIT_MS,
    now = plannerThreadCpuMs,
  } = mealPlanner;
  const planner = async (): Promise<PlannerSettings> => ({ solve: await loadSolver(), timeLimitMs, now });

  on(mealPlanOperations.list, async (c) => c.json(await asUser(sql, c.get('claims'), listMealPlans)));

  on(mealPlanOperations.active, async (c) =>
    c.json(await asUser(sql, c.get('claims'), findActiveAssignment)),
  );

  on(mealPlanOperations.assign, async (c, { body }) => {
    const assignment = await asUser(sql, c.get('claims'), async (tx) => {
      if (!body.isActive) return stopMealPlan(tx, body.mealPlanId);
      if (!(await planIsVisible(tx, body.mealPlanId))) return null;
      return assignMealPlan(tx, body.mealPlanId, body.startDate);
    });
    if (!assignment)
      throw notFound(body.isActive ? MEAL_PLAN_NOT_FOUND : 'That plan is not your active plan');
    return c.json(assignment, body.isActive ? 201 : 200);
  });

  on(mealPlanOperations.preferences, async (c) =>
    c.json(await asUser(sql, c.get('claims'), readMealPreferences)),
  );

  on(mealPlanOperations.generate, async (c, { body }) =>
    c.json(
      await generateMealPlan(sql, c.get('claims'), { ...body, personalized: false }, await planner()),
      201,
    ),
  );

  on(mealPlanOperations.generatePersonalized, async (c, { body }) =>
    c.json(
      await generateMealPlan(
        sql,
        c.get('claims'),
        { ...body, dietaryRestrictions: [], allergies: [], preferences: [], personalized: true },
        await planner(),
      ),
      201,
    ),
  );

  on(mealPlanOperations.foodItems, async (c, { query }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => listFoodItems(tx, query.category))),
  );

  on(mealPlanOperations.rateFood, async (c, { body }) => {
    const saved = await asUser(sql, c.get('claims'), (tx) =>
      saveFoodPreference(tx, body.foodItemId, body.preference),
    );
    if (!saved) throw notFound(FOOD_ITEM_NOT_FOUND);
    return c.json(saved);
  });

  on(mealPlanOperations.foodPreferences, async (c) =>
    c.json(await asUser(sql, c.get('claims'), listFoodPreferences)),
  );

  return app;
}
