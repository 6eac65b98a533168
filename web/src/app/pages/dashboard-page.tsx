import { EXERCISE_LIBRARY, type LibraryExercise } from '@contract/exercise-library.ts';
import { weeklyMinutesOf } from '@contract/onboarding-plan-figures.ts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { WhenVisible } from '@/components/when-visible.tsx';
import { coachQueries, useAppliedLevel } from '@/features/coach/api.ts';
import { QuickActions } from '@/features/dashboard/components/quick-actions.tsx';
import { RecommendedWorkoutsCard } from '@/features/dashboard/components/recommended-workouts-card.tsx';
import { WelcomeBanner } from '@/features/dashboard/components/welcome-banner.tsx';
import { INTENSITY_DIFFICULTY, type RecommendedWorkout } from '@/features/dashboard/recommended-workouts.ts';
import { goalQueries } from '@/features/goals/api.ts';
import { WeeklyGoals } from '@/features/goals/components/weekly-goals.tsx';
import { onboardingQueries } from '@/features/onboarding/api.ts';
import { YourPlanCard } from '@/features/onboarding/components/your-plan-card.tsx';
import { TrialNotice } from '@/features/subscription/components/trial-notice.tsx';
import { exerciseQueries, statsQueries, workoutQueries } from '@/features/workouts/api.ts';
import { RecentWorkouts } from '@/features/workouts/components/recent-workouts.tsx';
import { StatsRow } from '@/features/workouts/components/stats-row.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useMediaQuery } from '@/lib/media-query.ts';
import { scrollToSection, WORKOUT_LOGGER_ID } from '@/lib/scroll-to.ts';
import { WorkoutLogger } from './workout-logger.tsx';

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

/** Two columns from Tailwind's `lg` breakpoint (64rem) up. */
const WIDE_LAYOUT = '(min-width: 64rem)';

/** The answers of the dashboard's first view (screens.ts asks for them as its chunk arrives). */
export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(statsQueries.summary());
  void client.prefetchQuery(goalQueries.list());
  void client.prefetchQuery(workoutQueries.recent());
  void client.prefetchQuery(exerciseQueries.list());
  void client.prefetchQuery(onboardingQueries.saved());
  void client.prefetchQuery(coachQueries.levels());
}

/** The signed-in home: two columns on wide screens, a member's checking order on phones. */
export default function DashboardPage() {
  const user = useSignedInUser();
  const toLogger = () => scrollToSection(WORKOUT_LOGGER_ID);
  const wide = useMediaQuery(WIDE_LAYOUT);
  // A recommended workout is logged as its main library exercise, at its length and intensity.
  const [recommended, setRecommended] = useState<{
    workout: RecommendedWorkout;
    exercise: LibraryExercise;
  } | null>(null);
  const logRecommended = (workout: RecommendedWorkout) => {
    const exercise = EXERCISE_LIBRARY.find((candidate) => candidate.name === workout.exercise);
    if (exercise) setRecommended({ workout, exercise });
  };
  const sections = {
    logger: <WorkoutLogger />,
    recent: <RecentWorkouts />,
    progress: (
      <WhenVisible placeholderHeight={360}>
        <ProgressOverview />
      </WhenVisible>
    ),
    calendar: (
      <WhenVisible placeholderHeight={640}>
        <WorkoutCalendar />
      </WhenVisible>
    ),
    analytics: (
      <WhenVisible placeholderHeight={200}>
        <AiAnalytics />
      </WhenVisible>
    ),
    plan: <YourPlanCard />,
    goals: <GoalsWithPlanProposal />,
    recommended: <RecommendedWorkoutsCard onStart={toLogger} onLog={logRecommended} />,
  };
  return (
    // Bottom room so the floating Quick Actions button never covers the last line.
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 pb-24 md:p-6 md:pb-24">
      <WelcomeBanner user={user} onStartWorkout={toLogger} />
      <TrialNotice />
      <StatsRow />
      {wide ? (
        <div className="grid grid-cols-3 gap-6">
          <div className="col-span-2 flex min-w-0 flex-col gap-6">
            {sections.logger}
            {sections.recent}
            {sections.progress}
            {sections.calendar}
            {sections.analytics}
          </div>
          <aside className="flex flex-col gap-6" aria-label="Plan your training">
            {sections.plan}
            {sections.goals}
            {sections.recommended}
          </aside>
        </div>
      ) : (
        // One column, in the order a member checks it on a phone: this week's goals, then logging
        // and the latest sessions, then suggestions, and the long charts and calendar last.
        <div className="flex min-w-0 flex-col gap-6">
          {sections.goals}
          {sections.logger}
          {sections.recent}
          {sections.recommended}
          {sections.plan}
          {sections.progress}
          {sections.calendar}
          {sections.analytics}
        </div>
      )}
      <QuickActions onLogQuickWorkout={toLogger} />
      {recommended && (
        <RecommendedWorkoutDialog
          workout={recommended.workout}
          exercise={recommended.exercise}
          onDone={() => setRecommended(null)}
        />
      )}
    </main>
  );
}

/*
 * The sections below read their own late answers (the onboarding plan, the coach's levels), so
 * their arrival re-renders them alone: read by the page, each re-rendered the whole dashboard.
 */

/** Weekly goals; Setup Goals proposes the member's onboarding plan when they answered its questions. */
function GoalsWithPlanProposal() {
  const plan = useQuery(onboardingQueries.saved()).data?.plan;
  const proposal = plan
    ? { workouts: plan.workoutsPerWeek, minutes: weeklyMinutesOf(plan), source: plan.title }
    : undefined;
  return <WeeklyGoals proposal={proposal} />;
}

/** A recommended workout's log dialog, at the coach's level for its exercise or its intensity's. */
function RecommendedWorkoutDialog({
  workout,
  exercise,
  onDone,
}: {
  workout: RecommendedWorkout;
  exercise: LibraryExercise;
  onDone: () => void;
}) {
  const appliedLevel = useAppliedLevel();
  return (
    <Suspense fallback={null}>
      <LogWorkoutDialog
        exercise={exercise}
        startingDuration={workout.minutes}
        startingDifficulty={appliedLevel(exercise.name) ?? INTENSITY_DIFFICULTY[workout.intensity]}
        onClose={onDone}
        onLogged={onDone}
      />
    </Suspense>
  );
}
