-- Concern: the strength log's storage: sessions that group one visit's workouts, and each lifted
-- workout's sets.
--
-- A session stores each exercise performed as one `workout` (the existing unit), so every count,
-- streak, goal and leaderboard total keeps reading workouts. The session's id is made by the client
-- when the session starts, so a retried upload finds the stored session instead of a second one.
--
-- Sets belong to a workout through the composite key (workout_id, user_id), like workout_exercise:
-- a member cannot attach sets to someone else's workout, and each policy is the ownership check.
-- The limits (weights 0-2,000 lb, reps 0-1,000, RPE 6-10 in halves, 100 sets per exercise, 40
-- exercises per session, 24 hours per session) are the API's, held here for writes through the
-- Data API as well.

create type public.set_kind as enum ('warmup', 'working', 'drop', 'failure');
comment on type public.set_kind is
  'A set''s role: warm-ups count toward no summary or record; drop and failure sets count as work.';

create table public.workout_session (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  started_at timestamptz not null,
  ended_at timestamptz not null,
  notes text,
  routine_id uuid,
  created_at timestamptz not null default now(),
  constraint workout_session_id_user_id_key unique (id, user_id),
  constraint workout_session_ends_after_start check (ended_at >= started_at),
  constraint workout_session_at_most_a_day check (ended_at - started_at <= interval '24 hours'),
  constraint workout_session_notes_text
    check (char_length(notes) <= 2000 and notes !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]')
);
alter table public.workout_session enable row level security;

comment on table public.workout_session is
  'One visit to the gym: the workouts done in it (workout.session_id), when it started and ended.';
comment on column public.workout_session.id is 'Made by the client when the session starts, so a retried upload is stored once.';
comment on column public.workout_session.routine_id is 'The routine the session was started from, if any.';

create index workout_session_user_id_started_at_idx on public.workout_session (user_id, started_at desc, id desc);

revoke all on public.workout_session from anon, authenticated;
grant select, delete on public.workout_session to authenticated;
grant insert (id, user_id, started_at, ended_at, notes, routine_id) on public.workout_session to authenticated;
grant update (notes) on public.workout_session to authenticated;

create policy "Members read their own sessions"
  on public.workout_session for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members record their own sessions"
  on public.workout_session for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own sessions"
  on public.workout_session for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own sessions"
  on public.workout_session for delete to authenticated
  using ((select auth.uid()) = user_id);

-- A workout's place in its session. `notes` (already on workout) holds the exercise's note, which
-- the next session of the same exercise shows again.
alter table public.workout
  add column session_id uuid,
  add column session_position smallint,
  add column superset_group smallint,
  add constraint workout_session_fkey foreign key (session_id, user_id)
    references public.workout_session (id, user_id) on delete cascade,
  add constraint workout_session_position_range check (session_position between 0 and 39),
  add constraint workout_session_position_with_session check ((session_id is null) = (session_position is null)),
  add constraint workout_superset_group_range check (superset_group between 1 and 20),
  add constraint workout_superset_group_in_session check (superset_group is null or session_id is not null),
  add constraint workout_session_position_key unique (session_id, session_position);

comment on column public.workout.session_id is 'The session this workout was done in; null for a workout logged on its own.';
comment on column public.workout.session_position is 'Order within the session, 0-39 (a session has at most 40 exercises).';
comment on column public.workout.superset_group is 'Exercises of a session sharing this number (1-20) are done in turn, one rest per round.';
comment on column public.workout.notes is 'The exercise''s note ("seat at 4"), shown again at its next session.';

grant insert (notes, session_id, session_position, superset_group) on public.workout to authenticated;
grant update (notes) on public.workout to authenticated;

create table public.workout_set (
  workout_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  position smallint not null,
  weight numeric(6, 2) not null,
  reps smallint not null,
  rpe numeric(3, 1),
  kind public.set_kind not null default 'working',
  primary key (workout_id, position),
  constraint workout_set_workout_fkey foreign key (workout_id, user_id)
    references public.workout (id, user_id) on delete cascade,
  constraint workout_set_position_range check (position between 0 and 99),
  constraint workout_set_weight_range check (weight between 0 and 2000),
  constraint workout_set_reps_range check (reps between 0 and 1000),
  constraint workout_set_rpe_range check (rpe between 6 and 10 and rpe * 2 = trunc(rpe * 2))
);
alter table public.workout_set enable row level security;

comment on table public.workout_set is
  'The set log of a strength or dumbbell workout, in order. The workout''s summary (workout_exercise '
  'sets, reps, weight) is derived from it by the API.';
comment on column public.workout_set.position is 'Order within the workout, 0-99 (an exercise has at most 100 sets).';
comment on column public.workout_set.weight is 'Pounds.';
comment on column public.workout_set.rpe is 'Rate of perceived exertion, 6 to 10 in halves.';

create index workout_set_user_id_idx on public.workout_set (user_id);

revoke all on public.workout_set from anon, authenticated;
grant select, delete on public.workout_set to authenticated;
grant insert (workout_id, user_id, position, weight, reps, rpe, kind) on public.workout_set to authenticated;
grant update (weight, reps, rpe, kind) on public.workout_set to authenticated;

create policy "Members read their own sets"
  on public.workout_set for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members log their own sets"
  on public.workout_set for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members correct their own sets"
  on public.workout_set for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own sets"
  on public.workout_set for delete to authenticated
  using ((select auth.uid()) = user_id);
