-- Concern: what the meal planner needs to know about each food beyond its name, category and
-- nutrients per 100 g: the serving in grams, allergen tags, the diets a food fits, the meals it
-- suits, the part it plays on a plate, and the words and minutes used to name and time a meal.
--
-- Reference data like the rest of the row: supabase/seed.sql fills these from
-- supabase/functions/_shared/contract/food-library.ts (nutrients from USDA FoodData Central, SR
-- Legacy). The planner reads them from here, so the database is the one truth at run time.

alter table public.food_item
  add column serving_grams numeric(6, 1) not null default 100,
  add column allergens text[] not null default '{}',
  add column diets text[] not null default '{}',
  add column meal_types public.meal_type[] not null default '{}',
  add column role text not null default 'extra',
  add column origin text not null default 'plant',
  add column phrase text,
  add column prep_minutes integer not null default 5,
  add column usda_description text,
  add constraint food_item_serving_grams_range check (serving_grams > 0 and serving_grams <= 1000),
  add constraint food_item_allergens_known check (
    allergens <@ array['milk', 'egg', 'fish', 'shellfish', 'tree_nuts', 'peanuts', 'gluten', 'soy', 'sesame']::text[]
  ),
  add constraint food_item_diets_known check (
    diets <@ array['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free']::text[]
  ),
  add constraint food_item_role_known check (role in ('main', 'starch', 'vegetable', 'fruit', 'extra')),
  add constraint food_item_origin_known check (origin in ('plant', 'dairy', 'egg', 'fish', 'shellfish', 'meat')),
  add constraint food_item_phrase_length check (char_length(phrase) <= 100),
  add constraint food_item_prep_minutes_range check (prep_minutes between 0 and 240),
  add constraint food_item_usda_description_length check (char_length(usda_description) <= 300);

comment on column public.food_item.serving_grams is 'The common serving in grams; the planner portions foods in quarters of it.';
comment on column public.food_item.allergens is
  'Major allergens the food contains: milk, egg, fish, shellfish, tree_nuts, peanuts, gluten (wheat, barley, rye, oats), soy, sesame.';
comment on column public.food_item.diets is
  'Diets the food fits (vegetarian, vegan, pescatarian, gluten_free, dairy_free), derived from its origin and allergens.';
comment on column public.food_item.meal_types is 'Meals the food suits; the planner offers it only there.';
comment on column public.food_item.role is
  'Part the food plays on a plate: main (the protein), starch, vegetable, fruit or extra (oils, nuts, cheese, milk).';
comment on column public.food_item.origin is 'plant, dairy, egg, fish, shellfish or meat: what the diets are derived from.';
comment on column public.food_item.phrase is 'How the food reads in a meal name, e.g. "roasted chicken breast".';
comment on column public.food_item.prep_minutes is 'Minutes to prepare one portion; a meal takes its longest food plus a little.';
comment on column public.food_item.usda_description is 'The USDA FoodData Central (SR Legacy) food the per-100 g figures come from.';
