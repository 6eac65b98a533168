import type { Context } from 'hono';
import type { AuthProviders, AuthSession, SignUpPending } from '../contract/auth.ts';
import { authOperations } from '../contract/operations/auth.ts';
import type { User } from '../contract/user.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, conflict, unauthorized } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { readCurrentUser } from '../user/profile-store.ts';
import { findEmailForIdentifier, findTakenAccountField } from './accounts.ts';
import {
  AccountExistsError,
  type AuthProvider,
  InvalidCredentialsError,
  InvalidRefreshTokenError,
  type TokenPair,
} from './auth-provider.ts';
import { SignInThrottle } from './signin-throttle.ts';

export interface AuthRouteDependencies {
  sql: Sql;
  auth: AuthProvider;
  /** Where the web app lives, for redirects after Google sign-in; defaults to the request's origin. */
  siteUrl: string | undefined;
}

/**
 * An address under the reserved `.invalid` domain: a sign-in for a username that does not exist
 * still runs the provider's full password check, so it takes as long and fails the same way.
 */
const UNKNOWN_ACCOUNT_EMAIL = 'no-such-account@unknown.invalid';

const TAKEN_MESSAGES = {
  username: 'Username is already taken',
  email: 'An account with this email already exists',
} as const;

export function authRoutes({ sql, auth, siteUrl }: AuthRouteDependencies) {
  const throttle = new SignInThrottle(sql);

  async function sessionFor(tokens: TokenPair): Promise<AuthSession> {
    const claims = await auth.verifyAccessToken(tokens.accessToken);
    const user = await asUser(sql, claims, readCurrentUser);
    if (!user) throw new Error(`Signed-in account ${claims.sub} has no profile row`);
    return { user, token: tokens.accessToken, refreshToken: tokens.refreshToken };
  }

  const currentUser = async (c: Context<AppEnv>) => {
    const user = await asUser(sql, c.get('claims'), readCurrentUser);
    if (!user) throw unauthorized('This account no longer exists.', 'account_missing');
    return c.json(user satisfies User);
  };

  const { app, on } = operationRouter(auth);

  on(authOperations.signUp, async (c, { body }) => {
    const taken = await findTakenAccountField(sql, body.username, body.email);
    if (taken) throw conflict(`${taken}_taken`, TAKEN_MESSAGES[taken], { [taken]: TAKEN_MESSAGES[taken] });
    try {
      const result = await auth.signUp(body);
      if (result.kind === 'confirmation_required') {
        const pending: SignUpPending = {
          confirmationRequired: true,
          message: 'Check your email: we sent a link to confirm your account before you sign in.',
        };
        return c.json(pending, 202);
      }
      return c.json(await sessionFor(result.tokens), 201);
    } catch (error) {
      if (error instanceof AccountExistsError) {
        const field = error.field;
        throw conflict(`${field}_taken`, TAKEN_MESSAGES[field], { [field]: TAKEN_MESSAGES[field] });
      }
      throw error;
    }
  });

  on(authOperations.signIn, async (c, { body: { identifier, password } }) => {
    const email = await findEmailForIdentifier(sql, identifier);
    // Count failures per account where one exists, so switching between username and e-mail
    // does not double an attacker's attempts; unknown identifiers are counted as typed.
    const throttleKey = email ?? identifier.toLowerCase();
    const waitSeconds = await throttle.secondsUntilAllowed(throttleKey);
    if (waitSeconds > 0) {
      const minutes = Math.ceil(waitSeconds / 60);
      throw new ApiError(
        429,
        'too_many_attempts',
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfterSeconds: waitSeconds },
      );
    }
    try {
      const tokens = await auth.signInWithPassword(email ?? UNKNOWN_ACCOUNT_EMAIL, password);
      await throttle.clear(throttleKey);
      return c.json(await sessionFor(tokens));
    } catch (error) {
      if (!(error instanceof InvalidCredentialsError)) throw error;
      await throttle.recordFailure(throttleKey);
      throw unauthorized('Invalid credentials', 'invalid_credentials');
    }
  });

  on(authOperations.refresh, async (c, { body: { token } }) => {
    try {
      return c.json(await sessionFor(await auth.refresh(token)));
    } catch (error) {
      if (!(error instanceof InvalidRefreshTokenError)) throw error;
      throw unauthorized('Your session has ended. Please sign in again.', 'invalid_refresh_token');
    }
  });

  on(authOperations.signOut, async (c) => {
    await auth.signOut(c.get('claims'), c.get('accessToken'));
    return c.body(null, 204);
  });

  on(authOperations.providers, (c) =>
    c.json({ password: true, google: auth.google !== undefined } satisfies AuthProviders),
  );
  on(authOperations.me, currentUser);
  on(authOperations.user, currentUser);
  on(authOperations.google, (c) => startGoogle(auth, c.req.raw, siteUrl));
  on(authOperations.login, (c) => startGoogle(auth, c.req.raw, siteUrl));

  on(authOperations.googleCallback, async (c) => {
    const site = siteOrigin(c.req.raw, siteUrl);
    if (!auth.google) return c.redirect(`${site}/auth`, 302);
    try {
      const session = await sessionFor(
        await auth.google.finish(c.req.raw, googleCallbackUrl(c.req.raw, siteUrl)),
      );
      const query = new URLSearchParams({
        token: session.token,
        refreshToken: session.refreshToken,
        user: JSON.stringify(session.user),
      });
      return c.redirect(`${site}/?${query}`, 302);
    } catch (error) {
      console.warn('Google sign-in failed', error instanceof Error ? error.message : error);
      return c.redirect(`${site}/auth?error=google_sign_in_failed`, 302);
    }
  });

  on(authOperations.logout, (c) => {
    // The session lives in the browser's local storage, which the web app clears before it
    // navigates here; this route only brings the browser back to the public landing page.
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${siteOrigin(c.req.raw, siteUrl)}/`, 302);
  });

  return app;
}

function startGoogle(
  auth: AuthProvider,
  request: Request,
  siteUrl: string | undefined,
): Promise<Response> | Response {
  if (!auth.google) {
    return Response.redirect(`${siteOrigin(request, siteUrl)}/auth?error=google_not_configured`, 302);
  }
  return auth.google.start(request, googleCallbackUrl(request, siteUrl));
}

function siteOrigin(request: Request, siteUrl: string | undefined): string {
  return (siteUrl ?? new URL(request.url).origin).replace(/\/+$/, '');
}

function googleCallbackUrl(request: Request, siteUrl: string | undefined): string {
  return `${siteOrigin(request, siteUrl)}/api/auth/google/callback`;
}
