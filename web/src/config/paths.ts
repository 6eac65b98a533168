/**
 * Every screen's route, in one place; links use `getHref()` instead of writing paths by hand. The
 * API's browser navigations (sign-in with Google, logout) come from the API client's `apiHref`.
 */
export const paths = {
  // Signed out
  landing: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    getHref: (options: { from?: 'onboarding'; mode?: 'signin' | 'signup' } = {}) => {
      const query = new URLSearchParams();
      if (options.from) query.set('from', options.from);
      if (options.mode) query.set('mode', options.mode);
      return query.size ? `/auth?${query}` : '/auth';
    },
  },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  onboardingPlan: { path: '/onboarding/plan', getHref: () => '/onboarding/plan' },
  onboardingPayment: { path: '/onboarding/payment', getHref: () => '/onboarding/payment' },
  trialSuccess: { path: '/trial-success', getHref: () => '/trial-success' },

  // Signed in
  dashboard: { path: '/', getHref: () => '/' },
  workouts: {
    path: '/workouts',
    /** The Workouts page; `logDay` (yyyy-MM-dd) opens its log on that day instead of now. */
    getHref: (options: { logDay?: string } = {}) =>
      options.logDay ? `/workouts?${new URLSearchParams({ day: options.logDay })}` : '/workouts',
  },
  exerciseDetail: {
    path: '/exercises/:id',
    getHref: (exerciseId: string) => `/exercises/${encodeURIComponent(exerciseId)}`,
  },
  liveWorkout: {
    path: '/workouts/live',
    /** The live session; it may start from a routine or with one exercise. */
    getHref: (start: { routine?: string; exercise?: { name: string; category: string } } = {}) => {
      const query = new URLSearchParams();
      if (start.routine) query.set('routine', start.routine);
      if (start.exercise) {
        query.set('exercise', start.exercise.name);
        query.set('category', start.exercise.category);
      }
      return query.size ? `/workouts/live?${query}` : '/workouts/live';
    },
  },
  routines: { path: '/routines', getHref: () => '/routines' },
  newRoutine: { path: '/routines/new', getHref: () => '/routines/new' },
  editRoutine: {
    path: '/routines/:id/edit',
    getHref: (id: string) => `/routines/${encodeURIComponent(id)}/edit`,
  },
  progress: { path: '/progress', getHref: () => '/progress' },
  calendar: { path: '/calendar', getHref: () => '/calendar' },
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  mileTracker: { path: '/mile-tracker', getHref: () => '/mile-tracker' },
  community: { path: '/community', getHref: () => '/community' },
  mealPlans: { path: '/meal-plans', getHref: () => '/meal-plans' },
  foodLog: { path: '/food-log', getHref: () => '/food-log' },
  settings: { path: '/settings', getHref: () => '/settings' },
  trainers: { path: '/trainers', getHref: () => '/trainers' },
  trainer: { path: '/trainers/:id', getHref: (id: string) => `/trainers/${encodeURIComponent(id)}` },
  bookings: { path: '/bookings', getHref: () => '/bookings' },
  trainerDashboard: { path: '/trainer-dashboard', getHref: () => '/trainer-dashboard' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  /** Writes kept on this device that the server refused: edit and resend, or discard. */
  needsAttention: { path: '/needs-attention', getHref: () => '/needs-attention' },
} as const;
