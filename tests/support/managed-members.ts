import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Sql } from '../../supabase/functions/_shared/db/database.ts';

export interface ManagedAuth {
  /** SUPABASE_URL the function runs with: its tokens' issuer is `<url>/auth/v1`. */
  supabaseUrl: string;
  /** SUPABASE_JWT_SECRET the function verifies tokens with. */
  jwtSecret: string;
}

export interface ManagedMember {
  id: string;
  token: string;
}

/**
 * A member as Supabase Auth leaves one: a row in auth.users (the profile trigger gives it the
 * 7-day trial, so Premium), a live session, and an access token with Supabase's claims signed
 * with the project's secret. For the managed `api` function, whose sign-up is Supabase Auth's.
 */
export async function createManagedMember(
  sql: Sql,
  auth: ManagedAuth,
  email: string,
): Promise<ManagedMember> {
  const id = randomUUID();
  const sessionId = randomUUID();
  await sql`
    insert into auth.users (id, aud, role, email, encrypted_password, raw_user_meta_data, raw_app_meta_data)
    values (${id}, 'authenticated', 'authenticated', ${email}, 'managed-by-gotrue', '{}'::jsonb,
            ${sql.json({ provider: 'email' })})`;
  await sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${id})`;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    sub: id,
    role: 'authenticated',
    aud: 'authenticated',
    email,
    session_id: sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(new URL('/auth/v1', auth.supabaseUrl).toString())
    .setIssuedAt(now)
    .setExpirationTime(now + 6 * 3600)
    .sign(new TextEncoder().encode(auth.jwtSecret));
  return { id, token };
}
