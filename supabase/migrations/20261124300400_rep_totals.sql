-- Concern: the leaderboard's figures (total reps per member, all time and per week), kept up to
-- date on every workout write, so GET /api/leaderboard never scans workouts.
--
-- The reps of a logged exercise are sets x reps; a row with reps but no sets counts as one set,
-- a row without reps counts nothing. rep_total holds each member's all-time sum and
-- weekly_rep_total the sum per leaderboard week: one week shared by every member, Sunday 00:00
-- UTC to the next Sunday (private.leaderboard_week), so everyone competes over the same hours.
--
-- The triggers on workout_exercise are statement-level with transition tables: a bulk insert of a
-- million rows updates the totals with one grouped upsert, not a million. A deleted workout takes
-- its reps with it in a BEFORE DELETE row trigger, while its exercise rows still exist; the
-- cascaded delete of those rows then finds no parent workout and counts nothing twice. Moving a
-- workout to another week moves its reps. Members only read their own totals; others reach them
-- through the privacy-aware functions of the `social` schema.

create table public.rep_total (
  user_id uuid primary key references auth.users (id) on delete cascade,
  total_reps bigint not null default 0,
  constraint rep_total_not_negative check (total_reps >= 0)
);
alter table public.rep_total enable row level security;
comment on table public.rep_total is
  'Per member: all-time sets x reps of every logged exercise, maintained by triggers on public.workout_exercise.';

-- Top-N reads walk it in order; user_id included so figures over the board can read the index alone.
create index rep_total_total_reps_idx on public.rep_total (total_reps desc) include (user_id);

revoke all on public.rep_total from anon, authenticated;
grant select on public.rep_total to authenticated;
create policy "Members read their own rep total"
  on public.rep_total for select to authenticated
  using ((select auth.uid()) = user_id);

create table public.weekly_rep_total (
  user_id uuid not null references auth.users (id) on delete cascade,
  week_start date not null,
  total_reps bigint not null default 0,
  primary key (user_id, week_start),
  constraint weekly_rep_total_not_negative check (total_reps >= 0)
);
alter table public.weekly_rep_total enable row level security;
comment on table public.weekly_rep_total is
  'Per member and leaderboard week: sets x reps logged that week, maintained by triggers.';
comment on column public.weekly_rep_total.week_start is
  'The Sunday (UTC) that starts the leaderboard week, as private.leaderboard_week() computes it.';

create index weekly_rep_total_week_start_total_reps_idx on public.weekly_rep_total (week_start, total_reps desc)
  include (user_id);

revoke all on public.weekly_rep_total from anon, authenticated;
grant select on public.weekly_rep_total to authenticated;
create policy "Members read their own weekly rep totals"
  on public.weekly_rep_total for select to authenticated
  using ((select auth.uid()) = user_id);

create or replace function private.leaderboard_week(p_at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select (pg_catalog.date_trunc('week', pg_catalog.timezone('UTC', p_at) + interval '1 day') - interval '1 day')::date
$$;
comment on function private.leaderboard_week(timestamptz) is
  'The leaderboard week an instant falls in, named by its first day: the Sunday (UTC) on or before it.';
revoke execute on function private.leaderboard_week(timestamptz) from public, anon, authenticated;

create or replace function private.reps_of(p_sets smallint, p_reps smallint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_sets, 1)::bigint * coalesce(p_reps, 0)
$$;
comment on function private.reps_of(smallint, smallint) is
  'Reps of one logged exercise: sets x reps, one set when sets are missing, none when reps are missing.';
revoke execute on function private.reps_of(smallint, smallint) from public, anon, authenticated;

-- Adds signed changes (member, week, reps) to both totals; members already deleted are skipped.
-- Existing rows are updated in place; only a missing row is inserted. (An INSERT ... ON CONFLICT
-- checks the proposed row's constraints before it finds the conflict, so a negative change must
-- never be proposed as a new row.) ON CONFLICT still covers a row created meanwhile by a
-- concurrent first workout of the same member.
create or replace function private.add_reps(p_user_ids uuid[], p_weeks date[], p_reps bigint[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  with changes as (
    select c.user_id, c.week_start, sum(c.reps) as reps
    from unnest(p_user_ids, p_weeks, p_reps) as c (user_id, week_start, reps)
    where exists (select 1 from auth.users u where u.id = c.user_id)
    group by c.user_id, c.week_start
    having sum(c.reps) <> 0
  ),
  updated as (
    update public.weekly_rep_total t
    set total_reps = t.total_reps + c.reps
    from changes c
    where t.user_id = c.user_id and t.week_start = c.week_start
    returning t.user_id, t.week_start
  )
  insert into public.weekly_rep_total (user_id, week_start, total_reps)
  select c.user_id, c.week_start, c.reps
  from changes c
  where not exists (select 1 from updated u where u.user_id = c.user_id and u.week_start = c.week_start)
  order by c.user_id, c.week_start
  on conflict (user_id, week_start) do update
  set total_reps = public.weekly_rep_total.total_reps + excluded.total_reps;

  with changes as (
    select c.user_id, sum(c.reps) as reps
    from unnest(p_user_ids, p_reps) as c (user_id, reps)
    where exists (select 1 from auth.users u where u.id = c.user_id)
    group by c.user_id
    having sum(c.reps) <> 0
  ),
  updated as (
    update public.rep_total t
    set total_reps = t.total_reps + c.reps
    from changes c
    where t.user_id = c.user_id
    returning t.user_id
  )
  insert into public.rep_total (user_id, total_reps)
  select c.user_id, c.reps
  from changes c
  where not exists (select 1 from updated u where u.user_id = c.user_id)
  order by c.user_id
  on conflict (user_id) do update
  set total_reps = public.rep_total.total_reps + excluded.total_reps;
end;
$$;
comment on function private.add_reps(uuid[], date[], bigint[]) is
  'Adds (member, week, reps) changes, positive or negative, to weekly_rep_total and rep_total.';
revoke execute on function private.add_reps(uuid[], date[], bigint[]) from public, anon, authenticated;

create or replace function private.count_reps_of_lifts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Rows whose workout is gone were uncounted with the workout (private.uncount_reps_of_workout).
  if tg_op = 'INSERT' then
    perform private.add_reps(array_agg(n.user_id), array_agg(private.leaderboard_week(w.date)),
                             array_agg(private.reps_of(n.sets, n.reps)))
    from new_rows n
    join public.workout w on w.id = n.workout_id and w.user_id = n.user_id;
  elsif tg_op = 'UPDATE' then
    perform private.add_reps(array_agg(changed.user_id), array_agg(changed.week_start), array_agg(changed.reps))
    from (
      select n.user_id, private.leaderboard_week(w.date) as week_start, private.reps_of(n.sets, n.reps) as reps
      from new_rows n
      join public.workout w on w.id = n.workout_id and w.user_id = n.user_id
      union all
      select o.user_id, private.leaderboard_week(w.date), -private.reps_of(o.sets, o.reps)
      from old_rows o
      join public.workout w on w.id = o.workout_id and w.user_id = o.user_id
    ) as changed;
  else
    perform private.add_reps(array_agg(o.user_id), array_agg(private.leaderboard_week(w.date)),
                             array_agg(-private.reps_of(o.sets, o.reps)))
    from old_rows o
    join public.workout w on w.id = o.workout_id and w.user_id = o.user_id;
  end if;
  return null;
end;
$$;
comment on function private.count_reps_of_lifts() is
  'AFTER INSERT/UPDATE/DELETE statement trigger on workout_exercise: applies the reps added, changed or removed.';
revoke execute on function private.count_reps_of_lifts() from public, anon, authenticated;

-- Transition tables need one trigger per event.
create trigger workout_exercise_count_reps_inserted
  after insert on public.workout_exercise
  referencing new table as new_rows
  for each statement execute function private.count_reps_of_lifts();
create trigger workout_exercise_count_reps_updated
  after update on public.workout_exercise
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_reps_of_lifts();
create trigger workout_exercise_count_reps_deleted
  after delete on public.workout_exercise
  referencing old table as old_rows
  for each statement execute function private.count_reps_of_lifts();

create or replace function private.uncount_reps_of_workout()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_reps(array_agg(we.user_id), array_agg(private.leaderboard_week(old.date)),
                           array_agg(-private.reps_of(we.sets, we.reps)))
  from public.workout_exercise we
  where we.workout_id = old.id and we.user_id = old.user_id;
  return old;
end;
$$;
comment on function private.uncount_reps_of_workout() is
  'BEFORE DELETE trigger on workout: removes the workout''s reps from the totals while its exercise rows still exist.';
revoke execute on function private.uncount_reps_of_workout() from public, anon, authenticated;

create trigger workout_uncount_reps
  before delete on public.workout
  for each row execute function private.uncount_reps_of_workout();

create or replace function private.move_reps_of_workout()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_week date := private.leaderboard_week(old.date);
  new_week date := private.leaderboard_week(new.date);
begin
  if old_week <> new_week then
    perform private.add_reps(array_agg(moved.user_id), array_agg(moved.week_start), array_agg(moved.reps))
    from (
      select we.user_id, new_week as week_start, private.reps_of(we.sets, we.reps) as reps
      from public.workout_exercise we
      where we.workout_id = new.id and we.user_id = new.user_id
      union all
      select we.user_id, old_week, -private.reps_of(we.sets, we.reps)
      from public.workout_exercise we
      where we.workout_id = new.id and we.user_id = new.user_id
    ) as moved;
  end if;
  return null;
end;
$$;
comment on function private.move_reps_of_workout() is
  'AFTER UPDATE OF date trigger on workout: moves the workout''s reps to the leaderboard week it now falls in.';
revoke execute on function private.move_reps_of_workout() from public, anon, authenticated;

create trigger workout_move_reps
  after update of date on public.workout
  for each row
  when (old.date is distinct from new.date)
  execute function private.move_reps_of_workout();

create or replace function private.rebuild_rep_totals()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.weekly_rep_total;
  insert into public.weekly_rep_total (user_id, week_start, total_reps)
  select we.user_id, private.leaderboard_week(w.date), sum(private.reps_of(we.sets, we.reps))
  from public.workout_exercise we
  join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
  group by 1, 2
  having sum(private.reps_of(we.sets, we.reps)) > 0;

  delete from public.rep_total;
  insert into public.rep_total (user_id, total_reps)
  select user_id, sum(total_reps) from public.weekly_rep_total group by user_id;
$$;
comment on function private.rebuild_rep_totals() is
  'Recomputes rep_total and weekly_rep_total from scratch, set-based (backfill, bulk loads, repair).';
revoke execute on function private.rebuild_rep_totals() from public, anon, authenticated;

select private.rebuild_rep_totals();
