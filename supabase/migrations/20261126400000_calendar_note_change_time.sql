-- Concern: a calendar note's edits settle by when the member made them (last writer wins).
--
-- A client that works offline sends its edits later, possibly after a newer edit from another
-- device has been stored. Each edit carries the time the member made it; `note_changed_at` keeps
-- the time of the text now stored, and an edit made before that time leaves the text as it is
-- (an edit made at the same time or later replaces it). A trigger holds the rule, so it is the
-- same for the /api facade and for a Data API write:
-- - only the facade's role `api_member` may write the column, after checking the time; a write
--   that names no change time (every Data API write) made its change now;
-- - a time more than five minutes ahead of the database's clock is refused on every path, since a
--   time far ahead would pin the text against every later edit.
-- The column lives on the row, so the note's row-level security covers it.

alter table public.calendar_note add column note_changed_at timestamptz;

-- A note written before change times were kept was last changed when it was last updated; the
-- update stamp itself must not move while the column is filled.
alter table public.calendar_note disable trigger calendar_note_set_updated_at;
update public.calendar_note set note_changed_at = updated_at;
alter table public.calendar_note enable trigger calendar_note_set_updated_at;

alter table public.calendar_note
  alter column note_changed_at set default now(),
  alter column note_changed_at set not null;

comment on column public.calendar_note.note_changed_at is
  'When the member made the change that wrote `note` (their device''s clock, as sent): an edit made earlier does '
  'not replace the text.';

grant insert (note_changed_at), update (note_changed_at) on public.calendar_note to api_member;

create or replace function private.settle_calendar_note_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.note_changed_at is not distinct from old.note_changed_at then
      -- The write named no change time: it was made now (never before the stored change).
      if new.note is distinct from old.note then
        new.note_changed_at := greatest(pg_catalog.now(), old.note_changed_at);
      end if;
      return new;
    end if;
  end if;
  if new.note_changed_at > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Change time cannot be in the future'
      using errcode = 'check_violation', constraint = 'calendar_note_note_changed_at_not_future';
  end if;
  if tg_op = 'UPDATE' then
    if new.note_changed_at < old.note_changed_at then
      new.note := old.note;
      new.note_changed_at := old.note_changed_at;
    end if;
  end if;
  return new;
end;
$$;
comment on function private.settle_calendar_note_change() is
  'BEFORE INSERT OR UPDATE on calendar_note: refuses a change time in the future; an edit made before the stored '
  'text''s change time keeps the stored text; an edit naming no time was made now.';
revoke execute on function private.settle_calendar_note_change() from public, anon, authenticated;

create trigger calendar_note_settle_change
  before insert or update on public.calendar_note
  for each row execute function private.settle_calendar_note_change();
