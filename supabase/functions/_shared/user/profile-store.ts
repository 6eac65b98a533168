import { UNIT_SYSTEMS, type Units } from '../contract/units.ts';
import type { User } from '../contract/user.ts';
import type { Sql, Tx } from '../db/database.ts';
import type { FunctionRow, Row } from '../db/rows.ts';
import { asServiceRole } from '../db/service-role.ts';

/** `streak` and `subscription_status` are the effective ones, computed by the query. */
type ProfileRow = Pick<
  Row<'public.profile'>,
  | 'id'
  | 'email'
  | 'username'
  | 'first_name'
  | 'last_name'
  | 'profile_image_url'
  | 'streak'
  | 'time_zone'
  | 'units'
  | 'created_at'
> & { subscription_status: FunctionRow<'public.subscription_entitlement'>['status'] };

/** The column's check allows only the two systems; anything else would be a schema change unseen here. */
const unitsOf = (value: string | null): Units | null => UNIT_SYSTEMS.find((units) => units === value) ?? null;

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
  units: unitsOf(row.units),
  createdAt: row.created_at.toISOString(),
});

/** The caller's own profile; row-level security makes every other row invisible here. */
export async function readCurrentUser(tx: Tx): Promise<User | null> {
  const [row] = await tx<ProfileRow[]>`
    select p.id, p.email, p.username, p.first_name, p.last_name, p.profile_image_url,
           -- The stored run ends on the latest workout day; it is alive only while that day is
           -- today or yesterday in the member's zone (migration 20261123000100).
           case when exists (
             select 1 from public.workout w
             where w.user_id = p.id
               and w.date >= (((now() at time zone p.time_zone)::date - 1)::timestamp at time zone p.time_zone)
           ) then p.streak else 0 end as streak,
           -- The effective status (a trial past its end reads expired): migration 20261124400100.
           (select e.status from public.subscription_entitlement() e) as subscription_status,
           p.time_zone, p.units, p.created_at
    from public.profile p
    where p.id = (select auth.uid())`;
  return row ? toUser(row) : null;
}

export interface ProfileChanges {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  timeZone?: string | undefined;
  units?: Units | undefined;
}

export async function updateCurrentUserProfile(tx: Tx, profile: ProfileChanges): Promise<User | null> {
  const changes: Record<string, string | null> = {};
  if (profile.firstName !== undefined) changes.first_name = profile.firstName;
  if (profile.lastName !== undefined) changes.last_name = profile.lastName;
  if (profile.timeZone !== undefined) changes.time_zone = profile.timeZone;
  if (profile.units !== undefined) changes.units = profile.units;
  if (Object.keys(changes).length > 0) {
    await tx`update public.profile set ${tx(changes)} where id = (select auth.uid())`;
  }
  return readCurrentUser(tx);
}

/** Points the caller's profile at a newly stored picture. */
export async function setProfilePicture(tx: Tx, publicUrl: string): Promise<void> {
  await tx`update public.profile set profile_image_url = ${publicUrl} where id = (select auth.uid())`;
}

/** Names of every object in the member's own folder of the bucket (its policy shows no other). */
export async function listOwnObjects(tx: Tx, bucket: string): Promise<string[]> {
  // storage.objects is Supabase's schema, which the generated row types leave out.
  const rows = await tx<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = ${bucket} and (storage.foldername(name))[1] = (select auth.uid())::text
    order by name`;
  return rows.map((row) => row.name);
}

/**
 * Up to `limit` objects of the bucket older than the grace period that no profile points to, the
 * oldest first. Service role: the sweep acts for no member.
 */
export async function listOrphanedPictures(
  sql: Sql,
  { bucket, graceMinutes, limit }: { bucket: string; graceMinutes: number; limit: number },
): Promise<string[]> {
  const orphans = await asServiceRole(
    sql,
    // storage.objects is Supabase's schema, which the generated row types leave out.
    (tx) => tx<{ name: string }[]>`
      select o.name
      from storage.objects o
      left join public.profile p
        on p.id = case when (storage.foldername(o.name))[1] ~ '^[0-9a-f-]{36}$'
                       then ((storage.foldername(o.name))[1])::uuid end
       and p.profile_image_url like '%/' || replace(replace(o.name, '%', '\\%'), '_', '\\_')
      where o.bucket_id = ${bucket}
        and o.created_at < now() - make_interval(mins => ${graceMinutes})
        and p.id is null
      order by o.created_at
      limit ${limit}`,
  );
  return orphans.map((orphan) => orphan.name);
}
