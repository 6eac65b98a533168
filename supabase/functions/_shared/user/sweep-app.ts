import { Hono } from 'hono';
import type { Sql } from '../db/database.ts';
import { handleError, handleNotFound } from '../http/errors.ts';
import { requireSharedSecret } from '../http/shared-secret.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { sweepOrphanedPictures } from './orphan-sweep.ts';

export const SWEEP_SECRET_HEADER = 'x-sweep-secret';

/** The `storage-sweep` function: POST with the shared secret deletes orphaned profile pictures. */
export function createStorageSweepApp(deps: {
  sql: Sql;
  storage: Pick<FileStorage, 'removeAsService'>;
  secret: string | undefined;
}) {
  const app = new Hono();
  app.post('/storage-sweep', requireSharedSecret(SWEEP_SECRET_HEADER, deps.secret), async (c) =>
    c.json(await sweepOrphanedPictures(deps.sql, deps.storage)),
  );
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
