import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './not-found.tsx';
import { ProfileCompletionGuard } from './profile-completion-guard.tsx';

const DashboardPage = lazy(() => import('./pages/dashboard-page.tsx'));
const WorkoutsPage = lazy(() => import('./pages/workouts-page.tsx'));
const LiveWorkoutPage = lazy(() => import('./pages/live-workout-page.tsx'));
const ExerciseDetailPage = lazy(() => import('./pages/exercise-detail-page.tsx'));
const CalendarPage = lazy(() => import('./pages/calendar-page.tsx'));
const ProgressPage = lazy(() => import('./pages/progress-page.tsx'));
const SettingsPage = lazy(() => import('./pages/settings-page.tsx'));
const CommunityPage = lazy(() => import('./pages/community-page.tsx'));
const LeaderboardPage = lazy(() => import('./pages/leaderboard-page.tsx'));
const MileTrackerPage = lazy(() => import('./pages/mile-tracker-page.tsx'));
const MealPlansPage = lazy(() => import('./pages/meal-plans-page.tsx'));
const SubscriptionPage = lazy(() => import('./pages/subscription-page.tsx'));
const CheckoutPage = lazy(() => import('./pages/checkout-page.tsx'));
const SubscribePage = lazy(() => import('./pages/subscribe-page.tsx'));
const RoutinesPage = lazy(() => import('./pages/routines-page.tsx'));
const RoutineEditorPage = lazy(() => import('./pages/routine-editor-page.tsx'));
const NeedsAttentionPage = lazy(() => import('./pages/needs-attention-page.tsx'));

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
          <Route path={paths.settings.path} element={<SettingsPage />} />
          <Route path={paths.checkout.path} element={<CheckoutPage />} />
          <Route path={paths.subscribe.path} element={<SubscribePage />} />
          <Route path={paths.routines.path} element={<RoutinesPage />} />
          <Route path={paths.newRoutine.path} element={<RoutineEditorPage />} />
          <Route path={paths.editRoutine.path} element={<RoutineEditorPage />} />
          <Route path={paths.needsAttention.path} element={<NeedsAttentionPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ProfileCompletionGuard>
  );
}
