-- Concern: what logging a workout costs the database, second pass. The statement triggers of
-- 20261125300200 called one helper function per maintained table; a PL/pgSQL call with SET
-- clauses (search_path, plan_cache_mode) costs 0.1 to 0.3 ms on top of its statements, and the
-- streak and the exercise record were recounted from the member's whole history on every log.
--
-- For inserts, the common write, the triggers of workout and workout_exercise now do their work
-- inline, in one statement each (two for workout: the profile is locked first, see below), and
-- keep the streak and the record incrementally when the new workout is the member's latest:
--
-- - Streak: new rows on one local day d, the member's latest other day L. d = L keeps the
--   streak, d = L + 1 extends it, d > L + 1 (or no L) starts a run of 1. Anything else (rows on
--   several days, a back-dated day) recounts, as before.
-- - Record: a lift that is the only new one of its (member, exercise) and is newer (date, then
--   workout id, the recount's order) than every earlier lift with weight: best = greatest(best,
--   weight), beaten = beaten or weight > best. Otherwise the pair is recounted, as before.
-- - Totals, rep totals and the coach's stale mark: an insert only adds, so each is one upsert.
--
-- The trigger functions set no plan_cache_mode: their statements take no parameters, so their
-- plans are generic anyway, and each SET clause costs its call.
--
-- The streak reads L after taking the member's profile row lock, in its own statement (so with
-- a snapshot taken after the lock): two logs of one member committing together would otherwise
-- both extend the same run. Updates and deletes keep the set-based recounts of 20261125300200.

create or replace function private.maintain_after_workout_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform 1 from public.profile p
    where p.id in (select n.user_id from new_rows n)
    order by p.id
    for no key update;

    with totals as (
      insert into public.workout_totals as t (user_id, total_workouts, total_minutes, total_calories)
      select n.user_id, count(*), sum(n.duration), sum(n.calories_burned)
      from new_rows n
      group by n.user_id
      order by n.user_id
      on conflict (user_id) do update
      set total_workouts = t.total_workouts + excluded.total_workouts,
          total_minutes = t.total_minutes + excluded.total_minutes,
          total_calories = t.total_calories + excluded.total_calories
    )
    update public.profile p
    set streak = fresh.run
    from (
      select member.id,
             case
               when added.days > 1 or added.day < latest.day
                 then private.streak_run_length(member.id, member.time_zone)
               when latest.day is null or added.day > latest.day + 1 then 1
               when added.day = latest.day + 1 then member.streak + 1
               else member.streak
             end as run
      from public.profile member
      cross join lateral (
        select count(distinct (n.date at time zone member.time_zone)::date) as days,
               max((n.date at time zone member.time_zone)::date) as day,
               array_agg(n.id) as ids
        from new_rows n
        where n.user_id = member.id
      ) as added
      -- The member's latest local day among the other workouts: the day of the latest one, or of
      -- one within a day before it (a zone's clock can step back across midnight).
      cross join lateral (
        select max((w.date at time zone member.time_zone)::date) as day
        from public.workout w
        where w.user_id = member.id and w.id <> all(added.ids)
          and w.date >= (
            select other.date from public.workout other
            where other.user_id = member.id and other.id <> all(added.ids)
            order by other.date desc
            limit 1
          ) - interval '1 day'
      ) as latest
      where member.id in (select n.user_id from new_rows n)
    ) as fresh
    where p.id = fresh.id and p.streak is distinct from fresh.run;
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
  'AFTER INSERT/UPDATE/DELETE statement trigger on workout: totals and streaks (kept incrementally '
  'for inserts on the latest day), and for moved or deleted workouts records, weekly reps and the '
  'coach''s stale mark.';

create or replace function private.maintain_after_lift_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recount_user_ids uuid[];
  recount_exercise_ids uuid[];
begin
  -- Rows whose workout is gone belong to a deleted workout: its statement recounts their weeks.
  if tg_op = 'INSERT' then
    with lift as (
      select n.user_id, n.exercise_id, n.weight, n.workout_id, w.date,
             private.leaderboard_week(w.date) as week_start, private.reps_of(n.sets, n.reps) as reps
      from new_rows n
      join public.workout w on w.id = n.workout_id and w.user_id = n.user_id
    ),
    weekly as (
      insert into public.weekly_rep_total as t (user_id, week_start, total_reps)
      select user_id, week_start, sum(reps) from lift
      group by user_id, week_start
      having sum(reps) > 0
      order by user_id, week_start
      on conflict (user_id, week_start) do update set total_reps = t.total_reps + excluded.total_reps
    ),
    all_time as (
      insert into public.rep_total as t (user_id, total_reps)
      select user_id, sum(reps) from lift
      group by user_id
      having sum(reps) > 0
      order by user_id
      on conflict (user_id) do update set total_reps = t.total_reps + excluded.total_reps
    ),
    marked as (
      insert into private.coach_stale as s (user_id, marked_at)
      select distinct user_id, pg_catalog.now() from lift
      order by user_id
      on conflict (user_id) do update set marked_at = excluded.marked_at
      where s.marked_at < excluded.marked_at
    ),
    weighed as (
      select user_id, exercise_id, count(*) as lifts, max(weight) as weight,
             min(date) as date, min(workout_id::text)::uuid as workout_id
      from lift
      where weight > 0
      group by user_id, exercise_id
    ),
    judged as (
      select l.*,
             l.lifts = 1 and not exists (
               select 1
               from public.workout later
               join public.workout_exercise we on we.workout_id = later.id and we.user_id = later.user_id
               where later.user_id = l.user_id and later.date >= l.date
                 and (later.date, later.id) > (l.date, l.workout_id)
                 and we.exercise_id = l.exercise_id and we.weight > 0
             ) as latest
      from weighed l
    ),
    extended as (
      insert into public.exercise_record as r (user_id, exercise_id, best_weight, beaten)
      select user_id, exercise_id, weight, false from judged
      where latest
      order by user_id, exercise_id
      on conflict (user_id, exercise_id) do update set best_weight = excluded.best_weight, beaten = true
      where r.best_weight < excluded.best_weight
    )
    select array_agg(user_id), array_agg(exercise_id) into recount_user_ids, recount_exercise_ids
    from judged
    where not latest;
    if recount_user_ids is not null then
      perform private.refresh_exercise_records(recount_user_ids, recount_exercise_ids);
    end if;
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
  'AFTER INSERT/UPDATE/DELETE statement trigger on workout_exercise: rep totals, records (kept '
  'incrementally for a newest lift) and the coach''s stale mark; inserts in one statement.';

-- The set log's writes mark the coach inline: the same upsert without a helper call.
create or replace function private.mark_coach_stale_after_set_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.mark_coach_stale(array_agg(distinct o.user_id)) from old_rows o;
  else
    insert into private.coach_stale as s (user_id, marked_at)
    select distinct n.user_id, pg_catalog.now() from new_rows n
    order by n.user_id
    on conflict (user_id) do update set marked_at = excluded.marked_at
    where s.marked_at < excluded.marked_at;
  end if;
  return null;
end;
$$;

-- One index on (member, exercise) instead of (member) alone: lookups by member still use it, and
-- the records' recount and the sessions' bests find one exercise's lifts without reading the
-- member's others. No more indexes to maintain per write than before.
create index workout_exercise_user_id_exercise_id_idx on public.workout_exercise (user_id, exercise_id);
drop index public.workout_exercise_user_id_idx;
