-- Concern: the member profile (the `user` of the product's data schema) and its upkeep from
-- auth.users.
--
-- Supabase Auth owns identity. The data schema's passwordHash, authProvider, googleId and
-- isEmailVerified live in auth.users / auth.identities (encrypted_password,
-- raw_app_meta_data.provider, identities.provider_id, email_confirmed_at), and its `sessions` table
-- (sid, sess, expire) is not created at all: Supabase Auth's JWTs and refresh tokens
-- (auth.sessions, auth.refresh_tokens) replace server-side sessions in both runtimes.
--
-- A profile row is created by a trigger on auth.users, so it exists whichever way the account was
-- made (password sign-up, Google, Supabase dashboard, the local auth provider). Members may change
-- only their names, picture and time zone (column-level UPDATE grant); streak, subscription and
-- Stripe fields are written by the server as service_role.

create table public.profile (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  username text not null,
  first_name text,
  last_name text,
  profile_image_url text,
  streak integer not null default 0,
  subscription_status public.subscription_status not null default 'free_trial',
  subscription_start_date timestamptz,
  last_payment_date timestamptz,
  subscription_expires_at timestamptz,
  stripe_customer_id text,
  stripe_subscription_id text,
  time_zone text not null default 'UTC',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profile_username_format check (username ~ '^[A-Za-z0-9_]{3,30}$'),
  constraint profile_first_name_length check (char_length(first_name) <= 50),
  constraint profile_last_name_length check (char_length(last_name) <= 50),
  constraint profile_image_url_format check (
    char_length(profile_image_url) <= 2048 and profile_image_url ~* '^(https?://|/[^/])'
  ),
  constraint profile_streak_not_negative check (streak >= 0),
  constraint profile_time_zone_format check (time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$')
);
alter table public.profile enable row level security;

comment on table public.profile is
  'One row per account (the data schema''s "user"), keyed by auth.users.id and created by a trigger on auth.users. '
  'Password hash, auth provider, Google id and e-mail verification live in Supabase Auth: '
  'auth.users.encrypted_password, auth.users.raw_app_meta_data->>''provider'', '
  'auth.identities.provider_id and auth.users.email_confirmed_at.';
comment on column public.profile.email is 'Copy of auth.users.email, kept in sync by a trigger; sign-in by username looks it up here.';
comment on column public.profile.username is 'Public handle, 3-30 letters, digits or underscores, unique regardless of case.';
comment on column public.profile.profile_image_url is 'Absolute http(s) URL, or a root-relative URL of the local storage runtime (/storage/v1/object/public/...).';
comment on column public.profile.streak is 'Consecutive local days with a workout, maintained by the server.';
comment on column public.profile.subscription_status is 'Premium state, server-managed (Stripe webhooks); new members start on free_trial.';
comment on column public.profile.stripe_customer_id is 'Stripe customer (cus_...), server-managed.';
comment on column public.profile.stripe_subscription_id is 'Stripe subscription (sub_...), server-managed.';
comment on column public.profile.time_zone is
  'IANA time zone from the member''s browser; workout days, streaks, calendars and weekly goals count in it.';

create unique index profile_username_key on public.profile (lower(username));
create unique index profile_email_key on public.profile (lower(email));
create unique index profile_stripe_customer_id_key on public.profile (stripe_customer_id);
create unique index profile_stripe_subscription_id_key on public.profile (stripe_subscription_id);

revoke all on public.profile from anon, authenticated;
grant select on public.profile to authenticated;
grant update (first_name, last_name, profile_image_url, time_zone) on public.profile to authenticated;

create policy "Members read their own profile"
  on public.profile for select to authenticated
  using ((select auth.uid()) = id);

create policy "Members update their own profile"
  on public.profile for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

create trigger profile_set_updated_at
  before update on public.profile
  for each row execute function private.set_updated_at();

-- A CHECK constraint cannot look at the time zone database, so a trigger does; the format check
-- above keeps the column to plausible names first. UTC (the default) needs no look-up.
create or replace function private.check_profile_time_zone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.time_zone <> 'UTC'
     and not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone "%"', new.time_zone
      using errcode = 'check_violation', constraint = 'profile_time_zone_known';
  end if;
  return new;
end;
$$;
comment on function private.check_profile_time_zone() is
  'Refuses a profile time zone that is not in the time zone database.';
revoke execute on function private.check_profile_time_zone() from public, anon, authenticated;

create trigger profile_check_time_zone
  before insert or update of time_zone on public.profile
  for each row execute function private.check_profile_time_zone();

-- Username for an account that did not choose one (Google sign-in): the e-mail's local part kept
-- to [A-Za-z0-9_], brought to 3-30 characters, with digits appended until no profile has it.
create or replace function private.available_username(p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text := pg_catalog.left(
    pg_catalog.regexp_replace(pg_catalog.split_part(coalesce(p_email, ''), '@', 1), '[^A-Za-z0-9_]', '', 'g'),
    30);
  candidate text;
  suffix text;
  attempt integer := 0;
begin
  if pg_catalog.char_length(base) < 3 then
    base := pg_catalog.left('user_' || base, 30);
  end if;
  candidate := base;
  while exists (select 1 from public.profile p where pg_catalog.lower(p.username) = pg_catalog.lower(candidate)) loop
    attempt := attempt + 1;
    -- Counting up keeps names short; after a few clashes a random number finds a free one fast.
    suffix := case when attempt <= 20 then attempt::text
                   else (pg_catalog.floor(pg_catalog.random() * 900000) + 100000)::bigint::text end;
    candidate := pg_catalog.left(base, 30 - pg_catalog.char_length(suffix)) || suffix;
  end loop;
  return candidate;
end;
$$;
comment on function private.available_username(text) is
  'A valid username derived from an e-mail address that no profile uses yet (case-insensitively).';
revoke execute on function private.available_username(text) from public, anon, authenticated;

-- Trims a metadata name to the profile's 50 characters; blank becomes null.
create or replace function private.metadata_name(p_value text)
returns text
language sql
immutable
security definer
set search_path = ''
as $$
  select nullif(pg_catalog.left(pg_catalog.btrim(p_value), 50), '')
$$;
comment on function private.metadata_name(text) is 'Normalises a name from auth metadata: trimmed, at most 50 characters, null when blank.';
revoke execute on function private.metadata_name(text) from public, anon, authenticated;

create or replace function private.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  chosen_username text := nullif(pg_catalog.btrim(meta ->> 'username'), '');
  username text;
  picture text := coalesce(nullif(meta ->> 'avatar_url', ''), nullif(meta ->> 'picture', ''));
  failed_constraint text;
begin
  if picture !~* '^https?://' or pg_catalog.char_length(picture) > 2048 then
    picture := null;
  end if;
  loop
    username := coalesce(chosen_username, private.available_username(new.email));
    begin
      insert into public.profile (id, email, username, first_name, last_name, profile_image_url)
      values (
        new.id,
        new.email,
        username,
        private.metadata_name(coalesce(meta ->> 'first_name', meta ->> 'given_name')),
        private.metadata_name(coalesce(meta ->> 'last_name', meta ->> 'family_name')),
        picture
      );
      return new;
    exception when unique_violation then
      get stacked diagnostics failed_constraint = constraint_name;
      -- A generated name taken by a concurrent sign-up: derive another. A username the member
      -- chose, or a duplicate e-mail, is reported to the caller as it is.
      if chosen_username is not null or failed_constraint <> 'profile_username_key' then
        raise;
      end if;
    end;
  end loop;
end;
$$;
comment on function private.create_profile_for_new_user() is
  'AFTER INSERT trigger on auth.users: creates the member''s profile from the sign-up metadata '
  '(username, first_name/last_name or Google''s given_name/family_name, avatar_url or picture).';
revoke execute on function private.create_profile_for_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

create or replace function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profile set email = new.email where id = new.id;
  return new;
end;
$$;
comment on function private.sync_profile_email() is
  'AFTER UPDATE OF email trigger on auth.users: copies a confirmed e-mail change to the profile.';
revoke execute on function private.sync_profile_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (new.email is distinct from old.email)
  execute function private.sync_profile_email();
