import { userOperations } from '../contract/operations/user.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { presentUser } from '../http/public-url.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { replaceProfilePicture } from './picture-upload.ts';
import { updateCurrentUserProfile } from './profile-store.ts';

export function userRoutes({
  sql,
  auth,
  storage,
}: {
  sql: Sql;
  auth: SessionAuthority;
  storage: FileStorage;
}) {
  const { app, on } = operationRouter(auth);

  on(userOperations.updateProfile, async (c, { body }) => {
    const user = await asUser(sql, c.get('claims'), (tx) => updateCurrentUserProfile(tx, body));
    if (!user) throw unauthorized('This account no longer exists.', 'account_missing');
    return c.json(presentUser(c, user));
  });

  on(userOperations.uploadPicture, async (c, { body: { fields, files } }) => {
    const file = files.profileImage;
    if (!file) {
      throw badRequest('profile_image_missing', 'profileImage: Choose an image to upload', {
        profileImage: 'Choose an image to upload',
      });
    }
    const user = await replaceProfilePicture({
      sql,
      storage,
      claims: c.get('claims'),
      accessToken: c.get('accessToken'),
      file,
      names: fields,
    });
    return c.json(presentUser(c, user));
  });

  return app;
}
