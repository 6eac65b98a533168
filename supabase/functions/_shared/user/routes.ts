import { Hono } from 'hono';
import type { AuthProvider } from '../auth/auth-provider.ts';
import { updateProfileBodySchema } from '../contract/user.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/errors.ts';
import { requireUser } from '../http/require-user.ts';
import { readJsonBody } from '../http/validation.ts';
import { updateCurrentUserProfile } from './profile-store.ts';

export function userRoutes({ sql, auth }: { sql: Sql; auth: AuthProvider }) {
  return new Hono<AppEnv>().use(requireUser(auth)).patch('/profile', async (c) => {
    const changes = await readJsonBody(c, updateProfileBodySchema);
    const user = await asUser(sql, c.get('claims'), (tx) => updateCurrentUserProfile(tx, changes));
    if (!user) throw unauthorized('This account no longer exists.', 'account_missing');
    return c.json(user);
  });
}
