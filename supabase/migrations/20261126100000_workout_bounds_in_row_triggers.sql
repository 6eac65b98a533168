-- Concern: what the bounds of a logged workout cost at every write.
--
-- PostgreSQL keeps a check constraint as the text of its expression and, at every statement that
-- writes the table, reads that text back into a tree, plans it and compiles it again: nothing of
-- it is kept between statements. workout and workout_exercise carried 30 such bounds, and reading
-- them was a fifth of the instructions a logged workout costs (valgrind's instruction count of a
-- backend logging 100 workouts: 4.06 million per log with them, 3.20 million without any). A
-- plpgsql row trigger keeps its compiled expressions for the session, and each table already had
-- one (the date window, the exercise fit), so the same bounds are checked there: 3.35 million.
--
-- Every rule and its name is kept: a refused row fails as the constraint failed before, with
-- SQLSTATE 23514 (check_violation), the constraint's name and PostgreSQL's own wording, on every
-- path (the API, the Data API, the service role). Where a range had a looser validated constraint
-- beside a stricter NOT VALID one (kept so rows written before the stricter rule stay readable),
-- only the stricter rule remains, and like a NOT VALID constraint it applies to each row written
-- from now on.

create or replace function private.check_workout_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is not null
     and (pg_catalog.btrim(new.name) = '' or pg_catalog.char_length(new.name) > 100) then
    raise exception 'new row for relation "workout" violates check constraint "workout_name_length"'
      using errcode = 'check_violation', constraint = 'workout_name_length', table = 'workout', schema = 'public',
            detail = 'A workout''s name is 1 to 100 characters';
  end if;
  if new.name ~ '[\u0001-\u001f\u007f-\u009f]' then
    raise exception 'new row for relation "workout" violates check constraint "workout_name_single_line"'
      using errcode = 'check_violation', constraint = 'workout_name_single_line', table = 'workout', schema = 'public',
            detail = 'A workout''s name is one line of text';
  end if;
  if new.duration not between 5 and 120 then
    raise exception 'new row for relation "workout" violates check constraint "workout_duration_logged_range"'
      using errcode = 'check_violation', constraint = 'workout_duration_logged_range', table = 'workout', schema = 'public',
            detail = 'A workout lasts 5 to 120 minutes';
  end if;
  if new.calories_burned not between 0 and 5000 then
    raise exception 'new row for relation "workout" violates check constraint "workout_calories_burned_range"'
      using errcode = 'check_violation', constraint = 'workout_calories_burned_range', table = 'workout', schema = 'public',
            detail = 'Calories burned are 0 to 5000';
  end if;
  if new.difficulty_level not between 1 and 5 then
    raise exception 'new row for relation "workout" violates check constraint "workout_difficulty_level_range"'
      using errcode = 'check_violation', constraint = 'workout_difficulty_level_range', table = 'workout', schema = 'public',
            detail = 'Difficulty is 1 to 5';
  end if;
  if new.perceived_exertion not between 1 and 10 then
    raise exception 'new row for relation "workout" violates check constraint "workout_perceived_exertion_range"'
      using errcode = 'check_violation', constraint = 'workout_perceived_exertion_range', table = 'workout', schema = 'public',
            detail = 'Perceived exertion is 1 to 10';
  end if;
  if new.completion_rate not between 0 and 100 then
    raise exception 'new row for relation "workout" violates check constraint "workout_completion_rate_range"'
      using errcode = 'check_violation', constraint = 'workout_completion_rate_range', table = 'workout', schema = 'public',
            detail = 'Completion is 0 to 100 percent';
  end if;
  if new.ai_difficulty_recommendation not between 1 and 5 then
    raise exception 'new row for relation "workout" violates check constraint "workout_ai_difficulty_recommendation_range"'
      using errcode = 'check_violation', constraint = 'workout_ai_difficulty_recommendation_range', table = 'workout', schema = 'public',
            detail = 'A recommended difficulty is 1 to 5';
  end if;
  if new.performance_score not between 0 and 100 then
    raise exception 'new row for relation "workout" violates check constraint "workout_performance_score_range"'
      using errcode = 'check_violation', constraint = 'workout_performance_score_range', table = 'workout', schema = 'public',
            detail = 'A performance score is 0 to 100';
  end if;
  if pg_catalog.char_length(new.notes) > 2000 then
    raise exception 'new row for relation "workout" violates check constraint "workout_notes_length"'
      using errcode = 'check_violation', constraint = 'workout_notes_length', table = 'workout', schema = 'public',
            detail = 'Notes are at most 2000 characters';
  end if;
  if (new.session_id is null) <> (new.session_position is null) then
    raise exception 'new row for relation "workout" violates check constraint "workout_session_position_with_session"'
      using errcode = 'check_violation', constraint = 'workout_session_position_with_session', table = 'workout', schema = 'public',
            detail = 'A workout has a place in its session exactly when it belongs to one';
  end if;
  if new.session_position not between 0 and 39 then
    raise exception 'new row for relation "workout" violates check constraint "workout_session_position_range"'
      using errcode = 'check_violation', constraint = 'workout_session_position_range', table = 'workout', schema = 'public',
            detail = 'A session holds at most 40 exercises';
  end if;
  if new.superset_group is not null and new.session_id is null then
    raise exception 'new row for relation "workout" violates check constraint "workout_superset_group_in_session"'
      using errcode = 'check_violation', constraint = 'workout_superset_group_in_session', table = 'workout', schema = 'public',
            detail = 'Only a session''s exercises form supersets';
  end if;
  if new.superset_group not between 1 and 20 then
    raise exception 'new row for relation "workout" violates check constraint "workout_superset_group_range"'
      using errcode = 'check_violation', constraint = 'workout_superset_group_range', table = 'workout', schema = 'public',
            detail = 'A superset group is 1 to 20';
  end if;

  -- A member logs a session now or up to a year back, never ahead (a few minutes of clock
  -- difference allowed). Only a member's own writes are held to it: imports by the service role
  -- and the owner's maintenance are not members logging.
  if (select auth.role()) is distinct from 'authenticated'
     or (tg_op = 'UPDATE' and new.date is not distinct from old.date) then
    return new;
  end if;
  if new.date > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Date cannot be in the future'
      using errcode = 'check_violation', constraint = 'workout_date_not_future';
  end if;
  if new.date < pg_catalog.now() - interval '365 days' then
    raise exception 'Date can be at most 365 days ago'
      using errcode = 'check_violation', constraint = 'workout_date_within_a_year';
  end if;
  return new;
end;
$$;
comment on function private.check_workout_row() is
  'BEFORE INSERT OR UPDATE on workout: the row''s bounds (SQLSTATE 23514 with the rule''s name), and a member''s session dated between a year ago and now.';
revoke execute on function private.check_workout_row() from public, anon, authenticated;

drop trigger workout_logged_date_window on public.workout;
drop function private.check_logged_workout_date();
create trigger workout_row_rules
  before insert or update on public.workout
  for each row execute function private.check_workout_row();

-- The exercise row's bounds join the check of its fit (unchanged below the bounds).
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
  if new.sets < 1 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_sets_logged"'
      using errcode = 'check_violation', constraint = 'workout_exercise_sets_logged', table = 'workout_exercise', schema = 'public',
            detail = 'A logged exercise has at least one set';
  end if;
  if new.sets > 100 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_sets_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_sets_range', table = 'workout_exercise', schema = 'public',
            detail = 'At most 100 sets';
  end if;
  if new.reps < 1 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_reps_logged"'
      using errcode = 'check_violation', constraint = 'workout_exercise_reps_logged', table = 'workout_exercise', schema = 'public',
            detail = 'A logged exercise has at least one rep';
  end if;
  if new.reps > 1000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_reps_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_reps_range', table = 'workout_exercise', schema = 'public',
            detail = 'At most 1000 reps';
  end if;
  if new.weight not between 0 and 2000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_weight_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_weight_range', table = 'workout_exercise', schema = 'public',
            detail = 'A weight is 0 to 2000 lb';
  end if;
  if new.distance <= 0 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_distance_logged"'
      using errcode = 'check_violation', constraint = 'workout_exercise_distance_logged', table = 'workout_exercise', schema = 'public',
            detail = 'A logged distance is more than 0';
  end if;
  if new.distance > 1000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_distance_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_distance_range', table = 'workout_exercise', schema = 'public',
            detail = 'A distance is at most 1000 miles';
  end if;
  if new.duration not between 0 and 86400 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_duration_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_duration_range', table = 'workout_exercise', schema = 'public',
            detail = 'A duration is 0 to 86400 seconds';
  end if;
  if pg_catalog.char_length(new.notes) > 2000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_notes_length"'
      using errcode = 'check_violation', constraint = 'workout_exercise_notes_length', table = 'workout_exercise', schema = 'public',
            detail = 'Notes are at most 2000 characters';
  end if;
  if new.difficulty_adjustment not between -4 and 4 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_difficulty_adjustment_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_difficulty_adjustment_range', table = 'workout_exercise', schema = 'public',
            detail = 'A difficulty adjustment is -4 to 4';
  end if;
  if new.target_sets not between 0 and 100 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_sets_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_sets_range', table = 'workout_exercise', schema = 'public',
            detail = 'Target sets are 0 to 100';
  end if;
  if new.target_reps not between 0 and 1000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_reps_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_reps_range', table = 'workout_exercise', schema = 'public',
            detail = 'Target reps are 0 to 1000';
  end if;
  if new.target_weight not between 0 and 2000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_weight_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_weight_range', table = 'workout_exercise', schema = 'public',
            detail = 'A target weight is 0 to 2000 lb';
  end if;
  if new.target_duration not between 0 and 86400 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_duration_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_duration_range', table = 'workout_exercise', schema = 'public',
            detail = 'A target duration is 0 to 86400 seconds';
  end if;

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
comment on function private.check_workout_exercise_fits() is
  'BEFORE INSERT OR UPDATE on workout_exercise: the row''s bounds (SQLSTATE 23514 with the rule''s name), and an exercise the member may see, of the workout''s category, with the detail its category takes.';

alter table public.workout
  drop constraint workout_ai_difficulty_recommendation_range,
  drop constraint workout_calories_burned_not_negative,
  drop constraint workout_calories_burned_range,
  drop constraint workout_completion_rate_range,
  drop constraint workout_difficulty_level_range,
  drop constraint workout_duration_logged_range,
  drop constraint workout_duration_range,
  drop constraint workout_name_length,
  drop constraint workout_name_single_line,
  drop constraint workout_notes_length,
  drop constraint workout_perceived_exertion_range,
  drop constraint workout_performance_score_range,
  drop constraint workout_session_position_range,
  drop constraint workout_session_position_with_session,
  drop constraint workout_superset_group_in_session,
  drop constraint workout_superset_group_range;

alter table public.workout_exercise
  drop constraint workout_exercise_difficulty_adjustment_range,
  drop constraint workout_exercise_distance_logged,
  drop constraint workout_exercise_distance_range,
  drop constraint workout_exercise_duration_range,
  drop constraint workout_exercise_notes_length,
  drop constraint workout_exercise_reps_logged,
  drop constraint workout_exercise_reps_range,
  drop constraint workout_exercise_sets_logged,
  drop constraint workout_exercise_sets_range,
  drop constraint workout_exercise_target_duration_range,
  drop constraint workout_exercise_target_reps_range,
  drop constraint workout_exercise_target_sets_range,
  drop constraint workout_exercise_target_weight_range,
  drop constraint workout_exercise_weight_range;
