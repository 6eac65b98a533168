import { Hono } from 'hono';
import type { AuthProvider } from './accounts/auth-provider.ts';
import { accountRoutes } from './accounts/routes.ts';
import type { Billing } from './billing/billing.ts';
import { calendarNoteRoutes } from './calendar-notes/routes.ts';
import { coachRoutes } from './coach/routes.ts';
import { communityRoutes } from './community/routes.ts';
import { DEFAULT_TRAINER_COMMISSION_PERCENT, type MarketplaceSettings } from './config.ts';
import { dataExportRoutes } from './data-export/routes.ts';
import { dataImportRoutes } from './data-import/routes.ts';
import { asUser } from './db/as-user.ts';
import type { Sql } from './db/database.ts';
import { exerciseRoutes } from './exercises/routes.ts';
import { goalRoutes } from './goals/routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { leaderboardRoutes } from './leaderboard/routes.ts';
import { type MealPlannerOptions, mealPlanRoutes } from './meal-plans/routes.ts';
import { mileTrackerRoutes } from './mile-tracker/routes.ts';
import { FOOD_PHOTO_BUCKET, type NutritionServices, nutritionRoutes } from './nutrition/routes.ts';
import { progressRoutes } from './progress/routes.ts';
import { routineRoutes } from './routines/routes.ts';
import { insertRoutine, replaceExercises } from './routines/routine-store.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { endBillingForDeletion } from './subscription/account-closing.ts';
import { prepareSignUpExtras } from './subscription/handover.ts';
import { premiumGate } from './subscription/premium-gate.ts';
import { subscriptionRoutes } from './subscription/routes.ts';
import { readSubscription } from './subscription/subscription-store.ts';
import { systemRoutes } from './system/routes.ts';
import { trainerRoutes } from './trainers/routes.ts';
import { removeFilesForDeletion } from './user/account-closing.ts';
import { cleanFoodPhoto } from './user/profile-image.ts';
import { readCurrentUser } from './user/profile-store.ts';
import { userRoutes } from './user/routes.ts';
import { workoutSessionRoutes } from './workout-sessions/routes.ts';
import { workoutRoutes } from './workouts/routes.ts';
import { findOrCreateExercise, resolveExercises } from './workouts/workout-store.ts';

export interface ApiDependencies {
  sql: Sql;
  auth: AuthProvider;
  siteUrl: string | undefined;
  storage: FileStorage;
  /** Stripe, when the server has its keys; undefined runs Premium in trial mode. */
  billing?: Billing | undefined;
  /** The meal planner's solver and time cap; unset: HiGHS with the production cap. */
  mealPlanner?: MealPlannerOptions | undefined;
  /** Barcode and photo lookups of the food log; unset: neither is offered. */
  nutrition?: NutritionServices | undefined;
  /** The trainer marketplace's commission and listing price; unset: the default commission, a free listing. */
  marketplace?: MarketplaceSettings | undefined;
}

/**
 * The /api facade: the same Hono app runs as the `api` edge function and inside the Node server.
 * Every route comes from an operation of the contract (full paths, `/api/...`), which is also
 * what `/api/openapi.json` documents.
 *
 * This is the top floor of `_shared`, the one place that wires areas together: an area never
 * imports another, and what one needs of another (accounts: the profile and the sign-up's trial,
 * and for deleting an account the end of its billing and its files; sessions, routines and
 * imports: how a name finds its exercise; imports: how a routine is saved; the data export: the
 * profile and the subscription) is handed to it here as a function. The floors, bottom to top,
 * are listed in scripts/check-import-floors.ts, which `npm run check` runs.
 */
export function createApiApp(deps: ApiDependencies) {
  const app = new Hono<AppEnv>();
  app.use(apiSecurityHeaders(deps.siteUrl));
  const requirePremium = premiumGate(deps.sql);
  app.use(async (c, next) => {
    c.set('siteUrl', deps.siteUrl);
    c.set('requirePremium', requirePremium);
    await next();
  });
  for (const routes of [
    systemRoutes(deps),
    accountRoutes({
      ...deps,
      readProfile: (claims) => asUser(deps.sql, claims, readCurrentUser),
      prepareSignUpExtras: (extras) => prepareSignUpExtras({ sql: deps.sql, billing: deps.billing }, extras),
      endBilling: (claims) => endBillingForDeletion({ sql: deps.sql, billing: deps.billing }, claims),
      removeFiles: async (claims, accessToken) => {
        await removeFilesForDeletion(deps, claims, accessToken);
        await removeFilesForDeletion(deps, claims, accessToken, FOOD_PHOTO_BUCKET);
      },
    }),
    userRoutes(deps),
    workoutRoutes(deps),
    workoutSessionRoutes({ ...deps, resolveExercises }),
    exerciseRoutes(deps),
    routineRoutes({ ...deps, resolveExercise: findOrCreateExercise }),
    dataImportRoutes({
      ...deps,
      resolveExercises,
      saveRoutine: async (tx, routine) => {
        const id = await insertRoutine(tx, routine.name);
        await replaceExercises(tx, id, routine.exercises);
        return id;
      },
    }),
    calendarNoteRoutes(deps),
    goalRoutes(deps),
    progressRoutes(deps),
    coachRoutes(deps),
    communityRoutes(deps),
    leaderboardRoutes(deps),
    mileTrackerRoutes(deps),
    mealPlanRoutes(deps),
    nutritionRoutes({ ...deps, ...deps.nutrition, cleanPhoto: cleanFoodPhoto }),
    subscriptionRoutes(deps),
    trainerRoutes({
      ...deps,
      marketplace: deps.marketplace ?? {
        commissionPercent: DEFAULT_TRAINER_COMMISSION_PERCENT,
        listingPriceId: undefined,
      },
    }),
    dataExportRoutes({ ...deps, readProfile: readCurrentUser, readSubscription }),
  ]) {
    app.route('/', routes);
  }
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
