-- Concern: the food log: what a member ate, possibly recognised from a photo.
--
-- Nutrient columns default to 0, as the product's data schema has them; grams except sodium
-- (milligrams), as nutrition labels print them.

create table public.food_entry (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  description text,
  calories integer not null default 0,
  protein numeric(7, 2) not null default 0,
  carbs numeric(7, 2) not null default 0,
  fat numeric(7, 2) not null default 0,
  fiber numeric(7, 2) not null default 0,
  sugar numeric(7, 2) not null default 0,
  sodium numeric(8, 2) not null default 0,
  serving_size text,
  image_url text,
  confidence numeric(5, 2),
  logged_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint food_entry_name_length check (btrim(name) <> '' and char_length(name) <= 200),
  constraint food_entry_description_length check (char_length(description) <= 2000),
  constraint food_entry_calories_range check (calories between 0 and 20000),
  constraint food_entry_nutrients_not_negative check (
    protein >= 0 and carbs >= 0 and fat >= 0 and fiber >= 0 and sugar >= 0 and sodium >= 0
  ),
  constraint food_entry_serving_size_length check (char_length(serving_size) <= 100),
  constraint food_entry_image_url_length check (char_length(image_url) <= 2048),
  constraint food_entry_confidence_range check (confidence between 0 and 100)
);
alter table public.food_entry enable row level security;

comment on table public.food_entry is 'A food a member logged eating, with its nutrients.';
comment on column public.food_entry.calories is 'kcal for the serving eaten.';
comment on column public.food_entry.protein is 'Grams; carbs, fat, fiber and sugar are grams too.';
comment on column public.food_entry.sodium is 'Milligrams.';
comment on column public.food_entry.serving_size is 'Serving as the member or recogniser described it, e.g. "1 cup".';
comment on column public.food_entry.image_url is 'Photo the entry was recognised from, if any.';
comment on column public.food_entry.confidence is 'Recogniser confidence in percent (0-100); null for manual entries.';
comment on column public.food_entry.logged_at is 'When the food was eaten; the local day comes from profile.time_zone.';

create index food_entry_user_id_logged_at_idx on public.food_entry (user_id, logged_at desc);

revoke all on public.food_entry from anon, authenticated;
grant select, insert, update, delete on public.food_entry to authenticated;

create policy "Members read their own food entries"
  on public.food_entry for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members log their own food entries"
  on public.food_entry for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own food entries"
  on public.food_entry for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own food entries"
  on public.food_entry for delete to authenticated
  using ((select auth.uid()) = user_id);
