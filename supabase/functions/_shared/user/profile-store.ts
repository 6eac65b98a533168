import type { User } from '../contract/user.ts';
import type { Tx } from '../db/database.ts';

interface ProfileRow {
  id: string;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  streak: number;
  subscription_status: User['subscriptionStatus'];
  time_zone: string;
  created_at: Date;
}

const toUser = (row: ProfileRow): User => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  streak: row.streak,
  subscriptionStatus: row.subscription_status,
  timeZone: row.time_zone,
  createdAt: row.created_at.toISOString(),
});

/** The caller's own profile; row-level security makes every other row invisible here. */
export async function readCurrentUser(tx: Tx): Promise<User | null> {
  const [row] = await tx<ProfileRow[]>`
    select id, email, username, first_name, last_name, profile_image_url, streak,
           subscription_status, time_zone, created_at
    from public.profile
    where id = (select auth.uid())`;
  return row ? toUser(row) : null;
}

export interface ProfileNames {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

export async function updateCurrentUserNames(tx: Tx, names: ProfileNames): Promise<User | null> {
  const changes: Record<string, string | null> = {};
  if (names.firstName !== undefined) changes.first_name = names.firstName;
  if (names.lastName !== undefined) changes.last_name = names.lastName;
  if (Object.keys(changes).length > 0) {
    await tx`update public.profile set ${tx(changes)} where id = (select auth.uid())`;
  }
  return readCurrentUser(tx);
}
