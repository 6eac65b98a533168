import { type OnboardingAnswers, onboardingAnswersSchema } from '@contract/onboarding.ts';

/** The answers in a plan URL, or undefined when any is missing or not one of the options. */
export function answersFromSearch(search: URLSearchParams): OnboardingAnswers | undefined {
  const parsed = onboardingAnswersSchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : undefined;
}
