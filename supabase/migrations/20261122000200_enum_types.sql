-- Concern: the categorical values of the product's data as Postgres enum types, so a bad value is
-- refused by the database whatever path it came through.
--
-- They live in `public` because PostgREST and the generated API types need to see them. Adding a
-- value later is `alter type ... add value`, which must run outside the transaction that first
-- uses the new value.

create type public.exercise_category as enum ('strength', 'dumbbells', 'cardio', 'yoga', 'swimming');
comment on type public.exercise_category is 'Exercise library and workout categories.';

create type public.goal_type as enum ('workouts', 'minutes', 'calories');
comment on type public.goal_type is 'What a goal counts: number of workouts, minutes trained or calories burned.';

create type public.goal_period as enum ('weekly');
comment on type public.goal_period is 'Goal periods; the product only knows weekly goals, counted in the member''s time zone.';

create type public.subscription_status as enum ('free_trial', 'active', 'expired', 'inactive');
comment on type public.subscription_status is
  'Premium subscription state of a member or trainer; transitions are server-decided.';

create type public.payment_status as enum (
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded'
);
comment on type public.payment_status is
  'Stripe PaymentIntent statuses, spelled as Stripe spells them (including "canceled"), so webhook '
  'payloads map one to one.';

create type public.community_post_type as enum ('message', 'workout_progress', 'goal_achievement');
comment on type public.community_post_type is 'Kinds of community feed posts.';

create type public.mile_activity_type as enum ('run', 'walk', 'bike');
comment on type public.mile_activity_type is 'Activity recorded by the mile tracker.';

create type public.mile_session_status as enum ('active', 'completed');
comment on type public.mile_session_status is 'Mile tracker session lifecycle: active until finished, then completed.';

create type public.meal_type as enum ('breakfast', 'lunch', 'dinner', 'snack');
comment on type public.meal_type is 'The four meal slots of a meal-plan day.';

create type public.meal_goal as enum ('weight_loss', 'weight_gain', 'maintenance');
comment on type public.meal_goal is 'Nutrition goal of a meal plan or of a member''s meal preferences.';

create type public.food_category as enum (
  'proteins', 'grains', 'vegetables', 'fruits', 'dairy', 'fats', 'nuts', 'legumes'
);
comment on type public.food_category is
  'Food item categories; the UI shows fats as "Healthy Fats" and nuts as "Nuts & Seeds".';

create type public.food_preference as enum ('love', 'like', 'dislike', 'never');
comment on type public.food_preference is 'A member''s rating of a food item.';

create type public.performance_trend as enum ('improving', 'declining', 'stable');
comment on type public.performance_trend is 'Trend the AI coach sees in a member''s results on an exercise.';

create type public.booking_status as enum ('pending', 'confirmed', 'completed', 'cancelled');
comment on type public.booking_status is
  'Trainer booking lifecycle. The product''s data schema names only pending; confirmed, completed and cancelled are the '
  'states a booking needs to be paid, held and reviewed.';
