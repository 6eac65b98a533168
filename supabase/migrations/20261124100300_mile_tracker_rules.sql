-- Concern: the mile tracker's rules, held by the database as well as the API.
--
-- The API checks these first and answers with sentences (supabase/functions/_shared/domain/
-- mile-session-rules.ts), under a row lock on the session. Members can also reach the tables
-- through the Data API in the managed runtime, so the database refuses the same things:
-- - a split is the next mile of an active session: numbered right after the last one, with a
--   cumulative time that grows by exactly its split time;
-- - a completed session is final: it cannot change, go back to active, or take new splits.
-- Both triggers run as the caller (security invoker), so a session the caller cannot see is left
-- to row-level security and the foreign key, which refuse it in their own words.

create or replace function private.check_mile_split_follows()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  session_status public.mile_session_status;
  last_mile integer;
  last_time integer;
begin
  select s.status into session_status
  from public.mile_tracker_session s
  where s.id = new.session_id and s.user_id = new.user_id;
  if not found then
    return new;
  end if;
  if session_status = 'completed' then
    raise exception 'Mile session % is completed and takes no new splits', new.session_id
      using errcode = 'check_violation';
  end if;
  select sp.mile_number, sp.cumulative_time into last_mile, last_time
  from public.mile_tracker_split sp
  where sp.session_id = new.session_id and sp.user_id = new.user_id
  order by sp.mile_number desc
  limit 1;
  if new.mile_number <> coalesce(last_mile, 0) + 1 then
    raise exception 'Mile % does not follow mile %', new.mile_number, coalesce(last_mile, 0)
      using errcode = 'check_violation';
  end if;
  if new.cumulative_time <> coalesce(last_time, 0) + new.split_time then
    raise exception 'Cumulative time % is not the previous % plus the split time %',
      new.cumulative_time, coalesce(last_time, 0), new.split_time
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
comment on function private.check_mile_split_follows() is
  'BEFORE INSERT on mile_tracker_split: only the next mile of an active session, timed from the previous one.';
revoke execute on function private.check_mile_split_follows() from public, anon, authenticated;

create trigger mile_tracker_split_follows
  before insert on public.mile_tracker_split
  for each row execute function private.check_mile_split_follows();

create or replace function private.keep_completed_mile_session()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'completed' then
    raise exception 'Mile session % is completed and cannot change', old.id
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
comment on function private.keep_completed_mile_session() is
  'BEFORE UPDATE on mile_tracker_session: a completed session is final.';
revoke execute on function private.keep_completed_mile_session() from public, anon, authenticated;

create trigger mile_tracker_session_completed_is_final
  before update on public.mile_tracker_session
  for each row execute function private.keep_completed_mile_session();
