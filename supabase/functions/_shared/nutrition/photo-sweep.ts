import type { Sql } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export const FOOD_PHOTO_BUCKET = 'food-photos';
/** A photo is scanned before its items are saved; one no entry keeps after a day never will be. */
export const UNSAVED_PHOTO_GRACE_HOURS = 24;
const BATCH = 500;

/**
 * Deletes food photos that were scanned but never saved with an entry (the member closed the form,
 * or the model saw nothing worth keeping): the member kept nothing, so nothing of it stays.
 * Service role (no member is acting); idempotent; run with the profile-picture sweep.
 */
export async function sweepUnsavedFoodPhotos(
  sql: Sql,
  storage: Pick<FileStorage, 'removeAsService'>,
): Promise<{ removed: number }> {
  let removed = 0;
  for (;;) {
    const unsaved = await asServiceRole(
      sql,
      // storage.objects is Supabase's schema, which the generated row types leave out.
      (tx) => tx<{ name: string }[]>`
        select o.name from storage.objects o
        where o.bucket_id = ${FOOD_PHOTO_BUCKET}
          and o.created_at < now() - make_interval(hours => ${UNSAVED_PHOTO_GRACE_HOURS})
          and not exists (
            select from public.food_entry e where e.image_url = '/api/food-photos/' || o.name
          )
        order by o.created_at
        limit ${BATCH}`,
    );
    if (unsaved.length === 0) return { removed };
    await storage.removeAsService({ bucket: FOOD_PHOTO_BUCKET, paths: unsaved.map((photo) => photo.name) });
    removed += unsaved.length;
    if (unsaved.length < BATCH) return { removed };
  }
}
