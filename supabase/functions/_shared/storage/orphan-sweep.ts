import type { Sql } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';
import { AVATAR_BUCKET } from '../user/picture-upload.ts';
import type { FileStorage } from './file-storage.ts';

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
    const orphans = await asServiceRole(
      sql,
      (tx) => tx<{ name: string }[]>`
        select o.name
        from storage.objects o
        left join public.profile p
          on p.id = case when (storage.foldername(o.name))[1] ~ '^[0-9a-f-]{36}$'
                         then ((storage.foldername(o.name))[1])::uuid end
         and p.profile_image_url like '%/' || replace(replace(o.name, '%', '\\%'), '_', '\\_')
        where o.bucket_id = ${AVATAR_BUCKET}
          and o.created_at < now() - make_interval(mins => ${ORPHAN_GRACE_MINUTES})
          and p.id is null
        order by o.created_at
        limit ${BATCH}`,
    );
    if (orphans.length === 0) return { removed };
    await storage.removeAsService({ bucket: AVATAR_BUCKET, paths: orphans.map((orphan) => orphan.name) });
    removed += orphans.length;
    if (orphans.length < BATCH) return { removed };
  }
}
