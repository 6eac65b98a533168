-- Concern: a member's own exercises beside the built-in library: a workout may name any exercise.
--
-- A client with another library logs workouts under names ours lacks. Instead of refusing them,
-- the API logs such a workout against the member's own custom exercise, created on first use with
-- the category sent. Custom exercises live in the same table as the library (owner_id set), so
-- everything keyed by exercise (workout_exercise, personal records, the coach's suggestions,
-- weight progress) follows them unchanged. Library rows have no owner and stay unique by name;
-- a member's names are unique per member without regard to letter case. Members see the library
-- and their own exercises only, and may add only their own.

alter table public.exercise
  add column owner_id uuid references auth.users (id) on delete cascade;
comment on column public.exercise.owner_id is
  'The member who created this custom exercise; null for the built-in library.';

alter table public.exercise drop constraint exercise_name_key;
create unique index exercise_library_name_key on public.exercise (name) where owner_id is null;
comment on index public.exercise_library_name_key is
  'Library names are unique; supabase/seed.sql upserts on it.';
create unique index exercise_custom_name_key on public.exercise (owner_id, lower(name)) where owner_id is not null;
comment on index public.exercise_custom_name_key is
  'A member has one custom exercise per name, compared without letter case.';

comment on table public.exercise is
  'The built-in exercise library (strength, dumbbells, cardio, yoga, swimming), loaded by '
  'supabase/seed.sql, and members'' own custom exercises (owner_id set), private to each member.';

drop policy "Members read the exercise library" on public.exercise;

create policy "Members read the library and their own exercises"
  on public.exercise for select to authenticated
  using (owner_id is null or owner_id = (select auth.uid()));

create policy "Members add their own exercises"
  on public.exercise for insert to authenticated
  with check (owner_id = (select auth.uid()));

grant insert (name, category, owner_id) on public.exercise to authenticated;
