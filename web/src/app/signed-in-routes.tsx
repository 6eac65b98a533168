import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './not-found.tsx';
import { ProfileCompletionGuard } from './profile-completion-guard.tsx';
import { screens } from './screens.ts';

const DashboardPage = lazy(screens.dashboard);
const WorkoutsPage = lazy(screens.workouts);
const LiveWorkoutPage = lazy(screens.liveWorkout);
const ExerciseDetailPage = lazy(screens.exerciseDetail);
const CalendarPage = lazy(screens.calendar);
const ProgressPage = lazy(screens.progress);
const SettingsPage = lazy(screens.settings);
const CommunityPage = lazy(screens.community);
const LeaderboardPage = lazy(screens.leaderboard);
const MileTrackerPage = lazy(screens.mileTracker);
const MealPlansPage = lazy(screens.mealPlans);
const FoodLogPage = lazy(screens.foodLog);
const SubscriptionPage = lazy(screens.subscription);
const CheckoutPage = lazy(screens.checkout);
const SubscribePage = lazy(screens.subscribe);
const RoutinesPage = lazy(screens.routines);
const RoutineEditorPage = lazy(screens.routineEditor);
const NeedsAttentionPage = lazy(screens.needsAttention);
const TrainersPage = lazy(screens.trainers);
const TrainerPage = lazy(screens.trainer);
const BookingsPage = lazy(screens.bookings);
const TrainerDashboardPage = lazy(screens.trainerDashboard);

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
