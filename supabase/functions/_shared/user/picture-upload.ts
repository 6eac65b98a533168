import type { User } from '../contract/user.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { AccessClaims } from '../session/access-token.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  DamagedImageError,
  IMAGE_CONTENT_TYPES,
  sniffImageKind,
  stripImageMetadata,
} from './profile-image.ts';
import {
  type ProfileChanges,
  readCurrentUser,
  setProfilePicture,
  updateCurrentUserProfile,
} from './profile-store.ts';

export const AVATAR_BUCKET = 'avatars';
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const PUBLIC_PATH_PREFIX = `/storage/v1/object/public/${AVATAR_BUCKET}/`;

/** The object path of a picture URL in the avatars bucket, when it is one of the member's own. */
export function ownAvatarPath(url: string | null, userId: string): string | undefined {
  if (!url) return undefined;
  const pathname = url.startsWith('/') ? url : URL.canParse(url) ? new URL(url).pathname : '';
  if (!pathname.startsWith(PUBLIC_PATH_PREFIX)) return undefined;
  const objectPath = decodeURIComponent(pathname.slice(PUBLIC_PATH_PREFIX.length));
  return objectPath.startsWith(`${userId}/`) ? objectPath : undefined;
}

interface PictureUpload {
  sql: Sql;
  storage: FileStorage;
  claims: AccessClaims;
  accessToken: string;
  file: File;
  names: ProfileChanges;
}

/**
 * Stores a new profile picture and the names sent with it. The bytes decide the type; metadata is
 * removed before storing; the old picture is deleted only after the profile points at the new one,
 * and a failure leaves the old picture and names as they were.
 */
export async function replaceProfilePicture({
  sql,
  storage,
  claims,
  accessToken,
  file,
  names,
}: PictureUpload): Promise<User> {
  if (file.size > MAX_PICTURE_BYTES) {
    throw new ApiError(413, 'file_too_large', 'File Too Large: Please select an image smaller than 5MB.', {
      fields: { profileImage: 'Please select an image smaller than 5MB.' },
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImageKind(bytes);
  if (!kind) {
    throw new ApiError(
      415,
      'unsupported_image_type',
      'Invalid File Type: Please select an image file (PNG, JPG, GIF, etc.).',
      {
        fields: { profileImage: 'Please select a PNG, JPEG, GIF or WebP image.' },
      },
    );
  }
  let clean: Uint8Array;
  try {
    clean = stripImageMetadata(kind, bytes);
  } catch (error) {
    if (!(error instanceof DamagedImageError)) throw error;
    throw new ApiError(
      422,
      'damaged_image',
      'Failed to upload profile image: the file is damaged or incomplete.',
      {
        fields: { profileImage: 'The image is damaged or incomplete.' },
      },
    );
  }

  const extension = kind === 'jpeg' ? 'jpg' : kind;
  const objectPath = `${claims.sub}/avatar-${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${extension}`;
  const stored = await storage.upload({
    claims,
    accessToken,
    bucket: AVATAR_BUCKET,
    path: objectPath,
    bytes: clean,
    contentType: IMAGE_CONTENT_TYPES[kind],
  });

  let previousUrl: string | null = null;
  let user: User | null;
  try {
    user = await asUser(sql, claims, async (tx) => {
      previousUrl = (await readCurrentUser(tx))?.profileImageUrl ?? null;
      await setProfilePicture(tx, stored.publicUrl);
      return updateCurrentUserProfile(tx, names);
    });
  } catch (error) {
    await storage.remove({ claims, accessToken, bucket: AVATAR_BUCKET, paths: [objectPath] }).catch(() => {});
    throw error;
  }
  if (!user) throw new ApiError(401, 'account_missing', 'This account no longer exists.');

  const previousPath = ownAvatarPath(previousUrl, claims.sub);
  if (previousPath && previousPath !== objectPath) {
    await storage
      .remove({ claims, accessToken, bucket: AVATAR_BUCKET, paths: [previousPath] })
      .catch((error) => {
        // The new picture is in place; an orphaned old file is not worth failing the request for.
        console.warn('Could not delete the previous profile picture', error);
      });
  }
  return user;
}
