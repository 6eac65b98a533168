import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TokenPair } from './session-authority.ts';

/**
 * The browser session beside bearer tokens (the web app's requests include credentials).
 * One HttpOnly cookie, scoped to /api, holds the access and refresh tokens; script in the page
 * cannot read it. SameSite=Lax keeps it off cross-site subrequests; writes it authenticates must
 * also come from the site itself (http/require-user.ts).
 */
export const SESSION_COOKIE = 'fitness_session';
/** Renewed with every refresh, so an active member stays signed in; an idle one for 30 days. */
const SESSION_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/** The cookie's value: both tokens, base64url-encoded JSON. */
export const encodeSessionCookie = (tokens: TokenPair) =>
  btoa(JSON.stringify({ a: tokens.accessToken, r: tokens.refreshToken }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function readSessionCookie(c: Context): TokenPair | undefined {
  const value = getCookie(c, SESSION_COOKIE);
  if (!value || value.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  try {
    const parsed: unknown = JSON.parse(atob(value.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { a, r } = parsed as { a?: unknown; r?: unknown };
    return typeof a === 'string' && typeof r === 'string' ? { accessToken: a, refreshToken: r } : undefined;
  } catch {
    return undefined;
  }
}

const secureFor = (c: Context) =>
  (c.get('siteUrl') as string | undefined)?.startsWith('https:') === true ||
  // Reached over TLS directly (a proxy's X-Forwarded-Proto is not trusted here).
  c.req.url.startsWith('https:');

export function writeSessionCookie(c: Context, tokens: TokenPair): void {
  setCookie(c, SESSION_COOKIE, encodeSessionCookie(tokens), {
    path: '/api',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureFor(c),
    maxAge: SESSION_COOKIE_SECONDS,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/api', httpOnly: true, sameSite: 'Lax', secure: secureFor(c) });
}
