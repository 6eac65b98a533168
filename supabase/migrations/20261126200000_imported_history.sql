-- Concern: history a member imports (from Strong, Hevy or this app's own export) may be older than
-- a workout logged by hand.
--
-- A member logs a session now or up to a year back, whichever way the write comes (the trigger
-- private.check_logged_workout_date, for the `authenticated` role). An import brings years of
-- history. Its workouts are marked `imported`, a column only the facade's role `api_member` may
-- set: the facade read the file and checked each date. Through the Data API a member cannot set
-- it (PostgREST cannot take `api_member`), so the year's limit still holds there. An imported
-- workout may be dated from 1970 to now, never ahead; moving its date later is a member's
-- correction like any other and held to the year. Inserts only: nobody may update the mark.

alter table public.workout add column imported boolean not null default false;
comment on column public.workout.imported is
  'Brought in by an import (another app''s export, or this app''s): may be dated back to 1970. Set only by the facade.';

grant insert (imported) on public.workout to api_member;

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
comment on function private.check_logged_workout_date() is
  'BEFORE INSERT OR UPDATE on workout: a member''s session is dated between a year ago and now; an '
  'imported one (inserted by the facade) between 1970 and now.';
