import type { OnboardingPlan } from './onboarding.ts';

// Without zod at run time: the dashboard shows these figures and stays within its script budget.

/** Weekly minutes a plan proposes for Setup Goals: its sessions at their midpoint length. */
export function weeklyMinutesOf(
  plan: Pick<OnboardingPlan, 'workoutsPerWeek' | 'sessionMinutesMin' | 'sessionMinutesMax'>,
) {
  return Math.round((plan.workoutsPerWeek * (plan.sessionMinutesMin + plan.sessionMinutesMax)) / 2 / 5) * 5;
}
