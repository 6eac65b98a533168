import type { OnboardingAnswers } from '@contract/onboarding.ts';

/**
 * What a visitor brings from the onboarding flow to sign-up (questionnaire -> plan -> payment ->
 * auth): the four answers, and the trial's hand-over token or Stripe Checkout session
 * id. Kept in this tab's session storage (never in a URL, so no log or referrer carries the token)
 * until the account is created; sign-up sends it and then forgets it.
 */
const KEYS = {
  answers: 'onboarding-answers',
  trialHandover: 'trial-handover',
  checkoutSession: 'trial-checkout-session',
} as const;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the account is still created, with the default trial and without the plan.
  }
}

export const signUpExtras = {
  saveAnswers: (answers: OnboardingAnswers) => write(KEYS.answers, JSON.stringify(answers)),
  answers(): OnboardingAnswers | undefined {
    const text = read(KEYS.answers);
    if (!text) return undefined;
    try {
      return JSON.parse(text) as OnboardingAnswers;
    } catch {
      return undefined;
    }
  },
  saveTrialHandover: (token: string) => write(KEYS.trialHandover, token),
  saveCheckoutSession: (sessionId: string) => write(KEYS.checkoutSession, sessionId),
  /** The optional sign-up fields, as the sign-up body takes them. */
  forSignUp() {
    const onboarding = signUpExtras.answers();
    const trialHandover = read(KEYS.trialHandover) ?? undefined;
    const checkoutSessionId = trialHandover ? undefined : (read(KEYS.checkoutSession) ?? undefined);
    return {
      ...(onboarding ? { onboarding } : {}),
      ...(trialHandover ? { trialHandover } : {}),
      ...(checkoutSessionId ? { checkoutSessionId } : {}),
    };
  },
  /** After the account exists, or when the server said the trial can no longer be handed over. */
  forgetTrial() {
    write(KEYS.trialHandover, null);
    write(KEYS.checkoutSession, null);
  },
  clear() {
    signUpExtras.forgetTrial();
    write(KEYS.answers, null);
  },
};
