-- Concern: what a member lets other members see of them in the community feed and on the
-- leaderboard.
--
-- One optional row per member; no row means the defaults (shown on the leaderboard, streak shown
-- on posts), so existing and new members need no backfill. The member reads and writes only their
-- own row. The choices are applied in SQL where other members' data is read: the leaderboard reads
-- only members who show on it, and the feed shows an author's streak only when they allow it (see
-- the `social` schema, migration 20261124300500), so no route can forget them.

create table public.privacy_setting (
  user_id uuid primary key references auth.users (id) on delete cascade,
  show_on_leaderboard boolean not null default true,
  show_streak boolean not null default true,
  updated_at timestamptz not null default now()
);
alter table public.privacy_setting enable row level security;

comment on table public.privacy_setting is
  'A member''s privacy choices for the community feed and the leaderboard; a missing row means the defaults.';
comment on column public.privacy_setting.show_on_leaderboard is
  'False: the member never appears on the leaderboard, nor in its counts, top score or average.';
comment on column public.privacy_setting.show_streak is
  'False: the member''s posts show no streak to anyone.';

revoke all on public.privacy_setting from anon, authenticated;
grant select on public.privacy_setting to authenticated;
grant insert (user_id, show_on_leaderboard, show_streak) on public.privacy_setting to authenticated;
grant update (show_on_leaderboard, show_streak) on public.privacy_setting to authenticated;

create policy "Members read their own privacy settings"
  on public.privacy_setting for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members create their own privacy settings"
  on public.privacy_setting for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members change their own privacy settings"
  on public.privacy_setting for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create trigger privacy_setting_set_updated_at
  before update on public.privacy_setting
  for each row execute function private.set_updated_at();
