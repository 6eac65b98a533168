-- Concern: the mile tracker: sessions and their one-mile splits.
--
-- A member has at most one active session (the tracker restores "the" active session on load).
-- Splits carry their own user_id, tied to the session's by the composite foreign key (session_id,
-- user_id). Times are whole seconds; distance counts 1000 units per mile.

create table public.mile_tracker_session (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  activity_type public.mile_activity_type not null default 'run',
  total_distance integer not null default 0,
  total_time integer not null default 0,
  average_pace integer,
  status public.mile_session_status not null default 'active',
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint mile_tracker_session_id_user_id_key unique (id, user_id),
  constraint mile_tracker_session_total_distance_not_negative check (total_distance >= 0),
  constraint mile_tracker_session_total_time_not_negative check (total_time >= 0),
  constraint mile_tracker_session_average_pace_not_negative check (average_pace >= 0),
  constraint mile_tracker_session_completed_at_when_completed check ((status = 'completed') = (completed_at is not null))
);
alter table public.mile_tracker_session enable row level security;

comment on table public.mile_tracker_session is 'A run, walk or ride recorded mile by mile.';
comment on column public.mile_tracker_session.activity_type is 'run (the default), walk or bike.';
comment on column public.mile_tracker_session.total_distance is 'Distance in thousandths of a mile (1000 per completed mile).';
comment on column public.mile_tracker_session.total_time is 'Seconds.';
comment on column public.mile_tracker_session.average_pace is 'Seconds per mile (total time / completed miles); null until a mile is done.';
comment on column public.mile_tracker_session.completed_at is 'Set exactly when status is completed.';

create unique index mile_tracker_session_one_active_per_member
  on public.mile_tracker_session (user_id)
  where status = 'active';
comment on index public.mile_tracker_session_one_active_per_member is 'A member has at most one active session.';
create index mile_tracker_session_user_id_started_at_idx on public.mile_tracker_session (user_id, started_at desc);

revoke all on public.mile_tracker_session from anon, authenticated;
grant select, insert, update, delete on public.mile_tracker_session to authenticated;

create policy "Members read their own mile sessions"
  on public.mile_tracker_session for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members start their own mile sessions"
  on public.mile_tracker_session for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own mile sessions"
  on public.mile_tracker_session for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own mile sessions"
  on public.mile_tracker_session for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.mile_tracker_split (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  mile_number integer not null,
  split_time integer not null,
  cumulative_time integer not null,
  pace integer,
  completed_at timestamptz not null default now(),
  constraint mile_tracker_split_session_fkey foreign key (session_id, user_id)
    references public.mile_tracker_session (id, user_id) on delete cascade,
  constraint mile_tracker_split_mile_key unique (session_id, user_id, mile_number),
  constraint mile_tracker_split_mile_number_positive check (mile_number >= 1),
  constraint mile_tracker_split_split_time_not_negative check (split_time >= 0),
  constraint mile_tracker_split_cumulative_time_not_negative check (cumulative_time >= 0),
  constraint mile_tracker_split_pace_not_negative check (pace >= 0)
);
alter table public.mile_tracker_split enable row level security;

comment on table public.mile_tracker_split is 'One completed mile of a mile tracker session.';
comment on column public.mile_tracker_split.user_id is 'Owner, always the session''s member (composite foreign key).';
comment on column public.mile_tracker_split.mile_number is 'Which mile of the session, from 1.';
comment on column public.mile_tracker_split.split_time is 'Seconds this mile took.';
comment on column public.mile_tracker_split.cumulative_time is 'Seconds since the session started, at the end of this mile.';
comment on column public.mile_tracker_split.pace is 'Seconds per mile for this split (equals split_time).';
comment on constraint mile_tracker_split_mile_key on public.mile_tracker_split is
  'Each mile is recorded once per session (session_id determines user_id); also indexes the foreign key.';

create index mile_tracker_split_user_id_idx on public.mile_tracker_split (user_id);

revoke all on public.mile_tracker_split from anon, authenticated;
grant select, insert, update, delete on public.mile_tracker_split to authenticated;

create policy "Members read their own mile splits"
  on public.mile_tracker_split for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members record their own mile splits"
  on public.mile_tracker_split for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own mile splits"
  on public.mile_tracker_split for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own mile splits"
  on public.mile_tracker_split for delete to authenticated
  using ((select auth.uid()) = user_id);
