import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { AccessClaims } from '../session/access-token.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { AVATAR_BUCKET } from './picture-upload.ts';
import { listOwnObjects } from './profile-store.ts';

/**
 * Deleting an account removes every file in the member's folder (the current picture and any a
 * crash left behind), as the member, before the account goes: Supabase Auth refuses to delete a
 * user who still owns storage objects, and only the Storage API removes a file's bytes.
 */
export async function removeFilesForDeletion(
  { sql, storage }: { sql: Sql; storage: FileStorage },
  claims: AccessClaims,
  accessToken: string,
  /** The bucket whose folder goes; other areas' buckets (food photos) are emptied the same way. */
  bucket = AVATAR_BUCKET,
): Promise<void> {
  const paths = await asUser(sql, claims, (tx) => listOwnObjects(tx, bucket));
  if (paths.length === 0) return;
  try {
    await storage.remove({ claims, accessToken, bucket, paths });
  } catch (error) {
    console.warn(
      'Removing files of an account being deleted failed',
      error instanceof Error ? error.message : error,
    );
    throw new ApiError(
      503,
      'storage_unavailable',
      'Your files could not be removed just now, so your account was not deleted. Please try again in a few minutes.',
    );
  }
}
