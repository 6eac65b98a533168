import { GOAL_TYPES, type GoalType, STARTER_GOALS } from '@contract/goal-rules.ts';
import type { Goal } from '@contract/goals.ts';

/** Progress bars are capped at 100%; a goal is achieved at 100%. */
export function goalPercent(goal: Pick<Goal, 'current' | 'target'>): number {
  if (goal.target <= 0) return 0;
  // Rounded down, so a goal never reads 100% before it is reached.
  return Math.min(100, Math.floor((goal.current / goal.target) * 100));
}

export const isAchieved = (goal: Pick<Goal, 'current' | 'target'>) => goalPercent(goal) >= 100;

/** The great-progress banner shows when any goal is at 80% or more. */
export const GREAT_PROGRESS_PERCENT = 80;

/**
 * The banner over the goals: "Great progress!" while a goal is close (80-99%), and
 * words that fit once goals are achieved instead of still calling them close.
 */
export function goalsBanner(goals: readonly Pick<Goal, 'current' | 'target'>[]): string | null {
  const achieved = goals.filter(isAchieved).length;
  const close = goals.filter(
    (goal) => !isAchieved(goal) && goalPercent(goal) >= GREAT_PROGRESS_PERCENT,
  ).length;
  if (goals.length > 0 && achieved === goals.length) {
    return goals.length === 1
      ? 'Weekly goal achieved! Enjoy a rest day or keep going.'
      : 'Every weekly goal achieved! Enjoy a rest day or keep going.';
  }
  if (achieved > 0) {
    return `${achieved} of ${goals.length} weekly goals achieved${close > 0 ? ', and you’re close on the rest' : ''}. Keep it up!`;
  }
  if (close > 0) return "Great progress! You're close to your weekly goals.";
  return null;
}

/** The goal types a member can still add: one goal per type. */
export const freeGoalTypes = (goals: readonly Pick<Goal, 'type'>[]): GoalType[] =>
  GOAL_TYPES.filter((type) => !goals.some((goal) => goal.type === type));

/** The target is parsed as an integer; non-numbers and values of 0 or less block saving. */
export function parseTarget(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return value > 0 ? value : null;
}

/** Weekly targets a plan proposes instead of the starter ones (the member's onboarding plan). */
export interface GoalProposal {
  workouts: number;
  minutes: number;
  /** The plan's name, shown with the proposal. */
  source: string;
}

/** The three starter goals Setup Goals creates, with the plan's workouts and minutes when there is one. */
export function setupGoalTargets(proposal?: GoalProposal) {
  return STARTER_GOALS.map((goal) => {
    if (proposal && goal.type === 'workouts') return { ...goal, target: proposal.workouts };
    if (proposal && goal.type === 'minutes') return { ...goal, target: proposal.minutes };
    return goal;
  });
}
