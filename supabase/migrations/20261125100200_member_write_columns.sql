-- Concern: which columns a member may write, on each path.
--
-- Table-wide INSERT and UPDATE grants let a member set, through the Data API, columns the server
-- owns: a workout's coach score and recommendation, creation times that order feeds and windows,
-- stored totals, primary keys. Each grant below names exactly the columns a member records; the
-- rest keep their defaults or are set by triggers and the service role. `id` may be given on
-- insert where a client may retry a write with its own id.
--
-- Columns whose rules only the facade can check (see 20261125100000_facade_role.sql) are granted
-- to `api_member` alone: a picture URL produced by the upload, a run's totals checked against its
-- splits, generated meal plans, allergy and diet words the planner understands, the seconds a
-- workout's exercise took (derived from the workout's minutes).
--
-- Tables of features the product does not offer yet (trainers, bookings, reviews, the food log)
-- take no member writes at all until those features bring their own rules.

-- Workouts: the session as logged. The exercise and its name are fixed once logged.
revoke insert, update on public.workout from authenticated;
grant insert (id, user_id, name, category, duration, calories_burned, date, difficulty_level, perceived_exertion,
              completion_rate)
  on public.workout to authenticated;
grant update (duration, calories_burned, date, difficulty_level, perceived_exertion, completion_rate)
  on public.workout to authenticated;

revoke insert, update on public.workout_exercise from authenticated;
grant insert (id, workout_id, user_id, exercise_id, sets, reps, weight, distance)
  on public.workout_exercise to authenticated;
grant update (sets, reps, weight, distance) on public.workout_exercise to authenticated;
grant insert (duration), update (duration) on public.workout_exercise to api_member;

-- Goals, notes, ratings, onboarding answers, plans followed.
revoke insert, update on public.goal from authenticated;
grant insert (id, user_id, type, target) on public.goal to authenticated;
grant update (type, target) on public.goal to authenticated;

revoke insert, update on public.calendar_note from authenticated;
grant insert (id, user_id, date, note) on public.calendar_note to authenticated;
grant update (note) on public.calendar_note to authenticated;

revoke insert, update on public.user_food_preference from authenticated;
grant insert (user_id, food_item_id, preference) on public.user_food_preference to authenticated;
grant update (preference) on public.user_food_preference to authenticated;

revoke insert on public.onboarding_answers from authenticated;
grant insert (user_id, fitness_goal, experience, location, consistency) on public.onboarding_answers to authenticated;

revoke insert, update on public.user_meal_plan from authenticated;
grant insert (user_id, meal_plan_id, start_date, is_active) on public.user_meal_plan to authenticated;
grant update (is_active, end_date) on public.user_meal_plan to authenticated;

-- Profile: names and time zone; the picture URL only through the upload.
grant update (profile_image_url) on public.profile to api_member;
revoke update (profile_image_url) on public.profile from authenticated;

-- Meal preferences: their words are the planner's vocabulary.
revoke insert, update on public.user_meal_preferences from authenticated;
grant insert (user_id, goal, daily_calories, dietary_restrictions, allergies, preferences, last_generated_at)
  on public.user_meal_preferences to api_member;
grant update (goal, daily_calories, dietary_restrictions, allergies, preferences, last_generated_at)
  on public.user_meal_preferences to api_member;

-- Generated meal plans: the planner's output.
revoke insert on public.meal_plan, public.meal_plan_day, public.meal_plan_meal from authenticated;
grant insert (name, description, goal, daily_calories, daily_protein, daily_carbs, daily_fat, duration, notes,
              created_by)
  on public.meal_plan to api_member;
grant insert (meal_plan_id, day_number, name) on public.meal_plan_day to api_member;
grant insert (meal_plan_day_id, meal_type, name, description, calories, protein, carbs, fat, ingredients,
              instructions, prep_time, servings, allergens, checked_against)
  on public.meal_plan_meal to api_member;

-- Mile sessions: started, split and finished through the facade, which checks each split and the
-- finish against the miles before it; a member may still delete their own sessions.
revoke insert, update on public.mile_tracker_session from authenticated;
revoke insert, update, delete on public.mile_tracker_split from authenticated;
grant insert (user_id, activity_type, tracking_mode) on public.mile_tracker_session to api_member;
grant update (status, total_distance, total_time, average_pace, paused_time, completed_at, route)
  on public.mile_tracker_session to api_member;
grant insert (session_id, user_id, mile_number, split_time, cumulative_time, pace, distance, completed_at)
  on public.mile_tracker_split to api_member;

-- Features not offered yet.
revoke insert, update, delete on public.trainer, public.trainer_service, public.booking, public.trainer_review,
  public.food_entry
  from authenticated;
