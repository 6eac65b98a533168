import { Hono } from 'hono';
import { COACH_SECRET_HEADER } from '../contract/coach.ts';
import type { Sql } from '../db/database.ts';
import { handleError, handleNotFound } from '../http/errors.ts';
import { requireSharedSecret } from '../http/shared-secret.ts';
import { recomputeSuggestions } from './recompute.ts';

/**
 * The `coach-recompute` function: POST with the shared secret recomputes every member's open
 * suggestions. Called by pg_cron + pg_net in the managed runtime and by a timer in the standalone one.
 */
export function createRecomputeApp({ sql, secret }: { sql: Sql; secret: string | undefined }) {
  const app = new Hono();
  app.post('/coach-recompute', requireSharedSecret(COACH_SECRET_HEADER, secret), async (c) =>
    c.json(await recomputeSuggestions(sql)),
  );
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
