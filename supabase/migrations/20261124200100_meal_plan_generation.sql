-- Concern: meal plans made by the planner. The catalogue is generated when seed.sql is rendered and
-- upserted by a stable key; members generate their own plans, which belong to them under
-- row-level security; every meal records what it was checked against and the allergens it holds.
--
-- A member's generated plan is written in the member's own transaction (asUser), not by the
-- service role: the insert policies below let a member add plans, days and meals only under a
-- plan they created, so nobody can write into the catalogue or another member's plan.

alter table public.meal_plan
  add column catalogue_key text,
  add column notes text[] not null default '{}',
  add constraint meal_plan_catalogue_key_key unique (catalogue_key),
  add constraint meal_plan_catalogue_key_only_for_catalogue check (catalogue_key is null or created_by is null),
  add constraint meal_plan_catalogue_key_length check (char_length(catalogue_key) <= 60),
  add constraint meal_plan_notes_size check (cardinality(notes) <= 60);

comment on column public.meal_plan.catalogue_key is
  'Stable name of a catalogue plan, so supabase/seed.sql can regenerate it in place; null for generated plans.';
comment on column public.meal_plan.notes is
  'What the planner reports about the plan: foods excluded by name, preferences it could not use, days that miss a target and by how much.';

alter table public.meal_plan_meal
  add column allergens text[] not null default '{}',
  add column checked_against text[] not null default '{}',
  add constraint meal_plan_meal_allergens_size check (cardinality(allergens) <= 9),
  add constraint meal_plan_meal_checked_against_size check (cardinality(checked_against) <= 60);

comment on column public.meal_plan_meal.allergens is 'Major allergens the meal''s foods contain (same tags as food_item.allergens).';
comment on column public.meal_plan_meal.checked_against is
  'The member''s allergies, diets and food exclusions this meal was checked against when it was generated.';

grant insert on public.meal_plan, public.meal_plan_day, public.meal_plan_meal to authenticated;

create policy "Members save the meal plans generated for them"
  on public.meal_plan for insert to authenticated
  with check (created_by = (select auth.uid()) and catalogue_key is null);

create policy "Members add days to their own generated meal plans"
  on public.meal_plan_day for insert to authenticated
  with check (exists (
    select 1 from public.meal_plan p
    where p.id = meal_plan_day.meal_plan_id and p.created_by = (select auth.uid())
  ));

create policy "Members add meals to their own generated meal plans"
  on public.meal_plan_meal for insert to authenticated
  with check (exists (
    select 1
    from public.meal_plan_day d
    join public.meal_plan p on p.id = d.meal_plan_id
    where d.id = meal_plan_meal.meal_plan_day_id and p.created_by = (select auth.uid())
  ));
