-- Concern: the onboarding questionnaire's answers, saved on the account created from the trial flow.
--
-- The onboarding plan follows from the four answers (fitnessGoal, experience, consistency,
-- location); the plan itself is computed from them by the server (domain/onboarding-plan.ts) and
-- never stored, so a change to the plan rules shows on every account. One row per member, written
-- at sign-up by the member's own session; the values are the contract's (contract/onboarding.ts),
-- kept as enum types so the database refuses anything else whatever path it came through.

create type public.onboarding_goal as enum (
  'lose_weight', 'build_muscle', 'improve_endurance', 'athletic_performance', 'general_health'
);
comment on type public.onboarding_goal is 'Onboarding question 1: the member''s main fitness goal.';
create type public.onboarding_experience as enum (
  'beginner', 'some_experience', 'moderate', 'experienced', 'advanced'
);
comment on type public.onboarding_experience is 'Onboarding question 2: training experience.';
create type public.onboarding_consistency as enum (
  'daily', 'five_to_six', 'three_to_four', 'one_to_two', 'just_starting'
);
comment on type public.onboarding_consistency is 'Onboarding question 3: how often the member trains now.';
create type public.onboarding_location as enum (
  'home_no_equipment', 'home_equipment', 'gym', 'outdoors', 'mixed'
);
comment on type public.onboarding_location is 'Onboarding question 4: where the member trains (decides the equipment).';

create table public.onboarding_answers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  fitness_goal public.onboarding_goal not null,
  experience public.onboarding_experience not null,
  consistency public.onboarding_consistency not null,
  location public.onboarding_location not null,
  created_at timestamptz not null default now()
);
alter table public.onboarding_answers enable row level security;

comment on table public.onboarding_answers is
  'The four onboarding answers a member gave before signing up; the dashboard''s Your plan card is built from them.';

revoke all on public.onboarding_answers from anon, authenticated;
grant select, insert on public.onboarding_answers to authenticated;

create policy "Members read their own onboarding answers"
  on public.onboarding_answers for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members record their own onboarding answers"
  on public.onboarding_answers for insert to authenticated
  with check ((select auth.uid()) = user_id);
