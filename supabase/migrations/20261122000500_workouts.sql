-- Concern: logged workouts and their per-exercise detail (`workout_exercise`).
--
-- workout_exercise carries its own user_id, tied to the parent workout's by a composite foreign key
-- (workout_id, user_id) -> workout (id, user_id). A member therefore cannot attach rows to someone
-- else's workout, and every policy stays the one-line ownership check.
--
-- workout.date is when the session happened (timestamptz); the member's local day, used by
-- streaks, calendars and weekly goals, is derived with profile.time_zone.

create table public.workout (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  category public.exercise_category not null,
  duration integer not null,
  calories_burned integer not null,
  notes text,
  date timestamptz not null default now(),
  difficulty_level smallint not null default 3,
  perceived_exertion smallint,
  completion_rate smallint not null default 100,
  ai_difficulty_recommendation smallint,
  performance_score numeric(5, 2),
  created_at timestamptz not null default now(),
  constraint workout_id_user_id_key unique (id, user_id),
  constraint workout_name_length check (btrim(name) <> '' and char_length(name) <= 100),
  constraint workout_duration_range check (duration between 1 and 1440),
  constraint workout_calories_burned_not_negative check (calories_burned >= 0),
  constraint workout_notes_length check (char_length(notes) <= 2000),
  constraint workout_difficulty_level_range check (difficulty_level between 1 and 5),
  constraint workout_perceived_exertion_range check (perceived_exertion between 1 and 10),
  constraint workout_completion_rate_range check (completion_rate between 0 and 100),
  constraint workout_ai_difficulty_recommendation_range check (ai_difficulty_recommendation between 1 and 5),
  constraint workout_performance_score_range check (performance_score between 0 and 100)
);
alter table public.workout enable row level security;

comment on table public.workout is 'A workout session a member logged.';
comment on column public.workout.duration is 'Minutes, 1-1440.';
comment on column public.workout.calories_burned is 'Estimated kcal; the client estimates round(duration x (2 + difficulty x 0.8)).';
comment on column public.workout.date is 'When the session happened; the local day comes from profile.time_zone.';
comment on column public.workout.difficulty_level is 'Difficulty the member chose, 1 (Very Easy) to 5 (Very Hard).';
comment on column public.workout.perceived_exertion is 'Perceived exertion, 1 (Very Light) to 10 (Maximum Effort).';
comment on column public.workout.completion_rate is 'Percent of the planned workout completed, 0-100.';
comment on column public.workout.ai_difficulty_recommendation is 'Difficulty level (1-5) the AI coach recommends after this workout.';
comment on column public.workout.performance_score is 'Score 0-100 the AI coach computed for this workout.';
comment on constraint workout_id_user_id_key on public.workout is
  'Target of composite foreign keys that keep child rows owned by the workout''s member.';

create index workout_user_id_date_idx on public.workout (user_id, date desc);

revoke all on public.workout from anon, authenticated;
grant select, insert, update, delete on public.workout to authenticated;

create policy "Members read their own workouts"
  on public.workout for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members log their own workouts"
  on public.workout for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own workouts"
  on public.workout for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own workouts"
  on public.workout for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.workout_exercise (
  id uuid primary key default gen_random_uuid(),
  workout_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  exercise_id uuid not null references public.exercise (id) on delete restrict,
  sets smallint,
  reps smallint,
  weight numeric(7, 2),
  distance numeric(8, 2),
  duration integer,
  notes text,
  target_sets smallint,
  target_reps smallint,
  target_weight numeric(7, 2),
  target_duration integer,
  completed boolean not null default true,
  difficulty_adjustment smallint not null default 0,
  constraint workout_exercise_workout_fkey foreign key (workout_id, user_id)
    references public.workout (id, user_id) on delete cascade,
  constraint workout_exercise_sets_range check (sets between 0 and 100),
  constraint workout_exercise_reps_range check (reps between 0 and 1000),
  constraint workout_exercise_weight_range check (weight between 0 and 2000),
  constraint workout_exercise_distance_range check (distance between 0 and 1000),
  constraint workout_exercise_duration_range check (duration between 0 and 86400),
  constraint workout_exercise_notes_length check (char_length(notes) <= 2000),
  constraint workout_exercise_target_sets_range check (target_sets between 0 and 100),
  constraint workout_exercise_target_reps_range check (target_reps between 0 and 1000),
  constraint workout_exercise_target_weight_range check (target_weight between 0 and 2000),
  constraint workout_exercise_target_duration_range check (target_duration between 0 and 86400),
  constraint workout_exercise_difficulty_adjustment_range check (difficulty_adjustment between -4 and 4)
);
alter table public.workout_exercise enable row level security;

comment on table public.workout_exercise is
  'What was done per exercise in a workout: sets, reps and weight (strength, dumbbells) or distance '
  '(cardio, swimming), with optional targets. Feeds the weight-progress chart, the leaderboard and the coach.';
comment on column public.workout_exercise.user_id is 'Owner, always the parent workout''s member (composite foreign key).';
comment on column public.workout_exercise.exercise_id is 'The library exercise; restrict keeps a logged history from losing its exercise.';
comment on column public.workout_exercise.weight is 'Weight per rep in lbs.';
comment on column public.workout_exercise.distance is 'Distance in miles (the product measures weight in lbs).';
comment on column public.workout_exercise.duration is 'Seconds spent on this exercise (unlike workout.duration, which is minutes).';
comment on column public.workout_exercise.target_weight is 'Planned weight in lbs.';
comment on column public.workout_exercise.target_duration is 'Planned seconds.';
comment on column public.workout_exercise.completed is 'Whether the member finished the planned work.';
comment on column public.workout_exercise.difficulty_adjustment is 'Difficulty levels added (+) or removed (-) relative to the previous session, -4 to 4.';

create index workout_exercise_workout_id_user_id_idx on public.workout_exercise (workout_id, user_id);
create index workout_exercise_user_id_idx on public.workout_exercise (user_id);
create index workout_exercise_exercise_id_idx on public.workout_exercise (exercise_id);

revoke all on public.workout_exercise from anon, authenticated;
grant select, insert, update, delete on public.workout_exercise to authenticated;

create policy "Members read their own workout exercises"
  on public.workout_exercise for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members add exercises to their own workouts"
  on public.workout_exercise for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own workout exercises"
  on public.workout_exercise for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own workout exercises"
  on public.workout_exercise for delete to authenticated
  using ((select auth.uid()) = user_id);
