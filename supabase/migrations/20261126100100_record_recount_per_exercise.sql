-- Concern: recounting a record reads only the lifts of that member's exercise.
--
-- The recount (a lift logged before the member's latest one of the same exercise, a correction, a
-- delete) filtered its member's and exercise's lifts with `= any(array)` on both columns, and the
-- generic plan it keeps found them through the member alone: every exercise row the member ever
-- logged was read for each recount, 4.1 million instructions of a 22 million session in the write
-- bench. Reading each (member, exercise) pair's lifts through its own lateral lookup uses the
-- (user_id, exercise_id) index for both columns: 1.5 million. The figures are unchanged.

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
      select a.user_id, a.exercise_id, max(lift.weight) as best_weight,
             coalesce(bool_or(lift.weight > lift.earlier_best), false) as beaten
      from affected a
      cross join lateral (
        select we.weight,
               max(we.weight) over (order by w.date, w.id rows between unbounded preceding and 1 preceding)
                 as earlier_best
        from public.workout_exercise we
        join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
        where we.user_id = a.user_id and we.exercise_id = a.exercise_id and we.weight > 0
      ) as lift
      group by a.user_id, a.exercise_id
    ),
    removed as (
      delete from public.exercise_record r
      using affected a
      where r.user_id = a.user_id and r.exercise_id = a.exercise_id
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
