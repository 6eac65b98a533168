import { Hono } from 'hono';
import type { AuthProvider } from '../auth/auth-provider.ts';
import { updateProfileBodySchema, uploadProfileNamesSchema } from '../contract/user.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { requireUser } from '../http/require-user.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { replaceProfilePicture } from './picture-upload.ts';
import { updateCurrentUserProfile } from './profile-store.ts';

export function userRoutes({ sql, auth, storage }: { sql: Sql; auth: AuthProvider; storage: FileStorage }) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .patch('/profile', async (c) => {
      const changes = await readJsonBody(c, updateProfileBodySchema);
      const user = await asUser(sql, c.get('claims'), (tx) => updateCurrentUserProfile(tx, changes));
      if (!user) throw unauthorized('This account no longer exists.', 'account_missing');
      return c.json(user);
    })
    .post('/profile/upload', async (c) => {
      if (!c.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data')) {
        throw badRequest('multipart_expected', 'Send the picture as multipart/form-data.');
      }
      const form = await c.req.parseBody().catch(() => {
        throw badRequest('invalid_multipart', 'The upload could not be read.');
      });
      const file = form.profileImage;
      if (!(file instanceof File)) {
        throw badRequest('profile_image_missing', 'profileImage: Choose an image to upload', {
          profileImage: 'Choose an image to upload',
        });
      }
      const names = validate(uploadProfileNamesSchema, {
        firstName: typeof form.firstName === 'string' ? form.firstName : undefined,
        lastName: typeof form.lastName === 'string' ? form.lastName : undefined,
      });
      const user = await replaceProfilePicture({
        sql,
        storage,
        claims: c.get('claims'),
        accessToken: c.get('accessToken'),
        file,
        names,
      });
      return c.json(user);
    });
}
