-- The exercise row's trigger keeps the bests incrementally for a statement of many workouts
-- too, not only one: an import stores its history in batches of thousands of workouts, and each
-- batch recounted every exercise it touched over the whole history (a ten-year import took
-- minutes). Workouts of one exercise in one statement are judged in date order, each against the
-- kept bests and the batch's earlier workouts, as the recount judges them; a pair with a workout
-- at or before its last lift is still recounted. A workout's sets are found by the workout alone
-- (their key's first column; the foreign key makes the member the workout's): naming the member
-- too let a plan made without statistics pick the member's index and read all their sets for
-- each new workout, a cost that grew with the history.
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
      select n.user_id, n.exercise_id, n.weight, n.reps as lifted_reps, n.workout_id, w.date,
             exists (select 1 from public.workout_set s where s.workout_id = n.workout_id)
               as has_sets,
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
    -- The new rows' lifts: each summary as a set, and the sets of its workout already stored.
    counted_lift as (
      select user_id, exercise_id, workout_id, date, weight, lifted_reps as reps, has_sets
      from lift
      union all
      select l.user_id, l.exercise_id, l.workout_id, l.date, s.weight, s.reps, true
      from lift l
      join public.workout_set s on s.workout_id = l.workout_id
      where l.has_sets and s.kind <> 'warmup' and s.reps >= 1
    ),
    -- Each new workout's best of each kind, and the best of the batch's earlier workouts of its
    -- exercise (null where none), so a statement of many workouts (an import's batch) is judged as
    -- the recount judges them one after another.
    per_workout as (
      select user_id, exercise_id, workout_id, date, count(weight) + count(reps) as lifts,
             max(weight) as weight,
             max(case when reps between 1 and 12 then round(weight * (1 + reps / 30.0), 1) end) as one_rep_max,
             max(weight * reps) as volume, max(reps) as reps, bool_or(has_sets) as set_logged
      from counted_lift
      group by user_id, exercise_id, workout_id, date
    ),
    ranked as (
      select p.*,
             max(nullif(p.weight, 0)) over earlier as earlier_weight_above_zero,
             max(p.weight) over earlier as earlier_weight, max(p.one_rep_max) over earlier as earlier_one_rep_max,
             max(p.volume) over earlier as earlier_volume, max(p.reps) over earlier as earlier_reps
      from per_workout p
      window earlier as (partition by p.user_id, p.exercise_id order by p.date, p.workout_id
                         rows between unbounded preceding and 1 preceding)
    ),
    -- Latest: every new workout with a lift comes after the exercise's last lift, so the kept
    -- bests only rise; any other pair is recounted.
    judged as (
      select r.user_id, r.exercise_id,
             coalesce(bool_and(b.user_id is null or (r.date, r.workout_id) > (b.last_lifted_at, b.last_workout_id))
                        filter (where r.lifts > 0), false) as latest,
             bool_or(r.lifts > 0) as lifted, bool_or(r.set_logged) as set_logged,
             max(r.weight) as weight, max(r.one_rep_max) as one_rep_max, max(r.volume) as volume,
             max(r.reps) as reps, max(r.date) filter (where r.lifts > 0) as date,
             (array_agg(r.workout_id order by r.date desc, r.workout_id desc) filter (where r.lifts > 0))[1]
               as workout_id,
             coalesce(bool_or(nullif(r.weight, 0) > greatest(nullif(b.heaviest_weight, 0), r.earlier_weight_above_zero)),
                      false) as weight_beaten,
             coalesce(bool_or(r.weight > greatest(b.heaviest_weight, r.earlier_weight)
                              or r.one_rep_max > greatest(b.best_estimated_one_rep_max, r.earlier_one_rep_max)
                              or r.volume > greatest(b.best_set_volume, r.earlier_volume)
                              or r.reps > greatest(b.most_reps, r.earlier_reps)), false) as beaten
      from ranked r
      left join public.exercise_best b on b.user_id = r.user_id and b.exercise_id = r.exercise_id
      group by r.user_id, r.exercise_id
    ),
    raised as (
      insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                             best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                             weight_beaten, beaten, set_logged)
      select user_id, exercise_id, weight, one_rep_max, volume, reps, date, workout_id, weight_beaten, beaten,
             set_logged
      from judged
      where latest
      order by user_id, exercise_id
      on conflict (user_id, exercise_id) do update
      set heaviest_weight = greatest(b.heaviest_weight, excluded.heaviest_weight),
          best_estimated_one_rep_max = greatest(b.best_estimated_one_rep_max, excluded.best_estimated_one_rep_max),
          best_set_volume = greatest(b.best_set_volume, excluded.best_set_volume),
          most_reps = greatest(b.most_reps, excluded.most_reps),
          last_lifted_at = excluded.last_lifted_at, last_workout_id = excluded.last_workout_id,
          set_logged = b.set_logged or excluded.set_logged,
          weight_beaten = b.weight_beaten or excluded.weight_beaten,
          beaten = b.beaten or excluded.beaten
    )
    select array_agg(user_id), array_agg(exercise_id) into recount_user_ids, recount_exercise_ids
    from judged
    where not latest and (lifted or set_logged);
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
    from old_rows o;
    perform private.mark_coach_stale(array_agg(distinct o.user_id)) from old_rows o;
  end if;
  return null;
end;
$$;
