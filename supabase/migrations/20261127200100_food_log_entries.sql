-- Concern: the food log opens to members: what an entry may hold, and who may write which part.
--
-- Until now the table took no member writes. An entry now belongs to a meal (breakfast, lunch,
-- dinner, snack), may name the catalogue food and grams it was computed from, and is held to the
-- bounds the API checks: calories 0-10,000, each nutrient in grams 0-2,000, sodium 0-50,000 mg,
-- grams 0-5,000, confidence 0-1 (as a vision model reports it), its local day not in the future.
-- The photo URL and confidence come only from the facade's photo scan (granted to api_member),
-- and an entry that keeps a photo is a scan's result: Premium, in the insert policy.

alter table public.food_entry
  add column meal_type public.meal_type not null default 'snack',
  add column food_item_id uuid references public.food_item (id) on delete set null,
  add column grams numeric(6, 1),
  drop constraint food_entry_calories_range,
  drop constraint food_entry_nutrients_not_negative,
  drop constraint food_entry_confidence_range,
  add constraint food_entry_calories_range check (calories between 0 and 10000),
  add constraint food_entry_nutrients_range check (
    protein between 0 and 2000 and carbs between 0 and 2000 and fat between 0 and 2000
    and fiber between 0 and 2000 and sugar between 0 and 2000
  ),
  add constraint food_entry_sodium_range check (sodium between 0 and 50000),
  add constraint food_entry_grams_range check (grams between 0 and 5000),
  add constraint food_entry_confidence_range check (confidence between 0 and 1),
  add constraint food_entry_name_single_line check (name !~ '[\u0001-\u001f\u007f-\u009f]'),
  add constraint food_entry_serving_size_single_line check (serving_size !~ '[\u0001-\u001f\u007f-\u009f]');

comment on column public.food_entry.meal_type is 'The meal the food was part of.';
comment on column public.food_entry.food_item_id is 'The catalogue food the nutrients were computed from, if any.';
comment on column public.food_entry.grams is 'Grams eaten, when known (catalogue foods, photo items).';
comment on column public.food_entry.confidence is 'The vision model''s confidence (0-1) in a photo item; null otherwise.';

create index food_entry_food_item_id_idx on public.food_entry (food_item_id);

-- The day an entry is logged for is the member's local day (profile.time_zone) and never after
-- today there. Only a member's own writes are held to it (imports by the service role are not).
create or replace function private.check_food_entry_day()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  zone text;
begin
  if (select auth.role()) is distinct from 'authenticated'
     or (tg_op = 'UPDATE' and new.logged_at is not distinct from old.logged_at) then
    return new;
  end if;
  select p.time_zone into zone from public.profile p where p.id = new.user_id;
  zone := coalesce(zone, 'UTC');
  if (new.logged_at at time zone zone)::date > (pg_catalog.now() at time zone zone)::date then
    raise exception 'An entry''s day cannot be in the future'
      using errcode = 'check_violation', constraint = 'food_entry_day_not_future';
  end if;
  return new;
end;
$$;
comment on function private.check_food_entry_day() is
  'BEFORE INSERT OR UPDATE on food_entry: a member''s entry is for today or an earlier local day.';
revoke execute on function private.check_food_entry_day() from public, anon, authenticated;

create trigger food_entry_day_not_future
  before insert or update of logged_at on public.food_entry
  for each row execute function private.check_food_entry_day();

grant insert (user_id, name, description, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size,
              logged_at, meal_type, food_item_id, grams)
  on public.food_entry to authenticated;
grant update (name, description, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size, logged_at,
              meal_type, grams)
  on public.food_entry to authenticated;
grant delete on public.food_entry to authenticated;
grant insert (image_url, confidence) on public.food_entry to api_member;

drop policy "Members log their own food entries" on public.food_entry;
create policy "Members log their own food entries, keeping a scanned photo only while Premium"
  on public.food_entry for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (image_url is null or (select e.has_premium from public.subscription_entitlement() e))
  );
