import type { OnboardingAnswers, PlanLevel } from '@contract/onboarding.ts';

// Type imports only: the dashboard's Your plan card uses these without loading zod.

/** The four answers as the plan page's query parameters: fitnessGoal, experience, consistency, location. */
export const toPlanSearch = (answers: OnboardingAnswers) => new URLSearchParams(answers).toString();

export const LEVEL_LABELS: Record<PlanLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "20-30 minutes" */
export const sessionLength = (plan: { sessionMinutesMin: number; sessionMinutesMax: number }) =>
  `${plan.sessionMinutesMin}-${plan.sessionMinutesMax} minutes`;
