import { z } from 'zod';
import { userSchema } from './user.ts';

export const NAME_MAX_LENGTH = 50;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
/** Supabase Auth hashes with bcrypt, which reads at most 72 bytes; the local provider keeps the same limit. */
export const PASSWORD_MAX_LENGTH = 72;

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(
    /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  );

const personNameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const signUpBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, 'Username or email is required')
    .max(254, 'Username or email is too long'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Invalid credentials'),
});
export type SignInBody = z.input<typeof signInBodySchema>;

/** The seed names the refresh payload `token`; it carries the refresh token, not the access token. */
export const refreshBodySchema = z.object({
  token: z.string().min(1, 'Refresh token is required').max(512, 'Refresh token is malformed'),
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
