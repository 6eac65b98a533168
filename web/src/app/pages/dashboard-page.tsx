import { EXERCISE_LIBRARY, type LibraryExercise } from '@contract/exercise-library.ts';
import { weeklyMinutesOf } from '@contract/onboarding-plan-figures.ts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { WhenVisible } from '@/components/when-visible.tsx';
import { useAppliedLevel } from '@/features/coach/api.ts';
import { QuickActions } from '@/features/dashboard/components/quick-actions.tsx';
import { RecommendedWorkoutsCard } from '@/features/dashboard/components/recommended-workouts-card.tsx';
import { WelcomeBanner } from '@/features/dashboard/components/welcome-banner.tsx';
import { INTENSITY_DIFFICULTY, type RecommendedWorkout } from '@/features/dashboard/recommended-workouts.ts';
import { WeeklyGoals } from '@/features/goals/components/weekly-goals.tsx';
import { onboardingQueries } from '@/features/onboarding/api.ts';
import { YourPlanCard } from '@/features/onboarding/components/your-plan-card.tsx';
import { TrialNotice } from '@/features/subscription/components/trial-notice.tsx';
import { LogWorkoutSection } from '@/features/workouts/components/log-workout-section.tsx';
import { RecentWorkouts } from '@/features/workouts/components/recent-workouts.tsx';
import { StatsRow } from '@/features/workouts/components/stats-row.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { scrollToSection, WORKOUT_LOGGER_ID } from '@/lib/scroll-to.ts';

// Below the fold: loaded as the member scrolls, keeping the first screen within its script budget.
const ProgressOverview = lazy(() =>
  import('@/features/progress/components/progress-overview.tsx').then((module) => ({
    default: module.ProgressOverview,
  })),
);
const WorkoutCalendar = lazy(() =>
  import('@/features/calendar/components/workout-calendar.tsx').then((module) => ({
    default: module.WorkoutCalendar,
  })),
);
const LogWorkoutDialog = lazy(() =>
  import('@/features/workouts/components/log-workout-dialog.tsx').then((module) => ({
    default: module.LogWorkoutDialog,
  })),
);
const AiAnalytics = lazy(() =>
  import('@/features/coach/components/ai-analytics.tsx').then((module) => ({ default: module.AiAnalytics })),
);

/** The signed-in home, in seed 000's order. */
export default function DashboardPage() {
  const user = useSignedInUser();
  const toLogger = () => scrollToSection(WORKOUT_LOGGER_ID);
  const appliedLevel = useAppliedLevel();
  // A recommended workout is logged as its main library exercise, at its length and intensity.
  const [recommended, setRecommended] = useState<{
    workout: RecommendedWorkout;
    exercise: LibraryExercise;
  } | null>(null);
  const logRecommended = (workout: RecommendedWorkout) => {
    const exercise = EXERCISE_LIBRARY.find((candidate) => candidate.name === workout.exercise);
    if (exercise) setRecommended({ workout, exercise });
  };
  // Setup Goals proposes the member's plan (issue 11) when they answered the onboarding questions.
  const plan = useQuery(onboardingQueries.saved()).data?.plan;
  const goalProposal = plan
    ? { workouts: plan.workoutsPerWeek, minutes: weeklyMinutesOf(plan), source: plan.title }
    : undefined;
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 md:p-6">
      <WelcomeBanner user={user} onStartWorkout={toLogger} />
      <TrialNotice />
      <StatsRow />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <LogWorkoutSection startingDifficultyFor={appliedLevel} />
          <RecentWorkouts />
          <WhenVisible placeholderHeight={360}>
            <ProgressOverview />
          </WhenVisible>
          <WhenVisible placeholderHeight={640}>
            <WorkoutCalendar />
          </WhenVisible>
          <WhenVisible placeholderHeight={200}>
            <AiAnalytics />
          </WhenVisible>
        </div>
        <aside className="flex flex-col gap-6" aria-label="Plan your training">
          <YourPlanCard />
          <WeeklyGoals proposal={goalProposal} />
          <RecommendedWorkoutsCard onStart={toLogger} onLog={logRecommended} />
        </aside>
      </div>
      <QuickActions onLogQuickWorkout={toLogger} />
      {recommended && (
        <Suspense fallback={null}>
          <LogWorkoutDialog
            exercise={recommended.exercise}
            startingDuration={recommended.workout.minutes}
            startingDifficulty={
              appliedLevel(recommended.exercise.name) ?? INTENSITY_DIFFICULTY[recommended.workout.intensity]
            }
            onClose={() => setRecommended(null)}
            onLogged={() => setRecommended(null)}
          />
        </Suspense>
      )}
    </main>
  );
}
