-- Concern: GET /api/stats in constant time, however long a member's history grows.
--
-- workout_totals keeps each member's count, minutes and calories; exercise_record keeps, per member
-- and exercise, the best weight and whether it was ever beaten (the stats' personalRecords: a
-- session lifted more than every earlier session of that exercise). Triggers keep both right on
-- every insert, correction and deletion; members only read them. The rebuild function recomputes
-- everything set-based: this migration backfills with it, and bulk loads may call it after
-- loading with the triggers off.

create table public.workout_totals (
  user_id uuid primary key references auth.users (id) on delete cascade,
  total_workouts integer not null default 0,
  total_minutes bigint not null default 0,
  total_calories bigint not null default 0,
  constraint workout_totals_not_negative check (total_workouts >= 0 and total_minutes >= 0 and total_calories >= 0)
);
alter table public.workout_totals enable row level security;
comment on table public.workout_totals is
  'Per member: number of workouts, minutes and calories, maintained by triggers on public.workout.';

revoke all on public.workout_totals from anon, authenticated;
grant select on public.workout_totals to authenticated;
create policy "Members read their own workout totals"
  on public.workout_totals for select to authenticated
  using ((select auth.uid()) = user_id);

create table public.exercise_record (
  user_id uuid not null references auth.users (id) on delete cascade,
  exercise_id uuid not null references public.exercise (id) on delete cascade,
  best_weight numeric(7, 2) not null,
  beaten boolean not null,
  primary key (user_id, exercise_id)
);
alter table public.exercise_record enable row level security;
comment on table public.exercise_record is
  'Per member and exercise: the best weight lifted (lbs) and whether a session ever beat every earlier one.';
create index exercise_record_exercise_id_idx on public.exercise_record (exercise_id);

revoke all on public.exercise_record from anon, authenticated;
grant select on public.exercise_record to authenticated;
create policy "Members read their own exercise records"
  on public.exercise_record for select to authenticated
  using ((select auth.uid()) = user_id);

create or replace function private.count_workout_in_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.workout_totals
    set total_workouts = total_workouts - 1,
        total_minutes = total_minutes - old.duration,
        total_calories = total_calories - old.calories_burned
    where user_id = old.user_id;
  end if;
  -- During an account deletion the member is already gone; there is nothing left to count.
  if tg_op in ('INSERT', 'UPDATE') and exists (select 1 from auth.users where id = new.user_id) then
    insert into public.workout_totals (user_id, total_workouts, total_minutes, total_calories)
    values (new.user_id, 1, new.duration, new.calories_burned)
    on conflict (user_id) do update
    set total_workouts = public.workout_totals.total_workouts + 1,
        total_minutes = public.workout_totals.total_minutes + excluded.total_minutes,
        total_calories = public.workout_totals.total_calories + excluded.total_calories;
  end if;
  return null;
end;
$$;
revoke execute on function private.count_workout_in_totals() from public, anon, authenticated;

create trigger workout_count_in_totals
  after insert or delete or update of user_id, duration, calories_burned on public.workout
  for each row execute function private.count_workout_in_totals();

create or replace function private.refresh_exercise_record(p_user_id uuid, p_exercise_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  best numeric(7, 2);
  was_beaten boolean;
begin
  select max(lifts.weight), coalesce(bool_or(lifts.weight > lifts.earlier_best), false)
  into best, was_beaten
  from (
    select we.weight,
           max(we.weight) over (order by w.date, w.id rows between unbounded preceding and 1 preceding) as earlier_best
    from public.workout_exercise we
    join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
    where we.user_id = p_user_id and we.exercise_id = p_exercise_id and we.weight > 0
  ) as lifts;

  if best is null or not exists (select 1 from auth.users where id = p_user_id) then
    delete from public.exercise_record where user_id = p_user_id and exercise_id = p_exercise_id;
  else
    insert into public.exercise_record (user_id, exercise_id, best_weight, beaten)
    values (p_user_id, p_exercise_id, best, was_beaten)
    on conflict (user_id, exercise_id) do update
    set best_weight = excluded.best_weight, beaten = excluded.beaten;
  end if;
end;
$$;
revoke execute on function private.refresh_exercise_record(uuid, uuid) from public, anon, authenticated;

create or replace function private.refresh_record_after_lift_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_exercise_record(old.user_id, old.exercise_id);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (new.user_id, new.exercise_id) is distinct from (old.user_id, old.exercise_id)) then
    perform private.refresh_exercise_record(new.user_id, new.exercise_id);
  end if;
  return null;
end;
$$;
revoke execute on function private.refresh_record_after_lift_write() from public, anon, authenticated;

create trigger workout_exercise_refresh_record
  after insert or delete or update of user_id, exercise_id, weight on public.workout_exercise
  for each row execute function private.refresh_record_after_lift_write();

-- Moving a session in time changes which lift came first.
create or replace function private.refresh_records_after_workout_moved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lift record;
begin
  for lift in
    select distinct user_id, exercise_id from public.workout_exercise where workout_id = new.id
  loop
    perform private.refresh_exercise_record(lift.user_id, lift.exercise_id);
  end loop;
  return null;
end;
$$;
revoke execute on function private.refresh_records_after_workout_moved() from public, anon, authenticated;

create trigger workout_refresh_records_when_moved
  after update of date on public.workout
  for each row
  when (old.date is distinct from new.date)
  execute function private.refresh_records_after_workout_moved();

create or replace function private.rebuild_workout_summaries()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.workout_totals;
  insert into public.workout_totals (user_id, total_workouts, total_minutes, total_calories)
  select user_id, count(*), sum(duration), sum(calories_burned)
  from public.workout
  group by user_id;

  delete from public.exercise_record;
  insert into public.exercise_record (user_id, exercise_id, best_weight, beaten)
  select user_id, exercise_id, max(weight), coalesce(bool_or(weight > earlier_best), false)
  from (
    select we.user_id, we.exercise_id, we.weight,
           max(we.weight) over (
             partition by we.user_id, we.exercise_id order by w.date, w.id
             rows between unbounded preceding and 1 preceding
           ) as earlier_best
    from public.workout_exercise we
    join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
    where we.weight > 0
  ) as lifts
  group by user_id, exercise_id;
$$;
comment on function private.rebuild_workout_summaries() is
  'Recomputes workout_totals and exercise_record from scratch, set-based (backfill, bulk loads).';
revoke execute on function private.rebuild_workout_summaries() from public, anon, authenticated;

select private.rebuild_workout_summaries();
