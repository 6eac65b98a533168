import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './account-rules.ts';
import { onboardingAnswersSchema } from './onboarding.ts';
import { singleLineText } from './text.ts';
import { userSchema } from './user.ts';

export const usernameSchema = singleLineText({
  label: 'Username',
  min: USERNAME_MIN_LENGTH,
  max: USERNAME_MAX_LENGTH,
  examples: ['maya_runs', 'lifter42'],
}).regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailSchema = singleLineText({
  label: 'Email',
  min: 1,
  max: 254,
  examples: ['maya@example.com'],
})
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

const PASSWORD_RULE_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number';

/**
 * The password rule (a lowercase letter, an uppercase letter and a digit) as three single-character
 * searches: each is linear in the length, where one pattern of three look-aheads costs the square of
 * it (a 200,000-character password took 27 s).
 */
export const passwordSchema = singleLineText({
  label: 'Password',
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  keepWhitespace: true,
  examples: ['Training123'],
}).refine(
  (password) => /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password),
  PASSWORD_RULE_MESSAGE,
);

/** A hand-over token or Stripe Checkout session id, as sign-up receives it. */
const handoverProofSchema = (label: string) =>
  singleLineText({ label, min: 1, max: 255, examples: ['cs_test_a1B2c3D4'] }).regex(/^[A-Za-z0-9_-]+$/, {
    message: `${label} is malformed`,
  });

const personNameSchema = (label: string) =>
  singleLineText({ label, min: 1, max: NAME_MAX_LENGTH, examples: ['Maya', 'Okafor'] });

export const signUpBodySchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    /** The onboarding answers of the visitor's plan: saved on the new account. */
    onboarding: onboardingAnswersSchema.optional(),
    /** The hand-over token of a trial started with a card (POST /api/create-trial-subscription). */
    trialHandover: handoverProofSchema('Trial hand-over').optional(),
    /** A Stripe Checkout session completed with the trial's buy button before sign-up. */
    checkoutSessionId: handoverProofSchema('Checkout session').optional(),
  })
  .refine((body) => !(body.trialHandover && body.checkoutSessionId), {
    message: 'Send either trialHandover or checkoutSessionId, not both',
    path: ['checkoutSessionId'],
  })
  .meta({
    examples: [
      {
        username: 'maya_runs',
        email: 'maya@example.com',
        password: 'Training123',
        firstName: 'Maya',
        lastName: 'Okafor',
      },
      {
        username: 'lifter42',
        email: 'lifter42@example.com',
        password: 'Training123',
        firstName: 'Sam',
        lastName: 'Lee',
        onboarding: {
          fitnessGoal: 'build_muscle',
          experience: 'moderate',
          consistency: 'three_to_four',
          location: 'gym',
        },
      },
    ],
  });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z
  .object({
    identifier: singleLineText({
      label: 'Username or email',
      min: 1,
      max: 254,
      maxMessage: 'Username or email is too long',
      examples: ['maya_runs', 'maya@example.com'],
    }),
    password: singleLineText({
      label: 'Password',
      min: 1,
      max: PASSWORD_MAX_LENGTH,
      maxMessage: 'Invalid credentials',
      keepWhitespace: true,
    }),
  })
  .meta({ examples: [{ identifier: 'maya_runs', password: 'Training123' }] });
export type SignInBody = z.input<typeof signInBodySchema>;

/**
 * The refresh payload is named `token`; it carries the refresh token, not the access token.
 * Without it the session cookie's refresh token is used.
 */
export const refreshBodySchema = z.object({
  token: singleLineText({
    label: 'Refresh token',
    min: 1,
    max: 512,
    maxMessage: 'Refresh token is malformed',
    keepWhitespace: true,
  }).optional(),
});
export type RefreshBody = z.input<typeof refreshBodySchema>;

export const authSessionSchema = z.object({
  user: userSchema,
  token: z.string(),
  refreshToken: z.string(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Answer to a sign-up that must be confirmed by e-mail first (managed runtime, confirmations on). */
export const signUpPendingSchema = z.object({
  confirmationRequired: z.literal(true),
  message: z.string(),
});
export type SignUpPending = z.infer<typeof signUpPendingSchema>;

export const authProvidersSchema = z.object({
  password: z.boolean(),
  google: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/**
 * Deleting an account: `confirm` is the member's username, typed again. It is compared without
 * regard to letter case or surrounding spaces, as sign-in compares usernames (they are unique
 * regardless of case, so either spelling names the same account and no other).
 */
export const deleteAccountBodySchema = z
  .object({
    confirm: singleLineText({
      label: 'Confirmation',
      min: 1,
      max: USERNAME_MAX_LENGTH,
      minMessage: 'Type your username to confirm',
      maxMessage: 'Type your username to confirm',
      examples: ['maya_runs'],
    }),
  })
  .meta({ examples: [{ confirm: 'maya_runs' }] });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export { confirmsUsername } from './account-rules.ts';
