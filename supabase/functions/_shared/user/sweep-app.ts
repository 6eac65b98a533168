import { Hono } from 'hono';
import type { Sql } from '../db/database.ts';
import { handleError, handleNotFound } from '../http/errors.ts';
import { requireSharedSecret } from '../http/shared-secret.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { sweepOrphanedPictures } from './orphan-sweep.ts';

export const SWEEP_SECRET_HEADER = 'x-sweep-secret';

/**
 * The `storage-sweep` function: POST with the shared secret deletes orphaned profile pictures, and
 * runs the other areas' sweeps the entry hands in (food photos never saved with an entry).
 */
export function createStorageSweepApp(deps: {
  sql: Sql;
  storage: Pick<FileStorage, 'removeAsService'>;
  secret: string | undefined;
  otherSweeps?: readonly (() => Promise<{ removed: number }>)[];
}) {
  const app = new Hono();
  app.post('/storage-sweep', requireSharedSecret(SWEEP_SECRET_HEADER, deps.secret), async (c) => {
    const results = await Promise.all([
      sweepOrphanedPictures(deps.sql, deps.storage),
      ...(deps.otherSweeps ?? []).map((sweep) => sweep()),
    ]);
    return c.json({ removed: results.reduce((sum, result) => sum + result.removed, 0) });
  });
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
