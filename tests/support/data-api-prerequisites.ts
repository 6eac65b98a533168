import type { Sql } from '../../supabase/functions/_shared/db/database.ts';

/**
 * PostgREST calls this before every request (db-pre-request), after switching to the request's
 * role and setting its claims: the same live-session check the API makes in asUser.
 */
export const SESSION_CHECK_FUNCTION = 'data_api.check_live_session';

/**
 * The role PostgREST logs in as on Supabase: it may switch to each API role and has no rights of
 * its own (noinherit). Roles are shared by every database of a PostgreSQL server, so test files
 * running at once may race to create it; whichever loses finds it made.
 */
const AUTHENTICATOR_ROLE = `
do $$
begin
  begin
    create role authenticator login noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    grant anon, authenticated, service_role to authenticator;
  exception when unique_violation then null;
  end;
end
$$;`;

/**
 * The schema `private` is out of the API roles' reach, and PostgREST runs the check as the
 * request's role, so the check sits in a schema of its own: usable by the API roles, and not
 * among the schemas PostgREST exposes, so it is no endpoint. Requests as `anon` (the anon key
 * alone) or `service_role` carry no session and pass; a member's token must name a live session.
 */
const SESSION_CHECK = `
create schema if not exists data_api;
comment on schema data_api is
  'Functions PostgREST calls by itself (db-pre-request). Usable by the API roles, never exposed as endpoints.';
grant usage on schema data_api to anon, authenticated, service_role;

create or replace function data_api.check_live_session()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims text := nullif(pg_catalog.current_setting('request.jwt.claims', true), '');
begin
  if claims::jsonb ->> 'role' = 'authenticated' then
    perform private.assert_live_session(claims);
  end if;
end;
$$;
comment on function data_api.check_live_session() is
  'PostgREST''s db-pre-request: raises PT401 (answered 401) when a member''s token names a signed-out or revoked session.';
revoke execute on function data_api.check_live_session() from public;
grant execute on function data_api.check_live_session() to anon, authenticated, service_role;`;

/**
 * What PostgREST needs in the database and the migrations do not (yet) provide: created here
 * when missing, left alone when a migration or the shims already made them.
 */
export async function ensureDataApiPrerequisites(sql: Sql): Promise<void> {
  await sql.unsafe(AUTHENTICATOR_ROLE);
  const [check] = await sql<{ present: boolean }[]>`
    select pg_catalog.to_regprocedure(${`${SESSION_CHECK_FUNCTION}()`}) is not null as present`;
  if (!check?.present) await sql.unsafe(SESSION_CHECK);
}
