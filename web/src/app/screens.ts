import { matchPath } from 'react-router';
import { paths } from '@/config/paths.ts';
import { session } from '@/lib/session.ts';

/**
 * Every screen's chunk, downloaded on first use: the route tables render these lazily, and a page
 * load starts the one at its own address before anything has rendered (see preloadScreenAt).
 */
export const screens = {
  landing: () => import('@/features/landing/landing-page.tsx'),
  auth: () => import('@/features/auth/components/auth-screen.tsx'),
  onboarding: () => import('./pages/onboarding-page.tsx'),
  onboardingPlan: () => import('./pages/onboarding-plan-page.tsx'),
  onboardingPayment: () => import('./pages/onboarding-payment-page.tsx'),
  trialSuccess: () => import('./pages/trial-success-page.tsx'),
  // The signed-in shell (layout, menus, profile editor and the contract's validation) loads only
  // once a member is signed in, so the landing page stays small.
  signedIn: () => import('./signed-in-routes.tsx'),
  dashboard: () => import('./pages/dashboard-page.tsx'),
  workouts: () => import('./pages/workouts-page.tsx'),
  liveWorkout: () => import('./pages/live-workout-page.tsx'),
  exerciseDetail: () => import('./pages/exercise-detail-page.tsx'),
  calendar: () => import('./pages/calendar-page.tsx'),
  progress: () => import('./pages/progress-page.tsx'),
  settings: () => import('./pages/settings-page.tsx'),
  community: () => import('./pages/community-page.tsx'),
  leaderboard: () => import('./pages/leaderboard-page.tsx'),
  mileTracker: () => import('./pages/mile-tracker-page.tsx'),
  mealPlans: () => import('./pages/meal-plans-page.tsx'),
  foodLog: () => import('./pages/food-log-page.tsx'),
  subscription: () => import('./pages/subscription-page.tsx'),
  checkout: () => import('./pages/checkout-page.tsx'),
  subscribe: () => import('./pages/subscribe-page.tsx'),
  routines: () => import('./pages/routines-page.tsx'),
  routineEditor: () => import('./pages/routine-editor-page.tsx'),
  needsAttention: () => import('./pages/needs-attention-page.tsx'),
  trainers: () => import('./pages/trainers-page.tsx'),
  trainer: () => import('./pages/trainer-page.tsx'),
  bookings: () => import('./pages/bookings-page.tsx'),
  trainerDashboard: () => import('./pages/trainer-dashboard-page.tsx'),
};

type Loader = () => Promise<unknown>;

const SIGNED_OUT_SCREENS: [string, Loader][] = [
  [paths.landing.path, screens.landing],
  [paths.auth.path, screens.auth],
  [paths.onboarding.path, screens.onboarding],
  [paths.onboardingPlan.path, screens.onboardingPlan],
  [paths.onboardingPayment.path, screens.onboardingPayment],
  [paths.trialSuccess.path, screens.trialSuccess],
];

const SIGNED_IN_SCREENS: [string, Loader][] = [
  [paths.dashboard.path, screens.dashboard],
  [paths.workouts.path, screens.workouts],
  [paths.liveWorkout.path, screens.liveWorkout],
  [paths.exerciseDetail.path, screens.exerciseDetail],
  [paths.progress.path, screens.progress],
  [paths.calendar.path, screens.calendar],
  [paths.subscription.path, screens.subscription],
  [paths.leaderboard.path, screens.leaderboard],
  [paths.mileTracker.path, screens.mileTracker],
  [paths.community.path, screens.community],
  [paths.mealPlans.path, screens.mealPlans],
  [paths.foodLog.path, screens.foodLog],
  [paths.settings.path, screens.settings],
  [paths.checkout.path, screens.checkout],
  [paths.subscribe.path, screens.subscribe],
  [paths.routines.path, screens.routines],
  [paths.newRoutine.path, screens.routineEditor],
  [paths.editRoutine.path, screens.routineEditor],
  [paths.needsAttention.path, screens.needsAttention],
  [paths.trainers.path, screens.trainers],
  [paths.trainer.path, screens.trainer],
  [paths.bookings.path, screens.bookings],
  [paths.trainerDashboard.path, screens.trainerDashboard],
];

/**
 * Starts downloading the screen at `pathname` (with the signed-in shell, for a member) while the
 * session is checked, rather than after: on a phone each chunk waited for is another round trip
 * before the page shows. Which table applies is a guess from
 * this browser's storage; a wrong guess costs one download and nothing else, as the route tables
 * still decide what renders. Failures are left to the route's own load, which reports them.
 */
export function preloadScreenAt(pathname: string) {
  const member = session.hasToken() || session.mayHaveCookieSession();
  const table = member ? SIGNED_IN_SCREENS : SIGNED_OUT_SCREENS;
  const screen = table.find(([pattern]) => matchPath(pattern, pathname));
  for (const load of [member ? screens.signedIn : undefined, screen?.[1]]) {
    load?.().catch(() => undefined);
  }
}
