import type { Sql } from '../db/database.ts';
import type { Row } from '../db/rows.ts';
import { asServiceRole } from '../db/service-role.ts';

/**
 * Look-ups sign-up and sign-in need before anyone is signed in: which e-mail a username belongs
 * to, and whether a username or e-mail is already taken. Service role, read-only, narrow.
 */
export async function findEmailForIdentifier(sql: Sql, identifier: string): Promise<string | null> {
  const normalized = identifier.trim().toLowerCase();
  const [row] = await asServiceRole(
    sql,
    (tx) => tx<Pick<Row<'public.profile'>, 'email'>[]>`
      select email from public.profile
      where lower(username) = ${normalized} or lower(email) = ${normalized}
      limit 1`,
  );
  return row?.email ?? null;
}

export async function findTakenAccountField(
  sql: Sql,
  username: string,
  email: string,
): Promise<'username' | 'email' | null> {
  const [row] = await asServiceRole(
    sql,
    (tx) => tx<{ username_taken: boolean; email_taken: boolean }[]>`
      select
        exists (select 1 from public.profile where lower(username) = ${username.toLowerCase()}) as username_taken,
        exists (select 1 from public.profile where lower(email) = ${email.toLowerCase()}) as email_taken`,
  );
  if (row?.username_taken) return 'username';
  if (row?.email_taken) return 'email';
  return null;
}
