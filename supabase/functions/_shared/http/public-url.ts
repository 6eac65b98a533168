import type { Context } from 'hono';
import type { User } from '../contract/user.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Where this API is reached from outside: SITE_URL when set (behind a proxy it must be), else the
 * origin the request was sent to.
 */
export const publicOrigin = (c: Context<AppEnv>) =>
  (c.get('siteUrl') ?? new URL(c.req.url).origin).replace(/\/+$/, '');

/**
 * The member as answered: a picture stored by the standalone runtime under a site-relative path
 * becomes an absolute URL, as Supabase Storage's public URLs are, so a client served from another
 * origin (or proxying only /api) shows it too.
 */
export function presentUser(c: Context<AppEnv>, user: User): User {
  const picture = user.profileImageUrl;
  return picture?.startsWith('/') ? { ...user, profileImageUrl: `${publicOrigin(c)}${picture}` } : user;
}
