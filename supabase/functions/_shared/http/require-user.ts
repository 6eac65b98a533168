import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AccessClaims } from '../session/access-token.ts';
import { refreshOnce } from '../session/refresh-once.ts';
import type { SessionAuthority, TokenPair } from '../session/session-authority.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../session/session-cookie.ts';
import type { AppEnv } from './app-env.ts';
import { ApiError, unauthorized } from './errors.ts';
import { fromOwnSite, isWrite } from './same-site.ts';

export const crossSiteRefused = () =>
  new ApiError(
    403,
    'cross_site_request',
    'This request did not come from the app itself, so it was refused. Reload the app and try again.',
  );

/** The cookie's session, its access token renewed from the refresh token when it has expired. */
async function sessionFromCookie(
  c: Context<AppEnv>,
  auth: SessionAuthority,
  tokens: TokenPair,
): Promise<{ claims: AccessClaims; accessToken: string }> {
  try {
    return { claims: await auth.verifyAccessToken(tokens.accessToken), accessToken: tokens.accessToken };
  } catch {
    // Expired (or damaged): renew on the server, so the client never has to.
  }
  try {
    const renewed = await refreshOnce(auth, tokens.refreshToken);
    const claims = await auth.verifyAccessToken(renewed.accessToken);
    writeSessionCookie(c, renewed);
    return { claims, accessToken: renewed.accessToken };
  } catch {
    clearSessionCookie(c);
    throw unauthorized('Your session has ended. Please sign in again.', 'session_ended');
  }
}

/**
 * A member's request: `Authorization: Bearer <access token>`, or else the session cookie. A write
 * the cookie authenticates must come from the site itself (Origin), since a browser attaches the
 * cookie to requests other sites make it send; SameSite=Lax already keeps it off most of them.
 */
export const requireUser = (auth: SessionAuthority) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization');
    if (header) {
      const token = header.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
      if (!token) throw unauthorized('Send the access token as "Authorization: Bearer <token>".');
      c.set('claims', await auth.verifyAccessToken(token));
      c.set('accessToken', token);
      return next();
    }
    const cookie = readSessionCookie(c);
    if (!cookie) throw unauthorized('Sign in to continue.');
    if (isWrite(c) && fromOwnSite(c, c.get('siteUrl')) !== true) throw crossSiteRefused();
    const { claims, accessToken } = await sessionFromCookie(c, auth, cookie);
    c.set('claims', claims);
    c.set('accessToken', accessToken);
    await next();
  });
