import { paths } from '../config/paths.ts';

/**
 * Which screen each address shows, by the screen's key in screens.ts, for a visitor and for a
 * member. screens.ts starts a page load's downloads from these tables, and the build reads them
 * too (scripts/first-screen-preloads.ts), which is why this module imports nothing but the paths.
 * The route tables (routes.tsx, signed-in-routes.tsx) still decide what renders.
 */
export const SIGNED_OUT_SCREENS = [
  [paths.landing.path, 'landing'],
  [paths.auth.path, 'auth'],
  [paths.onboarding.path, 'onboarding'],
  [paths.onboardingPlan.path, 'onboardingPlan'],
  [paths.onboardingPayment.path, 'onboardingPayment'],
  [paths.trialSuccess.path, 'trialSuccess'],
] as const;

export const SIGNED_IN_SCREENS = [
  [paths.dashboard.path, 'dashboard'],
  [paths.workouts.path, 'workouts'],
  [paths.liveWorkout.path, 'liveWorkout'],
  [paths.exerciseDetail.path, 'exerciseDetail'],
  [paths.progress.path, 'progress'],
  [paths.calendar.path, 'calendar'],
  [paths.subscription.path, 'subscription'],
  [paths.leaderboard.path, 'leaderboard'],
  [paths.mileTracker.path, 'mileTracker'],
  [paths.community.path, 'community'],
  [paths.mealPlans.path, 'mealPlans'],
  [paths.foodLog.path, 'foodLog'],
  [paths.settings.path, 'settings'],
  [paths.checkout.path, 'checkout'],
  [paths.subscribe.path, 'subscribe'],
  [paths.routines.path, 'routines'],
  [paths.newRoutine.path, 'routineEditor'],
  [paths.editRoutine.path, 'routineEditor'],
  [paths.needsAttention.path, 'needsAttention'],
  [paths.trainers.path, 'trainers'],
  [paths.trainer.path, 'trainer'],
  [paths.bookings.path, 'bookings'],
  [paths.trainerDashboard.path, 'trainerDashboard'],
] as const;

/** The signed-in shell's key: it loads with every signed-in screen. */
export const SIGNED_IN_SHELL = 'signedIn';
