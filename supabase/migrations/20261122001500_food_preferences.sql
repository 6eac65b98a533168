-- Concern: the food catalogue (`food_item`) and members' ratings of it
-- (`user_food_preference`), which feed the meal-plan generator.
--
-- food_item is reference data loaded by supabase/seed.sql (upsert on the unique name); members
-- read it, only the server writes it. A member rates each item at most once and may change the
-- rating at any time, so the API upserts on (user_id, food_item_id).

create table public.food_item (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  category public.food_category not null,
  calories_per_100g numeric(6, 2) not null,
  protein_per_100g numeric(5, 2),
  carbs_per_100g numeric(5, 2),
  fat_per_100g numeric(5, 2),
  fiber_per_100g numeric(5, 2),
  common_serving_size text,
  is_common boolean not null default true,
  created_at timestamptz not null default now(),
  constraint food_item_name_key unique (name),
  constraint food_item_name_length check (btrim(name) <> '' and char_length(name) <= 100),
  constraint food_item_calories_per_100g_range check (calories_per_100g between 0 and 900),
  constraint food_item_nutrients_per_100g_range check (
    protein_per_100g between 0 and 100 and carbs_per_100g between 0 and 100
    and fat_per_100g between 0 and 100 and fiber_per_100g between 0 and 100
  ),
  constraint food_item_common_serving_size_length check (char_length(common_serving_size) <= 100)
);
alter table public.food_item enable row level security;

comment on table public.food_item is 'The food catalogue members rate (eight categories). Reference data; every member reads it.';
comment on column public.food_item.calories_per_100g is 'kcal per 100 g.';
comment on column public.food_item.protein_per_100g is 'Grams per 100 g; carbs, fat and fiber likewise.';
comment on column public.food_item.common_serving_size is 'Typical serving, e.g. "1 medium (118 g)".';
comment on column public.food_item.is_common is 'Whether the item is a common staple offered first in the picker.';

create index food_item_category_idx on public.food_item (category);

revoke all on public.food_item from anon, authenticated;
grant select on public.food_item to authenticated;

create policy "Members read the food catalogue"
  on public.food_item for select to authenticated
  using (true);

create table public.user_food_preference (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  food_item_id uuid not null references public.food_item (id) on delete cascade,
  preference public.food_preference not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_food_preference_user_id_food_item_id_key unique (user_id, food_item_id)
);
alter table public.user_food_preference enable row level security;

comment on table public.user_food_preference is 'A member''s rating (love, like, dislike, never) of one food item; one per item.';

create index user_food_preference_food_item_id_idx on public.user_food_preference (food_item_id);

revoke all on public.user_food_preference from anon, authenticated;
grant select, insert, update, delete on public.user_food_preference to authenticated;

create policy "Members read their own food preferences"
  on public.user_food_preference for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members rate food items as themselves"
  on public.user_food_preference for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members change their own food preferences"
  on public.user_food_preference for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own food preferences"
  on public.user_food_preference for delete to authenticated
  using ((select auth.uid()) = user_id);

create trigger user_food_preference_set_updated_at
  before update on public.user_food_preference
  for each row execute function private.set_updated_at();
