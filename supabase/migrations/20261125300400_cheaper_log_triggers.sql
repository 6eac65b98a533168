-- Concern: what logging a workout costs the database, third pass: the work that cost without
-- doing anything.
--
-- - The exercise-row trigger's inserts branch called private.leaderboard_week() and
--   private.reps_of() for each new row. Both are SQL functions with a SET clause, which PostgreSQL
--   never inlines: every statement that calls one plans its body again, about 0.2 ms per function
--   per log (auto_explain of the trigger's statement: 0.48 ms for reading one new row and its
--   workout, 0.05 ms of it the index scan). The expressions are now written out in that branch;
--   the helpers stay for the rare branches (corrections, deletes, recounts), whose figures must
--   agree with them.
-- - The fit check read the exercise and the workout in two statements; now in one.
-- - workout_exercise and workout_set named their member twice: in (workout, member), a foreign key
--   to the member's own workout (which names an existing member and cascades from it), and in a
--   second foreign key to auth.users that checked and locked the member's row once more for every
--   inserted row (31 checks for a session of five exercises and twenty sets). The second goes.
-- - A workout's place in its session was unique through an index holding every workout, the
--   single logs' nulls included; a partial index holds only the workouts of sessions.

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
      -- private.leaderboard_week(w.date) and private.reps_of(n.sets, n.reps), written out.
      select n.user_id, n.exercise_id, n.weight, n.workout_id, w.date,
             (pg_catalog.date_trunc('week', pg_catalog.timezone('UTC', w.date) + interval '1 day')
              - interval '1 day')::date as week_start,
             coalesce(n.sets, 1)::bigint * coalesce(n.reps, 0) as reps
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

create or replace function private.check_workout_exercise_fits()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  exercise_name text;
  exercise_category public.exercise_category;
  workout_category public.exercise_category;
begin
  select e.name, e.category,
         (select w.category from public.workout w where w.id = new.workout_id and w.user_id = new.user_id)
  into exercise_name, exercise_category, workout_category
  from public.exercise e where e.id = new.exercise_id;
  if exercise_name is null then
    raise exception 'Exercise % is not in the library or yours', new.exercise_id
      using errcode = 'foreign_key_violation', constraint = 'workout_exercise_exercise_visible';
  end if;
  if workout_category <> exercise_category then
    raise exception 'Exercise % is not of the workout''s category %', exercise_name, workout_category
      using errcode = 'check_violation', constraint = 'workout_exercise_matches_workout';
  end if;
  if exercise_category not in ('strength', 'dumbbells')
     and (new.sets is not null or new.reps is not null or new.weight is not null) then
    raise exception 'Sets, reps and weight only apply to strength and dumbbell exercises'
      using errcode = 'check_violation', constraint = 'workout_exercise_load_fits_category';
  end if;
  if exercise_category not in ('cardio', 'swimming') and new.distance is not null then
    raise exception 'Distance only applies to cardio and swimming'
      using errcode = 'check_violation', constraint = 'workout_exercise_distance_fits_category';
  end if;
  return new;
end;
$$;

alter table public.workout_exercise drop constraint workout_exercise_user_id_fkey;
alter table public.workout_set drop constraint workout_set_user_id_fkey;

alter table public.workout drop constraint workout_session_position_key;
create unique index workout_session_position_key on public.workout (session_id, session_position)
  where session_id is not null;
