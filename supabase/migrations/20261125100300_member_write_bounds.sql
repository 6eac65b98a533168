-- Concern: every bound the facade checks on a member-written column, held by the database too.
--
-- The facade validates first and answers with sentences; these are the same rules for a write
-- that arrives through the Data API. Constraints are added NOT VALID: rows written before the rule
-- stay readable, and every row inserted or changed from now on is checked.
--
-- Text: single-line fields refuse control characters; notes and posts allow tabs and line breaks.
-- (NUL and unpaired surrogates cannot be stored in PostgreSQL text at all.)

alter table public.workout
  add constraint workout_duration_logged_range check (duration between 5 and 120) not valid,
  add constraint workout_calories_burned_range check (calories_burned between 0 and 5000) not valid,
  add constraint workout_name_single_line check (name !~ '[\u0001-\u001f\u007f-\u009f]') not valid;
comment on constraint workout_duration_logged_range on public.workout is
  'Minutes a session may be logged with (the log dialog''s 5-120).';

alter table public.workout_exercise
  add constraint workout_exercise_sets_logged check (sets >= 1) not valid,
  add constraint workout_exercise_reps_logged check (reps >= 1) not valid,
  add constraint workout_exercise_distance_logged check (distance > 0) not valid;

alter table public.exercise
  add constraint exercise_name_single_line check (name !~ '[\u0001-\u001f\u007f-\u009f]') not valid;

alter table public.profile
  add constraint profile_first_name_single_line check (first_name !~ '[\u0001-\u001f\u007f-\u009f]') not valid,
  add constraint profile_last_name_single_line check (last_name !~ '[\u0001-\u001f\u007f-\u009f]') not valid;

alter table public.calendar_note
  add constraint calendar_note_note_text check (note !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]')
    not valid,
  add constraint calendar_note_date_range check (date between '1900-01-01' and '2100-12-31') not valid;

alter table public.community_post
  add constraint community_post_content_text
    check (content !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid;

-- A member logs a session now or up to a year back, never ahead (a few minutes of clock
-- difference allowed). Only a member's own writes are held to it: imports by the service role and
-- the owner's maintenance are not members logging.
create or replace function private.check_logged_workout_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
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
comment on function private.check_logged_workout_date() is
  'BEFORE INSERT OR UPDATE on workout: a member''s session is dated between a year ago and now.';
revoke execute on function private.check_logged_workout_date() from public, anon, authenticated;

create trigger workout_logged_date_window
  before insert or update of date on public.workout
  for each row execute function private.check_logged_workout_date();

-- A workout's exercise is one the member can see (the library or their own), of the workout's
-- category, and the detail fits that category: sets, reps and weight for strength and dumbbells,
-- a distance for cardio and swimming. Security invoker, so "can see" is
-- the caller's row-level security on the library.
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
  select e.name, e.category into exercise_name, exercise_category
  from public.exercise e where e.id = new.exercise_id;
  if not found then
    raise exception 'Exercise % is not in the library or yours', new.exercise_id
      using errcode = 'foreign_key_violation', constraint = 'workout_exercise_exercise_visible';
  end if;
  select w.category into workout_category
  from public.workout w where w.id = new.workout_id and w.user_id = new.user_id;
  if found and workout_category <> exercise_category then
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
  'BEFORE INSERT OR UPDATE on workout_exercise: a visible exercise of the workout''s category, with detail fitting it.';
revoke execute on function private.check_workout_exercise_fits() from public, anon, authenticated;

create trigger workout_exercise_fits_workout
  before insert or update on public.workout_exercise
  for each row execute function private.check_workout_exercise_fits();
