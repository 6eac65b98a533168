-- Concern: the exercise library, read-only reference data.
--
-- One source for the library: supabase/seed.sql fills this table from the same list the web app
-- ships, keyed by the unique name so seed.sql can upsert. Members read it; only the server
-- (service_role, migrations, seed.sql) writes it.

create table public.exercise (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  category public.exercise_category not null,
  description text,
  muscle_groups text[] not null default '{}',
  equipment text,
  created_at timestamptz not null default now(),
  constraint exercise_name_key unique (name),
  constraint exercise_name_not_blank check (btrim(name) <> '' and char_length(name) <= 100)
);
alter table public.exercise enable row level security;

comment on table public.exercise is
  'The built-in exercise library (strength, dumbbells, cardio, yoga, swimming). Reference data '
  'loaded by supabase/seed.sql; every signed-in member reads it, only the server writes it.';
comment on column public.exercise.muscle_groups is 'Target muscles, e.g. {chest,triceps}.';
comment on column public.exercise.equipment is 'Equipment needed, free text; null when none.';

create index exercise_category_idx on public.exercise (category);

revoke all on public.exercise from anon, authenticated;
grant select on public.exercise to authenticated;

create policy "Members read the exercise library"
  on public.exercise for select to authenticated
  using (true);
