-- Concern: a member's own foods, offered again after the first time, and the barcodes they filled
-- in themselves.
--
-- A custom entry (name and nutrients for the serving eaten) is remembered here, one row per member
-- and name (case ignored), refreshed by each later entry of the same name. A food entered for a
-- barcode the food database does not know keeps that code, so the next scan of it by the same
-- member finds their food; remembering a code is part of scanning, which is Premium.

create table public.custom_food (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  calories integer not null default 0,
  protein numeric(7, 2) not null default 0,
  carbs numeric(7, 2) not null default 0,
  fat numeric(7, 2) not null default 0,
  fiber numeric(7, 2) not null default 0,
  sugar numeric(7, 2) not null default 0,
  sodium numeric(8, 2) not null default 0,
  serving_size text,
  barcode text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint custom_food_name_length check (btrim(name) <> '' and char_length(name) <= 200),
  constraint custom_food_name_single_line check (name !~ '[\u0001-\u001f\u007f-\u009f]'),
  constraint custom_food_calories_range check (calories between 0 and 10000),
  constraint custom_food_nutrients_range check (
    protein between 0 and 2000 and carbs between 0 and 2000 and fat between 0 and 2000
    and fiber between 0 and 2000 and sugar between 0 and 2000
  ),
  constraint custom_food_sodium_range check (sodium between 0 and 50000),
  constraint custom_food_serving_size_length check (
    char_length(serving_size) <= 100 and serving_size !~ '[\u0001-\u001f\u007f-\u009f]'
  ),
  constraint custom_food_barcode_valid check (private.is_valid_barcode(barcode))
);
alter table public.custom_food enable row level security;

comment on table public.custom_food is 'A food a member entered by hand, offered to them again when they log food.';
comment on column public.custom_food.calories is 'kcal for the serving as entered; nutrients likewise (grams, sodium mg).';
comment on column public.custom_food.barcode is
  'A code the food database did not know, which the member filled in with this food; their next scan of it finds it.';
comment on column public.custom_food.updated_at is 'Last time the member entered it: the most recent are offered first.';

create unique index custom_food_user_id_name_key on public.custom_food (user_id, lower(name));
create unique index custom_food_user_id_barcode_key on public.custom_food (user_id, barcode) where barcode is not null;

revoke all on public.custom_food from anon, authenticated;
grant select, delete on public.custom_food to authenticated;
grant insert (user_id, name, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size, barcode)
  on public.custom_food to authenticated;
grant update (name, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size, barcode)
  on public.custom_food to authenticated;

create trigger custom_food_set_updated_at
  before update on public.custom_food
  for each row execute function private.set_updated_at();

create policy "Members read their own foods"
  on public.custom_food for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members add their own foods, with a barcode only while Premium"
  on public.custom_food for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (barcode is null or (select e.has_premium from public.subscription_entitlement() e))
  );

create policy "Members change their own foods, with a barcode only while Premium"
  on public.custom_food for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and (barcode is null or (select e.has_premium from public.subscription_entitlement() e))
  );

create policy "Members delete their own foods"
  on public.custom_food for delete to authenticated
  using ((select auth.uid()) = user_id);
