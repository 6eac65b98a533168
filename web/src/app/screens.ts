import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { session } from '@/lib/session.ts';
import { screen } from './lazy-screen.tsx';
import { SIGNED_IN_SCREENS, SIGNED_IN_SHELL, SIGNED_OUT_SCREENS } from './screen-routes.ts';

/**
 * Every screen's chunk, downloaded on first use: the route tables render these lazily, and a page
 * load starts the one at its own address before anything has rendered (see preloadScreenAt).
 */
export const screens = {
  landing: screen(() => import('@/features/landing/landing-page.tsx')),
  auth: screen(() => import('@/features/auth/components/auth-screen.tsx')),
  onboarding: screen(() => import('./pages/onboarding-page.tsx')),
  onboardingPlan: screen(() => import('./pages/onboarding-plan-page.tsx')),
  onboardingPayment: screen(() => import('./pages/onboarding-payment-page.tsx')),
  trialSuccess: screen(() => import('./pages/trial-success-page.tsx')),
  // The signed-in shell (layout, menus, profile editor and the contract's validation) loads only
  // once a member is signed in, so the landing page stays small.
  signedIn: screen(() => import('./signed-in-routes.tsx')),
  dashboard: screen(() => import('./pages/dashboard-page.tsx')),
  workouts: screen(() => import('./pages/workouts-page.tsx')),
  liveWorkout: screen(() => import('./pages/live-workout-page.tsx')),
  exerciseDetail: screen(() => import('./pages/exercise-detail-page.tsx')),
  calendar: screen(() => import('./pages/calendar-page.tsx')),
  progress: screen(() => import('./pages/progress-page.tsx')),
  settings: screen(() => import('./pages/settings-page.tsx')),
  community: screen(() => import('./pages/community-page.tsx')),
  leaderboard: screen(() => import('./pages/leaderboard-page.tsx')),
  mileTracker: screen(() => import('./pages/mile-tracker-page.tsx')),
  mealPlans: screen(() => import('./pages/meal-plans-page.tsx')),
  foodLog: screen(() => import('./pages/food-log-page.tsx')),
  subscription: screen(() => import('./pages/subscription-page.tsx')),
  checkout: screen(() => import('./pages/checkout-page.tsx')),
  subscribe: screen(() => import('./pages/subscribe-page.tsx')),
  routines: screen(() => import('./pages/routines-page.tsx')),
  routineEditor: screen(() => import('./pages/routine-editor-page.tsx')),
  needsAttention: screen(() => import('./pages/needs-attention-page.tsx')),
  trainers: screen(() => import('./pages/trainers-page.tsx')),
  trainer: screen(() => import('./pages/trainer-page.tsx')),
  bookings: screen(() => import('./pages/bookings-page.tsx')),
  trainerDashboard: screen(() => import('./pages/trainer-dashboard-page.tsx')),
};

type Loader = () => Promise<unknown>;
type ScreenKey = keyof typeof screens;

/**
 * The signed-in shell and the screen at `pathname`, for a member, or the visitor's screen there.
 * Which table applies is a guess from this browser's storage; a wrong guess costs one download and
 * nothing else, as the route tables still decide what renders.
 */
function screenAt(pathname: string): { loaders: Loader[]; params: Params } {
  const member = session.hasToken() || session.mayHaveCookieSession();
  const table: readonly (readonly [string, ScreenKey])[] = member ? SIGNED_IN_SCREENS : SIGNED_OUT_SCREENS;
  const shell: Loader[] = member ? [screens[SIGNED_IN_SHELL]] : [];
  for (const [pattern, key] of table) {
    const match = matchPath(pattern, pathname);
    if (match) return { loaders: [...shell, screens[key]], params: match.params };
  }
  return { loaders: shell, params: {} };
}

/**
 * Starts downloading the screen at `pathname` (with the signed-in shell, for a member) while the
 * session is checked, rather than after: on a phone each chunk waited for is another round trip
 * before the page shows. Failures are left to the route's own load, which reports them.
 * Resolves once every download has ended, loaded or not.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  return Promise.all(screenAt(pathname).loaders.map((load) => load().catch(() => undefined))).then(
    () => undefined,
  );
}

/**
 * A screen module may export `prefetchData`: the answers its first view shows, asked for as soon as
 * its chunk has arrived rather than once it has rendered, which on a phone is after the session
 * check's answer, the chunks' evaluation and the first render, one after the other.
 */
interface PrefetchingModule {
  /** `params` are the address's, as the route pattern names them (`id` of /exercises/:id). */
  prefetchData?: (client: QueryClient, params: Params) => void;
}

/** Asks for the first answers of the shell and the screen at `pathname` (see PrefetchingModule). */
export function prefetchScreenDataAt(pathname: string, client: QueryClient): Promise<void> {
  const { loaders, params } = screenAt(pathname);
  return Promise.all(
    loaders.map((load) =>
      load().then(
        (module) => (module as PrefetchingModule).prefetchData?.(client, params),
        () => undefined,
      ),
    ),
  ).then(() => undefined);
}
