-- Concern: a member's records of each exercise, kept as they are written instead of read from the
-- whole history.
--
-- Finishing a session answers the records it broke: the heaviest weight, the best estimated
-- one-rep max, the best set volume and the most reps of each exercise before it. They were read
-- from every lift of those exercises the member ever logged (1.5 ms of a session's 4.4 ms of
-- database time in the write bench, growing with each year of training), and `GET /api/stats`
-- read the same history again for personalRecords at every dashboard load. public.exercise_best
-- keeps the four bests per member and exercise with the date of the latest lift, so a session
-- later than every lift reads one row per exercise, and the dashboard one row per exercise
-- trained. It replaces public.exercise_record (the best weight and whether it was ever beaten),
-- which it holds too: one row to keep per lift instead of two.
--
-- What counts as a lift: each non-warm-up set of at least one rep, and the workout's summary
-- (weight and reps) as one more set. The API derives the summary from the set log (the heaviest
-- weight lifted, the most reps at it), so the summary is one of the counted sets and changes no
-- best; a workout logged without a set log counts through its summary alone.
--
-- Kept incrementally when a statement adds one workout's lifts to an exercise and that workout is
-- the member's latest of the exercise (a log, a finished session): the API writes a workout's
-- sets before its exercise row, so the exercise row's trigger sees the workout whole. Otherwise
-- (an older date, several workouts of one exercise in one statement, sets added to a workout
-- already counted, a correction, a delete) the pair is recounted from its lifts, read through the
-- (member, exercise) index, by private.refresh_exercise_records.

create table public.exercise_best (
  user_id uuid not null references auth.users (id) on delete cascade,
  exercise_id uuid not null references public.exercise (id) on delete cascade,
  heaviest_weight numeric,
  best_estimated_one_rep_max numeric,
  best_set_volume numeric,
  most_reps integer,
  last_lifted_at timestamptz not null,
  last_workout_id uuid not null,
  weight_beaten boolean not null default false,
  beaten boolean not null default false,
  set_logged boolean not null default false,
  primary key (user_id, exercise_id)
);
comment on table public.exercise_best is
  'Per member and exercise with at least one lift: the four bests over every lift (non-warm-up sets of 1+ reps, and each workout''s summary as a set), in lbs, maintained by the workout triggers.';
comment on column public.exercise_best.last_lifted_at is
  'Date of the member''s latest workout with a lift of the exercise: a session later than it has these bests before it.';
comment on column public.exercise_best.last_workout_id is
  'That latest workout (workouts of one date are ordered by id, as the recount orders them).';
comment on column public.exercise_best.weight_beaten is
  'Some workout lifted more than every earlier one (weights above 0): the dashboard''s personal records.';
comment on column public.exercise_best.beaten is
  'Some workout beat every earlier one in at least one of the four kinds (counted for exercises with a set log).';
comment on column public.exercise_best.set_logged is
  'Some workout of the exercise has a set log.';
create index exercise_best_exercise_id_idx on public.exercise_best (exercise_id);

alter table public.exercise_best enable row level security;
revoke all on public.exercise_best from anon, authenticated;
grant select on public.exercise_best to authenticated;
grant all on public.exercise_best to service_role;
create policy "Members read their own exercise bests" on public.exercise_best
  for select to authenticated using ((select auth.uid()) = user_id);

-- Recomputes the bests of the given (member, exercise) pairs from their lifts, in one statement.
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
    -- Each workout of each pair with its best of each kind (null where it has no lift) and whether
    -- it beat every earlier workout.
    workout_best as (
      select a.user_id, a.exercise_id, wb.*,
             coalesce(nullif(wb.weight, 0) > max(nullif(wb.weight, 0)) over earlier, false) as beat_weight,
             coalesce(wb.weight > max(wb.weight) over earlier
                        or wb.one_rep_max > max(wb.one_rep_max) over earlier
                        or wb.volume > max(wb.volume) over earlier
                        or wb.reps > max(wb.reps) over earlier, false) as beat_any
      from affected a
      cross join lateral (
        select w.id as workout_id, w.date,
               max(lift.weight) filter (where lift.reps is not null or not lift.from_set) as weight,
               max(case when lift.reps between 1 and 12 then round(lift.weight * (1 + lift.reps / 30.0), 1) end)
                 as one_rep_max,
               max(lift.weight * lift.reps) as volume, max(lift.reps) as reps,
               coalesce(bool_or(lift.from_set), false) as has_sets
        from public.workout_exercise we
        join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
        -- The summary, and every set (a warm-up or a set of no reps marks the set log, lifts nothing).
        left join lateral (
          select we.weight, we.reps, false as from_set
          where we.weight is not null or we.reps is not null
          union all
          select s.weight, case when s.kind <> 'warmup' and s.reps >= 1 then s.reps end, true
          from public.workout_set s
          where s.workout_id = we.workout_id and s.user_id = we.user_id
        ) as lift on true
        where we.user_id = a.user_id and we.exercise_id = a.exercise_id
        group by w.id, w.date
      ) as wb
      window earlier as (partition by a.user_id, a.exercise_id order by wb.date, wb.workout_id
                         rows between unbounded preceding and 1 preceding)
    ),
    best as (
      select user_id, exercise_id, max(weight) as heaviest_weight,
             max(one_rep_max) as best_estimated_one_rep_max, max(volume) as best_set_volume,
             max(reps) as most_reps,
             max(date) filter (where weight is not null or reps is not null) as last_lifted_at,
             (array_agg(workout_id order by date desc, workout_id desc)
                filter (where weight is not null or reps is not null))[1] as last_workout_id,
             bool_or(beat_weight) as weight_beaten, bool_or(beat_any) as beaten,
             coalesce(bool_or(has_sets), false) as set_logged
      from workout_best
      group by user_id, exercise_id
      having bool_or(weight is not null or reps is not null)
    ),
    removed as (
      delete from public.exercise_best b
      using affected a
      where b.user_id = a.user_id and b.exercise_id = a.exercise_id
        and not exists (select 1 from best c where c.user_id = a.user_id and c.exercise_id = a.exercise_id)
    )
    insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                           best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                           weight_beaten, beaten, set_logged)
    select c.user_id, c.exercise_id, c.heaviest_weight, c.best_estimated_one_rep_max, c.best_set_volume,
           c.most_reps, c.last_lifted_at, c.last_workout_id, c.weight_beaten, c.beaten, c.set_logged
    from best c
    where exists (select 1 from auth.users u where u.id = c.user_id)
    order by c.user_id, c.exercise_id
    on conflict (user_id, exercise_id) do update
    set heaviest_weight = excluded.heaviest_weight,
        best_estimated_one_rep_max = excluded.best_estimated_one_rep_max,
        best_set_volume = excluded.best_set_volume, most_reps = excluded.most_reps,
        last_lifted_at = excluded.last_lifted_at, last_workout_id = excluded.last_workout_id,
        weight_beaten = excluded.weight_beaten, beaten = excluded.beaten, set_logged = excluded.set_logged;
end;
$$;
comment on function private.refresh_exercise_records(uuid[], uuid[]) is
  'Recomputes exercise_best for the given (member, exercise) pairs from their lifts, set-based; pairs without lifts lose their row.';

-- The exercise row's trigger: the bests take the place of the weight record, kept in the same
-- statement as the leaderboard's reps and the coach's mark; every pair with a lift in a changed
-- or deleted row is recounted.
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
             exists (select 1 from public.workout_set s where s.workout_id = n.workout_id and s.user_id = n.user_id)
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
      join public.workout_set s on s.workout_id = l.workout_id and s.user_id = l.user_id
      where l.has_sets and s.kind <> 'warmup' and s.reps >= 1
    ),
    counted as (
      select user_id, exercise_id, count(distinct workout_id) as workouts, max(date) as date,
             max(workout_id::text)::uuid as workout_id, count(weight) + count(reps) as lifts,
             max(weight) as weight,
             max(case when reps between 1 and 12 then round(weight * (1 + reps / 30.0), 1) end) as one_rep_max,
             max(weight * reps) as volume, max(reps) as reps, bool_or(has_sets) as set_logged
      from counted_lift
      group by user_id, exercise_id
    ),
    judged as (
      select c.*,
             c.workouts = 1 and c.lifts > 0
               and (b.user_id is null or (c.date, c.workout_id) > (b.last_lifted_at, b.last_workout_id)) as latest
      from counted c
      left join public.exercise_best b on b.user_id = c.user_id and b.exercise_id = c.exercise_id
    ),
    raised as (
      insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                             best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                             set_logged)
      select user_id, exercise_id, weight, one_rep_max, volume, reps, date, workout_id, set_logged
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
          weight_beaten = b.weight_beaten
                          or coalesce(nullif(excluded.heaviest_weight, 0) > nullif(b.heaviest_weight, 0), false),
          beaten = b.beaten
                   or coalesce(excluded.heaviest_weight > b.heaviest_weight
                               or excluded.best_estimated_one_rep_max > b.best_estimated_one_rep_max
                               or excluded.best_set_volume > b.best_set_volume
                               or excluded.most_reps > b.most_reps, false)
    )
    select array_agg(user_id), array_agg(exercise_id) into recount_user_ids, recount_exercise_ids
    from judged
    where not latest and (lifts > 0 or set_logged);
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

-- The set log's trigger keeps the bests too (it marked the coach's suggestions stale, and still
-- does). Sets written before their workout's exercise row (as the API writes them) wait for that
-- row's trigger; sets of a workout not counted yet and later than every lift of its exercise
-- raise the bests; any other write to sets (sets added to a workout already counted, an older
-- workout, corrections, removals) recounts their exercises.
create or replace function private.maintain_after_set_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recount_user_ids uuid[];
  recount_exercise_ids uuid[];
begin
  if tg_op = 'INSERT' then
    with lift as (
      select n.user_id, we.exercise_id, n.workout_id, w.date, n.weight,
             case when n.kind <> 'warmup' and n.reps >= 1 then n.reps end as reps
      from new_rows n
      join public.workout_exercise we on we.workout_id = n.workout_id and we.user_id = n.user_id
      join public.workout w on w.id = n.workout_id and w.user_id = n.user_id
    ),
    counted as (
      select user_id, exercise_id, count(distinct workout_id) as workouts, max(date) as date,
             max(workout_id::text)::uuid as workout_id, count(reps) as lifts,
             max(weight) filter (where reps is not null) as weight,
             max(case when reps between 1 and 12 then round(weight * (1 + reps / 30.0), 1) end) as one_rep_max,
             max(weight * reps) as volume, max(reps) as reps
      from lift
      group by user_id, exercise_id
    ),
    judged as (
      select c.*,
             c.workouts = 1 and c.lifts > 0
               and (b.user_id is null or (c.date, c.workout_id) > (b.last_lifted_at, b.last_workout_id)) as latest
      from counted c
      left join public.exercise_best b on b.user_id = c.user_id and b.exercise_id = c.exercise_id
    ),
    raised as (
      insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                             best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                             set_logged)
      select user_id, exercise_id, weight, one_rep_max, volume, reps, date, workout_id, true
      from judged
      where latest
      order by user_id, exercise_id
      on conflict (user_id, exercise_id) do update
      set heaviest_weight = greatest(b.heaviest_weight, excluded.heaviest_weight),
          best_estimated_one_rep_max = greatest(b.best_estimated_one_rep_max, excluded.best_estimated_one_rep_max),
          best_set_volume = greatest(b.best_set_volume, excluded.best_set_volume),
          most_reps = greatest(b.most_reps, excluded.most_reps),
          last_lifted_at = excluded.last_lifted_at, last_workout_id = excluded.last_workout_id,
          set_logged = true,
          weight_beaten = b.weight_beaten
                          or coalesce(nullif(excluded.heaviest_weight, 0) > nullif(b.heaviest_weight, 0), false),
          beaten = b.beaten
                   or coalesce(excluded.heaviest_weight > b.heaviest_weight
                               or excluded.best_estimated_one_rep_max > b.best_estimated_one_rep_max
                               or excluded.best_set_volume > b.best_set_volume
                               or excluded.most_reps > b.most_reps, false)
    ),
    marked as (
      insert into private.coach_stale as s (user_id, marked_at)
      select distinct n.user_id, pg_catalog.now() from new_rows n
      order by n.user_id
      on conflict (user_id) do update set marked_at = excluded.marked_at
      where s.marked_at < excluded.marked_at
    )
    select array_agg(user_id), array_agg(exercise_id) into recount_user_ids, recount_exercise_ids
    from judged
    where not latest;
    if recount_user_ids is not null then
      perform private.refresh_exercise_records(recount_user_ids, recount_exercise_ids);
    end if;
  elsif tg_op = 'UPDATE' then
    -- Sets corrected: their exercises are recounted.
    perform private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
    from (
      select distinct we.user_id, we.exercise_id
      from new_rows n
      join public.workout_exercise we on we.workout_id = n.workout_id and we.user_id = n.user_id
    ) as pair;
    perform private.mark_coach_stale(array_agg(distinct n.user_id)) from new_rows n;
  else
    -- Sets removed: their exercises are recounted. When the whole workout goes, its exercise row
    -- is gone first, and that row's own trigger recounts it.
    perform private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
    from (
      select distinct we.user_id, we.exercise_id
      from old_rows o
      join public.workout_exercise we on we.workout_id = o.workout_id and we.user_id = o.user_id
    ) as pair;
    perform private.mark_coach_stale(array_agg(distinct o.user_id)) from old_rows o;
  end if;
  return null;
end;
$$;
comment on function private.maintain_after_set_write() is
  'AFTER INSERT/UPDATE/DELETE statement trigger on workout_set: the exercise''s bests (incrementally for the latest workout, else recounted) and the coach''s stale mark.';
revoke execute on function private.maintain_after_set_write() from public, anon, authenticated;

drop trigger workout_set_mark_coach_stale_inserted on public.workout_set;
drop trigger workout_set_mark_coach_stale_updated on public.workout_set;
drop trigger workout_set_mark_coach_stale_deleted on public.workout_set;
drop function private.mark_coach_stale_after_set_write();
create trigger workout_set_maintain_inserted
  after insert on public.workout_set
  referencing new table as new_rows
  for each statement execute function private.maintain_after_set_write();
create trigger workout_set_maintain_updated
  after update on public.workout_set
  referencing new table as new_rows
  for each statement execute function private.maintain_after_set_write();
create trigger workout_set_maintain_deleted
  after delete on public.workout_set
  referencing old table as old_rows
  for each statement execute function private.maintain_after_set_write();

-- The bulk rebuild (backfills, bench loads) fills the bests through the recount.
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

  delete from public.exercise_best;
  select private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
  from (select distinct user_id, exercise_id from public.workout_exercise) as pair;
$$;
comment on function private.rebuild_workout_summaries() is
  'Recomputes workout_totals and exercise_best from scratch (backfill, bulk loads).';

-- Every member's bests from what is stored now; the weight records they hold go.
select private.rebuild_workout_summaries();
drop table public.exercise_record;
