import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { subscriptionQuery } from '@/lib/subscription-status.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { NotFoundPage } from './not-found.tsx';
import { ProfileCompletionGuard } from './profile-completion-guard.tsx';
import { screens } from './screens.ts';

const DashboardPage = lazyScreen(screens.dashboard);
const WorkoutsPage = lazyScreen(screens.workouts);
const LiveWorkoutPage = lazyScreen(screens.liveWorkout);
const ExerciseDetailPage = lazyScreen(screens.exerciseDetail);
const CalendarPage = lazyScreen(screens.calendar);
const ProgressPage = lazyScreen(screens.progress);
const SettingsPage = lazyScreen(screens.settings);
const CommunityPage = lazyScreen(screens.community);
const LeaderboardPage = lazyScreen(screens.leaderboard);
const MileTrackerPage = lazyScreen(screens.mileTracker);
const MealPlansPage = lazyScreen(screens.mealPlans);
const FoodLogPage = lazyScreen(screens.foodLog);
const SubscriptionPage = lazyScreen(screens.subscription);
const CheckoutPage = lazyScreen(screens.checkout);
const SubscribePage = lazyScreen(screens.subscribe);
const RoutinesPage = lazyScreen(screens.routines);
const RoutineEditorPage = lazyScreen(screens.routineEditor);
const NeedsAttentionPage = lazyScreen(screens.needsAttention);
const TrainersPage = lazyScreen(screens.trainers);
const TrainerPage = lazyScreen(screens.trainer);
const BookingsPage = lazyScreen(screens.bookings);
const TrainerDashboardPage = lazyScreen(screens.trainerDashboard);

/**
 * What the shell shows on every screen from the start: the subscription (the header's badge,
 * Premium features and the dashboard's trial notice). The header's counts of bookings and coach
 * suggestions wait until the first screen has settled (`useAppSettled`).
 */
export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(subscriptionQuery());
}

/** Every signed-in route, behind the profile-completion guard and inside the layout. */
export default function SignedInRoutes() {
  return (
    <ProfileCompletionGuard>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={paths.dashboard.path} element={<DashboardPage />} />
          <Route path={paths.workouts.path} element={<WorkoutsPage />} />
          <Route path={paths.liveWorkout.path} element={<LiveWorkoutPage />} />
          <Route path={paths.exerciseDetail.path} element={<ExerciseDetailPage />} />
          <Route path={paths.progress.path} element={<ProgressPage />} />
          <Route path={paths.calendar.path} element={<CalendarPage />} />
          <Route path={paths.subscription.path} element={<SubscriptionPage />} />
          <Route path={paths.leaderboard.path} element={<LeaderboardPage />} />
          <Route path={paths.mileTracker.path} element={<MileTrackerPage />} />
          <Route path={paths.community.path} element={<CommunityPage />} />
          <Route path={paths.mealPlans.path} element={<MealPlansPage />} />
          <Route path={paths.foodLog.path} element={<FoodLogPage />} />
          <Route path={paths.settings.path} element={<SettingsPage />} />
          <Route path={paths.checkout.path} element={<CheckoutPage />} />
          <Route path={paths.subscribe.path} element={<SubscribePage />} />
          <Route path={paths.routines.path} element={<RoutinesPage />} />
          <Route path={paths.newRoutine.path} element={<RoutineEditorPage />} />
          <Route path={paths.editRoutine.path} element={<RoutineEditorPage />} />
          <Route path={paths.needsAttention.path} element={<NeedsAttentionPage />} />
          <Route path={paths.trainers.path} element={<TrainersPage />} />
          <Route path={paths.trainer.path} element={<TrainerPage />} />
          <Route path={paths.bookings.path} element={<BookingsPage />} />
          <Route path={paths.trainerDashboard.path} element={<TrainerDashboardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ProfileCompletionGuard>
  );
}
