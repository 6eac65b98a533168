-- Concern: answers of the food database (Open Food Facts) kept, so a code is looked up once.
--
-- Shared by every member, like the catalogue: a product is the same for whoever scans it. Written
-- by the facade with the service role only (members never write what the database says); read by
-- members while Premium, since scanning is. An unknown code is kept too (found = false), so a
-- code scanned again does not ask the food database again until the answer is a day old.

create table public.food_barcode (
  code text primary key,
  found boolean not null,
  name text,
  brand text,
  calories_per_100g numeric(7, 2),
  protein_per_100g numeric(6, 2),
  carbs_per_100g numeric(6, 2),
  fat_per_100g numeric(6, 2),
  fiber_per_100g numeric(6, 2),
  sugar_per_100g numeric(6, 2),
  sodium_mg_per_100g numeric(8, 2),
  serving_size text,
  serving_grams numeric(6, 1),
  fetched_at timestamptz not null default now(),
  constraint food_barcode_code_valid check (private.is_valid_barcode(code)),
  constraint food_barcode_found_has_name check (not found or name is not null),
  constraint food_barcode_name_length check (char_length(name) <= 200 and char_length(brand) <= 200),
  constraint food_barcode_per_100g_range check (
    calories_per_100g between 0 and 900 and protein_per_100g between 0 and 100
    and carbs_per_100g between 0 and 100 and fat_per_100g between 0 and 100
    and fiber_per_100g between 0 and 100 and sugar_per_100g between 0 and 100
    and sodium_mg_per_100g between 0 and 100000
  ),
  constraint food_barcode_serving_range check (
    serving_grams > 0 and serving_grams <= 5000 and char_length(serving_size) <= 100
  )
);
alter table public.food_barcode enable row level security;

comment on table public.food_barcode is 'What the food database answered for a barcode, kept for later scans of it.';
comment on column public.food_barcode.found is 'False: the food database does not know the code (kept a day).';
comment on column public.food_barcode.sodium_mg_per_100g is 'Milligrams per 100 g (the database gives grams of sodium or salt).';
comment on column public.food_barcode.serving_grams is 'The product''s serving in grams, when the database gives one.';
comment on column public.food_barcode.fetched_at is 'When the food database answered; old answers are asked again.';

revoke all on public.food_barcode from anon, authenticated;
grant select on public.food_barcode to authenticated;
grant select, insert, update on public.food_barcode to service_role;

create policy "Premium members read scanned products"
  on public.food_barcode for select to authenticated
  using ((select e.has_premium from public.subscription_entitlement() e));
