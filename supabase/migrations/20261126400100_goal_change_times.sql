-- Concern: a goal's edits settle field by field, by when the member made them (last writer wins).
--
-- The same rule as a calendar note's (20261126400000_calendar_note_change_time.sql), per field:
-- a goal's type and its target each keep the time of the change that wrote them, so an older
-- change of the type and a newer change of the target, arriving in either order, both apply to
-- their own field. Two columns rather than one jsonb map: each is a typed timestamp the trigger
-- compares directly, and the row's row-level security covers both. Only the facade's role
-- `api_member` writes them; a Data API write names no time and made its change now.

alter table public.goal
  add column type_changed_at timestamptz,
  add column target_changed_at timestamptz;

-- A goal set before change times were kept: its fields last changed when it was created (goals
-- kept no update stamp).
update public.goal set type_changed_at = created_at, target_changed_at = created_at;

alter table public.goal
  alter column type_changed_at set default now(),
  alter column type_changed_at set not null,
  alter column target_changed_at set default now(),
  alter column target_changed_at set not null;

comment on column public.goal.type_changed_at is
  'When the member made the change that wrote `type` (their device''s clock, as sent): an edit made earlier does '
  'not replace it.';
comment on column public.goal.target_changed_at is
  'When the member made the change that wrote `target` (their device''s clock, as sent): an edit made earlier does '
  'not replace it.';

grant insert (type_changed_at, target_changed_at), update (type_changed_at, target_changed_at)
  on public.goal to api_member;

create or replace function private.settle_goal_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if greatest(new.type_changed_at, new.target_changed_at) > pg_catalog.now() + interval '5 minutes' then
      raise exception 'Change time cannot be in the future'
        using errcode = 'check_violation', constraint = 'goal_changed_at_not_future';
    end if;
    return new;
  end if;

  if new.type_changed_at is not distinct from old.type_changed_at then
    -- The write named no change time for the type: it was made now (never before the stored one).
    if new.type is distinct from old.type then
      new.type_changed_at := greatest(pg_catalog.now(), old.type_changed_at);
    end if;
  elsif new.type_changed_at > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Change time cannot be in the future'
      using errcode = 'check_violation', constraint = 'goal_changed_at_not_future';
  elsif new.type_changed_at < old.type_changed_at then
    new.type := old.type;
    new.type_changed_at := old.type_changed_at;
  end if;

  if new.target_changed_at is not distinct from old.target_changed_at then
    if new.target is distinct from old.target then
      new.target_changed_at := greatest(pg_catalog.now(), old.target_changed_at);
    end if;
  elsif new.target_changed_at > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Change time cannot be in the future'
      using errcode = 'check_violation', constraint = 'goal_changed_at_not_future';
  elsif new.target_changed_at < old.target_changed_at then
    new.target := old.target;
    new.target_changed_at := old.target_changed_at;
  end if;
  return new;
end;
$$;
comment on function private.settle_goal_change() is
  'BEFORE INSERT OR UPDATE on goal: refuses a change time in the future; per field (type, target), an edit made '
  'before the stored value''s change time keeps the stored value; an edit naming no time was made now.';
revoke execute on function private.settle_goal_change() from public, anon, authenticated;

create trigger goal_settle_change
  before insert or update on public.goal
  for each row execute function private.settle_goal_change();
