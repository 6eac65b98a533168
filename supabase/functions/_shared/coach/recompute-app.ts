import { Hono } from 'hono';
import { COACH_SECRET_HEADER } from '../contract/coach.ts';
import type { Sql } from '../db/database.ts';
import { ApiError, handleError, handleNotFound } from '../http/errors.ts';
import { recomputeSuggestions } from './recompute.ts';

/** Compares in constant time, so the secret cannot be guessed byte by byte from response times. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1)
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * The `coach-recompute` function: POST with the shared secret recomputes every member's open
 * suggestions. Called by pg_cron + pg_net in the managed runtime and by a timer in the standalone one.
 */
export function createRecomputeApp({ sql, secret }: { sql: Sql; secret: string | undefined }) {
  const app = new Hono();
  app.post('/coach-recompute', async (c) => {
    const given = c.req.header(COACH_SECRET_HEADER) ?? '';
    if (!secret || !sameSecret(given, secret))
      throw new ApiError(401, 'invalid_secret', 'The recompute secret is missing or wrong.');
    return c.json(await recomputeSuggestions(sql));
  });
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
