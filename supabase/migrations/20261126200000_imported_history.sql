-- Concern: history a member imports (from Strong, Hevy or this app's own export) may be older than
-- a workout logged by hand.
--
-- A member logs a session now or up to a year back, whichever way the write comes (the trigger
-- private.check_workout_row, for the `authenticated` role). An import brings years of
-- history. Its workouts are marked `imported`, a column only the facade's role `api_member` may
-- set: the facade read the file and checked each date. Through the Data API a member cannot set
-- it (PostgREST cannot take `api_member`), so the year's limit still holds there. An imported
-- workout may be dated from 1970 to now, never ahead; moving its date later is a member's
-- correction like any other and held to the year. Inserts only: nobody may update the mark.

alter table public.workout add column imported boolean not null default false;
comment on column public.workout.imported is
  'Brought in by an import (another app''s export, or this app''s): may be dated back to 1970. Set only by the facade.';

grant insert (imported) on public.workout to api_member;

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
  -- difference allowed); a workout the facade imports may go back to 1970. Only a member's own
  -- writes are held to it: the service role and the owner's maintenance are not members logging.
  if (select auth.role()) is distinct from 'authenticated'
     or (tg_op = 'UPDATE' and new.date is not distinct from old.date) then
    return new;
  end if;
  if new.date > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Date cannot be in the future'
      using errcode = 'check_violation', constraint = 'workout_date_not_future';
  end if;
  if tg_op = 'INSERT' and new.imported then
    if new.date < timestamptz '1970-01-01 00:00:00+00' then
      raise exception 'An imported workout is dated 1970 or later'
        using errcode = 'check_violation', constraint = 'workout_date_imported_since_1970';
    end if;
    return new;
  end if;
  if new.date < pg_catalog.now() - interval '365 days' then
    raise exception 'Date can be at most 365 days ago'
      using errcode = 'check_violation', constraint = 'workout_date_within_a_year';
  end if;
  return new;
end;
$$;
comment on function private.check_workout_row() is
  'BEFORE INSERT OR UPDATE on workout: the row''s bounds (SQLSTATE 23514 with the rule''s name), and a member''s session dated between a year ago and now; an imported one (inserted by the facade) between 1970 and now.';
