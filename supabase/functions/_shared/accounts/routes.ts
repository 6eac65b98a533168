import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import type { AuthProviders, AuthSession, SignUpPending, signUpBodySchema } from '../contract/auth.ts';
import { authOperations } from '../contract/operations/auth.ts';
import type { User } from '../contract/user.ts';
import type { Sql } from '../db/database.ts';
import { type AppEnv, UNKNOWN_CLIENT_ADDRESS } from '../http/app-env.ts';
import { conflict, unauthorized } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { presentUser } from '../http/public-url.ts';
import { fromOwnSite } from '../http/same-site.ts';
import { RATE_LIMITS, RateLimiter, tooManyAttempts } from '../rate-limit/rate-limiter.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { refreshOnce } from '../session/refresh-once.ts';
import { InvalidRefreshTokenError, type TokenPair } from '../session/session-authority.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../session/session-cookie.ts';
import { type AccountDeletionPorts, deleteAccount } from './account-deletion.ts';
import { findEmailForIdentifier, findTakenAccountField } from './account-store.ts';
import { AccountExistsError, type AuthProvider, InvalidCredentialsError } from './auth-provider.ts';

/** What a sign-up may bring besides the account: the onboarding answers and a trial's proof. */
export type SignUpExtras = Pick<
  z.output<typeof signUpBodySchema>,
  'onboarding' | 'trialHandover' | 'checkoutSessionId'
>;

/**
 * What the accounts area needs from the others, handed in by createApiApp so that no area imports
 * another: the member's profile and files (user area), the sign-up's extras and the end of the
 * member's billing (subscription area).
 */
export interface AccountPorts extends AccountDeletionPorts {
  /**
   * Checks a sign-up's extras before the account is created (throwing when they are refused, so a
   * refused sign-up creates nothing) and answers what completes them once the account exists.
   */
  prepareSignUpExtras: (extras: SignUpExtras) => Promise<(claims: AccessClaims) => Promise<void>>;
}

export interface AccountRouteDependencies extends AccountPorts {
  sql: Sql;
  auth: AuthProvider;
  /**
   * Where the web app lives. Redirects go to it, or stay relative (same site) when unset: never to
   * the request's Host header, which a client chooses.
   */
  siteUrl: string | undefined;
}

/** The Google round trip's cookie lives only on the paths of that round trip, for ten minutes. */
const OAUTH_COOKIE_PATH = '/api/auth/google';
const OAUTH_COOKIE_SECONDS = 10 * 60;

/**
 * An address under the reserved `.invalid` domain: a sign-in for a username that does not exist
 * still runs the provider's full password check, so it takes as long and fails the same way.
 */
const UNKNOWN_ACCOUNT_EMAIL = 'no-such-account@unknown.invalid';

const TAKEN_MESSAGES = {
  username: 'Username is already taken',
  email: 'An account with this email already exists',
} as const;

export function accountRoutes({
  sql,
  auth,
  siteUrl,
  readProfile,
  prepareSignUpExtras,
  endBilling,
  removeFiles,
}: AccountRouteDependencies) {
  const limiter = new RateLimiter(sql);
  const addressOf = (c: Context<AppEnv>) => c.env?.clientAddress ?? UNKNOWN_CLIENT_ADDRESS;

  async function sessionFor(c: Context<AppEnv>, tokens: TokenPair): Promise<AuthSession> {
    const claims = await auth.verifyAccessToken(tokens.accessToken);
    const user = await readProfile(claims);
    if (!user) throw new Error(`Signed-in account ${claims.sub} has no profile row`);
    return { user: presentUser(c, user), token: tokens.accessToken, refreshToken: tokens.refreshToken };
  }

  const currentUser = async (c: Context<AppEnv>) => {
    const user = await readProfile(c.get('claims'));
    if (!user) throw unauthorized('This account no longer exists.', 'account_missing');
    return c.json(presentUser(c, user) satisfies User);
  };

  /** Answers a new session: the tokens in the body (bearer clients) and in the session cookie. */
  async function respondWithSession(c: Context<AppEnv>, tokens: TokenPair, status: 200 | 201 = 200) {
    const session = await sessionFor(c, tokens);
    writeSessionCookie(c, tokens);
    return c.json(session, status);
  }

  /** Ends the cookie's session on the server, renewing an expired access token first if needed. */
  async function endCookieSession(c: Context<AppEnv>) {
    const tokens = readSessionCookie(c);
    clearSessionCookie(c);
    if (!tokens) return;
    try {
      const claims = await auth.verifyAccessToken(tokens.accessToken).catch(async () => {
        const renewed = await refreshOnce(auth, tokens.refreshToken);
        tokens.accessToken = renewed.accessToken;
        return auth.verifyAccessToken(renewed.accessToken);
      });
      await auth.signOut(claims, tokens.accessToken);
    } catch {
      // Already ended (signed out elsewhere, revoked, expired beyond renewal): nothing to end.
    }
  }

  const sitePage = (page: string) => `${siteUrl?.replace(/\/+$/, '') ?? ''}${page}`;

  const { app, on } = operationRouter(auth);

  on(authOperations.signUp, async (c, { body }) => {
    // Telling a visitor that a name is taken is what the form needs, and what an attacker
    // enumerating accounts wants: each address may learn it only a few times per window.
    const probe = await limiter.take(RATE_LIMITS.signUpProbe, addressOf(c));
    if (!probe.allowed) {
      throw tooManyAttempts('Too many sign-up attempts from your network.', probe.retryAfterSeconds);
    }
    const takenConflict = (field: 'username' | 'email') =>
      conflict(`${field}_taken`, TAKEN_MESSAGES[field], { [field]: TAKEN_MESSAGES[field] });
    const taken = await findTakenAccountField(sql, body.username, body.email);
    if (taken) throw takenConflict(taken);
    await limiter.release(probe);
    const { onboarding, trialHandover, checkoutSessionId, ...account } = body;
    // The onboarding answers and a trial's hand-over (checked now, so a refused one creates nothing).
    const completeSignUp = await prepareSignUpExtras({ onboarding, trialHandover, checkoutSessionId });
    try {
      const result = await auth.signUp(account);
      if (result.kind === 'confirmation_required') {
        const pending: SignUpPending = {
          confirmationRequired: true,
          message: 'Check your email: we sent a link to confirm your account before you sign in.',
        };
        return c.json(pending, 202);
      }
      await completeSignUp(await auth.verifyAccessToken(result.tokens.accessToken));
      return respondWithSession(c, result.tokens, 201);
    } catch (error) {
      if (error instanceof AccountExistsError) throw takenConflict(error.field);
      throw error;
    }
  });

  on(authOperations.signIn, async (c, { body: { identifier, password } }) => {
    const email = await findEmailForIdentifier(sql, identifier);
    // Count failures per account where one exists, so switching between username and e-mail
    // does not double an attacker's attempts; unknown identifiers are counted as typed.
    const accountKey = email ?? identifier.toLowerCase();
    // Each slot is taken before the password is checked and kept when it is wrong: however many
    // attempts arrive at once, no more than the limit ever reach the password check.
    const accountSlot = await limiter.take(RATE_LIMITS.signInAccount, accountKey);
    if (!accountSlot.allowed) {
      throw tooManyAttempts('Too many failed sign-in attempts.', accountSlot.retryAfterSeconds);
    }
    const addressSlot = await limiter.take(RATE_LIMITS.signInAddress, addressOf(c));
    if (!addressSlot.allowed) {
      await limiter.release(accountSlot);
      throw tooManyAttempts(
        'Too many failed sign-in attempts from your network.',
        addressSlot.retryAfterSeconds,
      );
    }
    let tokens: TokenPair;
    try {
      tokens = await auth.signInWithPassword(email ?? UNKNOWN_ACCOUNT_EMAIL, password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError)
        throw unauthorized('Invalid credentials', 'invalid_credentials');
      // Not the member's fault (the provider failed): the attempt does not count.
      await Promise.all([limiter.release(accountSlot), limiter.release(addressSlot)]);
      throw error;
    }
    await Promise.all([limiter.clear(RATE_LIMITS.signInAccount, accountKey), limiter.release(addressSlot)]);
    return respondWithSession(c, tokens);
  });

  on(authOperations.refresh, async (c, { body: { token } }) => {
    // A bearer-token client sends the refresh token; a cookie session renews without one.
    const refreshToken = token ?? readSessionCookie(c)?.refreshToken;
    if (!refreshToken) throw unauthorized('Sign in to continue.', 'invalid_refresh_token');
    if (!token && fromOwnSite(c, siteUrl) !== true)
      throw unauthorized('Sign in to continue.', 'invalid_refresh_token');
    try {
      return await respondWithSession(c, await refreshOnce(auth, refreshToken));
    } catch (error) {
      if (!(error instanceof InvalidRefreshTokenError)) throw error;
      clearSessionCookie(c);
      throw unauthorized('Your session has ended. Please sign in again.', 'invalid_refresh_token');
    }
  });

  on(authOperations.signOut, async (c) => {
    await auth.signOut(c.get('claims'), c.get('accessToken'));
    clearSessionCookie(c);
    return c.body(null, 204);
  });

  on(authOperations.deleteAccount, async (c, { body: { confirm } }) => {
    await deleteAccount(
      { auth, readProfile, endBilling, removeFiles },
      { claims: c.get('claims'), accessToken: c.get('accessToken'), confirm },
    );
    clearSessionCookie(c);
    return c.body(null, 204);
  });

  on(authOperations.providers, (c) =>
    c.json({ password: true, google: auth.google !== undefined } satisfies AuthProviders),
  );
  on(authOperations.me, currentUser);
  on(authOperations.user, currentUser);
  on(authOperations.google, (c) => startGoogle(c));
  on(authOperations.login, (c) => startGoogle(c));

  async function startGoogle(c: Context<AppEnv>): Promise<Response> {
    if (!auth.google) return c.redirect(sitePage('/auth?error=google_not_configured'), 302);
    const callbackUrl = googleCallbackUrl(c.req.raw);
    const { location, cookieValue } = await auth.google.start(callbackUrl);
    setCookie(c, auth.google.cookieName, cookieValue, {
      path: OAUTH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: OAUTH_COOKIE_SECONDS,
      secure: callbackUrl.startsWith('https:'),
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(location, 302);
  }

  // The provider checks this address against the ones registered with it, so the request's own
  // origin (used only when SITE_URL is unset) cannot send the sign-in anywhere else.
  const googleCallbackUrl = (request: Request) =>
    `${(siteUrl ?? new URL(request.url).origin).replace(/\/+$/, '')}/api/auth/google/callback`;

  on(authOperations.googleCallback, async (c) => {
    if (!auth.google) return c.redirect(sitePage('/auth'), 302);
    try {
      const tokens = await auth.google.finish({
        query: new URL(c.req.url).searchParams,
        cookieValue: getCookie(c, auth.google.cookieName),
        callbackUrl: googleCallbackUrl(c.req.raw),
      });
      const session = await sessionFor(c, tokens);
      writeSessionCookie(c, tokens);
      // The session is in the HttpOnly cookie. For the web app's return handling the access token
      // and the user travel in the fragment, which browsers never send to a server or a proxy;
      // the refresh token is in no URL at all.
      const fragment = new URLSearchParams({ token: session.token, user: JSON.stringify(session.user) });
      c.header('Cache-Control', 'no-store');
      return c.redirect(`${sitePage('/')}#${fragment}`, 302);
    } catch (error) {
      console.warn('Google sign-in failed', error instanceof Error ? error.message : error);
      return c.redirect(sitePage('/auth?error=google_sign_in_failed'), 302);
    }
  });

  on(authOperations.logout, async (c) => {
    await endCookieSession(c);
    return c.redirect(sitePage('/'), 302);
  });

  return app;
}
