-- Concern: a signed-out or revoked session is refused by the Data API too, not only by /api.
--
-- The facade checks the token's session in the statement that sets its claims (migration
-- 20261123000600). PostgREST runs a "pre-request" function after switching to the request's role
-- and before the request's own statement: this is that function, raising the same PT401 (answered
-- 401 by PostgREST) for a member token whose session no longer lives. Tokens of other roles (the
-- anon key) carry no session and pass.
--
-- It lives in `data_api`, a schema the API roles may use but PostgREST does not expose (it serves
-- `public` only), so it is not itself an endpoint. On Supabase the migration points PostgREST at it
-- through the `authenticator` role's settings and asks PostgREST to reload them.

create schema if not exists data_api;
comment on schema data_api is
  'Functions PostgREST calls around every Data API request; not exposed as endpoints itself.';
revoke all on schema data_api from public;
grant usage on schema data_api to anon, authenticated;

create or replace function data_api.check_request()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims text := pg_catalog.current_setting('request.jwt.claims', true);
begin
  if coalesce(claims, '') <> '' and (claims::jsonb ->> 'role') = 'authenticated' then
    perform private.assert_live_session(claims);
  end if;
end;
$$;
comment on function data_api.check_request() is
  'PostgREST db-pre-request: refuses (PT401) a member token whose session was signed out or revoked.';
revoke execute on function data_api.check_request() from public;
grant execute on function data_api.check_request() to anon, authenticated;

do $configure$
begin
  if exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    alter role authenticator set pgrst.db_pre_request = 'data_api.check_request';
    notify pgrst, 'reload config';
  end if;
end;
$configure$;
