-- Concern: routines, a member's saved plans of a session: which exercises, in which order, grouped
-- into which supersets, the rest after each, and the planned sets (weight and reps, either open).
--
-- A routine owns its exercises, and an exercise its planned sets, through composite keys with
-- user_id (like workout_exercise), so no row can hang under another member's routine and each
-- policy is the plain ownership check. Each routine exercise has its own id, so reordering changes
-- positions without touching the sets. The limits are the API's, held here for writes through the
-- Data API as well: at most 100 routines per member (a trigger), 40 exercises per routine and 100
-- planned sets per exercise (the position ranges with their unique keys), rest 0-900 s, superset
-- groups 1-20 for strength and dumbbell exercises only, an exercise the member can see, weights
-- 0-2,000 lb, reps 1-1,000.
--
-- A session started from a routine keeps the routine's id; deleting the routine keeps the session
-- and clears that id. The key is (routine_id, user_id), so a session can only name its member's own
-- routine, and the delete sets only routine_id to null.

create table public.routine (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint routine_id_user_id_key unique (id, user_id),
  constraint routine_name_length check (char_length(name) between 1 and 100 and btrim(name) <> ''),
  constraint routine_name_single_line check (name !~ '[\u0001-\u001f\u007f-\u009f]')
);
alter table public.routine enable row level security;

comment on table public.routine is
  'A member''s saved plan of a session (at most 100 per member): its exercises are routine_exercise rows.';
comment on column public.routine.name is 'One line, 1-100 characters ("Push day").';

create index routine_user_id_idx on public.routine (user_id);

create trigger routine_set_updated_at
  before update on public.routine
  for each row execute function private.set_updated_at();

create table public.routine_exercise (
  id uuid primary key default gen_random_uuid(),
  routine_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  position smallint not null,
  -- No action (not restrict): when a member's account goes, the cascade removes their routine
  -- rows and their custom exercises in one statement, checked at its end.
  exercise_id uuid not null references public.exercise (id),
  rest_seconds smallint not null default 90,
  superset_group smallint,
  constraint routine_exercise_id_user_id_key unique (id, user_id),
  constraint routine_exercise_routine_fkey foreign key (routine_id, user_id)
    references public.routine (id, user_id) on delete cascade,
  constraint routine_exercise_position_key unique (routine_id, position),
  constraint routine_exercise_position_range check (position between 0 and 39),
  constraint routine_exercise_rest_seconds_range check (rest_seconds between 0 and 900),
  constraint routine_exercise_superset_group_range check (superset_group between 1 and 20)
);
alter table public.routine_exercise enable row level security;

comment on table public.routine_exercise is 'One exercise of a routine, in order, with its rest and superset.';
comment on column public.routine_exercise.position is 'Order within the routine, 0-39 (a routine has at most 40 exercises).';
comment on column public.routine_exercise.rest_seconds is 'Rest after each set (after each round, in a superset), 0-900 seconds.';
comment on column public.routine_exercise.superset_group is
  'Exercises of a routine sharing this number (1-20) are done in turn, one rest per round.';

create index routine_exercise_user_id_idx on public.routine_exercise (user_id);
create index routine_exercise_exercise_id_idx on public.routine_exercise (exercise_id);

create table public.routine_set (
  routine_exercise_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  position smallint not null,
  weight numeric(6, 2),
  reps smallint,
  primary key (routine_exercise_id, position),
  constraint routine_set_routine_exercise_fkey foreign key (routine_exercise_id, user_id)
    references public.routine_exercise (id, user_id) on delete cascade,
  constraint routine_set_position_range check (position between 0 and 99),
  constraint routine_set_weight_range check (weight between 0 and 2000),
  constraint routine_set_reps_range check (reps between 1 and 1000)
);
alter table public.routine_set enable row level security;

comment on table public.routine_set is 'A planned set of a routine exercise; weight and reps are suggestions, either may be open.';
comment on column public.routine_set.position is 'Order within the exercise, 0-99 (an exercise has at most 100 sets).';
comment on column public.routine_set.weight is 'Pounds.';

create index routine_set_user_id_idx on public.routine_set (user_id);

-- At most 100 routines per member. A transaction-scoped advisory lock per member serialises one
-- member's concurrent inserts, so racing requests cannot all slip under the limit. Security
-- invoker: a member counts the rows they can see, which are their own.
create or replace function private.limit_routines_per_member()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_routines constant integer := 100;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('routine:' || new.user_id::text, 0));
  if (select count(*) from public.routine r where r.user_id = new.user_id) >= max_routines then
    raise exception 'A member has at most % routines', max_routines
      using errcode = 'check_violation', constraint = 'routine_per_member_limit';
  end if;
  return new;
end;
$$;
comment on function private.limit_routines_per_member() is
  'BEFORE INSERT trigger on routine: refuses a member''s 101st routine (check_violation, constraint routine_per_member_limit).';
revoke execute on function private.limit_routines_per_member() from public, anon, authenticated;

create trigger routine_per_member_limit
  before insert on public.routine
  for each row execute function private.limit_routines_per_member();

-- Only strength and dumbbell exercises join a superset. (That the exercise is one the member can
-- see is the insert and update policies' check below.)
create or replace function private.check_routine_exercise_fits()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  exercise_category public.exercise_category;
begin
  select e.category into exercise_category from public.exercise e where e.id = new.exercise_id;
  if new.superset_group is not null and exercise_category not in ('strength', 'dumbbells') then
    raise exception 'Only strength and dumbbell exercises join a superset'
      using errcode = 'check_violation', constraint = 'routine_exercise_superset_fits_category';
  end if;
  return new;
end;
$$;
comment on function private.check_routine_exercise_fits() is
  'BEFORE INSERT OR UPDATE on routine_exercise: supersets for strength and dumbbell exercises only.';
revoke execute on function private.check_routine_exercise_fits() from public, anon, authenticated;

create trigger routine_exercise_fits
  before insert or update of exercise_id, superset_group on public.routine_exercise
  for each row execute function private.check_routine_exercise_fits();

-- What a member writes: a routine's name; its exercises' order, exercise, rest and superset; the
-- planned sets. Ids may be given on insert, so a client can build a routine in one go.
revoke all on public.routine, public.routine_exercise, public.routine_set from anon, authenticated;
grant select, delete on public.routine, public.routine_exercise, public.routine_set to authenticated;
grant insert (id, user_id, name) on public.routine to authenticated;
grant update (name) on public.routine to authenticated;
grant insert (id, routine_id, user_id, position, exercise_id, rest_seconds, superset_group)
  on public.routine_exercise to authenticated;
grant update (position, exercise_id, rest_seconds, superset_group) on public.routine_exercise to authenticated;
grant insert (routine_exercise_id, user_id, position, weight, reps) on public.routine_set to authenticated;
grant update (position, weight, reps) on public.routine_set to authenticated;

create policy "Members read their own routines"
  on public.routine for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Members save their own routines"
  on public.routine for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Members rename their own routines"
  on public.routine for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "Members delete their own routines"
  on public.routine for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members read their own routine exercises"
  on public.routine_exercise for select to authenticated
  using ((select auth.uid()) = user_id);
-- The exercise is one the member can see (the library or their own): the subquery runs under the
-- member's row-level security on the library.
create policy "Members add exercises they can see to their own routines"
  on public.routine_exercise for insert to authenticated
  with check ((select auth.uid()) = user_id and exists (select 1 from public.exercise e where e.id = exercise_id));
create policy "Members change their own routine exercises to exercises they can see"
  on public.routine_exercise for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id and exists (select 1 from public.exercise e where e.id = exercise_id));
create policy "Members remove exercises from their own routines"
  on public.routine_exercise for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members read their own planned sets"
  on public.routine_set for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Members plan their own sets"
  on public.routine_set for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Members change their own planned sets"
  on public.routine_set for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "Members delete their own planned sets"
  on public.routine_set for delete to authenticated
  using ((select auth.uid()) = user_id);

-- The session's routine: its member's own, and cleared (only that column) when the routine goes.
alter table public.workout_session
  add constraint workout_session_routine_fkey foreign key (routine_id, user_id)
    references public.routine (id, user_id) on delete set null (routine_id);
create index workout_session_routine_id_idx on public.workout_session (routine_id, user_id);
