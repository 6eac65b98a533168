import { DAILY_CALORIES, PLAN_DURATION } from '@contract/meal-plan-rules.ts';

/**
 * The AI meal plan form's text inputs become the request's values. Lists are
 * comma-separated, trimmed, empties dropped; calories that are not a number become 0 (and so fail
 * the 1200 minimum), a duration that is not a number becomes 7.
 */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const numberOr = (text: string, fallback: number) => {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? value : fallback;
};

export const parseCalories = (text: string) => numberOr(text, 0);
export const parseDuration = (text: string) => numberOr(text, PLAN_DURATION.default);

export const FORM_DEFAULTS = {
  dailyCalories: String(DAILY_CALORIES.default),
  duration: String(PLAN_DURATION.default),
} as const;
