-- Concern: the role the /api facade takes for a member, apart from the Data API's `authenticated`.
--
-- A member's token reaches the database two ways: through Supabase's Data API (PostgREST, with the
-- role `authenticated`) and through the /api facade. Most rules hold the same on both paths and
-- live in policies, constraints and triggers. A few writes, though, carry rules only the facade's
-- domain code can judge: a meal plan the planner produced, a picture URL the upload produced, a
-- run's totals checked against its splits, allergy words the planner understands. Those columns
-- are granted to `api_member` alone. The facade switches to it (`set local role api_member`) in
-- the member's transaction; it is a member of `authenticated`, so every policy written `to
-- authenticated` applies to it unchanged and row-level security still keeps each member to their
-- own rows. PostgREST can never take it: its connecting role (`authenticator` on Supabase) is not
-- granted it, and a member's token can only name the roles that role may switch to.

do $role$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'api_member') then
    create role api_member nologin inherit;
  end if;
end;
$role$;
comment on role api_member is
  'A member acting through the /api facade: authenticated plus the writes whose rules only the facade can check.';

grant authenticated to api_member;
-- Migrations run as the role the facade connects as (postgres, on Supabase and standalone).
grant api_member to current_user;
grant usage on schema public to api_member;
