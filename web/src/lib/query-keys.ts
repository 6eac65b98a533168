import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/**
 * The first segment of every cached answer's key, one per kind of data. Each area's query factory
 * builds all its keys on these (`[...queryPrefixes.workouts, 'recent']`) and nothing else writes a
 * key, so the table below can refresh every view of a kind of data without knowing which feature
 * shows it. Keys name data, never URLs.
 */
export const queryPrefixes = {
  currentUser: ['current-user'],
  authProviders: ['auth-providers'],
  subscription: ['subscription'],
  payments: ['payments'],
  checkoutReference: ['checkout-reference'],
  billingConfig: ['billing-config'],
  onboarding: ['onboarding'],
  workouts: ['workouts'],
  exercises: ['exercises'],
  routines: ['routines'],
  stats: ['stats'],
  goals: ['goals'],
  progress: ['progress'],
  calendarNotes: ['calendar-notes'],
  calendarWorkouts: ['calendar-workouts'],
  coachSuggestions: ['coach-suggestions'],
  exerciseLevels: ['exercise-levels'],
  community: ['community'],
  leaderboard: ['leaderboard'],
  privacy: ['privacy'],
  mileTracker: ['mile-tracker'],
  mealPlans: ['meal-plans'],
  activeMealPlan: ['active-meal-plan'],
  mealPreferences: ['meal-preferences'],
  foods: ['foods'],
  foodRatings: ['food-ratings'],
  workoutSessions: ['workout-sessions'],
  exerciseHistory: ['exercise-history'],
  foodLog: ['food-log'],
  foodSearch: ['food-search'],
  trainers: ['trainers'],
  ownTrainer: ['own-trainer'],
  bookings: ['bookings'],
} as const;

export type DataKind = keyof typeof queryPrefixes;

/** What a workout write changes: every view that counts, lists or ranks workouts. */
const WORKOUT_VIEWS = [
  'workouts',
  'exercises',
  'stats',
  'currentUser',
  'progress',
  'calendarWorkouts',
  'goals',
  'coachSuggestions',
  'leaderboard',
  'community',
  'workoutSessions',
  'exerciseHistory',
] as const satisfies readonly DataKind[];

/**
 * What each kind of write changes. A mutation names its write and refreshes through this table;
 * a new view of existing data adds its prefix to the writes that change it, and no mutation is
 * edited. The current user carries the streak, so a workout write changes it too; a session is
 * written as workouts, so recording one is a workout write.
 */
export const changedBy = {
  workoutWritten: WORKOUT_VIEWS,
  // An import stores sessions as workouts, may add exercises of the member's own, and restoring
  // this app's export also brings routines, calendar notes and goals.
  dataImported: [...WORKOUT_VIEWS, 'routines', 'calendarNotes'],
  goalWritten: ['goals'],
  // A routine may name an exercise new to the member, which becomes their own.
  routineWritten: ['routines', 'exercises'],
  calendarNoteWritten: ['calendarNotes'],
  adjustmentsApplied: ['coachSuggestions', 'exerciseLevels'],
  postWritten: ['community'],
  privacyChanged: ['leaderboard', 'community'],
  profileSaved: ['currentUser'],
  subscriptionChanged: ['subscription', 'currentUser'],
  mileSessionWritten: ['mileTracker'],
  mealPlanAssigned: ['mealPlans', 'activeMealPlan'],
  mealPlanGenerated: ['mealPlans', 'activeMealPlan', 'mealPreferences'],
  personalizedMealPlanGenerated: ['mealPlans', 'activeMealPlan'],
  foodRated: ['foods', 'foodRatings'],
  // The day, its totals, the week's and the insights; a custom food is offered in search.
  foodEntryWritten: ['foodLog', 'foodSearch'],
  // A booking moves slots, both people's lists and calendars; a review moves the rating.
  bookingChanged: ['bookings', 'trainers'],
  trainerProfileSaved: ['ownTrainer', 'trainers'],
} as const satisfies Record<string, readonly DataKind[]>;

export type Write = keyof typeof changedBy;

/** Marks every cached answer the write changed as stale; the ones on screen refetch. */
export function refreshAfter(queryClient: QueryClient, write: Write): Promise<void> {
  return Promise.all(
    changedBy[write].map((data) => queryClient.invalidateQueries({ queryKey: queryPrefixes[data] })),
  ).then(() => undefined);
}

/** `refreshAfter` bound to the app's query client, for a mutation's `onSuccess`. */
export function useRefreshAfter(write: Write): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, write);
}
