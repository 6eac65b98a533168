-- Concern: the streak on the profile ("Current Streak"), kept right on every workout write.
--
-- A streak is the number of consecutive local days with at least one workout, counted in the
-- member's time zone. profile.streak stores the length of the run that ends on
-- the member's most recent workout day; whether that run is still alive depends on the clock, so
-- readers show it only while the last workout day is today or yesterday (see the profile read in
-- supabase/functions/_shared/user/profile-store.ts). Storing the run keeps reads to one indexed
-- lookup instead of a scan of the member's history.

create or replace function private.streak_run_length(p_user_id uuid, p_time_zone text)
returns integer
language sql
stable
set search_path = ''
as $$
  with workout_days as (
    select distinct (w.date at time zone p_time_zone)::date as day
    from public.workout w
    where w.user_id = p_user_id
  ),
  runs as (
    -- Consecutive days share the same anchor: the day plus its rank from the newest day.
    select day, day + (row_number() over (order by day desc))::integer as anchor
    from workout_days
  )
  select count(*)::integer
  from runs
  where anchor = (select anchor from runs order by day desc limit 1)
$$;
comment on function private.streak_run_length(uuid, text) is
  'Length of the run of consecutive local days (in the given zone) that ends on the member''s latest workout day.';
revoke execute on function private.streak_run_length(uuid, text) from public, anon, authenticated;

create or replace function private.refresh_streak_after_workout_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected uuid;
begin
  -- An update may in principle move a row between members; refresh both when it does.
  for affected in
    select distinct member_id from (values (new.user_id), (old.user_id)) as changed (member_id)
    where member_id is not null
  loop
    update public.profile p
    set streak = private.streak_run_length(p.id, p.time_zone)
    where p.id = affected;
  end loop;
  return null;
end;
$$;
comment on function private.refresh_streak_after_workout_write() is
  'Recomputes profile.streak for the member whose workouts changed.';
revoke execute on function private.refresh_streak_after_workout_write() from public, anon, authenticated;

create trigger workout_refresh_streak
  after insert or delete or update of date, user_id on public.workout
  for each row execute function private.refresh_streak_after_workout_write();

-- A new time zone can move workouts to other local days, so the stored run is recomputed with it.
create or replace function private.refresh_streak_for_new_time_zone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.streak := private.streak_run_length(new.id, new.time_zone);
  return new;
end;
$$;
comment on function private.refresh_streak_for_new_time_zone() is
  'Recomputes profile.streak when the member''s time zone changes.';
revoke execute on function private.refresh_streak_for_new_time_zone() from public, anon, authenticated;

create trigger profile_refresh_streak_for_time_zone
  before update of time_zone on public.profile
  for each row
  when (old.time_zone is distinct from new.time_zone)
  execute function private.refresh_streak_for_new_time_zone();
