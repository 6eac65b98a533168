-- Concern: what a workout write costs the database. Everything maintained from workouts (the
-- totals, the streak, the records, the leaderboard's rep totals) is now kept by statement-level
-- triggers with transition tables, so a statement writing forty workouts (a session) updates each
-- maintained table once, set-based, instead of once per row; and the coach's recompute leaves the
-- request: a write only marks the member's suggestions stale (private.coach_stale), and the coach
-- recomputes them on the member's next read of suggestions or in its scheduled run.
--
-- Replaced here (per-row triggers and their functions): workout_refresh_streak,
-- workout_count_in_totals, workout_exercise_refresh_record, workout_refresh_records_when_moved,
-- workout_uncount_reps, workout_move_reps, and the rep triggers of workout_exercise (already
-- statement-level, now part of the one trigger of each event on that table).
--
-- The helpers are PL/pgSQL with generic plans (plan_cache_mode = force_generic_plan), and find
-- rows by `= any(array)` on indexed columns: a SQL function's body is planned again at every call,
-- and so is a PL/pgSQL statement on custom plans, which cost 1 to 5 ms per write here (measured
-- with pg_stat_statements); a generic plan of an `= any` lookup stays an index scan.
--
-- One limit remains: deleting workouts cascades to their exercise rows through the foreign key,
-- whose action PostgreSQL runs once per deleted workout, so a delete of many workouts still fires
-- the exercise-row trigger once per workout. Inserts and corrections, the common writes, are
-- one pass per statement.

drop trigger workout_refresh_streak on public.workout;
drop trigger workout_count_in_totals on public.workout;
drop trigger workout_refresh_records_when_moved on public.workout;
drop trigger workout_uncount_reps on public.workout;
drop trigger workout_move_reps on public.workout;
drop trigger workout_exercise_refresh_record on public.workout_exercise;
drop trigger workout_exercise_count_reps_inserted on public.workout_exercise;
drop trigger workout_exercise_count_reps_updated on public.workout_exercise;
drop trigger workout_exercise_count_reps_deleted on public.workout_exercise;
drop function private.refresh_streak_after_workout_write();
drop function private.count_workout_in_totals();
drop function private.refresh_records_after_workout_moved();
drop function private.uncount_reps_of_workout();
drop function private.move_reps_of_workout();
drop function private.refresh_record_after_lift_write();
drop function private.count_reps_of_lifts();
drop function private.refresh_exercise_record(uuid, uuid);

-- As before, with the rows to update found through the index (see the note on generic plans above).
create or replace function private.add_reps(p_user_ids uuid[], p_weeks date[], p_reps bigint[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
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
    where t.user_id = c.user_id and t.week_start = c.week_start and t.user_id = any(p_user_ids)
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
    where t.user_id = c.user_id and t.user_id = any(p_user_ids)
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

-- The coach's queue: one row per member whose training changed since the coach last looked.
create table private.coach_stale (
  user_id uuid primary key references auth.users (id) on delete cascade,
  marked_at timestamptz not null default now()
);
alter table private.coach_stale enable row level security;
comment on table private.coach_stale is
  'Members whose coach suggestions are out of date: marked by workout writes (one row per member, '
  'however many writes), taken by the coach when it recomputes them.';
revoke all on private.coach_stale from public, anon, authenticated;
grant select, delete on private.coach_stale to service_role;

-- Marks members stale. Updating an existing mark (rather than doing nothing) takes its row lock
-- until the writer commits, so a coach taking the mark meanwhile waits and then reads the write;
-- a second mark in the same transaction (same now()) writes nothing.
create or replace function private.mark_coach_stale(p_user_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
    insert into private.coach_stale (user_id, marked_at)
    select u.id, pg_catalog.now()
    from auth.users u
    where u.id = any(p_user_ids)
    order by u.id
    on conflict (user_id) do update set marked_at = excluded.marked_at
    where private.coach_stale.marked_at < excluded.marked_at;
end;
$$;
comment on function private.mark_coach_stale(uuid[]) is
  'Marks the members'' coach suggestions stale (one row per member; members already deleted are skipped).';
revoke execute on function private.mark_coach_stale(uuid[]) from public, anon, authenticated;

-- Adds signed changes (member, workouts, minutes, calories) to workout_totals in one statement.
-- Existing rows are updated in place and only missing ones inserted, as in private.add_reps: an
-- INSERT ... ON CONFLICT checks the proposed row's constraints first, so a negative change must
-- never be proposed as a new row.
create or replace function private.add_workout_totals(
  p_user_ids uuid[], p_workouts integer[], p_minutes bigint[], p_calories bigint[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
    with changes as (
      select c.user_id, sum(c.workouts) as workouts, sum(c.minutes) as minutes, sum(c.calories) as calories
      from unnest(p_user_ids, p_workouts, p_minutes, p_calories) as c (user_id, workouts, minutes, calories)
      group by c.user_id
      having sum(c.workouts) <> 0 or sum(c.minutes) <> 0 or sum(c.calories) <> 0
    ),
    updated as (
      update public.workout_totals t
      set total_workouts = t.total_workouts + c.workouts,
          total_minutes = t.total_minutes + c.minutes,
          total_calories = t.total_calories + c.calories
      from changes c
      where t.user_id = c.user_id and t.user_id = any(p_user_ids)
      returning t.user_id
    )
    insert into public.workout_totals (user_id, total_workouts, total_minutes, total_calories)
    select c.user_id, c.workouts, c.minutes, c.calories
    from changes c
    -- During an account deletion the member is already gone; there is nothing left to count.
    where not exists (select 1 from updated u where u.user_id = c.user_id)
      and exists (select 1 from auth.users u where u.id = c.user_id)
    order by c.user_id
    on conflict (user_id) do update
    set total_workouts = public.workout_totals.total_workouts + excluded.total_workouts,
        total_minutes = public.workout_totals.total_minutes + excluded.total_minutes,
        total_calories = public.workout_totals.total_calories + excluded.total_calories;
end;
$$;
comment on function private.add_workout_totals(uuid[], integer[], bigint[], bigint[]) is
  'Adds (member, workouts, minutes, calories) changes, positive or negative, to workout_totals.';
revoke execute on function private.add_workout_totals(uuid[], integer[], bigint[], bigint[])
  from public, anon, authenticated;

create or replace function private.refresh_streaks(p_user_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
    update public.profile p
    set streak = fresh.run
    from (
      select member.id, private.streak_run_length(member.id, member.time_zone) as run
      from public.profile member
      where member.id = any(p_user_ids)
    ) as fresh
    where p.id = fresh.id and p.id = any(p_user_ids) and p.streak is distinct from fresh.run;
end;
$$;
comment on function private.refresh_streaks(uuid[]) is
  'Recomputes profile.streak of the given members, in one statement; unchanged streaks are not rewritten.';
revoke execute on function private.refresh_streaks(uuid[]) from public, anon, authenticated;

-- Recomputes the records of the given (member, exercise) pairs from their lifts, in one statement:
-- the best weight, and whether a session ever lifted more than every earlier one.
create or replace function private.refresh_exercise_records(p_user_ids uuid[], p_exercise_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
    with affected as (
      select distinct a.user_id, a.exercise_id
      from unnest(p_user_ids, p_exercise_ids) as a (user_id, exercise_id)
    ),
    computed as (
      select user_id, exercise_id, max(weight) as best_weight,
             coalesce(bool_or(weight > earlier_best), false) as beaten
      from (
        select we.user_id, we.exercise_id, we.weight,
               max(we.weight) over (
                 partition by we.user_id, we.exercise_id order by w.date, w.id
                 rows between unbounded preceding and 1 preceding
               ) as earlier_best
        from public.workout_exercise we
        join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
        where we.user_id = any(p_user_ids) and we.exercise_id = any(p_exercise_ids) and we.weight > 0
          and exists (select 1 from affected a where a.user_id = we.user_id and a.exercise_id = we.exercise_id)
      ) as lifts
      group by user_id, exercise_id
    ),
    removed as (
      delete from public.exercise_record r
      using affected a
      where r.user_id = a.user_id and r.exercise_id = a.exercise_id and r.user_id = any(p_user_ids)
        and not exists (select 1 from computed c where c.user_id = a.user_id and c.exercise_id = a.exercise_id)
    )
    insert into public.exercise_record (user_id, exercise_id, best_weight, beaten)
    select c.user_id, c.exercise_id, c.best_weight, c.beaten
    from computed c
    where exists (select 1 from auth.users u where u.id = c.user_id)
    order by c.user_id, c.exercise_id
    on conflict (user_id, exercise_id) do update
    set best_weight = excluded.best_weight, beaten = excluded.beaten
    where (public.exercise_record.best_weight, public.exercise_record.beaten)
          is distinct from (excluded.best_weight, excluded.beaten);
end;
$$;
comment on function private.refresh_exercise_records(uuid[], uuid[]) is
  'Recomputes exercise_record for the given (member, exercise) pairs, set-based; pairs without lifts lose their row.';
revoke execute on function private.refresh_exercise_records(uuid[], uuid[]) from public, anon, authenticated;

-- Recomputes the rep totals of the given (member, leaderboard week) pairs from the rows that are
-- left: a deleted workout's exercise rows are gone by the time its statement's trigger runs.
create or replace function private.recount_reps_of_weeks(p_user_ids uuid[], p_weeks date[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  perform private.add_reps(array_agg(diff.user_id), array_agg(diff.week_start), array_agg(diff.reps))
  from (
    select a.user_id, a.week_start,
           coalesce((
             select sum(private.reps_of(we.sets, we.reps))
             from public.workout w
             join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
             where w.user_id = a.user_id
               and w.date >= a.week_start::timestamp at time zone 'UTC'
               and w.date < (a.week_start + 7)::timestamp at time zone 'UTC'
           ), 0)::bigint - coalesce(t.total_reps, 0) as reps
    from (select distinct user_id, week_start from unnest(p_user_ids, p_weeks) as a (user_id, week_start)) as a
    left join public.weekly_rep_total t on t.user_id = a.user_id and t.week_start = a.week_start
  ) as diff;
end;
$$;
comment on function private.recount_reps_of_weeks(uuid[], date[]) is
  'Sets the weekly and all-time rep totals of the given (member, week) pairs to what their workouts now hold.';
revoke execute on function private.recount_reps_of_weeks(uuid[], date[]) from public, anon, authenticated;

create or replace function private.maintain_after_workout_write()
returns trigger
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  if tg_op = 'INSERT' then
    perform private.add_workout_totals(array_agg(n.user_id), array_agg(1), array_agg(n.duration::bigint),
                                       array_agg(n.calories_burned::bigint))
    from new_rows n;
    perform private.refresh_streaks(array_agg(distinct n.user_id)) from new_rows n;
    -- Records, rep totals and the coach follow the exercise rows (private.maintain_after_lift_write).
  elsif tg_op = 'DELETE' then
    perform private.add_workout_totals(array_agg(o.user_id), array_agg(-1), array_agg(-o.duration::bigint),
                                       array_agg(-o.calories_burned::bigint))
    from old_rows o;
    perform private.refresh_streaks(array_agg(distinct o.user_id)) from old_rows o;
    perform private.recount_reps_of_weeks(array_agg(o.user_id), array_agg(private.leaderboard_week(o.date)))
    from old_rows o;
  else
    perform private.add_workout_totals(array_agg(c.user_id), array_agg(c.workouts), array_agg(c.minutes),
                                       array_agg(c.calories))
    from (
      select n.user_id, 1 as workouts, n.duration::bigint as minutes, n.calories_burned::bigint as calories
      from new_rows n
      union all
      select o.user_id, -1, -o.duration::bigint, -o.calories_burned::bigint
      from old_rows o
    ) as c;
    -- Rows moved in time (or, in principle, between members): streaks, records and weekly reps.
    perform private.refresh_streaks(array_agg(distinct moved.user_id))
    from (
      select n.user_id from new_rows n join old_rows o on o.id = n.id
      where (n.date, n.user_id) is distinct from (o.date, o.user_id)
      union
      select o.user_id from new_rows n join old_rows o on o.id = n.id
      where (n.date, n.user_id) is distinct from (o.date, o.user_id)
    ) as moved;
    perform private.refresh_exercise_records(array_agg(we.user_id), array_agg(we.exercise_id))
    from new_rows n
    join old_rows o on o.id = n.id
    join public.workout_exercise we on we.workout_id = n.id and we.user_id = n.user_id
    where n.date is distinct from o.date;
    perform private.add_reps(array_agg(moved.user_id), array_agg(moved.week_start), array_agg(moved.reps))
    from (
      select we.user_id, private.leaderboard_week(n.date) as week_start, private.reps_of(we.sets, we.reps) as reps
      from new_rows n
      join old_rows o on o.id = n.id
      join public.workout_exercise we on we.workout_id = n.id and we.user_id = n.user_id
      where private.leaderboard_week(n.date) <> private.leaderboard_week(o.date)
      union all
      select we.user_id, private.leaderboard_week(o.date), -private.reps_of(we.sets, we.reps)
      from new_rows n
      join old_rows o on o.id = n.id
      join public.workout_exercise we on we.workout_id = n.id and we.user_id = n.user_id
      where private.leaderboard_week(n.date) <> private.leaderboard_week(o.date)
    ) as moved;
    -- The coach reads the date, difficulty, exertion, completion and duration.
    perform private.mark_coach_stale(array_agg(distinct n.user_id))
    from new_rows n
    join old_rows o on o.id = n.id
    where (n.date, n.difficulty_level, n.perceived_exertion, n.completion_rate, n.duration)
          is distinct from (o.date, o.difficulty_level, o.perceived_exertion, o.completion_rate, o.duration);
  end if;
  return null;
end;
$$;
comment on function private.maintain_after_workout_write() is
  'AFTER INSERT/UPDATE/DELETE statement trigger on workout: totals, streaks, and (for moved or '
  'deleted workouts) records, weekly reps and the coach''s stale mark, each in one statement.';
revoke execute on function private.maintain_after_workout_write() from public, anon, authenticated;

-- Transition tables need one trigger per event.
create trigger workout_maintain_inserted
  after insert on public.workout
  referencing new table as new_rows
  for each statement execute function private.maintain_after_workout_write();
create trigger workout_maintain_updated
  after update on public.workout
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.maintain_after_workout_write();
create trigger workout_maintain_deleted
  after delete on public.workout
  referencing old table as old_rows
  for each statement execute function private.maintain_after_workout_write();

create or replace function private.maintain_after_lift_write()
returns trigger
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  -- Rows whose workout is gone belong to a deleted workout: its statement recounts their weeks.
  if tg_op = 'INSERT' then
    perform private.add_reps(array_agg(n.user_id), array_agg(private.leaderboard_week(w.date)),
                             array_agg(private.reps_of(n.sets, n.reps)))
    from new_rows n
    join public.workout w on w.id = n.workout_id and w.user_id = n.user_id;
    perform private.refresh_exercise_records(array_agg(n.user_id), array_agg(n.exercise_id))
    from new_rows n
    where n.weight > 0;
    perform private.mark_coach_stale(array_agg(distinct n.user_id)) from new_rows n;
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
    perform private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
    from (
      select n.user_id, n.exercise_id from new_rows n
      union
      select o.user_id, o.exercise_id from old_rows o
    ) as pair;
    perform private.mark_coach_stale(array_agg(member.user_id))
    from (select n.user_id from new_rows n union select o.user_id from old_rows o) as member;
  else
    perform private.add_reps(array_agg(o.user_id), array_agg(private.leaderboard_week(w.date)),
                             array_agg(-private.reps_of(o.sets, o.reps)))
    from old_rows o
    join public.workout w on w.id = o.workout_id and w.user_id = o.user_id;
    perform private.refresh_exercise_records(array_agg(o.user_id), array_agg(o.exercise_id))
    from old_rows o
    where o.weight > 0;
    perform private.mark_coach_stale(array_agg(distinct o.user_id)) from old_rows o;
  end if;
  return null;
end;
$$;
comment on function private.maintain_after_lift_write() is
  'AFTER INSERT/UPDATE/DELETE statement trigger on workout_exercise: rep totals, records and the '
  'coach''s stale mark, each in one statement.';
revoke execute on function private.maintain_after_lift_write() from public, anon, authenticated;

create trigger workout_exercise_maintain_inserted
  after insert on public.workout_exercise
  referencing new table as new_rows
  for each statement execute function private.maintain_after_lift_write();
create trigger workout_exercise_maintain_updated
  after update on public.workout_exercise
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.maintain_after_lift_write();
create trigger workout_exercise_maintain_deleted
  after delete on public.workout_exercise
  referencing old table as old_rows
  for each statement execute function private.maintain_after_lift_write();

-- The coach reads each set's reps, RPE and kind too.
create or replace function private.mark_coach_stale_after_set_write()
returns trigger
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  if tg_op = 'DELETE' then
    perform private.mark_coach_stale(array_agg(distinct o.user_id)) from old_rows o;
  else
    perform private.mark_coach_stale(array_agg(distinct n.user_id)) from new_rows n;
  end if;
  return null;
end;
$$;
comment on function private.mark_coach_stale_after_set_write() is
  'AFTER INSERT/UPDATE/DELETE statement trigger on workout_set: marks the members'' coach suggestions stale.';
revoke execute on function private.mark_coach_stale_after_set_write() from public, anon, authenticated;

create trigger workout_set_mark_coach_stale_inserted
  after insert on public.workout_set
  referencing new table as new_rows
  for each statement execute function private.mark_coach_stale_after_set_write();
create trigger workout_set_mark_coach_stale_updated
  after update on public.workout_set
  referencing new table as new_rows
  for each statement execute function private.mark_coach_stale_after_set_write();
create trigger workout_set_mark_coach_stale_deleted
  after delete on public.workout_set
  referencing old table as old_rows
  for each statement execute function private.mark_coach_stale_after_set_write();
