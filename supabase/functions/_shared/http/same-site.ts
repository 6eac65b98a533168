import type { Context } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isWrite = (c: Context) => !SAFE_METHODS.has(c.req.method);

/**
 * Whether a request came from the site itself, by its Origin header: the configured site, or the
 * host the request was sent to (a cross-site page cannot change the Host its victim's browser
 * sends, only the Origin). Absent Origin: `undefined`, for the caller to decide.
 */
export function fromOwnSite(c: Context, siteUrl: string | undefined): boolean | undefined {
  const origin = c.req.header('Origin');
  if (!origin) return undefined;
  if (origin === 'null') return false;
  try {
    const from = new URL(origin);
    if (siteUrl && from.origin === new URL(siteUrl).origin) return true;
    return from.host === new URL(c.req.url).host;
  } catch {
    return false;
  }
}
