import type { Sql } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { AVATAR_BUCKET } from './picture-upload.ts';
import { listOrphanedPictures } from './profile-store.ts';

/** Younger files may belong to an upload still switching the profile over; they are left alone. */
export const ORPHAN_GRACE_MINUTES = 10;
const BATCH = 500;

/**
 * Deletes profile pictures no profile points to any more: a crash between storing a new picture
 * and switching the profile to it, or a failed delete of the previous one, leaves a file that is
 * publicly served yet unreachable from the app. Service role (no member is acting); idempotent.
 * Runs every few minutes in both runtimes (standalone timer, pg_cron in the managed one).
 */
export async function sweepOrphanedPictures(
  sql: Sql,
  storage: Pick<FileStorage, 'removeAsService'>,
): Promise<{ removed: number }> {
  let removed = 0;
  for (;;) {
    const orphans = await listOrphanedPictures(sql, {
      bucket: AVATAR_BUCKET,
      graceMinutes: ORPHAN_GRACE_MINUTES,
      limit: BATCH,
    });
    if (orphans.length === 0) return { removed };
    await storage.removeAsService({ bucket: AVATAR_BUCKET, paths: orphans });
    removed += orphans.length;
    if (orphans.length < BATCH) return { removed };
  }
}
