-- Concern: the `private` schema and the privilege defaults every later migration relies on.
--
-- `private` holds helpers (trigger functions) and internal tables that must never be reachable
-- through the Data API: anon and authenticated get no usage on it. Only service_role, which the
-- backend uses for webhooks, scheduled jobs and auth bookkeeping, may use it, and only on the
-- tables granted to it explicitly.
--
-- Postgres grants EXECUTE on every new function to PUBLIC, and Supabase additionally grants it to
-- anon and authenticated for functions in `public`. Both defaults are removed here, so a function
-- is callable by API roles only where a migration grants it. Trigger functions need no EXECUTE
-- grant: Postgres checks that privilege when the trigger is created, not when it fires.
--
-- The row-level security policies of these migrations never call helpers in `private` (the API
-- roles could not reach them without usage on the schema); they use `(select auth.uid())` and
-- plain `exists` subqueries on parent tables instead, kept simple by the composite foreign keys
-- that give every member-written child row its own user_id. Helpers here serve triggers only.

create schema if not exists private;
comment on schema private is
  'Internal helpers and tables, never exposed through the Data API. No usage for anon or authenticated.';

revoke all on schema private from public;
grant usage on schema private to service_role;

alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

-- One trigger function keeps every `updated_at` column current.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
comment on function private.set_updated_at() is
  'BEFORE UPDATE trigger: stamps updated_at with the transaction time.';
revoke execute on function private.set_updated_at() from public, anon, authenticated;
