-- Concern: weekly goals, owned and fully managed by their member.
--
-- `current` is stored as the product's data schema has it, but the progress a goal shows is
-- derived from the member's workouts; the column is kept for goals a future job may track directly.

create table public.goal (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type public.goal_type not null,
  target integer not null,
  current integer not null default 0,
  period public.goal_period not null default 'weekly',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint goal_target_range check (target > 0 and target <= 1000000),
  constraint goal_current_not_negative check (current >= 0)
);
alter table public.goal enable row level security;

comment on table public.goal is 'A member''s goal: a target number of workouts, minutes or calories per period.';
comment on column public.goal.target is 'Target count per period, in the unit of `type` (workouts, minutes or kcal).';
comment on column public.goal.current is 'Stored progress; the app displays progress derived from stats instead.';

create index goal_user_id_idx on public.goal (user_id);

revoke all on public.goal from anon, authenticated;
grant select, insert, update, delete on public.goal to authenticated;

create policy "Members read their own goals"
  on public.goal for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members create their own goals"
  on public.goal for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own goals"
  on public.goal for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own goals"
  on public.goal for delete to authenticated
  using ((select auth.uid()) = user_id);
