-- Concern: the AI coach's difficulty suggestions.
--
-- The coach job (service_role) inserts suggestions; a member only reads theirs and applies them,
-- which is an UPDATE of `applied` and `applied_at` alone (column-level grant). At most one open
-- suggestion exists per member and exercise, so a recompute updates it instead of piling up.

create table public.ai_difficulty_adjustment (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  exercise_id uuid not null references public.exercise (id) on delete cascade,
  current_difficulty smallint not null default 3,
  suggested_difficulty smallint not null,
  confidence_score smallint not null,
  reasoning_factors jsonb not null default '{}'::jsonb,
  performance_trend public.performance_trend not null,
  applied boolean not null default false,
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_difficulty_adjustment_current_difficulty_range check (current_difficulty between 1 and 5),
  constraint ai_difficulty_adjustment_suggested_difficulty_range check (suggested_difficulty between 1 and 5),
  constraint ai_difficulty_adjustment_confidence_score_range check (confidence_score between 0 and 100),
  constraint ai_difficulty_adjustment_applied_at_when_applied check (applied = (applied_at is not null))
);
alter table public.ai_difficulty_adjustment enable row level security;

comment on table public.ai_difficulty_adjustment is
  'A difficulty change the AI coach suggests for one exercise of one member; the member applies it from the bell.';
comment on column public.ai_difficulty_adjustment.current_difficulty is 'The member''s difficulty level (1-5) on this exercise when the suggestion was made.';
comment on column public.ai_difficulty_adjustment.suggested_difficulty is 'Suggested level 1-5; higher than current shows red, lower green.';
comment on column public.ai_difficulty_adjustment.confidence_score is 'Coach confidence in percent, 0-100 (badge thresholds 80 and 60).';
comment on column public.ai_difficulty_adjustment.reasoning_factors is 'JSON object of the signals behind the suggestion, for display and audit.';
comment on column public.ai_difficulty_adjustment.applied is 'True once the member applied it; applied_at is set exactly when applied is true.';

create unique index ai_difficulty_adjustment_one_open_per_exercise
  on public.ai_difficulty_adjustment (user_id, exercise_id)
  where not applied;
comment on index public.ai_difficulty_adjustment_one_open_per_exercise is
  'At most one pending (not applied) suggestion per member and exercise; also serves the pending list.';
create index ai_difficulty_adjustment_user_id_idx on public.ai_difficulty_adjustment (user_id);
create index ai_difficulty_adjustment_exercise_id_idx on public.ai_difficulty_adjustment (exercise_id);

revoke all on public.ai_difficulty_adjustment from anon, authenticated;
grant select on public.ai_difficulty_adjustment to authenticated;
grant update (applied, applied_at) on public.ai_difficulty_adjustment to authenticated;

create policy "Members read their own difficulty suggestions"
  on public.ai_difficulty_adjustment for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members apply their own difficulty suggestions"
  on public.ai_difficulty_adjustment for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create trigger ai_difficulty_adjustment_set_updated_at
  before update on public.ai_difficulty_adjustment
  for each row execute function private.set_updated_at();
