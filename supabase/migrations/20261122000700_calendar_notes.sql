-- Concern: calendar notes, one free-text note per member and local day.
--
-- `date` is a calendar date (the member's local day, yyyy-MM-dd in the API), not a timestamp. The
-- unique (user_id, date) index also serves every look-up by user_id, so there is no separate one.

create table public.calendar_note (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  date date not null,
  note text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint calendar_note_user_id_date_key unique (user_id, date),
  constraint calendar_note_note_not_blank check (btrim(note) <> ''),
  constraint calendar_note_note_length check (char_length(note) <= 2000)
);
alter table public.calendar_note enable row level security;

comment on table public.calendar_note is 'A member''s note on one day of the calendar; at most one per day.';
comment on column public.calendar_note.date is 'The member''s local calendar day the note belongs to.';

revoke all on public.calendar_note from anon, authenticated;
grant select, insert, update, delete on public.calendar_note to authenticated;

create policy "Members read their own calendar notes"
  on public.calendar_note for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members write their own calendar notes"
  on public.calendar_note for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own calendar notes"
  on public.calendar_note for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own calendar notes"
  on public.calendar_note for delete to authenticated
  using ((select auth.uid()) = user_id);

create trigger calendar_note_set_updated_at
  before update on public.calendar_note
  for each row execute function private.set_updated_at();
