import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

/** Compares in constant time, so a secret cannot be guessed byte by byte from response times. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1)
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** Scheduled functions authenticate their caller (pg_cron + pg_net) by a shared secret header. */
export const requireSharedSecret =
  (header: string, secret: string | undefined): MiddlewareHandler =>
  async (c, next) => {
    if (!secret || !sameSecret(c.req.header(header) ?? '', secret)) {
      throw new ApiError(401, 'invalid_secret', 'The scheduler secret is missing or wrong.');
    }
    await next();
  };
