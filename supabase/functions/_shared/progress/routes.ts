import { progressOperations } from '../contract/operations/progress.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { readMetrics, readWeightProgress } from './progress-store.ts';

/** /api/progress: weight progress and the metrics (progress-store.ts). */
export function progressRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(progressOperations.weight, async (c) => c.json(await asUser(sql, c.get('claims'), readWeightProgress)));

  on(progressOperations.metrics, async (c, { query: { days } }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => readMetrics(tx, days))),
  );

  return app;
}
