-- Concern: meal plans (`meal_plan`, `meal_plan_day`, `meal_plan_meal`), a member's
-- assignment of one (`user_meal_plan`) and their meal-plan settings (`user_meal_preferences`).
--
-- meal_plan.created_by (beyond the product's data schema) separates the two kinds of plan: null for
-- the shared catalogue every member sees, set for an AI-generated plan only its creator sees. Days
-- and meals are readable exactly when their plan is (exists on the parent). Plans are written by
-- the server only. A member has at most one active plan, enforced by a partial unique index;
-- switching plans means deactivating the old assignment first, in the same transaction.

create table public.meal_plan (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  goal public.meal_goal not null,
  daily_calories integer not null,
  daily_protein integer,
  daily_carbs integer,
  daily_fat integer,
  duration integer not null default 7,
  is_active boolean not null default true,
  created_by uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint meal_plan_name_length check (btrim(name) <> '' and char_length(name) <= 200),
  constraint meal_plan_description_length check (char_length(description) <= 4000),
  constraint meal_plan_daily_calories_range check (daily_calories between 1200 and 4000),
  constraint meal_plan_daily_macros_not_negative check (daily_protein >= 0 and daily_carbs >= 0 and daily_fat >= 0),
  constraint meal_plan_duration_range check (duration between 3 and 14)
);
alter table public.meal_plan enable row level security;

comment on table public.meal_plan is
  'A meal plan: catalogue plans (created_by null) are visible to every member, AI-generated plans only to their creator.';
comment on column public.meal_plan.daily_calories is 'kcal per day, 1200-4000.';
comment on column public.meal_plan.daily_protein is 'Grams per day; daily_carbs and daily_fat likewise.';
comment on column public.meal_plan.duration is 'Length of the plan in days, 3-14.';
comment on column public.meal_plan.is_active is 'Whether the plan is offered; inactive catalogue plans are hidden from the list.';
comment on column public.meal_plan.created_by is
  'Null for a catalogue plan (every member reads it); otherwise the member an AI plan was generated for, the only one who reads it.';

create index meal_plan_created_by_idx on public.meal_plan (created_by);

revoke all on public.meal_plan from anon, authenticated;
grant select on public.meal_plan to authenticated;

create policy "Members read catalogue and their own generated meal plans"
  on public.meal_plan for select to authenticated
  using (created_by is null or created_by = (select auth.uid()));

create table public.meal_plan_day (
  id uuid primary key default gen_random_uuid(),
  meal_plan_id uuid not null references public.meal_plan (id) on delete cascade,
  day_number integer not null,
  name text,
  constraint meal_plan_day_day_number_key unique (meal_plan_id, day_number),
  constraint meal_plan_day_day_number_range check (day_number between 1 and 14),
  constraint meal_plan_day_name_length check (char_length(name) <= 100)
);
alter table public.meal_plan_day enable row level security;

comment on table public.meal_plan_day is 'One day of a meal plan; readable when its plan is.';
comment on column public.meal_plan_day.day_number is 'Day within the plan, from 1.';
comment on column public.meal_plan_day.name is 'Display name, e.g. "Day 1" or "Monday".';

revoke all on public.meal_plan_day from anon, authenticated;
grant select on public.meal_plan_day to authenticated;

create policy "Members read the days of meal plans they can see"
  on public.meal_plan_day for select to authenticated
  using (exists (
    select 1 from public.meal_plan p
    where p.id = meal_plan_day.meal_plan_id
      and (p.created_by is null or p.created_by = (select auth.uid()))
  ));

create table public.meal_plan_meal (
  id uuid primary key default gen_random_uuid(),
  meal_plan_day_id uuid not null references public.meal_plan_day (id) on delete cascade,
  meal_type public.meal_type not null,
  name text not null,
  description text,
  calories integer not null,
  protein integer,
  carbs integer,
  fat integer,
  ingredients text[] not null default '{}',
  instructions text[] not null default '{}',
  prep_time integer,
  servings integer not null default 1,
  constraint meal_plan_meal_name_length check (btrim(name) <> '' and char_length(name) <= 200),
  constraint meal_plan_meal_description_length check (char_length(description) <= 4000),
  constraint meal_plan_meal_calories_range check (calories between 0 and 5000),
  constraint meal_plan_meal_macros_not_negative check (protein >= 0 and carbs >= 0 and fat >= 0),
  constraint meal_plan_meal_prep_time_range check (prep_time between 0 and 1440),
  constraint meal_plan_meal_servings_range check (servings between 1 and 50)
);
alter table public.meal_plan_meal enable row level security;

comment on table public.meal_plan_meal is 'One meal of a meal-plan day; readable when its plan is.';
comment on column public.meal_plan_meal.calories is 'kcal per serving.';
comment on column public.meal_plan_meal.protein is 'Grams; carbs and fat likewise.';
comment on column public.meal_plan_meal.ingredients is 'Ingredient lines, e.g. {"2 eggs","1 slice wholegrain toast"}; the UI previews 3.';
comment on column public.meal_plan_meal.instructions is 'Preparation steps in order.';
comment on column public.meal_plan_meal.prep_time is 'Minutes; optional.';

create index meal_plan_meal_meal_plan_day_id_idx on public.meal_plan_meal (meal_plan_day_id);

revoke all on public.meal_plan_meal from anon, authenticated;
grant select on public.meal_plan_meal to authenticated;

create policy "Members read the meals of meal plans they can see"
  on public.meal_plan_meal for select to authenticated
  using (exists (
    select 1
    from public.meal_plan_day d
    join public.meal_plan p on p.id = d.meal_plan_id
    where d.id = meal_plan_meal.meal_plan_day_id
      and (p.created_by is null or p.created_by = (select auth.uid()))
  ));

create table public.user_meal_plan (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  meal_plan_id uuid not null references public.meal_plan (id) on delete cascade,
  start_date timestamptz not null default now(),
  end_date timestamptz,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint user_meal_plan_dates_ordered check (end_date >= start_date)
);
alter table public.user_meal_plan enable row level security;

comment on table public.user_meal_plan is 'A member following a meal plan; at most one assignment per member is active.';
comment on column public.user_meal_plan.start_date is 'When the member started the plan (the API sends an ISO time).';
comment on column public.user_meal_plan.end_date is 'When the plan ends or was left; null while open-ended.';

create unique index user_meal_plan_one_active_per_member
  on public.user_meal_plan (user_id)
  where is_active;
comment on index public.user_meal_plan_one_active_per_member is 'A member has at most one active meal plan.';
create index user_meal_plan_user_id_idx on public.user_meal_plan (user_id);
create index user_meal_plan_meal_plan_id_idx on public.user_meal_plan (meal_plan_id);

revoke all on public.user_meal_plan from anon, authenticated;
grant select, insert, update, delete on public.user_meal_plan to authenticated;

create policy "Members read their own meal plan assignments"
  on public.user_meal_plan for select to authenticated
  using ((select auth.uid()) = user_id);

-- The plan must be one the member can see: foreign keys ignore row-level security, so without
-- the exists a member could follow another member's private generated plan by its id.
create policy "Members start meal plans they can see"
  on public.user_meal_plan for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.meal_plan p where p.id = user_meal_plan.meal_plan_id)
  );

create policy "Members update their own meal plan assignments"
  on public.user_meal_plan for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.meal_plan p where p.id = user_meal_plan.meal_plan_id)
  );

create policy "Members delete their own meal plan assignments"
  on public.user_meal_plan for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.user_meal_preferences (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  goal public.meal_goal not null default 'maintenance',
  daily_calories integer not null default 2000,
  dietary_restrictions text[] not null default '{}',
  allergies text[] not null default '{}',
  preferences text[] not null default '{}',
  last_generated_at timestamptz,
  auto_generate boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_meal_preferences_user_id_key unique (user_id),
  constraint user_meal_preferences_daily_calories_range check (daily_calories between 1200 and 4000),
  constraint user_meal_preferences_lists_size check (
    cardinality(dietary_restrictions) <= 50 and cardinality(allergies) <= 50 and cardinality(preferences) <= 50
  )
);
alter table public.user_meal_preferences enable row level security;

comment on table public.user_meal_preferences is 'A member''s saved meal-plan generator settings; one row per member.';
comment on column public.user_meal_preferences.goal is 'Default goal for generated plans (maintenance unless chosen).';
comment on column public.user_meal_preferences.daily_calories is 'Default kcal per day, 1200-4000 (default 2000).';
comment on column public.user_meal_preferences.dietary_restrictions is 'Free-text items, trimmed, empties dropped, e.g. {vegetarian}.';
comment on column public.user_meal_preferences.last_generated_at is 'When a plan was last generated from these settings.';
comment on column public.user_meal_preferences.auto_generate is 'Whether the server may generate a new plan when the current one ends.';

revoke all on public.user_meal_preferences from anon, authenticated;
grant select, insert, update, delete on public.user_meal_preferences to authenticated;

create policy "Members read their own meal preferences"
  on public.user_meal_preferences for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members save their own meal preferences"
  on public.user_meal_preferences for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own meal preferences"
  on public.user_meal_preferences for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own meal preferences"
  on public.user_meal_preferences for delete to authenticated
  using ((select auth.uid()) = user_id);

create trigger user_meal_preferences_set_updated_at
  before update on public.user_meal_preferences
  for each row execute function private.set_updated_at();
