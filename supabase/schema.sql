-- The database schema that supabase/migrations build, in one file to read: the migrations are the
-- history, this is the map. Do not edit it: `npm run schema:generate` rewrites it (and the row types
-- in supabase/functions/_shared/db/database-types.ts) from the migrations, and `npm run schema:check`
-- (part of `npm test`) fails while either is out of date.
--
-- Made by pg_dump --schema-only --no-owner on PostgreSQL 15, after the standalone runtime's
-- Supabase shims and then every migration. Left out as Supabase's own: whatever a database holding
-- only the shims has as well (the roles anon, authenticated, service_role and authenticator; the
-- schemas auth, storage and extensions; Supabase's default grants in public), and the migration
-- runner's bookkeeping. Owners are left out because they are all the same: the role that runs the
-- migrations (postgres, on Supabase as standalone), which security definer functions run as.
-- Grants, policies and comments are kept: they are the rules.

-- Loads into a database holding the shims: function bodies name tables defined further down.
SET check_function_bodies = false;

-- =================================================================================================
-- Roles the migrations create, and their memberships and settings
-- =================================================================================================

CREATE ROLE api_member;
ALTER ROLE api_member WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;
COMMENT ON ROLE api_member IS 'A member acting through the /api facade: authenticated plus the writes whose rules only the facade can check.';
ALTER ROLE authenticator SET "pgrst.db_pre_request" TO 'data_api.check_request';
GRANT api_member TO postgres GRANTED BY postgres;
GRANT authenticated TO api_member GRANTED BY postgres;

-- =================================================================================================
-- The app: every object the migrations build outside Supabase's schemas, in pg_dump's order
-- =================================================================================================

--
-- Name: data_api; Type: SCHEMA; Schema: -
--

CREATE SCHEMA data_api;

--
-- Name: SCHEMA data_api; Type: COMMENT; Schema: -
--

COMMENT ON SCHEMA data_api IS 'Functions PostgREST calls around every Data API request; not exposed as endpoints itself.';

--
-- Name: private; Type: SCHEMA; Schema: -
--

CREATE SCHEMA private;

--
-- Name: SCHEMA private; Type: COMMENT; Schema: -
--

COMMENT ON SCHEMA private IS 'Internal helpers and tables, never exposed through the Data API. No usage for anon or authenticated.';

--
-- Name: social; Type: SCHEMA; Schema: -
--

CREATE SCHEMA social;

--
-- Name: SCHEMA social; Type: COMMENT; Schema: -
--

COMMENT ON SCHEMA social IS 'Privacy-filtered reads of other members for the feed and the leaderboard. Usage for authenticated; not exposed through the Data API.';

--
-- Name: btree_gist; Type: EXTENSION; Schema: -
--

CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA extensions;

--
-- Name: EXTENSION btree_gist; Type: COMMENT; Schema: -
--

COMMENT ON EXTENSION btree_gist IS 'support for indexing common datatypes in GiST';

--
-- Name: booking_status; Type: TYPE; Schema: public
--

CREATE TYPE public.booking_status AS ENUM (
    'pending',
    'confirmed',
    'completed',
    'cancelled',
    'declined',
    'no_show'
);

--
-- Name: TYPE booking_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.booking_status IS 'Trainer booking lifecycle. The product''s data schema names only pending; confirmed, completed and cancelled are the states a booking needs to be paid, held and reviewed.';

--
-- Name: community_post_type; Type: TYPE; Schema: public
--

CREATE TYPE public.community_post_type AS ENUM (
    'message',
    'workout_progress',
    'goal_achievement'
);

--
-- Name: TYPE community_post_type; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.community_post_type IS 'Kinds of community feed posts.';

--
-- Name: exercise_category; Type: TYPE; Schema: public
--

CREATE TYPE public.exercise_category AS ENUM (
    'strength',
    'dumbbells',
    'cardio',
    'yoga',
    'swimming'
);

--
-- Name: TYPE exercise_category; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.exercise_category IS 'Exercise library and workout categories.';

--
-- Name: food_category; Type: TYPE; Schema: public
--

CREATE TYPE public.food_category AS ENUM (
    'proteins',
    'grains',
    'vegetables',
    'fruits',
    'dairy',
    'fats',
    'nuts',
    'legumes'
);

--
-- Name: TYPE food_category; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.food_category IS 'Food item categories; the UI shows fats as "Healthy Fats" and nuts as "Nuts & Seeds".';

--
-- Name: food_preference; Type: TYPE; Schema: public
--

CREATE TYPE public.food_preference AS ENUM (
    'love',
    'like',
    'dislike',
    'never'
);

--
-- Name: TYPE food_preference; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.food_preference IS 'A member''s rating of a food item.';

--
-- Name: goal_period; Type: TYPE; Schema: public
--

CREATE TYPE public.goal_period AS ENUM (
    'weekly'
);

--
-- Name: TYPE goal_period; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.goal_period IS 'Goal periods; the product only knows weekly goals, counted in the member''s time zone.';

--
-- Name: goal_type; Type: TYPE; Schema: public
--

CREATE TYPE public.goal_type AS ENUM (
    'workouts',
    'minutes',
    'calories'
);

--
-- Name: TYPE goal_type; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.goal_type IS 'What a goal counts: number of workouts, minutes trained or calories burned.';

--
-- Name: meal_goal; Type: TYPE; Schema: public
--

CREATE TYPE public.meal_goal AS ENUM (
    'weight_loss',
    'weight_gain',
    'maintenance'
);

--
-- Name: TYPE meal_goal; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.meal_goal IS 'Nutrition goal of a meal plan or of a member''s meal preferences.';

--
-- Name: meal_type; Type: TYPE; Schema: public
--

CREATE TYPE public.meal_type AS ENUM (
    'breakfast',
    'lunch',
    'dinner',
    'snack'
);

--
-- Name: TYPE meal_type; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.meal_type IS 'The four meal slots of a meal-plan day.';

--
-- Name: mile_activity_type; Type: TYPE; Schema: public
--

CREATE TYPE public.mile_activity_type AS ENUM (
    'run',
    'walk',
    'bike'
);

--
-- Name: TYPE mile_activity_type; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.mile_activity_type IS 'Activity recorded by the mile tracker.';

--
-- Name: mile_session_status; Type: TYPE; Schema: public
--

CREATE TYPE public.mile_session_status AS ENUM (
    'active',
    'completed'
);

--
-- Name: TYPE mile_session_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.mile_session_status IS 'Mile tracker session lifecycle: active until finished, then completed.';

--
-- Name: mile_tracking_mode; Type: TYPE; Schema: public
--

CREATE TYPE public.mile_tracking_mode AS ENUM (
    'manual',
    'gps'
);

--
-- Name: TYPE mile_tracking_mode; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.mile_tracking_mode IS 'How a mile session finds its miles: tapped by hand, or split by GPS.';

--
-- Name: onboarding_consistency; Type: TYPE; Schema: public
--

CREATE TYPE public.onboarding_consistency AS ENUM (
    'daily',
    'five_to_six',
    'three_to_four',
    'one_to_two',
    'just_starting'
);

--
-- Name: TYPE onboarding_consistency; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.onboarding_consistency IS 'Onboarding question 3: how often the member trains now.';

--
-- Name: onboarding_experience; Type: TYPE; Schema: public
--

CREATE TYPE public.onboarding_experience AS ENUM (
    'beginner',
    'some_experience',
    'moderate',
    'experienced',
    'advanced'
);

--
-- Name: TYPE onboarding_experience; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.onboarding_experience IS 'Onboarding question 2: training experience.';

--
-- Name: onboarding_goal; Type: TYPE; Schema: public
--

CREATE TYPE public.onboarding_goal AS ENUM (
    'lose_weight',
    'build_muscle',
    'improve_endurance',
    'athletic_performance',
    'general_health'
);

--
-- Name: TYPE onboarding_goal; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.onboarding_goal IS 'Onboarding question 1: the member''s main fitness goal.';

--
-- Name: onboarding_location; Type: TYPE; Schema: public
--

CREATE TYPE public.onboarding_location AS ENUM (
    'home_no_equipment',
    'home_equipment',
    'gym',
    'outdoors',
    'mixed'
);

--
-- Name: TYPE onboarding_location; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.onboarding_location IS 'Onboarding question 4: where the member trains (decides the equipment).';

--
-- Name: payment_status; Type: TYPE; Schema: public
--

CREATE TYPE public.payment_status AS ENUM (
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded'
);

--
-- Name: TYPE payment_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.payment_status IS 'Stripe PaymentIntent statuses, spelled as Stripe spells them (including "canceled"), so webhook payloads map one to one.';

--
-- Name: performance_trend; Type: TYPE; Schema: public
--

CREATE TYPE public.performance_trend AS ENUM (
    'improving',
    'declining',
    'stable'
);

--
-- Name: TYPE performance_trend; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.performance_trend IS 'Trend the AI coach sees in a member''s results on an exercise.';

--
-- Name: set_kind; Type: TYPE; Schema: public
--

CREATE TYPE public.set_kind AS ENUM (
    'warmup',
    'working',
    'drop',
    'failure'
);

--
-- Name: TYPE set_kind; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.set_kind IS 'A set''s role: warm-ups count toward no summary or record; drop and failure sets count as work.';

--
-- Name: subscription_status; Type: TYPE; Schema: public
--

CREATE TYPE public.subscription_status AS ENUM (
    'free_trial',
    'active',
    'expired',
    'inactive'
);

--
-- Name: TYPE subscription_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.subscription_status IS 'Premium subscription state of a member or trainer; transitions are server-decided.';

--
-- Name: check_request(); Type: FUNCTION; Schema: data_api
--

CREATE FUNCTION data_api.check_request() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  claims text := pg_catalog.current_setting('request.jwt.claims', true);
begin
  if coalesce(claims, '') <> '' and (claims::jsonb ->> 'role') = 'authenticated' then
    perform private.assert_live_session(claims);
  end if;
end;
$$;

--
-- Name: FUNCTION check_request(); Type: COMMENT; Schema: data_api
--

COMMENT ON FUNCTION data_api.check_request() IS 'PostgREST db-pre-request: refuses (PT401) a member token whose session was signed out or revoked.';

--
-- Name: add_reps(uuid[], date[], bigint[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.add_reps(p_user_ids uuid[], p_weeks date[], p_reps bigint[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
begin
  with changes as (
    select c.user_id, c.week_start, sum(c.reps) as reps
    from unnest(p_user_ids, p_weeks, p_reps) as c (user_id, week_start, reps)
    where exists (select 1 from auth.users u where u.id = c.user_id)
    group by c.user_id, c.week_start
    having sum(c.reps) <> 0
  ),
  updated as (
    update public.weekly_rep_total t
    set total_reps = t.total_reps + c.reps
    from changes c
    where t.user_id = c.user_id and t.week_start = c.week_start and t.user_id = any(p_user_ids)
    returning t.user_id, t.week_start
  )
  insert into public.weekly_rep_total (user_id, week_start, total_reps)
  select c.user_id, c.week_start, c.reps
  from changes c
  where not exists (select 1 from updated u where u.user_id = c.user_id and u.week_start = c.week_start)
  order by c.user_id, c.week_start
  on conflict (user_id, week_start) do update
  set total_reps = public.weekly_rep_total.total_reps + excluded.total_reps;

  with changes as (
    select c.user_id, sum(c.reps) as reps
    from unnest(p_user_ids, p_reps) as c (user_id, reps)
    where exists (select 1 from auth.users u where u.id = c.user_id)
    group by c.user_id
    having sum(c.reps) <> 0
  ),
  updated as (
    update public.rep_total t
    set total_reps = t.total_reps + c.reps
    from changes c
    where t.user_id = c.user_id and t.user_id = any(p_user_ids)
    returning t.user_id
  )
  insert into public.rep_total (user_id, total_reps)
  select c.user_id, c.reps
  from changes c
  where not exists (select 1 from updated u where u.user_id = c.user_id)
  order by c.user_id
  on conflict (user_id) do update
  set total_reps = public.rep_total.total_reps + excluded.total_reps;
end;
$$;

--
-- Name: FUNCTION add_reps(p_user_ids uuid[], p_weeks date[], p_reps bigint[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.add_reps(p_user_ids uuid[], p_weeks date[], p_reps bigint[]) IS 'Adds (member, week, reps) changes, positive or negative, to weekly_rep_total and rep_total.';

--
-- Name: add_workout_totals(uuid[], integer[], bigint[], bigint[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.add_workout_totals(p_user_ids uuid[], p_workouts integer[], p_minutes bigint[], p_calories bigint[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
begin
    with changes as (
      select c.user_id, sum(c.workouts) as workouts, sum(c.minutes) as minutes, sum(c.calories) as calories
      from unnest(p_user_ids, p_workouts, p_minutes, p_calories) as c (user_id, workouts, minutes, calories)
      group by c.user_id
      having sum(c.workouts) <> 0 or sum(c.minutes) <> 0 or sum(c.calories) <> 0
    ),
    updated as (
      update public.workout_totals t
      set total_workouts = t.total_workouts + c.workouts,
          total_minutes = t.total_minutes + c.minutes,
          total_calories = t.total_calories + c.calories
      from changes c
      where t.user_id = c.user_id and t.user_id = any(p_user_ids)
      returning t.user_id
    )
    insert into public.workout_totals (user_id, total_workouts, total_minutes, total_calories)
    select c.user_id, c.workouts, c.minutes, c.calories
    from changes c
    -- During an account deletion the member is already gone; there is nothing left to count.
    where not exists (select 1 from updated u where u.user_id = c.user_id)
      and exists (select 1 from auth.users u where u.id = c.user_id)
    order by c.user_id
    on conflict (user_id) do update
    set total_workouts = public.workout_totals.total_workouts + excluded.total_workouts,
        total_minutes = public.workout_totals.total_minutes + excluded.total_minutes,
        total_calories = public.workout_totals.total_calories + excluded.total_calories;
end;
$$;

--
-- Name: FUNCTION add_workout_totals(p_user_ids uuid[], p_workouts integer[], p_minutes bigint[], p_calories bigint[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.add_workout_totals(p_user_ids uuid[], p_workouts integer[], p_minutes bigint[], p_calories bigint[]) IS 'Adds (member, workouts, minutes, calories) changes, positive or negative, to workout_totals.';

--
-- Name: apply_stripe_subscription(text, text, text, timestamp with time zone, timestamp with time zone, boolean, timestamp with time zone, timestamp with time zone, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.apply_stripe_subscription(p_customer text, p_subscription text, p_status text, p_trial_end timestamp with time zone, p_current_period_end timestamp with time zone, p_cancel_at_period_end boolean, p_started_at timestamp with time zone, p_state_at timestamp with time zone, p_event_id text) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  changed boolean;
begin
  insert into private.stripe_customer_state as s (
    stripe_customer_id, stripe_subscription_id, subscription_status, trial_end, current_period_end,
    cancel_at_period_end, started_at, state_at, state_event_id)
  values (p_customer, p_subscription, p_status, p_trial_end, p_current_period_end,
          p_cancel_at_period_end, p_started_at, p_state_at, p_event_id)
  on conflict (stripe_customer_id) do update
    set stripe_subscription_id = excluded.stripe_subscription_id,
        subscription_status = excluded.subscription_status,
        trial_end = excluded.trial_end,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        started_at = excluded.started_at,
        state_at = excluded.state_at,
        state_event_id = excluded.state_event_id
    where (s.state_at, s.state_event_id) < (excluded.state_at, excluded.state_event_id)
  returning true into changed;
  if changed then
    perform private.sync_profile_from_stripe(p_customer);
  end if;
  return coalesce(changed, false);
end;
$$;

--
-- Name: FUNCTION apply_stripe_subscription(p_customer text, p_subscription text, p_status text, p_trial_end timestamp with time zone, p_current_period_end timestamp with time zone, p_cancel_at_period_end boolean, p_started_at timestamp with time zone, p_state_at timestamp with time zone, p_event_id text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.apply_stripe_subscription(p_customer text, p_subscription text, p_status text, p_trial_end timestamp with time zone, p_current_period_end timestamp with time zone, p_cancel_at_period_end boolean, p_started_at timestamp with time zone, p_state_at timestamp with time zone, p_event_id text) IS 'Records a customer''s subscription state unless a newer event already set it; answers whether it was applied.';

--
-- Name: apply_trainer_listing(text, text, text, timestamp with time zone); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.apply_trainer_listing(p_customer_id text, p_subscription_id text, p_status text, p_period_end timestamp with time zone) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  mapped public.subscription_status := case
    when p_status in ('active', 'trialing') then 'active'
    when p_status in ('past_due', 'unpaid', 'canceled') then 'expired'
    else 'inactive'
  end;
begin
  update public.trainer t
  set subscription_status = mapped,
      subscription_expires_at = p_period_end,
      stripe_subscription_id = p_subscription_id,
      last_payment_date = case when mapped = 'active' then pg_catalog.now() else t.last_payment_date end
  where t.stripe_subscription_id = p_subscription_id
     or (t.stripe_customer_id = p_customer_id and t.stripe_subscription_id is null);
  return found;
end;
$$;

--
-- Name: FUNCTION apply_trainer_listing(p_customer_id text, p_subscription_id text, p_status text, p_period_end timestamp with time zone); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.apply_trainer_listing(p_customer_id text, p_subscription_id text, p_status text, p_period_end timestamp with time zone) IS 'Applies a listing subscription''s Stripe status to its trainer; false when no trainer has it.';

--
-- Name: assert_live_session(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.assert_live_session(p_claims_json text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- Taken as text, the same text set as request.jwt.claims, so drivers cannot re-encode it.
  p_claims jsonb := p_claims_json::jsonb;
begin
  if not exists (
    select 1 from auth.sessions s
    where s.id = (p_claims ->> 'session_id')::uuid
      and s.user_id = (p_claims ->> 'sub')::uuid
      and (s.not_after is null or s.not_after > pg_catalog.now())
  ) then
    raise exception using errcode = 'PT401', message = 'session_not_live',
      detail = 'The session of this access token was signed out or revoked.';
  end if;
  return true;
end;
$$;

--
-- Name: FUNCTION assert_live_session(p_claims_json text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.assert_live_session(p_claims_json text) IS 'Raises PT401 unless the claims name a live session (auth.sessions) of their subject.';

--
-- Name: attach_stripe_customer(uuid, text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.attach_stripe_customer(p_user_id uuid, p_customer text, p_subscription text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  update public.profile
  set stripe_customer_id = p_customer,
      stripe_subscription_id = coalesce(p_subscription, stripe_subscription_id)
  where id = p_user_id;
  perform private.sync_profile_from_stripe(p_customer);
end;
$$;

--
-- Name: FUNCTION attach_stripe_customer(p_user_id uuid, p_customer text, p_subscription text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.attach_stripe_customer(p_user_id uuid, p_customer text, p_subscription text) IS 'Links a Stripe customer (and subscription) to a member and applies the customer''s recorded Stripe state.';

--
-- Name: available_username(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.available_username(p_email text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  base text := pg_catalog.left(
    pg_catalog.regexp_replace(pg_catalog.split_part(coalesce(p_email, ''), '@', 1), '[^A-Za-z0-9_]', '', 'g'),
    30);
  candidate text;
  suffix text;
  attempt integer := 0;
begin
  if pg_catalog.char_length(base) < 3 then
    base := pg_catalog.left('user_' || base, 30);
  end if;
  candidate := base;
  while exists (select 1 from public.profile p where pg_catalog.lower(p.username) = pg_catalog.lower(candidate)) loop
    attempt := attempt + 1;
    -- Counting up keeps names short; after a few clashes a random number finds a free one fast.
    suffix := case when attempt <= 20 then attempt::text
                   else (pg_catalog.floor(pg_catalog.random() * 900000) + 100000)::bigint::text end;
    candidate := pg_catalog.left(base, 30 - pg_catalog.char_length(suffix)) || suffix;
  end loop;
  return candidate;
end;
$$;

--
-- Name: FUNCTION available_username(p_email text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.available_username(p_email text) IS 'A valid username derived from an e-mail address that no profile uses yet (case-insensitively).';

--
-- Name: check_booking_transition(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_booking_transition() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  actor text;
  allowed boolean;
  from_to text := old.status::text || '>' || new.status::text;
begin
  if new.status = old.status then
    return new;
  end if;
  actor := case
    when caller is null then 'system'
    when caller = old.user_id then 'member'
    when exists (select 1 from public.trainer t where t.id = old.trainer_id and t.user_id = caller)
      then 'trainer'
    else 'other'
  end;
  allowed := case from_to
    when 'pending>confirmed' then actor = 'trainer'
    when 'pending>declined' then actor = 'trainer'
      or (actor = 'system'
          and (old.created_at <= pg_catalog.now() - interval '48 hours' or old.scheduled_at <= pg_catalog.now()))
    when 'pending>cancelled' then actor = 'member'
    when 'confirmed>cancelled' then actor = 'trainer'
      or (actor = 'member' and pg_catalog.now() < old.scheduled_at)
    when 'confirmed>completed' then (actor = 'trainer' and pg_catalog.now() >= old.ends_at)
      or (actor = 'system' and pg_catalog.now() >= old.ends_at + interval '24 hours')
    when 'confirmed>no_show' then actor = 'trainer' and pg_catalog.now() >= old.scheduled_at
    else false
  end;
  if not allowed then
    raise exception 'A % booking cannot become % by its %', old.status, new.status, actor
      using errcode = 'object_not_in_prerequisite_state';
  end if;
  if from_to = 'pending>confirmed' and old.payment_mode = 'stripe' and old.paid_at is null then
    raise exception 'The member has not paid for this booking yet'
      using errcode = 'object_not_in_prerequisite_state';
  end if;
  new.status_changed_at := pg_catalog.now();
  if new.status = 'cancelled' then
    new.cancelled_by := actor;
  end if;
  -- A full refund, except for a member cancelling a confirmed session less than 24 hours ahead.
  if old.paid_at is not null and new.status in ('cancelled', 'declined')
     and not (from_to = 'confirmed>cancelled' and actor = 'member'
              and old.scheduled_at - pg_catalog.now() < interval '24 hours') then
    new.refund_status := 'due';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION check_booking_transition(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_booking_transition() IS 'BEFORE UPDATE OF status on booking: the state machine (who may make which change, and when) and the refund it grants.';

--
-- Name: check_food_entry_day(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_food_entry_day() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  zone text;
begin
  if (select auth.role()) is distinct from 'authenticated'
     or (tg_op = 'UPDATE' and new.logged_at is not distinct from old.logged_at) then
    return new;
  end if;
  select p.time_zone into zone from public.profile p where p.id = new.user_id;
  zone := coalesce(zone, 'UTC');
  if (new.logged_at at time zone zone)::date > (pg_catalog.now() at time zone zone)::date then
    raise exception 'An entry''s day cannot be in the future'
      using errcode = 'check_violation', constraint = 'food_entry_day_not_future';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION check_food_entry_day(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_food_entry_day() IS 'BEFORE INSERT OR UPDATE on food_entry: a member''s entry is for today or an earlier local day.';

--
-- Name: check_mile_split_follows(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_mile_split_follows() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  session_status public.mile_session_status;
  last_mile integer;
  last_time integer;
begin
  select s.status into session_status
  from public.mile_tracker_session s
  where s.id = new.session_id and s.user_id = new.user_id;
  if not found then
    return new;
  end if;
  if session_status = 'completed' then
    raise exception 'Mile session % is completed and takes no new splits', new.session_id
      using errcode = 'check_violation';
  end if;
  select sp.mile_number, sp.cumulative_time into last_mile, last_time
  from public.mile_tracker_split sp
  where sp.session_id = new.session_id and sp.user_id = new.user_id
  order by sp.mile_number desc
  limit 1;
  if new.mile_number <> coalesce(last_mile, 0) + 1 then
    raise exception 'Mile % does not follow mile %', new.mile_number, coalesce(last_mile, 0)
      using errcode = 'check_violation';
  end if;
  if new.cumulative_time <> coalesce(last_time, 0) + new.split_time then
    raise exception 'Cumulative time % is not the previous % plus the split time %',
      new.cumulative_time, coalesce(last_time, 0), new.split_time
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION check_mile_split_follows(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_mile_split_follows() IS 'BEFORE INSERT on mile_tracker_split: only the next mile of an active session, timed from the previous one.';

--
-- Name: check_profile_time_zone(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_profile_time_zone() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.time_zone <> 'UTC'
     and not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone "%"', new.time_zone
      using errcode = 'check_violation', constraint = 'profile_time_zone_known';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION check_profile_time_zone(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_profile_time_zone() IS 'Refuses a profile time zone that is not in the time zone database.';

--
-- Name: check_routine_exercise_fits(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_routine_exercise_fits() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION check_routine_exercise_fits(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_routine_exercise_fits() IS 'BEFORE INSERT OR UPDATE on routine_exercise: supersets for strength and dumbbell exercises only.';

--
-- Name: check_workout_exercise_fits(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_workout_exercise_fits() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  exercise_name text;
  exercise_category public.exercise_category;
  workout_category public.exercise_category;
begin
  if new.sets < 1 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_sets_logged"'
      using errcode = 'check_violation', constraint = 'workout_exercise_sets_logged', table = 'workout_exercise', schema = 'public',
            detail = 'A logged exercise has at least one set';
  end if;
  if new.sets > 100 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_sets_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_sets_range', table = 'workout_exercise', schema = 'public',
            detail = 'At most 100 sets';
  end if;
  if new.reps < 1 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_reps_logged"'
      using errcode = 'check_violation', constraint = 'workout_exercise_reps_logged', table = 'workout_exercise', schema = 'public',
            detail = 'A logged exercise has at least one rep';
  end if;
  if new.reps > 1000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_reps_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_reps_range', table = 'workout_exercise', schema = 'public',
            detail = 'At most 1000 reps';
  end if;
  if new.weight not between 0 and 2000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_weight_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_weight_range', table = 'workout_exercise', schema = 'public',
            detail = 'A weight is 0 to 2000 lb';
  end if;
  if new.distance <= 0 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_distance_logged"'
      using errcode = 'check_violation', constraint = 'workout_exercise_distance_logged', table = 'workout_exercise', schema = 'public',
            detail = 'A logged distance is more than 0';
  end if;
  if new.distance > 1000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_distance_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_distance_range', table = 'workout_exercise', schema = 'public',
            detail = 'A distance is at most 1000 miles';
  end if;
  if new.duration not between 0 and 86400 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_duration_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_duration_range', table = 'workout_exercise', schema = 'public',
            detail = 'A duration is 0 to 86400 seconds';
  end if;
  if pg_catalog.char_length(new.notes) > 2000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_notes_length"'
      using errcode = 'check_violation', constraint = 'workout_exercise_notes_length', table = 'workout_exercise', schema = 'public',
            detail = 'Notes are at most 2000 characters';
  end if;
  if new.difficulty_adjustment not between -4 and 4 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_difficulty_adjustment_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_difficulty_adjustment_range', table = 'workout_exercise', schema = 'public',
            detail = 'A difficulty adjustment is -4 to 4';
  end if;
  if new.target_sets not between 0 and 100 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_sets_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_sets_range', table = 'workout_exercise', schema = 'public',
            detail = 'Target sets are 0 to 100';
  end if;
  if new.target_reps not between 0 and 1000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_reps_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_reps_range', table = 'workout_exercise', schema = 'public',
            detail = 'Target reps are 0 to 1000';
  end if;
  if new.target_weight not between 0 and 2000 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_weight_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_weight_range', table = 'workout_exercise', schema = 'public',
            detail = 'A target weight is 0 to 2000 lb';
  end if;
  if new.target_duration not between 0 and 86400 then
    raise exception 'new row for relation "workout_exercise" violates check constraint "workout_exercise_target_duration_range"'
      using errcode = 'check_violation', constraint = 'workout_exercise_target_duration_range', table = 'workout_exercise', schema = 'public',
            detail = 'A target duration is 0 to 86400 seconds';
  end if;

  select e.name, e.category,
         (select w.category from public.workout w where w.id = new.workout_id and w.user_id = new.user_id)
  into exercise_name, exercise_category, workout_category
  from public.exercise e where e.id = new.exercise_id;
  if exercise_name is null then
    raise exception 'Exercise % is not in the library or yours', new.exercise_id
      using errcode = 'foreign_key_violation', constraint = 'workout_exercise_exercise_visible';
  end if;
  if workout_category <> exercise_category then
    raise exception 'Exercise % is not of the workout''s category %', exercise_name, workout_category
      using errcode = 'check_violation', constraint = 'workout_exercise_matches_workout';
  end if;
  if exercise_category not in ('strength', 'dumbbells')
     and (new.sets is not null or new.reps is not null or new.weight is not null) then
    raise exception 'Sets, reps and weight only apply to strength and dumbbell exercises'
      using errcode = 'check_violation', constraint = 'workout_exercise_load_fits_category';
  end if;
  if exercise_category not in ('cardio', 'swimming') and new.distance is not null then
    raise exception 'Distance only applies to cardio and swimming'
      using errcode = 'check_violation', constraint = 'workout_exercise_distance_fits_category';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION check_workout_exercise_fits(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_workout_exercise_fits() IS 'BEFORE INSERT OR UPDATE on workout_exercise: the row''s bounds (SQLSTATE 23514 with the rule''s name), and an exercise the member may see, of the workout''s category, with the detail its category takes.';

--
-- Name: check_workout_row(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_workout_row() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.name is not null
     and (pg_catalog.btrim(new.name) = '' or pg_catalog.char_length(new.name) > 100) then
    raise exception 'new row for relation "workout" violates check constraint "workout_name_length"'
      using errcode = 'check_violation', constraint = 'workout_name_length', table = 'workout', schema = 'public',
            detail = 'A workout''s name is 1 to 100 characters';
  end if;
  if new.name ~ '[\u0001-\u001f\u007f-\u009f]' then
    raise exception 'new row for relation "workout" violates check constraint "workout_name_single_line"'
      using errcode = 'check_violation', constraint = 'workout_name_single_line', table = 'workout', schema = 'public',
            detail = 'A workout''s name is one line of text';
  end if;
  if new.duration not between 5 and 120 then
    raise exception 'new row for relation "workout" violates check constraint "workout_duration_logged_range"'
      using errcode = 'check_violation', constraint = 'workout_duration_logged_range', table = 'workout', schema = 'public',
            detail = 'A workout lasts 5 to 120 minutes';
  end if;
  if new.calories_burned not between 0 and 5000 then
    raise exception 'new row for relation "workout" violates check constraint "workout_calories_burned_range"'
      using errcode = 'check_violation', constraint = 'workout_calories_burned_range', table = 'workout', schema = 'public',
            detail = 'Calories burned are 0 to 5000';
  end if;
  if new.difficulty_level not between 1 and 5 then
    raise exception 'new row for relation "workout" violates check constraint "workout_difficulty_level_range"'
      using errcode = 'check_violation', constraint = 'workout_difficulty_level_range', table = 'workout', schema = 'public',
            detail = 'Difficulty is 1 to 5';
  end if;
  if new.perceived_exertion not between 1 and 10 then
    raise exception 'new row for relation "workout" violates check constraint "workout_perceived_exertion_range"'
      using errcode = 'check_violation', constraint = 'workout_perceived_exertion_range', table = 'workout', schema = 'public',
            detail = 'Perceived exertion is 1 to 10';
  end if;
  if new.completion_rate not between 0 and 100 then
    raise exception 'new row for relation "workout" violates check constraint "workout_completion_rate_range"'
      using errcode = 'check_violation', constraint = 'workout_completion_rate_range', table = 'workout', schema = 'public',
            detail = 'Completion is 0 to 100 percent';
  end if;
  if new.ai_difficulty_recommendation not between 1 and 5 then
    raise exception 'new row for relation "workout" violates check constraint "workout_ai_difficulty_recommendation_range"'
      using errcode = 'check_violation', constraint = 'workout_ai_difficulty_recommendation_range', table = 'workout', schema = 'public',
            detail = 'A recommended difficulty is 1 to 5';
  end if;
  if new.performance_score not between 0 and 100 then
    raise exception 'new row for relation "workout" violates check constraint "workout_performance_score_range"'
      using errcode = 'check_violation', constraint = 'workout_performance_score_range', table = 'workout', schema = 'public',
            detail = 'A performance score is 0 to 100';
  end if;
  if pg_catalog.char_length(new.notes) > 2000 then
    raise exception 'new row for relation "workout" violates check constraint "workout_notes_length"'
      using errcode = 'check_violation', constraint = 'workout_notes_length', table = 'workout', schema = 'public',
            detail = 'Notes are at most 2000 characters';
  end if;
  if (new.session_id is null) <> (new.session_position is null) then
    raise exception 'new row for relation "workout" violates check constraint "workout_session_position_with_session"'
      using errcode = 'check_violation', constraint = 'workout_session_position_with_session', table = 'workout', schema = 'public',
            detail = 'A workout has a place in its session exactly when it belongs to one';
  end if;
  if new.session_position not between 0 and 39 then
    raise exception 'new row for relation "workout" violates check constraint "workout_session_position_range"'
      using errcode = 'check_violation', constraint = 'workout_session_position_range', table = 'workout', schema = 'public',
            detail = 'A session holds at most 40 exercises';
  end if;
  if new.superset_group is not null and new.session_id is null then
    raise exception 'new row for relation "workout" violates check constraint "workout_superset_group_in_session"'
      using errcode = 'check_violation', constraint = 'workout_superset_group_in_session', table = 'workout', schema = 'public',
            detail = 'Only a session''s exercises form supersets';
  end if;
  if new.superset_group not between 1 and 20 then
    raise exception 'new row for relation "workout" violates check constraint "workout_superset_group_range"'
      using errcode = 'check_violation', constraint = 'workout_superset_group_range', table = 'workout', schema = 'public',
            detail = 'A superset group is 1 to 20';
  end if;

  -- A member logs a session now or up to a year back, never ahead (a few minutes of clock
  -- difference allowed); a workout the facade imports may go back to 1970. Only a member's own
  -- writes are held to it: the service role and the owner's maintenance are not members logging.
  if (select auth.role()) is distinct from 'authenticated'
     or (tg_op = 'UPDATE' and new.date is not distinct from old.date) then
    return new;
  end if;
  if new.date > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Date cannot be in the future'
      using errcode = 'check_violation', constraint = 'workout_date_not_future';
  end if;
  if tg_op = 'INSERT' and new.imported then
    if new.date < timestamptz '1970-01-01 00:00:00+00' then
      raise exception 'An imported workout is dated 1970 or later'
        using errcode = 'check_violation', constraint = 'workout_date_imported_since_1970';
    end if;
    return new;
  end if;
  if new.date < pg_catalog.now() - interval '365 days' then
    raise exception 'Date can be at most 365 days ago'
      using errcode = 'check_violation', constraint = 'workout_date_within_a_year';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION check_workout_row(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_workout_row() IS 'BEFORE INSERT OR UPDATE on workout: the row''s bounds (SQLSTATE 23514 with the rule''s name), and a member''s session dated between a year ago and now; an imported one (inserted by the facade) between 1970 and now.';

--
-- Name: clear_rate_limit(text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.clear_rate_limit(p_bucket text, p_key_hash text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from private.rate_limit_hit where bucket = p_bucket and key_hash = p_key_hash;
$$;

--
-- Name: FUNCTION clear_rate_limit(p_bucket text, p_key_hash text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.clear_rate_limit(p_bucket text, p_key_hash text) IS 'Forgets every hit of (bucket, key): a successful sign-in clears its account''s failures.';

--
-- Name: count_community_post_like(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.count_community_post_like() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    update public.community_post set likes = likes + 1 where id = new.post_id;
  else
    update public.community_post set likes = greatest(likes - 1, 0) where id = old.post_id;
  end if;
  return null;
end;
$$;

--
-- Name: FUNCTION count_community_post_like(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.count_community_post_like() IS 'AFTER INSERT/DELETE trigger on community_post_like: keeps community_post.likes equal to the number of likes.';

--
-- Name: create_profile_for_new_user(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.create_profile_for_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  chosen_username text := nullif(pg_catalog.btrim(meta ->> 'username'), '');
  username text;
  picture text := coalesce(nullif(meta ->> 'avatar_url', ''), nullif(meta ->> 'picture', ''));
  failed_constraint text;
begin
  if picture !~* '^https?://' or pg_catalog.char_length(picture) > 2048 then
    picture := null;
  end if;
  loop
    username := coalesce(chosen_username, private.available_username(new.email));
    begin
      insert into public.profile (id, email, username, first_name, last_name, profile_image_url)
      values (
        new.id,
        new.email,
        username,
        private.metadata_name(coalesce(meta ->> 'first_name', meta ->> 'given_name')),
        private.metadata_name(coalesce(meta ->> 'last_name', meta ->> 'family_name')),
        picture
      );
      return new;
    exception when unique_violation then
      get stacked diagnostics failed_constraint = constraint_name;
      -- A generated name taken by a concurrent sign-up: derive another. A username the member
      -- chose, or a duplicate e-mail, is reported to the caller as it is.
      if chosen_username is not null or failed_constraint <> 'profile_username_key' then
        raise;
      end if;
    end;
  end loop;
end;
$$;

--
-- Name: FUNCTION create_profile_for_new_user(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.create_profile_for_new_user() IS 'AFTER INSERT trigger on auth.users: creates the member''s profile from the sign-up metadata (username, first_name/last_name or Google''s given_name/family_name, avatar_url or picture).';

--
-- Name: display_name(text, text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.display_name(p_first_name text, p_last_name text, p_username text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(pg_catalog.btrim(pg_catalog.concat_ws(' ', p_first_name, p_last_name)), ''), p_username)
$$;

--
-- Name: FUNCTION display_name(p_first_name text, p_last_name text, p_username text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.display_name(p_first_name text, p_last_name text, p_username text) IS 'The name other members see: first and last name, or the username when both are missing.';

--
-- Name: is_valid_barcode(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.is_valid_barcode(p_code text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select p_code ~ '^[0-9]{8,14}$'
    and (
      select (10 - (sum(substr(p_code, length(p_code) - i, 1)::int * case when i % 2 = 1 then 3 else 1 end) % 10)) % 10
      from pg_catalog.generate_series(1, length(p_code) - 1) as i
    ) = substr(p_code, length(p_code), 1)::int
$_$;

--
-- Name: FUNCTION is_valid_barcode(p_code text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.is_valid_barcode(p_code text) IS 'True for 8-14 digits whose last is the GS1 check digit (EAN-8, UPC-A, EAN-13, GTIN-14).';

--
-- Name: keep_completed_mile_session(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.keep_completed_mile_session() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.status = 'completed' then
    raise exception 'Mile session % is completed and cannot change', old.id
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION keep_completed_mile_session(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.keep_completed_mile_session() IS 'BEFORE UPDATE on mile_tracker_session: a completed session is final.';

--
-- Name: leaderboard_week(timestamp with time zone); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.leaderboard_week(p_at timestamp with time zone) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (pg_catalog.date_trunc('week', pg_catalog.timezone('UTC', p_at) + interval '1 day') - interval '1 day')::date
$$;

--
-- Name: FUNCTION leaderboard_week(p_at timestamp with time zone); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.leaderboard_week(p_at timestamp with time zone) IS 'The leaderboard week an instant falls in, named by its first day: the Sunday (UTC) on or before it.';

--
-- Name: limit_community_posting(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.limit_community_posting() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  max_posts constant integer := 5;
  window_length constant interval := interval '10 minutes';
  recent_posts integer;
  oldest_recent timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('community_post:' || new.user_id::text, 0));

  select count(*), min(recent.created_at)
  into recent_posts, oldest_recent
  from (
    select p.created_at
    from public.community_post p
    where p.user_id = new.user_id
      and p.created_at > new.created_at - window_length
      and p.created_at <= new.created_at
    order by p.created_at desc
    limit max_posts
  ) as recent;

  if recent_posts >= max_posts then
    raise exception 'Posting too often: at most % posts in % minutes', max_posts,
        extract(epoch from window_length)::integer / 60
      using errcode = 'check_violation',
            constraint = 'community_post_rate_limit',
            detail = greatest(
              1, pg_catalog.ceil(extract(epoch from oldest_recent + window_length - new.created_at))
            )::integer::text;
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION limit_community_posting(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.limit_community_posting() IS 'BEFORE INSERT trigger on community_post: refuses a 6th post by the same member within 10 minutes (check_violation, constraint community_post_rate_limit, DETAIL = seconds to wait).';

--
-- Name: limit_routines_per_member(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.limit_routines_per_member() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION limit_routines_per_member(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.limit_routines_per_member() IS 'BEFORE INSERT trigger on routine: refuses a member''s 101st routine (check_violation, constraint routine_per_member_limit).';

--
-- Name: maintain_after_lift_write(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.maintain_after_lift_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  recount_user_ids uuid[];
  recount_exercise_ids uuid[];
begin
  -- Rows whose workout is gone belong to a deleted workout: its statement recounts their weeks.
  if tg_op = 'INSERT' then
    -- One new row (a log; a session writes its exercises in one statement): the same upserts
    -- without the batch's grouping and window, whose plan costs more to start than one row costs
    -- to judge.
    if (select count(*) from new_rows) = 1 then
      with lift as (
        select n.user_id, n.exercise_id, n.workout_id, w.date,
               (pg_catalog.date_trunc('week', pg_catalog.timezone('UTC', w.date) + interval '1 day')
                - interval '1 day')::date as week_start,
               coalesce(n.sets, 1)::bigint * coalesce(n.reps, 0) as reps,
               figures.lifts, figures.weight, figures.one_rep_max, figures.volume, figures.top_reps,
               figures.set_logged
        from new_rows n
        join public.workout w on w.id = n.workout_id and w.user_id = n.user_id
        cross join lateral (
          select count(l.weight) + count(l.reps) as lifts, max(l.weight) as weight,
                 max(case when l.reps between 1 and 12 then round(l.weight * (1 + l.reps / 30.0), 1) end)
                   as one_rep_max,
                 max(l.weight * l.reps) as volume, max(l.reps) as top_reps,
                 exists (select 1 from public.workout_set s where s.workout_id = n.workout_id) as set_logged
          from (
            select n.weight, n.reps
            union all
            select s.weight, s.reps from public.workout_set s
            where s.workout_id = n.workout_id and s.kind <> 'warmup' and s.reps >= 1
          ) as l
        ) as figures
      ),
      weekly as (
        insert into public.weekly_rep_total as t (user_id, week_start, total_reps)
        select user_id, week_start, reps from lift where reps > 0
        on conflict (user_id, week_start) do update set total_reps = t.total_reps + excluded.total_reps
      ),
      all_time as (
        insert into public.rep_total as t (user_id, total_reps)
        select user_id, reps from lift where reps > 0
        on conflict (user_id) do update set total_reps = t.total_reps + excluded.total_reps
      ),
      marked as (
        insert into private.coach_stale as s (user_id, marked_at)
        select user_id, pg_catalog.now() from lift
        on conflict (user_id) do update set marked_at = excluded.marked_at
        where s.marked_at < excluded.marked_at
      ),
      judged as (
        select l.*,
               l.lifts > 0 and (b.user_id is null or (l.date, l.workout_id) > (b.last_lifted_at, b.last_workout_id))
                 as latest,
               coalesce(nullif(l.weight, 0) > nullif(b.heaviest_weight, 0), false) as weight_beaten,
               coalesce(l.weight > b.heaviest_weight or l.one_rep_max > b.best_estimated_one_rep_max
                        or l.volume > b.best_set_volume or l.top_reps > b.most_reps, false) as beaten
        from lift l
        left join public.exercise_best b on b.user_id = l.user_id and b.exercise_id = l.exercise_id
      ),
      raised as (
        insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                               best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                               weight_beaten, beaten, set_logged)
        select user_id, exercise_id, weight, one_rep_max, volume, top_reps, date, workout_id, weight_beaten,
               beaten, set_logged
        from judged
        where latest
        on conflict (user_id, exercise_id) do update
        set heaviest_weight = greatest(b.heaviest_weight, excluded.heaviest_weight),
            best_estimated_one_rep_max = greatest(b.best_estimated_one_rep_max, excluded.best_estimated_one_rep_max),
            best_set_volume = greatest(b.best_set_volume, excluded.best_set_volume),
            most_reps = greatest(b.most_reps, excluded.most_reps),
            last_lifted_at = excluded.last_lifted_at, last_workout_id = excluded.last_workout_id,
            set_logged = b.set_logged or excluded.set_logged,
            weight_beaten = b.weight_beaten or excluded.weight_beaten,
            beaten = b.beaten or excluded.beaten
      )
      select array_agg(user_id), array_agg(exercise_id) into recount_user_ids, recount_exercise_ids
      from judged
      where not latest and (lifts > 0 or set_logged);
    else
      with lift as (
        -- private.leaderboard_week(w.date) and private.reps_of(n.sets, n.reps), written out.
        select n.user_id, n.exercise_id, n.weight, n.reps as lifted_reps, n.workout_id, w.date,
               exists (select 1 from public.workout_set s where s.workout_id = n.workout_id)
                 as has_sets,
               (pg_catalog.date_trunc('week', pg_catalog.timezone('UTC', w.date) + interval '1 day')
                - interval '1 day')::date as week_start,
               coalesce(n.sets, 1)::bigint * coalesce(n.reps, 0) as reps
        from new_rows n
        join public.workout w on w.id = n.workout_id and w.user_id = n.user_id
      ),
      weekly as (
        insert into public.weekly_rep_total as t (user_id, week_start, total_reps)
        select user_id, week_start, sum(reps) from lift
        group by user_id, week_start
        having sum(reps) > 0
        order by user_id, week_start
        on conflict (user_id, week_start) do update set total_reps = t.total_reps + excluded.total_reps
      ),
      all_time as (
        insert into public.rep_total as t (user_id, total_reps)
        select user_id, sum(reps) from lift
        group by user_id
        having sum(reps) > 0
        order by user_id
        on conflict (user_id) do update set total_reps = t.total_reps + excluded.total_reps
      ),
      marked as (
        insert into private.coach_stale as s (user_id, marked_at)
        select distinct user_id, pg_catalog.now() from lift
        order by user_id
        on conflict (user_id) do update set marked_at = excluded.marked_at
        where s.marked_at < excluded.marked_at
      ),
      -- The new rows' lifts: each summary as a set, and the sets of its workout already stored.
      counted_lift as (
        select user_id, exercise_id, workout_id, date, weight, lifted_reps as reps, has_sets
        from lift
        union all
        select l.user_id, l.exercise_id, l.workout_id, l.date, s.weight, s.reps, true
        from lift l
        join public.workout_set s on s.workout_id = l.workout_id
        where l.has_sets and s.kind <> 'warmup' and s.reps >= 1
      ),
      -- Each new workout's best of each kind, and the best of the batch's earlier workouts of its
      -- exercise (null where none), so a statement of many workouts (an import's batch) is judged as
      -- the recount judges them one after another.
      per_workout as (
        select user_id, exercise_id, workout_id, date, count(weight) + count(reps) as lifts,
               max(weight) as weight,
               max(case when reps between 1 and 12 then round(weight * (1 + reps / 30.0), 1) end) as one_rep_max,
               max(weight * reps) as volume, max(reps) as reps, bool_or(has_sets) as set_logged
        from counted_lift
        group by user_id, exercise_id, workout_id, date
      ),
      ranked as (
        select p.*,
               max(nullif(p.weight, 0)) over earlier as earlier_weight_above_zero,
               max(p.weight) over earlier as earlier_weight, max(p.one_rep_max) over earlier as earlier_one_rep_max,
               max(p.volume) over earlier as earlier_volume, max(p.reps) over earlier as earlier_reps
        from per_workout p
        window earlier as (partition by p.user_id, p.exercise_id order by p.date, p.workout_id
                           rows between unbounded preceding and 1 preceding)
      ),
      -- Latest: every new workout with a lift comes after the exercise's last lift, so the kept
      -- bests only rise; any other pair is recounted.
      judged as (
        select r.user_id, r.exercise_id,
               coalesce(bool_and(b.user_id is null or (r.date, r.workout_id) > (b.last_lifted_at, b.last_workout_id))
                          filter (where r.lifts > 0), false) as latest,
               bool_or(r.lifts > 0) as lifted, bool_or(r.set_logged) as set_logged,
               max(r.weight) as weight, max(r.one_rep_max) as one_rep_max, max(r.volume) as volume,
               max(r.reps) as reps, max(r.date) filter (where r.lifts > 0) as date,
               (array_agg(r.workout_id order by r.date desc, r.workout_id desc) filter (where r.lifts > 0))[1]
                 as workout_id,
               coalesce(bool_or(nullif(r.weight, 0) > greatest(nullif(b.heaviest_weight, 0), r.earlier_weight_above_zero)),
                        false) as weight_beaten,
               coalesce(bool_or(r.weight > greatest(b.heaviest_weight, r.earlier_weight)
                                or r.one_rep_max > greatest(b.best_estimated_one_rep_max, r.earlier_one_rep_max)
                                or r.volume > greatest(b.best_set_volume, r.earlier_volume)
                                or r.reps > greatest(b.most_reps, r.earlier_reps)), false) as beaten
        from ranked r
        left join public.exercise_best b on b.user_id = r.user_id and b.exercise_id = r.exercise_id
        group by r.user_id, r.exercise_id
      ),
      raised as (
        insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                               best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                               weight_beaten, beaten, set_logged)
        select user_id, exercise_id, weight, one_rep_max, volume, reps, date, workout_id, weight_beaten, beaten,
               set_logged
        from judged
        where latest
        order by user_id, exercise_id
        on conflict (user_id, exercise_id) do update
        set heaviest_weight = greatest(b.heaviest_weight, excluded.heaviest_weight),
            best_estimated_one_rep_max = greatest(b.best_estimated_one_rep_max, excluded.best_estimated_one_rep_max),
            best_set_volume = greatest(b.best_set_volume, excluded.best_set_volume),
            most_reps = greatest(b.most_reps, excluded.most_reps),
            last_lifted_at = excluded.last_lifted_at, last_workout_id = excluded.last_workout_id,
            set_logged = b.set_logged or excluded.set_logged,
            weight_beaten = b.weight_beaten or excluded.weight_beaten,
            beaten = b.beaten or excluded.beaten
      )
      select array_agg(user_id), array_agg(exercise_id) into recount_user_ids, recount_exercise_ids
      from judged
      where not latest and (lifted or set_logged);
    end if;
    if recount_user_ids is not null then
      perform private.refresh_exercise_records(recount_user_ids, recount_exercise_ids);
    end if;
  elsif tg_op = 'UPDATE' then
    perform private.add_reps(array_agg(changed.user_id), array_agg(changed.week_start), array_agg(changed.reps))
    from (
      select n.user_id, private.leaderboard_week(w.date) as week_start, private.reps_of(n.sets, n.reps) as reps
      from new_rows n
      join public.workout w on w.id = n.workout_id and w.user_id = n.user_id
      union all
      select o.user_id, private.leaderboard_week(w.date), -private.reps_of(o.sets, o.reps)
      from old_rows o
      join public.workout w on w.id = o.workout_id and w.user_id = o.user_id
    ) as changed;
    perform private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
    from (
      select n.user_id, n.exercise_id from new_rows n
      union
      select o.user_id, o.exercise_id from old_rows o
    ) as pair;
    perform private.mark_coach_stale(array_agg(member.user_id))
    from (select n.user_id from new_rows n union select o.user_id from old_rows o) as member;
  else
    perform private.add_reps(array_agg(o.user_id), array_agg(private.leaderboard_week(w.date)),
                             array_agg(-private.reps_of(o.sets, o.reps)))
    from old_rows o
    join public.workout w on w.id = o.workout_id and w.user_id = o.user_id;
    perform private.refresh_exercise_records(array_agg(o.user_id), array_agg(o.exercise_id))
    from old_rows o;
    perform private.mark_coach_stale(array_agg(distinct o.user_id)) from old_rows o;
  end if;
  return null;
end;
$$;

--
-- Name: FUNCTION maintain_after_lift_write(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.maintain_after_lift_write() IS 'AFTER INSERT/UPDATE/DELETE statement trigger on workout_exercise: rep totals, records (kept incrementally for a newest lift) and the coach''s stale mark; inserts in one statement.';

--
-- Name: maintain_after_set_write(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.maintain_after_set_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  recount_user_ids uuid[];
  recount_exercise_ids uuid[];
begin
  if tg_op = 'INSERT' then
    -- Sets stored ahead of their workout's exercise row (a log, a session) count toward nothing yet:
    -- the records and the coach read sets through that row, whose own trigger counts them whole.
    if not exists (
      select from new_rows n
      join public.workout_exercise we on we.workout_id = n.workout_id and we.user_id = n.user_id
    ) then
      return null;
    end if;
    with lift as (
      select n.user_id, we.exercise_id, n.workout_id, w.date, n.weight,
             case when n.kind <> 'warmup' and n.reps >= 1 then n.reps end as reps
      from new_rows n
      join public.workout_exercise we on we.workout_id = n.workout_id and we.user_id = n.user_id
      join public.workout w on w.id = n.workout_id and w.user_id = n.user_id
    ),
    counted as (
      select user_id, exercise_id, count(distinct workout_id) as workouts, max(date) as date,
             max(workout_id::text)::uuid as workout_id, count(reps) as lifts,
             max(weight) filter (where reps is not null) as weight,
             max(case when reps between 1 and 12 then round(weight * (1 + reps / 30.0), 1) end) as one_rep_max,
             max(weight * reps) as volume, max(reps) as reps
      from lift
      group by user_id, exercise_id
    ),
    judged as (
      select c.*,
             c.workouts = 1 and c.lifts > 0
               and (b.user_id is null or (c.date, c.workout_id) > (b.last_lifted_at, b.last_workout_id)) as latest
      from counted c
      left join public.exercise_best b on b.user_id = c.user_id and b.exercise_id = c.exercise_id
    ),
    raised as (
      insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                             best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                             set_logged)
      select user_id, exercise_id, weight, one_rep_max, volume, reps, date, workout_id, true
      from judged
      where latest
      order by user_id, exercise_id
      on conflict (user_id, exercise_id) do update
      set heaviest_weight = greatest(b.heaviest_weight, excluded.heaviest_weight),
          best_estimated_one_rep_max = greatest(b.best_estimated_one_rep_max, excluded.best_estimated_one_rep_max),
          best_set_volume = greatest(b.best_set_volume, excluded.best_set_volume),
          most_reps = greatest(b.most_reps, excluded.most_reps),
          last_lifted_at = excluded.last_lifted_at, last_workout_id = excluded.last_workout_id,
          set_logged = true,
          weight_beaten = b.weight_beaten
                          or coalesce(nullif(excluded.heaviest_weight, 0) > nullif(b.heaviest_weight, 0), false),
          beaten = b.beaten
                   or coalesce(excluded.heaviest_weight > b.heaviest_weight
                               or excluded.best_estimated_one_rep_max > b.best_estimated_one_rep_max
                               or excluded.best_set_volume > b.best_set_volume
                               or excluded.most_reps > b.most_reps, false)
    ),
    marked as (
      insert into private.coach_stale as s (user_id, marked_at)
      select distinct n.user_id, pg_catalog.now() from new_rows n
      order by n.user_id
      on conflict (user_id) do update set marked_at = excluded.marked_at
      where s.marked_at < excluded.marked_at
    )
    select array_agg(user_id), array_agg(exercise_id) into recount_user_ids, recount_exercise_ids
    from judged
    where not latest;
    if recount_user_ids is not null then
      perform private.refresh_exercise_records(recount_user_ids, recount_exercise_ids);
    end if;
  elsif tg_op = 'UPDATE' then
    -- Sets corrected: their exercises are recounted.
    perform private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
    from (
      select distinct we.user_id, we.exercise_id
      from new_rows n
      join public.workout_exercise we on we.workout_id = n.workout_id and we.user_id = n.user_id
    ) as pair;
    perform private.mark_coach_stale(array_agg(distinct n.user_id)) from new_rows n;
  else
    -- Sets removed: their exercises are recounted. When the whole workout goes, its exercise row
    -- is gone first, and that row's own trigger recounts it.
    perform private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
    from (
      select distinct we.user_id, we.exercise_id
      from old_rows o
      join public.workout_exercise we on we.workout_id = o.workout_id and we.user_id = o.user_id
    ) as pair;
    perform private.mark_coach_stale(array_agg(distinct o.user_id)) from old_rows o;
  end if;
  return null;
end;
$$;

--
-- Name: FUNCTION maintain_after_set_write(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.maintain_after_set_write() IS 'AFTER INSERT/UPDATE/DELETE statement trigger on workout_set: the exercise''s bests (incrementally for the latest workout, else recounted) and the coach''s stale mark.';

--
-- Name: maintain_after_workout_write(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.maintain_after_workout_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  new_id uuid;
  member_id uuid;
  new_date timestamptz;
  new_duration integer;
  new_calories integer;
  zone text;
  streak_before integer;
  streak_after integer;
  latest_day date;
  new_day date;
begin
  if tg_op = 'INSERT' then
    -- One new row (a log): the same rules, in statements each simpler than the batch's, with the
    -- member's zone and streak read as the profile row is locked.
    if (select count(*) from new_rows) = 1 then
      select n.id, n.user_id, n.date, n.duration, n.calories_burned
      into new_id, member_id, new_date, new_duration, new_calories
      from new_rows n;
      select p.time_zone, p.streak into zone, streak_before
      from public.profile p where p.id = member_id
      for no key update;
      insert into public.workout_totals as t (user_id, total_workouts, total_minutes, total_calories)
      values (member_id, 1, new_duration, new_calories)
      on conflict (user_id) do update
      set total_workouts = t.total_workouts + 1,
          total_minutes = t.total_minutes + excluded.total_minutes,
          total_calories = t.total_calories + excluded.total_calories;
      if zone is null then
        return null;
      end if;
      -- The member's latest local day among the other workouts (as below).
      select max((w.date at time zone zone)::date) into latest_day
      from public.workout w
      where w.user_id = member_id and w.id <> new_id
        and w.date >= (
          select other.date from public.workout other
          where other.user_id = member_id and other.id <> new_id
          order by other.date desc
          limit 1
        ) - interval '1 day';
      new_day := (new_date at time zone zone)::date;
      streak_after := case
        when new_day < latest_day then private.streak_run_length(member_id, zone)
        when latest_day is null or new_day > latest_day + 1 then 1
        when new_day = latest_day + 1 then streak_before + 1
        else streak_before
      end;
      if streak_after is distinct from streak_before then
        update public.profile set streak = streak_after where id = member_id;
      end if;
      return null;
    end if;
    perform 1 from public.profile p
    where p.id in (select n.user_id from new_rows n)
    order by p.id
    for no key update;

    with totals as (
      insert into public.workout_totals as t (user_id, total_workouts, total_minutes, total_calories)
      select n.user_id, count(*), sum(n.duration), sum(n.calories_burned)
      from new_rows n
      group by n.user_id
      order by n.user_id
      on conflict (user_id) do update
      set total_workouts = t.total_workouts + excluded.total_workouts,
          total_minutes = t.total_minutes + excluded.total_minutes,
          total_calories = t.total_calories + excluded.total_calories
    )
    update public.profile p
    set streak = fresh.run
    from (
      select member.id,
             case
               when added.days > 1 or added.day < latest.day
                 then private.streak_run_length(member.id, member.time_zone)
               when latest.day is null or added.day > latest.day + 1 then 1
               when added.day = latest.day + 1 then member.streak + 1
               else member.streak
             end as run
      from public.profile member
      cross join lateral (
        select count(distinct (n.date at time zone member.time_zone)::date) as days,
               max((n.date at time zone member.time_zone)::date) as day,
               array_agg(n.id) as ids
        from new_rows n
        where n.user_id = member.id
      ) as added
      -- The member's latest local day among the other workouts: the day of the latest one, or of
      -- one within a day before it (a zone's clock can step back across midnight).
      cross join lateral (
        select max((w.date at time zone member.time_zone)::date) as day
        from public.workout w
        where w.user_id = member.id and w.id <> all(added.ids)
          and w.date >= (
            select other.date from public.workout other
            where other.user_id = member.id and other.id <> all(added.ids)
            order by other.date desc
            limit 1
          ) - interval '1 day'
      ) as latest
      where member.id in (select n.user_id from new_rows n)
    ) as fresh
    where p.id = fresh.id and p.streak is distinct from fresh.run;
    -- Records, rep totals and the coach follow the exercise rows (private.maintain_after_lift_write).
  elsif tg_op = 'DELETE' then
    perform private.add_workout_totals(array_agg(o.user_id), array_agg(-1), array_agg(-o.duration::bigint),
                                       array_agg(-o.calories_burned::bigint))
    from old_rows o;
    perform private.refresh_streaks(array_agg(distinct o.user_id)) from old_rows o;
    perform private.recount_reps_of_weeks(array_agg(o.user_id), array_agg(private.leaderboard_week(o.date)))
    from old_rows o;
  else
    perform private.add_workout_totals(array_agg(c.user_id), array_agg(c.workouts), array_agg(c.minutes),
                                       array_agg(c.calories))
    from (
      select n.user_id, 1 as workouts, n.duration::bigint as minutes, n.calories_burned::bigint as calories
      from new_rows n
      union all
      select o.user_id, -1, -o.duration::bigint, -o.calories_burned::bigint
      from old_rows o
    ) as c;
    -- Rows moved in time (or, in principle, between members): streaks, records and weekly reps.
    perform private.refresh_streaks(array_agg(distinct moved.user_id))
    from (
      select n.user_id from new_rows n join old_rows o on o.id = n.id
      where (n.date, n.user_id) is distinct from (o.date, o.user_id)
      union
      select o.user_id from new_rows n join old_rows o on o.id = n.id
      where (n.date, n.user_id) is distinct from (o.date, o.user_id)
    ) as moved;
    perform private.refresh_exercise_records(array_agg(we.user_id), array_agg(we.exercise_id))
    from new_rows n
    join old_rows o on o.id = n.id
    join public.workout_exercise we on we.workout_id = n.id and we.user_id = n.user_id
    where n.date is distinct from o.date;
    perform private.add_reps(array_agg(moved.user_id), array_agg(moved.week_start), array_agg(moved.reps))
    from (
      select we.user_id, private.leaderboard_week(n.date) as week_start, private.reps_of(we.sets, we.reps) as reps
      from new_rows n
      join old_rows o on o.id = n.id
      join public.workout_exercise we on we.workout_id = n.id and we.user_id = n.user_id
      where private.leaderboard_week(n.date) <> private.leaderboard_week(o.date)
      union all
      select we.user_id, private.leaderboard_week(o.date), -private.reps_of(we.sets, we.reps)
      from new_rows n
      join old_rows o on o.id = n.id
      join public.workout_exercise we on we.workout_id = n.id and we.user_id = n.user_id
      where private.leaderboard_week(n.date) <> private.leaderboard_week(o.date)
    ) as moved;
    -- The coach reads the date, difficulty, exertion, completion and duration.
    perform private.mark_coach_stale(array_agg(distinct n.user_id))
    from new_rows n
    join old_rows o on o.id = n.id
    where (n.date, n.difficulty_level, n.perceived_exertion, n.completion_rate, n.duration)
          is distinct from (o.date, o.difficulty_level, o.perceived_exertion, o.completion_rate, o.duration);
  end if;
  return null;
end;
$$;

--
-- Name: FUNCTION maintain_after_workout_write(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.maintain_after_workout_write() IS 'AFTER INSERT/UPDATE/DELETE statement trigger on workout: totals and streaks (kept incrementally for inserts on the latest day), and for moved or deleted workouts records, weekly reps and the coach''s stale mark.';

--
-- Name: mark_coach_stale(uuid[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.mark_coach_stale(p_user_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
begin
    insert into private.coach_stale (user_id, marked_at)
    select u.id, pg_catalog.now()
    from auth.users u
    where u.id = any(p_user_ids)
    order by u.id
    on conflict (user_id) do update set marked_at = excluded.marked_at
    where private.coach_stale.marked_at < excluded.marked_at;
end;
$$;

--
-- Name: FUNCTION mark_coach_stale(p_user_ids uuid[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.mark_coach_stale(p_user_ids uuid[]) IS 'Marks the members'' coach suggestions stale (one row per member; members already deleted are skipped).';

--
-- Name: metadata_name(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.metadata_name(p_value text) RETURNS text
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select nullif(pg_catalog.left(pg_catalog.btrim(p_value), 50), '')
$$;

--
-- Name: FUNCTION metadata_name(p_value text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.metadata_name(p_value text) IS 'Normalises a name from auth metadata: trimmed, at most 50 characters, null when blank.';

--
-- Name: price_new_booking(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.price_new_booking() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  offered record;
begin
  select s.name, s.price, s.duration, s.is_active as service_active, t.is_active as trainer_active,
         t.user_id as trainer_user_id
  into offered
  from public.trainer_service s
  join public.trainer t on t.id = s.trainer_id
  where s.id = new.service_id and s.trainer_id = new.trainer_id;
  if not found or not offered.service_active or not offered.trainer_active then
    raise exception 'This service is not offered' using errcode = 'check_violation',
      constraint = 'booking_service_offered', table = 'booking';
  end if;
  if offered.trainer_user_id = new.user_id then
    raise exception 'A trainer cannot book their own service' using errcode = 'check_violation',
      constraint = 'booking_not_own_service', table = 'booking';
  end if;
  if new.scheduled_at <= pg_catalog.now() then
    raise exception 'A booking starts in the future' using errcode = 'check_violation',
      constraint = 'booking_in_future', table = 'booking';
  end if;
  if new.platform_commission is null or new.platform_commission < 0
     or new.platform_commission > offered.price then
    raise exception 'The commission is between nothing and the price' using errcode = 'check_violation',
      constraint = 'booking_commission_range', table = 'booking';
  end if;
  new.status := 'pending';
  new.total_price := offered.price;
  new.service_name := offered.name;
  new.trainer_earnings := offered.price - new.platform_commission;
  new.ends_at := new.scheduled_at + pg_catalog.make_interval(mins => offered.duration);
  new.paid_at := null;
  new.refund_status := null;
  new.cancelled_by := null;
  new.status_changed_at := pg_catalog.now();
  return new;
end;
$$;

--
-- Name: FUNCTION price_new_booking(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.price_new_booking() IS 'BEFORE INSERT on booking: refuses a service not offered, one''s own service and a past time; copies the service''s price and duration and derives the trainer''s earnings.';

--
-- Name: rebuild_rep_totals(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.rebuild_rep_totals() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.weekly_rep_total;
  insert into public.weekly_rep_total (user_id, week_start, total_reps)
  select we.user_id, private.leaderboard_week(w.date), sum(private.reps_of(we.sets, we.reps))
  from public.workout_exercise we
  join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
  group by 1, 2
  having sum(private.reps_of(we.sets, we.reps)) > 0;

  delete from public.rep_total;
  insert into public.rep_total (user_id, total_reps)
  select user_id, sum(total_reps) from public.weekly_rep_total group by user_id;
$$;

--
-- Name: FUNCTION rebuild_rep_totals(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.rebuild_rep_totals() IS 'Recomputes rep_total and weekly_rep_total from scratch, set-based (backfill, bulk loads, repair).';

--
-- Name: rebuild_workout_summaries(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.rebuild_workout_summaries() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.workout_totals;
  insert into public.workout_totals (user_id, total_workouts, total_minutes, total_calories)
  select user_id, count(*), sum(duration), sum(calories_burned)
  from public.workout
  group by user_id;

  delete from public.exercise_best;
  select private.refresh_exercise_records(array_agg(pair.user_id), array_agg(pair.exercise_id))
  from (select distinct user_id, exercise_id from public.workout_exercise) as pair;
$$;

--
-- Name: FUNCTION rebuild_workout_summaries(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.rebuild_workout_summaries() IS 'Recomputes workout_totals and exercise_best from scratch (backfill, bulk loads).';

--
-- Name: record_booking_payment(text, timestamp with time zone); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.record_booking_payment(p_payment_intent_id text, p_paid_at timestamp with time zone) RETURNS boolean
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with paid as (
    update public.booking
    set paid_at = coalesce(paid_at, p_paid_at)
    where stripe_payment_intent_id = p_payment_intent_id
    returning 1
  )
  select exists (select 1 from paid);
$$;

--
-- Name: FUNCTION record_booking_payment(p_payment_intent_id text, p_paid_at timestamp with time zone); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.record_booking_payment(p_payment_intent_id text, p_paid_at timestamp with time zone) IS 'Marks the booking paid by this PaymentIntent (idempotent); false when no booking has it.';

--
-- Name: record_stripe_invoice(text, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.record_stripe_invoice(p_customer text, p_paid_at timestamp with time zone, p_failed_at timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  insert into private.stripe_customer_state as s (stripe_customer_id, last_payment_at, last_payment_failed_at)
  values (p_customer, p_paid_at, p_failed_at)
  on conflict (stripe_customer_id) do update
    set last_payment_at = nullif(greatest(coalesce(s.last_payment_at, '-infinity'),
                                          coalesce(excluded.last_payment_at, '-infinity')), '-infinity'),
        last_payment_failed_at = nullif(greatest(coalesce(s.last_payment_failed_at, '-infinity'),
                                                 coalesce(excluded.last_payment_failed_at, '-infinity')), '-infinity');
  perform private.sync_profile_from_stripe(p_customer);
end;
$$;

--
-- Name: FUNCTION record_stripe_invoice(p_customer text, p_paid_at timestamp with time zone, p_failed_at timestamp with time zone); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.record_stripe_invoice(p_customer text, p_paid_at timestamp with time zone, p_failed_at timestamp with time zone) IS 'Records when a customer''s invoice was paid or failed (latest of each kept) and updates the owner''s profile.';

--
-- Name: record_stripe_payment(text, uuid, text, integer, text, text, timestamp with time zone, integer); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.record_stripe_payment(p_payment_intent text, p_user_id uuid, p_customer text, p_amount integer, p_currency text, p_description text, p_created_at timestamp with time zone, p_premium_days integer) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  member_id uuid;
  inserted boolean;
begin
  select p.id into member_id
  from public.profile p
  where (p_user_id is not null and p.id = p_user_id)
     or (p_user_id is null and p_customer is not null and p.stripe_customer_id = p_customer)
  limit 1;
  if member_id is null then
    return false;
  end if;
  insert into public.payment (user_id, stripe_payment_intent_id, amount, currency, status, description,
                              created_at, premium_days)
  values (member_id, p_payment_intent, p_amount, p_currency, 'succeeded', p_description, p_created_at,
          p_premium_days)
  on conflict (stripe_payment_intent_id) do nothing
  returning true into inserted;
  if inserted and p_premium_days > 0 then
    perform private.refresh_premium_paid_until(member_id);
  end if;
  if inserted then
    update public.profile
    set last_payment_date = greatest(coalesce(last_payment_date, '-infinity'), p_created_at)
    where id = member_id;
  end if;
  return coalesce(inserted, false);
end;
$$;

--
-- Name: FUNCTION record_stripe_payment(p_payment_intent text, p_user_id uuid, p_customer text, p_amount integer, p_currency text, p_description text, p_created_at timestamp with time zone, p_premium_days integer); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.record_stripe_payment(p_payment_intent text, p_user_id uuid, p_customer text, p_amount integer, p_currency text, p_description text, p_created_at timestamp with time zone, p_premium_days integer) IS 'Inserts the payment of a succeeded PaymentIntent once (unique PaymentIntent id) for the member named in its metadata or owning its customer; answers false when it was known already or belongs to nobody.';

--
-- Name: recount_reps_of_weeks(uuid[], date[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.recount_reps_of_weeks(p_user_ids uuid[], p_weeks date[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
begin
  perform private.add_reps(array_agg(diff.user_id), array_agg(diff.week_start), array_agg(diff.reps))
  from (
    select a.user_id, a.week_start,
           coalesce((
             select sum(private.reps_of(we.sets, we.reps))
             from public.workout w
             join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
             where w.user_id = a.user_id
               and w.date >= a.week_start::timestamp at time zone 'UTC'
               and w.date < (a.week_start + 7)::timestamp at time zone 'UTC'
           ), 0)::bigint - coalesce(t.total_reps, 0) as reps
    from (select distinct user_id, week_start from unnest(p_user_ids, p_weeks) as a (user_id, week_start)) as a
    left join public.weekly_rep_total t on t.user_id = a.user_id and t.week_start = a.week_start
  ) as diff;
end;
$$;

--
-- Name: FUNCTION recount_reps_of_weeks(p_user_ids uuid[], p_weeks date[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.recount_reps_of_weeks(p_user_ids uuid[], p_weeks date[]) IS 'Sets the weekly and all-time rep totals of the given (member, week) pairs to what their workouts now hold.';

--
-- Name: refresh_exercise_records(uuid[], uuid[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refresh_exercise_records(p_user_ids uuid[], p_exercise_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
begin
    with affected as (
      select distinct a.user_id, a.exercise_id
      from unnest(p_user_ids, p_exercise_ids) as a (user_id, exercise_id)
    ),
    -- Each workout of each pair with its best of each kind (null where it has no lift) and whether
    -- it beat every earlier workout.
    workout_best as (
      select a.user_id, a.exercise_id, wb.*,
             coalesce(nullif(wb.weight, 0) > max(nullif(wb.weight, 0)) over earlier, false) as beat_weight,
             coalesce(wb.weight > max(wb.weight) over earlier
                        or wb.one_rep_max > max(wb.one_rep_max) over earlier
                        or wb.volume > max(wb.volume) over earlier
                        or wb.reps > max(wb.reps) over earlier, false) as beat_any
      from affected a
      cross join lateral (
        select w.id as workout_id, w.date,
               max(lift.weight) filter (where lift.reps is not null or not lift.from_set) as weight,
               max(case when lift.reps between 1 and 12 then round(lift.weight * (1 + lift.reps / 30.0), 1) end)
                 as one_rep_max,
               max(lift.weight * lift.reps) as volume, max(lift.reps) as reps,
               coalesce(bool_or(lift.from_set), false) as has_sets
        from public.workout_exercise we
        join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
        -- The summary, and every set (a warm-up or a set of no reps marks the set log, lifts nothing).
        left join lateral (
          select we.weight, we.reps, false as from_set
          where we.weight is not null or we.reps is not null
          union all
          select s.weight, case when s.kind <> 'warmup' and s.reps >= 1 then s.reps end, true
          from public.workout_set s
          where s.workout_id = we.workout_id and s.user_id = we.user_id
        ) as lift on true
        where we.user_id = a.user_id and we.exercise_id = a.exercise_id
        group by w.id, w.date
      ) as wb
      window earlier as (partition by a.user_id, a.exercise_id order by wb.date, wb.workout_id
                         rows between unbounded preceding and 1 preceding)
    ),
    best as (
      select user_id, exercise_id, max(weight) as heaviest_weight,
             max(one_rep_max) as best_estimated_one_rep_max, max(volume) as best_set_volume,
             max(reps) as most_reps,
             max(date) filter (where weight is not null or reps is not null) as last_lifted_at,
             (array_agg(workout_id order by date desc, workout_id desc)
                filter (where weight is not null or reps is not null))[1] as last_workout_id,
             bool_or(beat_weight) as weight_beaten, bool_or(beat_any) as beaten,
             coalesce(bool_or(has_sets), false) as set_logged
      from workout_best
      group by user_id, exercise_id
      having bool_or(weight is not null or reps is not null)
    ),
    removed as (
      delete from public.exercise_best b
      using affected a
      where b.user_id = a.user_id and b.exercise_id = a.exercise_id
        and not exists (select 1 from best c where c.user_id = a.user_id and c.exercise_id = a.exercise_id)
    )
    insert into public.exercise_best as b (user_id, exercise_id, heaviest_weight, best_estimated_one_rep_max,
                                           best_set_volume, most_reps, last_lifted_at, last_workout_id,
                                           weight_beaten, beaten, set_logged)
    select c.user_id, c.exercise_id, c.heaviest_weight, c.best_estimated_one_rep_max, c.best_set_volume,
           c.most_reps, c.last_lifted_at, c.last_workout_id, c.weight_beaten, c.beaten, c.set_logged
    from best c
    where exists (select 1 from auth.users u where u.id = c.user_id)
    order by c.user_id, c.exercise_id
    on conflict (user_id, exercise_id) do update
    set heaviest_weight = excluded.heaviest_weight,
        best_estimated_one_rep_max = excluded.best_estimated_one_rep_max,
        best_set_volume = excluded.best_set_volume, most_reps = excluded.most_reps,
        last_lifted_at = excluded.last_lifted_at, last_workout_id = excluded.last_workout_id,
        weight_beaten = excluded.weight_beaten, beaten = excluded.beaten, set_logged = excluded.set_logged;
end;
$$;

--
-- Name: FUNCTION refresh_exercise_records(p_user_ids uuid[], p_exercise_ids uuid[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.refresh_exercise_records(p_user_ids uuid[], p_exercise_ids uuid[]) IS 'Recomputes exercise_best for the given (member, exercise) pairs from their lifts, set-based; pairs without lifts lose their row.';

--
-- Name: refresh_premium_paid_until(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refresh_premium_paid_until(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  bought record;
  paid_until timestamptz;
begin
  for bought in
    select created_at, premium_days
    from public.payment
    where user_id = p_user_id and premium_days > 0 and status = 'succeeded'
    order by created_at, id
  loop
    paid_until := greatest(coalesce(paid_until, bought.created_at), bought.created_at)
                  + pg_catalog.make_interval(days => bought.premium_days);
  end loop;
  update public.profile set premium_paid_until = paid_until where id = p_user_id;
end;
$$;

--
-- Name: FUNCTION refresh_premium_paid_until(p_user_id uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.refresh_premium_paid_until(p_user_id uuid) IS 'Recomputes profile.premium_paid_until from the member''s succeeded one-time payments.';

--
-- Name: refresh_streak_for_new_time_zone(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refresh_streak_for_new_time_zone() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.streak := private.streak_run_length(new.id, new.time_zone);
  return new;
end;
$$;

--
-- Name: FUNCTION refresh_streak_for_new_time_zone(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.refresh_streak_for_new_time_zone() IS 'Recomputes profile.streak when the member''s time zone changes.';

--
-- Name: refresh_streaks(uuid[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refresh_streaks(p_user_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
begin
    update public.profile p
    set streak = fresh.run
    from (
      select member.id, private.streak_run_length(member.id, member.time_zone) as run
      from public.profile member
      where member.id = any(p_user_ids)
    ) as fresh
    where p.id = fresh.id and p.id = any(p_user_ids) and p.streak is distinct from fresh.run;
end;
$$;

--
-- Name: FUNCTION refresh_streaks(p_user_ids uuid[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.refresh_streaks(p_user_ids uuid[]) IS 'Recomputes profile.streak of the given members, in one statement; unchanged streaks are not rewritten.';

--
-- Name: refresh_trainer_rating(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refresh_trainer_rating() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target uuid := case when tg_op = 'DELETE' then old.trainer_id else new.trainer_id end;
begin
  perform 1 from public.trainer t where t.id = target for update;
  update public.trainer t
  set rating = coalesce((select pg_catalog.round(pg_catalog.avg(r.rating), 2)
                         from public.trainer_review r where r.trainer_id = target), 0),
      total_reviews = (select pg_catalog.count(*) from public.trainer_review r where r.trainer_id = target)
  where t.id = target;
  return null;
end;
$$;

--
-- Name: FUNCTION refresh_trainer_rating(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.refresh_trainer_rating() IS 'AFTER trigger on trainer_review: recomputes the reviewed trainer''s rating and total_reviews.';

--
-- Name: release_rate_limit_slot(bigint); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.release_rate_limit_slot(p_hit_id bigint) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from private.rate_limit_hit where id = p_hit_id;
$$;

--
-- Name: FUNCTION release_rate_limit_slot(p_hit_id bigint); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.release_rate_limit_slot(p_hit_id bigint) IS 'Gives back a slot whose attempt did no harm (a correct password, an answer that revealed nothing).';

--
-- Name: reps_of(smallint, smallint); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.reps_of(p_sets smallint, p_reps smallint) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(p_sets, 1)::bigint * coalesce(p_reps, 0)
$$;

--
-- Name: FUNCTION reps_of(p_sets smallint, p_reps smallint); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.reps_of(p_sets smallint, p_reps smallint) IS 'Reps of one logged exercise: sets x reps, one set when sets are missing, none when reps are missing.';

--
-- Name: schedule_background_jobs(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.schedule_background_jobs() RETURNS TABLE(job_name text, job_schedule text)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  job record;
  missing text[] := '{}';
begin
  if not exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    missing := missing || 'pg_cron'::text;
  end if;
  if not exists (select from pg_catalog.pg_extension where extname = 'pg_net') then
    missing := missing || 'pg_net'::text;
  end if;
  if pg_catalog.to_regclass('vault.decrypted_secrets') is null then
    missing := missing || 'supabase_vault'::text;
  end if;
  if pg_catalog.cardinality(missing) > 0 then
    raise notice 'No background job scheduled: % not enabled in this database',
      pg_catalog.array_to_string(missing, ', ');
    return;
  end if;

  -- Every job: its name, its cron schedule, the function path it posts to, the header the
  -- function reads its secret from, and the Vault secret holding that secret. The paths and
  -- headers are those the functions accept (tests/integration/background-job-schedules.test.ts).
  for job in
    select *
    from (values
      ('coach-recompute', '*/15 * * * *', 'coach-recompute', 'x-coach-secret', 'coach_recompute_secret'),
      ('storage-sweep', '*/10 * * * *', 'storage-sweep', 'x-sweep-secret', 'storage_sweep_secret'),
      ('billing-sweep', '*/15 * * * *', 'stripe-webhook/sweep', 'x-sweep-secret', 'billing_sweep_secret')
    ) as declared (name, schedule, function_path, secret_header, vault_secret)
  loop
    perform cron.schedule(
      job.name,
      job.schedule,
      pg_catalog.format(
        $command$select net.http_post(
  url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
         || %L,
  headers := jsonb_build_object(
    'Content-Type', 'application/json',
    %L, (select decrypted_secret from vault.decrypted_secrets where name = %L)
  ),
  body := '{}'::jsonb
)$command$,
        '/functions/v1/' || job.function_path,
        job.secret_header,
        job.vault_secret
      )
    );
    if not exists (select from vault.decrypted_secrets where name = job.vault_secret) then
      raise notice 'Job % is scheduled, but Vault has no secret %: its calls are refused until it exists',
        job.name, job.vault_secret;
    end if;
    job_name := job.name;
    job_schedule := job.schedule;
    return next;
  end loop;
  if not exists (select from vault.decrypted_secrets where name = 'project_url') then
    raise notice 'Vault has no secret project_url: no job reaches its function until it exists';
  end if;
end;
$_$;

--
-- Name: FUNCTION schedule_background_jobs(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.schedule_background_jobs() IS 'Schedules every background job (pg_cron + pg_net, secrets from Vault); harmless to run again. Run by the owner after enabling pg_cron and pg_net: select * from private.schedule_background_jobs();';

--
-- Name: set_updated_at(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

--
-- Name: FUNCTION set_updated_at(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.set_updated_at() IS 'BEFORE UPDATE trigger: stamps updated_at with the transaction time.';

--
-- Name: settle_calendar_note_change(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.settle_calendar_note_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' then
    if new.note_changed_at is not distinct from old.note_changed_at then
      -- The write named no change time: it was made now (never before the stored change).
      if new.note is distinct from old.note then
        new.note_changed_at := greatest(pg_catalog.now(), old.note_changed_at);
      end if;
      return new;
    end if;
  end if;
  if new.note_changed_at > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Change time cannot be in the future'
      using errcode = 'check_violation', constraint = 'calendar_note_note_changed_at_not_future';
  end if;
  if tg_op = 'UPDATE' then
    if new.note_changed_at < old.note_changed_at then
      new.note := old.note;
      new.note_changed_at := old.note_changed_at;
    end if;
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION settle_calendar_note_change(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.settle_calendar_note_change() IS 'BEFORE INSERT OR UPDATE on calendar_note: refuses a change time in the future; an edit made before the stored text''s change time keeps the stored text; an edit naming no time was made now.';

--
-- Name: settle_due_bookings(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.settle_due_bookings() RETURNS TABLE(declined integer, completed integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  with expired as (
    update public.booking
    set status = 'declined'
    where status = 'pending'
      and (created_at <= pg_catalog.now() - interval '48 hours' or scheduled_at <= pg_catalog.now())
    returning 1
  )
  select pg_catalog.count(*)::integer into declined from expired;
  with finished as (
    update public.booking
    set status = 'completed'
    where status = 'confirmed' and ends_at <= pg_catalog.now() - interval '24 hours'
    returning 1
  )
  select pg_catalog.count(*)::integer into completed from finished;
  return next;
end;
$$;

--
-- Name: FUNCTION settle_due_bookings(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.settle_due_bookings() IS 'Declines unanswered requests after 48 hours (or once their time passed) and completes confirmed sessions 24 hours after their end; answers how many of each.';

--
-- Name: settle_goal_change(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.settle_goal_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    if greatest(new.type_changed_at, new.target_changed_at) > pg_catalog.now() + interval '5 minutes' then
      raise exception 'Change time cannot be in the future'
        using errcode = 'check_violation', constraint = 'goal_changed_at_not_future';
    end if;
    return new;
  end if;

  if new.type_changed_at is not distinct from old.type_changed_at then
    -- The write named no change time for the type: it was made now (never before the stored one).
    if new.type is distinct from old.type then
      new.type_changed_at := greatest(pg_catalog.now(), old.type_changed_at);
    end if;
  elsif new.type_changed_at > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Change time cannot be in the future'
      using errcode = 'check_violation', constraint = 'goal_changed_at_not_future';
  elsif new.type_changed_at < old.type_changed_at then
    new.type := old.type;
    new.type_changed_at := old.type_changed_at;
  end if;

  if new.target_changed_at is not distinct from old.target_changed_at then
    if new.target is distinct from old.target then
      new.target_changed_at := greatest(pg_catalog.now(), old.target_changed_at);
    end if;
  elsif new.target_changed_at > pg_catalog.now() + interval '5 minutes' then
    raise exception 'Change time cannot be in the future'
      using errcode = 'check_violation', constraint = 'goal_changed_at_not_future';
  elsif new.target_changed_at < old.target_changed_at then
    new.target := old.target;
    new.target_changed_at := old.target_changed_at;
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION settle_goal_change(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.settle_goal_change() IS 'BEFORE INSERT OR UPDATE on goal: refuses a change time in the future; per field (type, target), an edit made before the stored value''s change time keeps the stored value; an edit naming no time was made now.';

--
-- Name: stamp_applied_suggestion(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.stamp_applied_suggestion() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.applied and not new.applied then
    raise exception 'An applied suggestion stays applied' using errcode = 'check_violation';
  end if;
  if new.applied and not old.applied then
    new.applied_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION stamp_applied_suggestion(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.stamp_applied_suggestion() IS 'BEFORE UPDATE on ai_difficulty_adjustment: applying is final and stamped with the transaction time.';

--
-- Name: start_trainer_listing_trial(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.start_trainer_listing_trial() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.subscription_status := 'free_trial';
  new.subscription_expires_at := pg_catalog.now() + interval '14 days';
  new.rating := 0;
  new.total_reviews := 0;
  return new;
end;
$$;

--
-- Name: FUNCTION start_trainer_listing_trial(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.start_trainer_listing_trial() IS 'BEFORE INSERT on trainer: every new trainer starts a 14-day listing trial, whatever the insert says.';

--
-- Name: streak_run_length(uuid, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.streak_run_length(p_user_id uuid, p_time_zone text) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with workout_days as (
    select distinct (w.date at time zone p_time_zone)::date as day
    from public.workout w
    where w.user_id = p_user_id
  ),
  runs as (
    -- Consecutive days share the same anchor: the day plus its rank from the newest day.
    select day, day + (row_number() over (order by day desc))::integer as anchor
    from workout_days
  )
  select count(*)::integer
  from runs
  where anchor = (select anchor from runs order by day desc limit 1)
$$;

--
-- Name: FUNCTION streak_run_length(p_user_id uuid, p_time_zone text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.streak_run_length(p_user_id uuid, p_time_zone text) IS 'Length of the run of consecutive local days (in the given zone) that ends on the member''s latest workout day.';

--
-- Name: sync_profile_email(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.sync_profile_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.profile set email = new.email where id = new.id;
  return new;
end;
$$;

--
-- Name: FUNCTION sync_profile_email(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.sync_profile_email() IS 'AFTER UPDATE OF email trigger on auth.users: copies a confirmed e-mail change to the profile.';

--
-- Name: sync_profile_from_stripe(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.sync_profile_from_stripe(p_customer text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.profile p
  set stripe_subscription_id = coalesce(s.stripe_subscription_id, p.stripe_subscription_id),
      subscription_status = case
        when s.subscription_status is null then p.subscription_status
        when s.subscription_status = 'active' then 'active'
        when s.subscription_status = 'trialing' then 'free_trial'
        when s.subscription_status in ('canceled', 'incomplete_expired') then 'expired'
        else 'inactive'
      end::public.subscription_status,
      trial_ends_at = case when s.subscription_status = 'trialing' then coalesce(s.trial_end, p.trial_ends_at)
                           else p.trial_ends_at end,
      subscription_expires_at = case when s.subscription_status is null then p.subscription_expires_at
                                     else s.current_period_end end,
      subscription_cancel_at_period_end = case when s.subscription_status is null
                                               then p.subscription_cancel_at_period_end
                                               else s.cancel_at_period_end end,
      subscription_start_date = coalesce(s.started_at, p.subscription_start_date),
      last_payment_date = nullif(greatest(coalesce(p.last_payment_date, '-infinity'),
                                          coalesce(s.last_payment_at, '-infinity')), '-infinity'),
      last_payment_failed_at = nullif(greatest(coalesce(p.last_payment_failed_at, '-infinity'),
                                               coalesce(s.last_payment_failed_at, '-infinity')), '-infinity')
  from private.stripe_customer_state s
  where s.stripe_customer_id = p_customer
    and p.stripe_customer_id = p_customer
$$;

--
-- Name: FUNCTION sync_profile_from_stripe(p_customer text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.sync_profile_from_stripe(p_customer text) IS 'Copies a customer''s Stripe state (status mapped to the app''s subscription statuses) to the profile that owns the customer, if any.';

--
-- Name: take_rate_limit_slot(text, text, integer, integer); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.take_rate_limit_slot(p_bucket text, p_key_hash text, p_max_hits integer, p_window_seconds integer) RETURNS TABLE(allowed boolean, retry_after_seconds integer, hit_id bigint)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_window interval := pg_catalog.make_interval(secs => p_window_seconds);
  v_hits integer;
  v_oldest timestamptz;
  v_id bigint;
begin
  -- Held until the caller's transaction ends, so the count below always includes every hit
  -- recorded by an earlier caller of the same bucket and key.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_bucket || ':' || p_key_hash, 0));
  delete from private.rate_limit_hit
  where bucket = p_bucket and key_hash = p_key_hash and hit_at <= pg_catalog.now() - v_window;
  select pg_catalog.count(*)::integer, pg_catalog.min(h.hit_at) into v_hits, v_oldest
  from private.rate_limit_hit h
  where h.bucket = p_bucket and h.key_hash = p_key_hash;
  if v_hits >= p_max_hits then
    return query select false,
      greatest(1, pg_catalog.ceil(extract(epoch from (v_oldest + v_window - pg_catalog.now())))::integer),
      null::bigint;
    return;
  end if;
  insert into private.rate_limit_hit (bucket, key_hash) values (p_bucket, p_key_hash) returning id into v_id;
  return query select true, 0, v_id;
end;
$$;

--
-- Name: FUNCTION take_rate_limit_slot(p_bucket text, p_key_hash text, p_max_hits integer, p_window_seconds integer); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.take_rate_limit_slot(p_bucket text, p_key_hash text, p_max_hits integer, p_window_seconds integer) IS 'Atomically: allowed when fewer than p_max_hits hits of (bucket, key) fall in the window, and then records one.';

--
-- Name: subscription_entitlement(timestamp with time zone); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.subscription_entitlement(p_at timestamp with time zone DEFAULT now()) RETURNS TABLE(status public.subscription_status, has_premium boolean, days_remaining integer, access_ends_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with member as (
    select p.subscription_status,
           p.trial_ends_at,
           p.premium_paid_until,
           p.subscription_expires_at
             + case when p.subscription_cancel_at_period_end then interval '0' else interval '3 days' end
             as subscription_usable_until,
           p.subscription_expires_at
    from public.profile p
    where p.id = (select auth.uid())
  ),
  decided as (
    select
      case
        when m.subscription_status = 'active'
             and (m.subscription_expires_at is null or p_at < m.subscription_usable_until) then 'active'
        when m.premium_paid_until > p_at then 'active'
        when m.subscription_status = 'free_trial' and m.trial_ends_at > p_at then 'free_trial'
        when m.subscription_status in ('active', 'free_trial') then 'expired'
        else m.subscription_status
      end::public.subscription_status as status,
      m.*
    from member m
  ),
  ends as (
    select d.status,
           case d.status
             when 'active' then nullif(
               greatest(coalesce(d.subscription_expires_at, '-infinity'), coalesce(d.premium_paid_until, '-infinity')),
               '-infinity')
             when 'free_trial' then d.trial_ends_at
           end as access_ends_at
    from decided d
  )
  select e.status,
         e.status in ('active', 'free_trial') as has_premium,
         coalesce(greatest(0, ceil(extract(epoch from (e.access_ends_at - p_at)) / 86400))::integer, 0)
           as days_remaining,
         e.access_ends_at
  from ends e
$$;

--
-- Name: FUNCTION subscription_entitlement(p_at timestamp with time zone); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.subscription_entitlement(p_at timestamp with time zone) IS 'The caller''s effective Premium status at p_at (default now): active, free_trial, expired or inactive, whether it includes Premium, whole days remaining (rounded up) and when the current access ends.';

--
-- Name: bookable_service(uuid); Type: FUNCTION; Schema: social
--

CREATE FUNCTION social.bookable_service(p_service_id uuid) RETURNS TABLE(id uuid, name text, duration integer, price integer, is_active boolean, trainer_id uuid, trainer_user_id uuid, time_zone text, stripe_account_id text, payouts_enabled boolean, subscription_status public.subscription_status, subscription_expires_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.id, s.name, s.duration, s.price, s.is_active, t.id, t.user_id, t.time_zone,
         t.stripe_account_id, t.payouts_enabled, t.subscription_status, t.subscription_expires_at
  from public.trainer_service s
  join public.trainer t on t.id = s.trainer_id
  where s.id = p_service_id and t.is_active and (select auth.uid()) is not null;
$$;

--
-- Name: FUNCTION bookable_service(p_service_id uuid); Type: COMMENT; Schema: social
--

COMMENT ON FUNCTION social.bookable_service(p_service_id uuid) IS 'A service of an active trainer (paused or not) with what booking it needs: duration, price, the trainer''s time zone, payout account and listing status.';

--
-- Name: feed_page(uuid, integer); Type: FUNCTION; Schema: social
--

CREATE FUNCTION social.feed_page(p_before uuid, p_limit integer) RETURNS TABLE(id uuid, content text, post_type public.community_post_type, created_at timestamp with time zone, likes integer, liked_by_me boolean, is_own boolean, author_name text, author_username text, author_streak integer, workout_name text, workout_category public.exercise_category, workout_duration integer, workout_calories integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller constant uuid := (select auth.uid());
  page_size constant integer := least(greatest(p_limit, 1), 50);
begin
  if caller is null then
    return;
  end if;
  return query
  with page as (
    -- Two plain shapes rather than one "p_before is null or ..." so each walks the
    -- (created_at, id) index and stops after the page.
    select p.id, p.user_id, p.content, p.post_type, p.created_at, p.likes, p.workout_id
    from public.community_post p
    where p_before is null
    order by p.created_at desc, p.id desc
    limit page_size
  ), after_cursor as (
    select p.id, p.user_id, p.content, p.post_type, p.created_at, p.likes, p.workout_id
    from public.community_post p
    where p_before is not null
      and (p.created_at, p.id) < (select c.created_at, c.id from public.community_post c where c.id = p_before)
    order by p.created_at desc, p.id desc
    limit page_size
  ), chosen as (
    select * from page
    union all
    select * from after_cursor
  )
  select p.id, p.content, p.post_type, p.created_at, p.likes,
         exists (select 1 from public.community_post_like l where l.post_id = p.id and l.user_id = caller),
         p.user_id = caller,
         a.name, a.username, a.streak,
         w.name, w.category, w.duration, w.calories_burned
  from chosen p
  join private.author_card a on a.user_id = p.user_id
  left join public.workout w on w.id = p.workout_id and w.user_id = p.user_id
  order by p.created_at desc, p.id desc;
end;
$$;

--
-- Name: FUNCTION feed_page(p_before uuid, p_limit integer); Type: COMMENT; Schema: social
--

COMMENT ON FUNCTION social.feed_page(p_before uuid, p_limit integer) IS 'A page of the feed, newest first, after the post p_before when given: each post with the caller''s like, its author as every member sees them (streak unless hidden) and its attached workout.';

--
-- Name: leaderboard(text, integer); Type: FUNCTION; Schema: social
--

CREATE FUNCTION social.leaderboard(p_period text, p_limit integer) RETURNS TABLE(user_id uuid, name text, username text, total_reps bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  page_size constant integer := least(greatest(p_limit, 1), 100);
begin
  if (select auth.uid()) is null then
    return;
  end if;
  -- The first page by reps, walking the index, plus any member tied with its last one; then the
  -- names, and the username to order members with equal totals (who share a rank in the API).
  if p_period = 'all' then
    return query
      with top as (
        select t.user_id, t.total_reps from private.leaderboard_all_time t
        order by t.total_reps desc
        fetch first page_size rows with ties
      )
      select t.user_id, private.display_name(a.first_name, a.last_name, a.username), a.username, t.total_reps
      from top t
      join public.profile a on a.id = t.user_id
      order by t.total_reps desc, pg_catalog.lower(a.username), t.user_id
      limit page_size;
  elsif p_period = 'week' then
    return query
      with top as (
        select t.user_id, t.total_reps from private.leaderboard_this_week t
        order by t.total_reps desc
        fetch first page_size rows with ties
      )
      select t.user_id, private.display_name(a.first_name, a.last_name, a.username), a.username, t.total_reps
      from top t
      join public.profile a on a.id = t.user_id
      order by t.total_reps desc, pg_catalog.lower(a.username), t.user_id
      limit page_size;
  end if;
end;
$$;

--
-- Name: FUNCTION leaderboard(p_period text, p_limit integer); Type: COMMENT; Schema: social
--

COMMENT ON FUNCTION social.leaderboard(p_period text, p_limit integer) IS 'The first members of the leaderboard for a period (all or week), most reps first; opted-out members are absent.';

--
-- Name: leaderboard_standing(text); Type: FUNCTION; Schema: social
--

CREATE FUNCTION social.leaderboard_standing(p_period text) RETURNS TABLE(members integer, total_reps bigint, top_reps bigint, my_reps bigint, my_rank integer, hidden boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return query
  with mine as (
    select t.total_reps from private.leaderboard_total t
    where t.period = p_period and t.user_id = (select auth.uid())
  )
  select count(*)::integer,
         coalesce(sum(t.total_reps), 0)::bigint,
         coalesce(max(t.total_reps), 0)::bigint,
         (select m.total_reps from mine m),
         -- Competition ranking: one more than the members with strictly more reps.
         case when exists (select 1 from mine)
              then 1 + (count(*) filter (where t.total_reps > (select m.total_reps from mine m)))::integer
         end,
         coalesce((select not s.show_on_leaderboard from public.privacy_setting s
                   where s.user_id = (select auth.uid())), false)
  from private.leaderboard_total t
  where t.period = p_period and (select auth.uid()) is not null;
end;
$$;

--
-- Name: FUNCTION leaderboard_standing(p_period text); Type: COMMENT; Schema: social
--

COMMENT ON FUNCTION social.leaderboard_standing(p_period text) IS 'Leaderboard figures for a period: members listed, their total and top reps, the caller''s reps and rank (null when not listed) and whether the caller chose to be hidden.';

--
-- Name: marketplace_people(uuid[]); Type: FUNCTION; Schema: social
--

CREATE FUNCTION social.marketplace_people(p_user_ids uuid[]) RETURNS TABLE(user_id uuid, name text, photo_url text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id, private.display_name(p.first_name, p.last_name, p.username), p.profile_image_url
  from public.profile p
  where p.id = any (p_user_ids)
    and (select auth.uid()) is not null
    and (
      p.id = (select auth.uid())
      or exists (select 1 from public.trainer t where t.user_id = p.id and t.is_active)
      or exists (select 1 from public.trainer_review r where r.user_id = p.id)
      or exists (
        select 1 from public.booking b
        join public.trainer t on t.id = b.trainer_id
        where (b.user_id = p.id and t.user_id = (select auth.uid()))
           or (t.user_id = p.id and b.user_id = (select auth.uid()))
      )
    );
$$;

--
-- Name: FUNCTION marketplace_people(p_user_ids uuid[]); Type: COMMENT; Schema: social
--

COMMENT ON FUNCTION social.marketplace_people(p_user_ids uuid[]) IS 'Display name and picture of each given member the caller may see in the marketplace: active trainers, reviewers, the members who booked the caller, the trainers the caller booked, and the caller.';

--
-- Name: post_card(uuid); Type: FUNCTION; Schema: social
--

CREATE FUNCTION social.post_card(p_post_id uuid) RETURNS TABLE(author_name text, author_username text, author_streak integer, workout_name text, workout_category public.exercise_category, workout_duration integer, workout_calories integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return query
  select a.name, a.username, a.streak, w.name, w.category, w.duration, w.calories_burned
  from public.community_post p
  join private.author_card a on a.user_id = p.user_id
  left join public.workout w on w.id = p.workout_id and w.user_id = p.user_id
  where p.id = p_post_id and (select auth.uid()) is not null;
end;
$$;

--
-- Name: FUNCTION post_card(p_post_id uuid); Type: COMMENT; Schema: social
--

COMMENT ON FUNCTION social.post_card(p_post_id uuid) IS 'What every member sees of a post''s author (name, username, streak unless hidden) and attached workout.';

--
-- Name: trainer_busy(uuid, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: social
--

CREATE FUNCTION social.trainer_busy(p_trainer_id uuid, p_from timestamp with time zone, p_to timestamp with time zone) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select b.scheduled_at, b.ends_at
  from public.booking b
  where b.trainer_id = p_trainer_id
    and (select auth.uid()) is not null
    and b.status in ('pending', 'confirmed')
    and b.scheduled_at < p_to and b.ends_at > p_from
  order by b.scheduled_at;
$$;

--
-- Name: FUNCTION trainer_busy(p_trainer_id uuid, p_from timestamp with time zone, p_to timestamp with time zone); Type: COMMENT; Schema: social
--

COMMENT ON FUNCTION social.trainer_busy(p_trainer_id uuid, p_from timestamp with time zone, p_to timestamp with time zone) IS 'The times a trainer''s bookings hold (pending or confirmed) between two instants, without who booked.';

--
-- Name: privacy_setting; Type: TABLE; Schema: public
--

CREATE TABLE public.privacy_setting (
    user_id uuid NOT NULL,
    show_on_leaderboard boolean DEFAULT true NOT NULL,
    show_streak boolean DEFAULT true NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE privacy_setting; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.privacy_setting IS 'A member''s privacy choices for the community feed and the leaderboard; a missing row means the defaults.';

--
-- Name: COLUMN privacy_setting.show_on_leaderboard; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.privacy_setting.show_on_leaderboard IS 'False: the member never appears on the leaderboard, nor in its counts, top score or average.';

--
-- Name: COLUMN privacy_setting.show_streak; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.privacy_setting.show_streak IS 'False: the member''s posts show no streak to anyone.';

--
-- Name: profile; Type: TABLE; Schema: public
--

CREATE TABLE public.profile (
    id uuid NOT NULL,
    email text NOT NULL,
    username text NOT NULL,
    first_name text,
    last_name text,
    profile_image_url text,
    streak integer DEFAULT 0 NOT NULL,
    subscription_status public.subscription_status DEFAULT 'free_trial'::public.subscription_status NOT NULL,
    subscription_start_date timestamp with time zone DEFAULT now(),
    last_payment_date timestamp with time zone,
    subscription_expires_at timestamp with time zone,
    stripe_customer_id text,
    stripe_subscription_id text,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    trial_ends_at timestamp with time zone DEFAULT (now() + '7 days'::interval),
    subscription_cancel_at_period_end boolean DEFAULT false NOT NULL,
    premium_paid_until timestamp with time zone,
    last_payment_failed_at timestamp with time zone,
    units text,
    CONSTRAINT profile_first_name_length CHECK ((char_length(first_name) <= 50)),
    CONSTRAINT profile_image_url_format CHECK (((char_length(profile_image_url) <= 2048) AND (profile_image_url ~* '^(https?://|/[^/])'::text))),
    CONSTRAINT profile_last_name_length CHECK ((char_length(last_name) <= 50)),
    CONSTRAINT profile_streak_not_negative CHECK ((streak >= 0)),
    CONSTRAINT profile_time_zone_format CHECK ((time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$'::text)),
    CONSTRAINT profile_units_choice CHECK ((units = ANY (ARRAY['metric'::text, 'imperial'::text]))),
    CONSTRAINT profile_username_format CHECK ((username ~ '^[A-Za-z0-9_]{3,30}$'::text))
);

--
-- Name: TABLE profile; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.profile IS 'One row per account (the data schema''s "user"), keyed by auth.users.id and created by a trigger on auth.users. Password hash, auth provider, Google id and e-mail verification live in Supabase Auth: auth.users.encrypted_password, auth.users.raw_app_meta_data->>''provider'', auth.identities.provider_id and auth.users.email_confirmed_at.';

--
-- Name: COLUMN profile.email; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.email IS 'Copy of auth.users.email, kept in sync by a trigger; sign-in by username looks it up here.';

--
-- Name: COLUMN profile.username; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.username IS 'Public handle, 3-30 letters, digits or underscores, unique regardless of case.';

--
-- Name: COLUMN profile.profile_image_url; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.profile_image_url IS 'Absolute http(s) URL, or a root-relative URL of the local storage runtime (/storage/v1/object/public/...).';

--
-- Name: COLUMN profile.streak; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.streak IS 'Consecutive local days with a workout, maintained by the server.';

--
-- Name: COLUMN profile.subscription_status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.subscription_status IS 'Premium state, server-managed (Stripe webhooks); new members start on free_trial.';

--
-- Name: COLUMN profile.subscription_start_date; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.subscription_start_date IS 'When the member''s current trial or subscription started (sign-up for the default trial).';

--
-- Name: COLUMN profile.subscription_expires_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.subscription_expires_at IS 'End of the current paid subscription period (Stripe''s current_period_end); renewals move it forward.';

--
-- Name: COLUMN profile.stripe_customer_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.stripe_customer_id IS 'Stripe customer (cus_...), server-managed.';

--
-- Name: COLUMN profile.stripe_subscription_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.stripe_subscription_id IS 'Stripe subscription (sub_...), server-managed.';

--
-- Name: COLUMN profile.time_zone; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.time_zone IS 'IANA time zone from the member''s browser; workout days, streaks, calendars and weekly goals count in it.';

--
-- Name: COLUMN profile.trial_ends_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.trial_ends_at IS 'When the free trial ends: 7 days after sign-up, or Stripe''s trial_end for a trial started with a card.';

--
-- Name: COLUMN profile.subscription_cancel_at_period_end; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.subscription_cancel_at_period_end IS 'The member cancelled: Premium continues until the current period (trial or paid) ends, then stops.';

--
-- Name: COLUMN profile.premium_paid_until; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.premium_paid_until IS 'End of the Premium days bought with one-time purchases (payment.premium_days), recomputed from the payments.';

--
-- Name: COLUMN profile.last_payment_failed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.last_payment_failed_at IS 'Latest failed subscription payment Stripe reported (invoice.payment_failed); shown until a later payment succeeds.';

--
-- Name: COLUMN profile.units; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profile.units IS 'How the member reads and types weights and distances: metric (kg, km) or imperial (lb, mi); stored figures stay in pounds and miles. Null until the member''s first browser sets its locale''s default.';

--
-- Name: workout; Type: TABLE; Schema: public
--

CREATE TABLE public.workout (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    category public.exercise_category NOT NULL,
    duration integer NOT NULL,
    calories_burned integer NOT NULL,
    notes text,
    date timestamp with time zone DEFAULT now() NOT NULL,
    difficulty_level smallint DEFAULT 3 NOT NULL,
    perceived_exertion smallint,
    completion_rate smallint DEFAULT 100 NOT NULL,
    ai_difficulty_recommendation smallint,
    performance_score numeric(5,2),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    session_id uuid,
    session_position smallint,
    superset_group smallint,
    imported boolean DEFAULT false NOT NULL
);

--
-- Name: TABLE workout; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.workout IS 'A workout session a member logged.';

--
-- Name: COLUMN workout.duration; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.duration IS 'Minutes, 1-1440.';

--
-- Name: COLUMN workout.calories_burned; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.calories_burned IS 'Estimated kcal; the client estimates round(duration x (2 + difficulty x 0.8)).';

--
-- Name: COLUMN workout.notes; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.notes IS 'The exercise''s note ("seat at 4"), shown again at its next session.';

--
-- Name: COLUMN workout.date; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.date IS 'When the session happened; the local day comes from profile.time_zone.';

--
-- Name: COLUMN workout.difficulty_level; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.difficulty_level IS 'Difficulty the member chose, 1 (Very Easy) to 5 (Very Hard).';

--
-- Name: COLUMN workout.perceived_exertion; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.perceived_exertion IS 'Perceived exertion, 1 (Very Light) to 10 (Maximum Effort).';

--
-- Name: COLUMN workout.completion_rate; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.completion_rate IS 'Percent of the planned workout completed, 0-100.';

--
-- Name: COLUMN workout.ai_difficulty_recommendation; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.ai_difficulty_recommendation IS 'Difficulty level (1-5) the AI coach recommends after this workout.';

--
-- Name: COLUMN workout.performance_score; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.performance_score IS 'Score 0-100 the AI coach computed for this workout.';

--
-- Name: COLUMN workout.session_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.session_id IS 'The session this workout was done in; null for a workout logged on its own.';

--
-- Name: COLUMN workout.session_position; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.session_position IS 'Order within the session, 0-39 (a session has at most 40 exercises).';

--
-- Name: COLUMN workout.superset_group; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.superset_group IS 'Exercises of a session sharing this number (1-20) are done in turn, one rest per round.';

--
-- Name: COLUMN workout.imported; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout.imported IS 'Brought in by an import (another app''s export, or this app''s): may be dated back to 1970. Set only by the facade.';

--
-- Name: author_card; Type: VIEW; Schema: private
--

CREATE VIEW private.author_card WITH (security_invoker='true') AS
 SELECT a.id AS user_id,
    private.display_name(a.first_name, a.last_name, a.username) AS name,
    a.username,
        CASE
            WHEN (NOT COALESCE(s.show_streak, true)) THEN NULL::integer
            WHEN (EXISTS ( SELECT 1
               FROM public.workout lw
              WHERE ((lw.user_id = a.id) AND (lw.date >= (((((now() AT TIME ZONE a.time_zone))::date - 1))::timestamp without time zone AT TIME ZONE a.time_zone))))) THEN a.streak
            ELSE 0
        END AS streak
   FROM (public.profile a
     LEFT JOIN public.privacy_setting s ON ((s.user_id = a.id)));

--
-- Name: VIEW author_card; Type: COMMENT; Schema: private
--

COMMENT ON VIEW private.author_card IS 'A post author as every member sees them: display name, username, and the streak (null when hidden, 0 once lapsed).';

--
-- Name: coach_stale; Type: TABLE; Schema: private
--

CREATE TABLE private.coach_stale (
    user_id uuid NOT NULL,
    marked_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE coach_stale; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.coach_stale IS 'Members whose coach suggestions are out of date: marked by workout writes (one row per member, however many writes), taken by the coach when it recomputes them.';

--
-- Name: rep_total; Type: TABLE; Schema: public
--

CREATE TABLE public.rep_total (
    user_id uuid NOT NULL,
    total_reps bigint DEFAULT 0 NOT NULL,
    CONSTRAINT rep_total_not_negative CHECK ((total_reps >= 0))
);

--
-- Name: TABLE rep_total; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.rep_total IS 'Per member: all-time sets x reps of every logged exercise, maintained by triggers on public.workout_exercise.';

--
-- Name: leaderboard_all_time; Type: VIEW; Schema: private
--

CREATE VIEW private.leaderboard_all_time WITH (security_invoker='true') AS
 SELECT t.user_id,
    t.total_reps
   FROM public.rep_total t
  WHERE ((t.total_reps > 0) AND (NOT (EXISTS ( SELECT 1
           FROM public.privacy_setting s
          WHERE ((s.user_id = t.user_id) AND (NOT s.show_on_leaderboard))))));

--
-- Name: VIEW leaderboard_all_time; Type: COMMENT; Schema: private
--

COMMENT ON VIEW private.leaderboard_all_time IS 'Members on the all-time leaderboard and their reps; members who opted out are absent.';

--
-- Name: weekly_rep_total; Type: TABLE; Schema: public
--

CREATE TABLE public.weekly_rep_total (
    user_id uuid NOT NULL,
    week_start date NOT NULL,
    total_reps bigint DEFAULT 0 NOT NULL,
    CONSTRAINT weekly_rep_total_not_negative CHECK ((total_reps >= 0))
);

--
-- Name: TABLE weekly_rep_total; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.weekly_rep_total IS 'Per member and leaderboard week: sets x reps logged that week, maintained by triggers.';

--
-- Name: COLUMN weekly_rep_total.week_start; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.weekly_rep_total.week_start IS 'The Sunday (UTC) that starts the leaderboard week, as private.leaderboard_week() computes it.';

--
-- Name: leaderboard_this_week; Type: VIEW; Schema: private
--

CREATE VIEW private.leaderboard_this_week WITH (security_invoker='true') AS
 SELECT w.user_id,
    w.total_reps
   FROM public.weekly_rep_total w
  WHERE ((w.week_start = ( SELECT private.leaderboard_week(now()) AS leaderboard_week)) AND (w.total_reps > 0) AND (NOT (EXISTS ( SELECT 1
           FROM public.privacy_setting s
          WHERE ((s.user_id = w.user_id) AND (NOT s.show_on_leaderboard))))));

--
-- Name: VIEW leaderboard_this_week; Type: COMMENT; Schema: private
--

COMMENT ON VIEW private.leaderboard_this_week IS 'Members on this week''s leaderboard (Sunday 00:00 UTC onwards) and their reps; members who opted out are absent.';

--
-- Name: leaderboard_total; Type: VIEW; Schema: private
--

CREATE VIEW private.leaderboard_total WITH (security_invoker='true') AS
 SELECT 'all'::text AS period,
    a.user_id,
    a.total_reps
   FROM private.leaderboard_all_time a
UNION ALL
 SELECT 'week'::text AS period,
    w.user_id,
    w.total_reps
   FROM private.leaderboard_this_week w;

--
-- Name: VIEW leaderboard_total; Type: COMMENT; Schema: private
--

COMMENT ON VIEW private.leaderboard_total IS 'Both leaderboards by period (all, week), for figures over the whole board.';

--
-- Name: rate_limit_hit; Type: TABLE; Schema: private
--

CREATE TABLE private.rate_limit_hit (
    id bigint NOT NULL,
    bucket text NOT NULL,
    key_hash text NOT NULL,
    hit_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rate_limit_hit_bucket_format CHECK ((bucket ~ '^[a-z_]{1,40}$'::text)),
    CONSTRAINT rate_limit_hit_key_hash_format CHECK ((key_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: TABLE rate_limit_hit; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.rate_limit_hit IS 'One counted attempt of a rate-limited action (bucket) by a hashed key (account, address or member).';

--
-- Name: COLUMN rate_limit_hit.bucket; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.rate_limit_hit.bucket IS 'What is limited, e.g. signin_account, signin_address, signup_probe.';

--
-- Name: COLUMN rate_limit_hit.key_hash; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.rate_limit_hit.key_hash IS 'Lower-case hex SHA-256 of the limited key.';

--
-- Name: rate_limit_hit_id_seq; Type: SEQUENCE; Schema: private
--

ALTER TABLE private.rate_limit_hit ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.rate_limit_hit_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: stripe_customer_state; Type: TABLE; Schema: private
--

CREATE TABLE private.stripe_customer_state (
    stripe_customer_id text NOT NULL,
    stripe_subscription_id text,
    subscription_status text,
    trial_end timestamp with time zone,
    current_period_end timestamp with time zone,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    started_at timestamp with time zone,
    state_at timestamp with time zone DEFAULT '-infinity'::timestamp with time zone NOT NULL,
    state_event_id text DEFAULT ''::text NOT NULL,
    last_payment_at timestamp with time zone,
    last_payment_failed_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stripe_customer_state_customer_format CHECK ((stripe_customer_id ~ '^cus_[A-Za-z0-9]{1,250}$'::text))
);

--
-- Name: TABLE stripe_customer_state; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.stripe_customer_state IS 'Latest Stripe subscription state per customer, from webhooks and the server''s own Stripe calls, ordered by (state_at, state_event_id) so that an older event never overwrites a newer state.';

--
-- Name: COLUMN stripe_customer_state.subscription_status; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_customer_state.subscription_status IS 'Stripe''s subscription status as Stripe spells it (trialing, active, past_due, canceled, ...); null until a subscription event arrives.';

--
-- Name: COLUMN stripe_customer_state.state_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_customer_state.state_at IS 'created time of the event (or of the server''s read from Stripe) that set the subscription fields.';

--
-- Name: COLUMN stripe_customer_state.state_event_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_customer_state.state_event_id IS 'Id of that event; breaks ties between events created in the same second, so the order is total.';

--
-- Name: stripe_event; Type: TABLE; Schema: private
--

CREATE TABLE private.stripe_event (
    id text NOT NULL,
    type text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stripe_event_id_length CHECK (((char_length(id) >= 1) AND (char_length(id) <= 255)))
);

--
-- Name: TABLE stripe_event; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.stripe_event IS 'Stripe webhook events already processed, by event id: a replayed delivery finds its id here and is skipped.';

--
-- Name: COLUMN stripe_event.id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_event.id IS 'Stripe event id (evt_...).';

--
-- Name: COLUMN stripe_event.type; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_event.type IS 'Stripe event type, e.g. invoice.paid, kept for auditing.';

--
-- Name: stripe_handover; Type: TABLE; Schema: private
--

CREATE TABLE private.stripe_handover (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token_hash text,
    checkout_session_id text,
    stripe_customer_id text,
    stripe_subscription_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    claimed_by uuid,
    claimed_at timestamp with time zone,
    swept_at timestamp with time zone,
    CONSTRAINT stripe_handover_has_proof CHECK (((token_hash IS NOT NULL) OR (checkout_session_id IS NOT NULL))),
    CONSTRAINT stripe_handover_token_hash_format CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: TABLE stripe_handover; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.stripe_handover IS 'Stripe customers created for visitors (trial with a card, or a buy-button checkout) until an account claims them at sign-up; unclaimed ones are deleted in Stripe by the sweep after expires_at.';

--
-- Name: COLUMN stripe_handover.token_hash; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_handover.token_hash IS 'SHA-256 (hex) of the hand-over token given to the visitor''s browser; the token itself is never stored.';

--
-- Name: COLUMN stripe_handover.checkout_session_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_handover.checkout_session_id IS 'Stripe Checkout session (cs_...) that created the customer, for buy-button purchases made before sign-up.';

--
-- Name: COLUMN stripe_handover.stripe_customer_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_handover.stripe_customer_id IS 'Null only between recording the hand-over and Stripe answering; the sweep then finds the customer by the idempotency key derived from id.';

--
-- Name: COLUMN stripe_handover.expires_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_handover.expires_at IS 'Last moment the hand-over may be claimed.';

--
-- Name: COLUMN stripe_handover.claimed_by; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_handover.claimed_by IS 'The account that claimed it (null again if that account is deleted).';

--
-- Name: COLUMN stripe_handover.swept_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.stripe_handover.swept_at IS 'When the sweep deleted the unclaimed customer in Stripe.';

--
-- Name: ai_difficulty_adjustment; Type: TABLE; Schema: public
--

CREATE TABLE public.ai_difficulty_adjustment (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    exercise_id uuid NOT NULL,
    current_difficulty smallint DEFAULT 3 NOT NULL,
    suggested_difficulty smallint NOT NULL,
    confidence_score smallint NOT NULL,
    reasoning_factors jsonb DEFAULT '{}'::jsonb NOT NULL,
    performance_trend public.performance_trend NOT NULL,
    applied boolean DEFAULT false NOT NULL,
    applied_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ai_difficulty_adjustment_applied_at_when_applied CHECK ((applied = (applied_at IS NOT NULL))),
    CONSTRAINT ai_difficulty_adjustment_confidence_score_range CHECK (((confidence_score >= 0) AND (confidence_score <= 100))),
    CONSTRAINT ai_difficulty_adjustment_current_difficulty_range CHECK (((current_difficulty >= 1) AND (current_difficulty <= 5))),
    CONSTRAINT ai_difficulty_adjustment_suggested_difficulty_range CHECK (((suggested_difficulty >= 1) AND (suggested_difficulty <= 5)))
);

--
-- Name: TABLE ai_difficulty_adjustment; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.ai_difficulty_adjustment IS 'A difficulty change the AI coach suggests for one exercise of one member; the member applies it from the bell.';

--
-- Name: COLUMN ai_difficulty_adjustment.current_difficulty; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.ai_difficulty_adjustment.current_difficulty IS 'The member''s difficulty level (1-5) on this exercise when the suggestion was made.';

--
-- Name: COLUMN ai_difficulty_adjustment.suggested_difficulty; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.ai_difficulty_adjustment.suggested_difficulty IS 'Suggested level 1-5; higher than current shows red, lower green.';

--
-- Name: COLUMN ai_difficulty_adjustment.confidence_score; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.ai_difficulty_adjustment.confidence_score IS 'Coach confidence in percent, 0-100 (badge thresholds 80 and 60).';

--
-- Name: COLUMN ai_difficulty_adjustment.reasoning_factors; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.ai_difficulty_adjustment.reasoning_factors IS 'JSON object of the signals behind the suggestion, for display and audit.';

--
-- Name: COLUMN ai_difficulty_adjustment.applied; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.ai_difficulty_adjustment.applied IS 'True once the member applied it; applied_at is set exactly when applied is true.';

--
-- Name: booking; Type: TABLE; Schema: public
--

CREATE TABLE public.booking (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    trainer_id uuid NOT NULL,
    service_id uuid,
    scheduled_at timestamp with time zone NOT NULL,
    status public.booking_status DEFAULT 'pending'::public.booking_status NOT NULL,
    total_price integer,
    trainer_earnings integer,
    platform_commission integer,
    stripe_payment_intent_id text,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    service_name text,
    payment_mode text DEFAULT 'in_person'::text NOT NULL,
    paid_at timestamp with time zone,
    refund_status text,
    stripe_refund_id text,
    cancelled_by text,
    status_changed_at timestamp with time zone,
    CONSTRAINT booking_cancelled_by_known CHECK ((cancelled_by = ANY (ARRAY['member'::text, 'trainer'::text]))),
    CONSTRAINT booking_ends_after_start CHECK ((ends_at > scheduled_at)),
    CONSTRAINT booking_money_adds_up CHECK (((total_price IS NULL) OR (total_price = (trainer_earnings + platform_commission)))),
    CONSTRAINT booking_notes_length CHECK ((char_length(notes) <= 1000)),
    CONSTRAINT booking_payment_mode_known CHECK ((payment_mode = ANY (ARRAY['in_person'::text, 'stripe'::text]))),
    CONSTRAINT booking_platform_commission_not_negative CHECK ((platform_commission >= 0)),
    CONSTRAINT booking_refund_status_known CHECK ((refund_status = ANY (ARRAY['due'::text, 'refunded'::text]))),
    CONSTRAINT booking_total_price_not_negative CHECK ((total_price >= 0)),
    CONSTRAINT booking_trainer_earnings_not_negative CHECK ((trainer_earnings >= 0))
);

--
-- Name: TABLE booking; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.booking IS 'A member''s booking of a trainer. Visible to that member and to the trainer; prices and status changes other than cancelling are server-managed.';

--
-- Name: COLUMN booking.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.user_id IS 'The member who booked.';

--
-- Name: COLUMN booking.service_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.service_id IS 'The booked service, which must belong to the booked trainer; null after the service is deleted.';

--
-- Name: COLUMN booking.total_price; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.total_price IS 'Price charged in cents; equals trainer_earnings + platform_commission once set by the server.';

--
-- Name: COLUMN booking.trainer_earnings; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.trainer_earnings IS 'Cents paid out to the trainer.';

--
-- Name: COLUMN booking.platform_commission; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.platform_commission IS 'Cents kept by the platform.';

--
-- Name: COLUMN booking.stripe_payment_intent_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.stripe_payment_intent_id IS 'Stripe PaymentIntent paying for the booking (pi_...).';

--
-- Name: COLUMN booking.ends_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.ends_at IS 'End of the session: scheduled_at plus the service''s duration when booked.';

--
-- Name: COLUMN booking.service_name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.service_name IS 'The service''s name when booked, kept after the service changes or goes.';

--
-- Name: COLUMN booking.payment_mode; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.payment_mode IS 'in_person (paid to the trainer at the session) or stripe (a PaymentIntent with the platform''s fee).';

--
-- Name: COLUMN booking.paid_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.paid_at IS 'When Stripe reported the PaymentIntent succeeded (webhook); null for in-person bookings.';

--
-- Name: COLUMN booking.refund_status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.refund_status IS 'due: the state machine granted a refund not yet issued; refunded: Stripe refunded it.';

--
-- Name: COLUMN booking.cancelled_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.cancelled_by IS 'Who cancelled: member or trainer.';

--
-- Name: COLUMN booking.status_changed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.booking.status_changed_at IS 'When the status last changed.';

--
-- Name: calendar_note; Type: TABLE; Schema: public
--

CREATE TABLE public.calendar_note (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    date date NOT NULL,
    note text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    note_changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT calendar_note_note_length CHECK ((char_length(note) <= 2000)),
    CONSTRAINT calendar_note_note_not_blank CHECK ((btrim(note) <> ''::text))
);

--
-- Name: TABLE calendar_note; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.calendar_note IS 'A member''s note on one day of the calendar; at most one per day.';

--
-- Name: COLUMN calendar_note.date; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.calendar_note.date IS 'The member''s local calendar day the note belongs to.';

--
-- Name: COLUMN calendar_note.note_changed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.calendar_note.note_changed_at IS 'When the member made the change that wrote `note` (their device''s clock, as sent): an edit made earlier does not replace the text.';

--
-- Name: community_post; Type: TABLE; Schema: public
--

CREATE TABLE public.community_post (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    content text NOT NULL,
    post_type public.community_post_type DEFAULT 'message'::public.community_post_type NOT NULL,
    workout_id uuid,
    likes integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT community_post_content_length CHECK ((char_length(content) <= 500)),
    CONSTRAINT community_post_content_not_blank CHECK ((btrim(content) <> ''::text)),
    CONSTRAINT community_post_likes_not_negative CHECK ((likes >= 0))
);

--
-- Name: TABLE community_post; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.community_post IS 'A post on the community feed. Readable by every signed-in member by design.';

--
-- Name: COLUMN community_post.content; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.community_post.content IS 'Post text, sent trimmed; not blank, at most 500 characters.';

--
-- Name: COLUMN community_post.workout_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.community_post.workout_id IS 'Optional workout of the author shown with the post; cleared if that workout is deleted.';

--
-- Name: COLUMN community_post.likes; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.community_post.likes IS 'Number of community_post_like rows, maintained by a trigger; not writable by members.';

--
-- Name: community_post_like; Type: TABLE; Schema: public
--

CREATE TABLE public.community_post_like (
    post_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE community_post_like; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.community_post_like IS 'A member''s like of a post; the primary key allows one like per member and post.';

--
-- Name: custom_food; Type: TABLE; Schema: public
--

CREATE TABLE public.custom_food (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    calories integer DEFAULT 0 NOT NULL,
    protein numeric(7,2) DEFAULT 0 NOT NULL,
    carbs numeric(7,2) DEFAULT 0 NOT NULL,
    fat numeric(7,2) DEFAULT 0 NOT NULL,
    fiber numeric(7,2) DEFAULT 0 NOT NULL,
    sugar numeric(7,2) DEFAULT 0 NOT NULL,
    sodium numeric(8,2) DEFAULT 0 NOT NULL,
    serving_size text,
    barcode text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT custom_food_barcode_valid CHECK (private.is_valid_barcode(barcode)),
    CONSTRAINT custom_food_calories_range CHECK (((calories >= 0) AND (calories <= 10000))),
    CONSTRAINT custom_food_name_length CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 200))),
    CONSTRAINT custom_food_name_single_line CHECK ((name !~ '[\u0001-\u001f\u007f-\u009f]'::text)),
    CONSTRAINT custom_food_nutrients_range CHECK ((((protein >= (0)::numeric) AND (protein <= (2000)::numeric)) AND ((carbs >= (0)::numeric) AND (carbs <= (2000)::numeric)) AND ((fat >= (0)::numeric) AND (fat <= (2000)::numeric)) AND ((fiber >= (0)::numeric) AND (fiber <= (2000)::numeric)) AND ((sugar >= (0)::numeric) AND (sugar <= (2000)::numeric)))),
    CONSTRAINT custom_food_serving_size_length CHECK (((char_length(serving_size) <= 100) AND (serving_size !~ '[\u0001-\u001f\u007f-\u009f]'::text))),
    CONSTRAINT custom_food_sodium_range CHECK (((sodium >= (0)::numeric) AND (sodium <= (50000)::numeric)))
);

--
-- Name: TABLE custom_food; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.custom_food IS 'A food a member entered by hand, offered to them again when they log food.';

--
-- Name: COLUMN custom_food.calories; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.custom_food.calories IS 'kcal for the serving as entered; nutrients likewise (grams, sodium mg).';

--
-- Name: COLUMN custom_food.barcode; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.custom_food.barcode IS 'A code the food database did not know, which the member filled in with this food; their next scan of it finds it.';

--
-- Name: COLUMN custom_food.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.custom_food.updated_at IS 'Last time the member entered it: the most recent are offered first.';

--
-- Name: exercise; Type: TABLE; Schema: public
--

CREATE TABLE public.exercise (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    category public.exercise_category NOT NULL,
    description text,
    muscle_groups text[] DEFAULT '{}'::text[] NOT NULL,
    equipment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    owner_id uuid,
    CONSTRAINT exercise_name_not_blank CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 100)))
);

--
-- Name: TABLE exercise; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.exercise IS 'The built-in exercise library (strength, dumbbells, cardio, yoga, swimming), loaded by supabase/seed.sql, and members'' own custom exercises (owner_id set), private to each member.';

--
-- Name: COLUMN exercise.muscle_groups; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise.muscle_groups IS 'Target muscles, e.g. {chest,triceps}.';

--
-- Name: COLUMN exercise.equipment; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise.equipment IS 'Equipment needed, free text; null when none.';

--
-- Name: COLUMN exercise.owner_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise.owner_id IS 'The member who created this custom exercise; null for the built-in library.';

--
-- Name: exercise_best; Type: TABLE; Schema: public
--

CREATE TABLE public.exercise_best (
    user_id uuid NOT NULL,
    exercise_id uuid NOT NULL,
    heaviest_weight numeric,
    best_estimated_one_rep_max numeric,
    best_set_volume numeric,
    most_reps integer,
    last_lifted_at timestamp with time zone NOT NULL,
    last_workout_id uuid NOT NULL,
    weight_beaten boolean DEFAULT false NOT NULL,
    beaten boolean DEFAULT false NOT NULL,
    set_logged boolean DEFAULT false NOT NULL
);

--
-- Name: TABLE exercise_best; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.exercise_best IS 'Per member and exercise with at least one lift: the four bests over every lift (non-warm-up sets of 1+ reps, and each workout''s summary as a set), in lbs, maintained by the workout triggers.';

--
-- Name: COLUMN exercise_best.last_lifted_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise_best.last_lifted_at IS 'Date of the member''s latest workout with a lift of the exercise: a session later than it has these bests before it.';

--
-- Name: COLUMN exercise_best.last_workout_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise_best.last_workout_id IS 'That latest workout (workouts of one date are ordered by id, as the recount orders them).';

--
-- Name: COLUMN exercise_best.weight_beaten; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise_best.weight_beaten IS 'Some workout lifted more than every earlier one (weights above 0): the dashboard''s personal records.';

--
-- Name: COLUMN exercise_best.beaten; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise_best.beaten IS 'Some workout beat every earlier one in at least one of the four kinds (counted for exercises with a set log).';

--
-- Name: COLUMN exercise_best.set_logged; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.exercise_best.set_logged IS 'Some workout of the exercise has a set log.';

--
-- Name: food_barcode; Type: TABLE; Schema: public
--

CREATE TABLE public.food_barcode (
    code text NOT NULL,
    found boolean NOT NULL,
    name text,
    brand text,
    calories_per_100g numeric(7,2),
    protein_per_100g numeric(6,2),
    carbs_per_100g numeric(6,2),
    fat_per_100g numeric(6,2),
    fiber_per_100g numeric(6,2),
    sugar_per_100g numeric(6,2),
    sodium_mg_per_100g numeric(8,2),
    serving_size text,
    serving_grams numeric(6,1),
    fetched_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT food_barcode_code_valid CHECK (private.is_valid_barcode(code)),
    CONSTRAINT food_barcode_found_has_name CHECK (((NOT found) OR (name IS NOT NULL))),
    CONSTRAINT food_barcode_name_length CHECK (((char_length(name) <= 200) AND (char_length(brand) <= 200))),
    CONSTRAINT food_barcode_per_100g_range CHECK ((((calories_per_100g >= (0)::numeric) AND (calories_per_100g <= (900)::numeric)) AND ((protein_per_100g >= (0)::numeric) AND (protein_per_100g <= (100)::numeric)) AND ((carbs_per_100g >= (0)::numeric) AND (carbs_per_100g <= (100)::numeric)) AND ((fat_per_100g >= (0)::numeric) AND (fat_per_100g <= (100)::numeric)) AND ((fiber_per_100g >= (0)::numeric) AND (fiber_per_100g <= (100)::numeric)) AND ((sugar_per_100g >= (0)::numeric) AND (sugar_per_100g <= (100)::numeric)) AND ((sodium_mg_per_100g >= (0)::numeric) AND (sodium_mg_per_100g <= (100000)::numeric)))),
    CONSTRAINT food_barcode_serving_range CHECK (((serving_grams > (0)::numeric) AND (serving_grams <= (5000)::numeric) AND (char_length(serving_size) <= 100)))
);

--
-- Name: TABLE food_barcode; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.food_barcode IS 'What the food database answered for a barcode, kept for later scans of it.';

--
-- Name: COLUMN food_barcode.found; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_barcode.found IS 'False: the food database does not know the code (kept a day).';

--
-- Name: COLUMN food_barcode.sodium_mg_per_100g; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_barcode.sodium_mg_per_100g IS 'Milligrams per 100 g (the database gives grams of sodium or salt).';

--
-- Name: COLUMN food_barcode.serving_grams; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_barcode.serving_grams IS 'The product''s serving in grams, when the database gives one.';

--
-- Name: COLUMN food_barcode.fetched_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_barcode.fetched_at IS 'When the food database answered; old answers are asked again.';

--
-- Name: food_entry; Type: TABLE; Schema: public
--

CREATE TABLE public.food_entry (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    description text,
    calories integer DEFAULT 0 NOT NULL,
    protein numeric(7,2) DEFAULT 0 NOT NULL,
    carbs numeric(7,2) DEFAULT 0 NOT NULL,
    fat numeric(7,2) DEFAULT 0 NOT NULL,
    fiber numeric(7,2) DEFAULT 0 NOT NULL,
    sugar numeric(7,2) DEFAULT 0 NOT NULL,
    sodium numeric(8,2) DEFAULT 0 NOT NULL,
    serving_size text,
    image_url text,
    confidence numeric(5,2),
    logged_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    meal_type public.meal_type DEFAULT 'snack'::public.meal_type NOT NULL,
    food_item_id uuid,
    grams numeric(6,1),
    CONSTRAINT food_entry_calories_range CHECK (((calories >= 0) AND (calories <= 10000))),
    CONSTRAINT food_entry_confidence_range CHECK (((confidence >= (0)::numeric) AND (confidence <= (1)::numeric))),
    CONSTRAINT food_entry_description_length CHECK ((char_length(description) <= 2000)),
    CONSTRAINT food_entry_grams_range CHECK (((grams >= (0)::numeric) AND (grams <= (5000)::numeric))),
    CONSTRAINT food_entry_image_url_length CHECK ((char_length(image_url) <= 2048)),
    CONSTRAINT food_entry_name_length CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 200))),
    CONSTRAINT food_entry_name_single_line CHECK ((name !~ '[\u0001-\u001f\u007f-\u009f]'::text)),
    CONSTRAINT food_entry_nutrients_range CHECK ((((protein >= (0)::numeric) AND (protein <= (2000)::numeric)) AND ((carbs >= (0)::numeric) AND (carbs <= (2000)::numeric)) AND ((fat >= (0)::numeric) AND (fat <= (2000)::numeric)) AND ((fiber >= (0)::numeric) AND (fiber <= (2000)::numeric)) AND ((sugar >= (0)::numeric) AND (sugar <= (2000)::numeric)))),
    CONSTRAINT food_entry_serving_size_length CHECK ((char_length(serving_size) <= 100)),
    CONSTRAINT food_entry_serving_size_single_line CHECK ((serving_size !~ '[\u0001-\u001f\u007f-\u009f]'::text)),
    CONSTRAINT food_entry_sodium_range CHECK (((sodium >= (0)::numeric) AND (sodium <= (50000)::numeric)))
);

--
-- Name: TABLE food_entry; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.food_entry IS 'A food a member logged eating, with its nutrients.';

--
-- Name: COLUMN food_entry.calories; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.calories IS 'kcal for the serving eaten.';

--
-- Name: COLUMN food_entry.protein; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.protein IS 'Grams; carbs, fat, fiber and sugar are grams too.';

--
-- Name: COLUMN food_entry.sodium; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.sodium IS 'Milligrams.';

--
-- Name: COLUMN food_entry.serving_size; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.serving_size IS 'Serving as the member or recogniser described it, e.g. "1 cup".';

--
-- Name: COLUMN food_entry.image_url; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.image_url IS 'Photo the entry was recognised from, if any.';

--
-- Name: COLUMN food_entry.confidence; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.confidence IS 'The vision model''s confidence (0-1) in a photo item; null otherwise.';

--
-- Name: COLUMN food_entry.logged_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.logged_at IS 'When the food was eaten; the local day comes from profile.time_zone.';

--
-- Name: COLUMN food_entry.meal_type; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.meal_type IS 'The meal the food was part of.';

--
-- Name: COLUMN food_entry.food_item_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.food_item_id IS 'The catalogue food the nutrients were computed from, if any.';

--
-- Name: COLUMN food_entry.grams; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_entry.grams IS 'Grams eaten, when known (catalogue foods, photo items).';

--
-- Name: food_item; Type: TABLE; Schema: public
--

CREATE TABLE public.food_item (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    category public.food_category NOT NULL,
    calories_per_100g numeric(6,2) NOT NULL,
    protein_per_100g numeric(5,2),
    carbs_per_100g numeric(5,2),
    fat_per_100g numeric(5,2),
    fiber_per_100g numeric(5,2),
    common_serving_size text,
    is_common boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    serving_grams numeric(6,1) DEFAULT 100 NOT NULL,
    allergens text[] DEFAULT '{}'::text[] NOT NULL,
    diets text[] DEFAULT '{}'::text[] NOT NULL,
    meal_types public.meal_type[] DEFAULT '{}'::public.meal_type[] NOT NULL,
    role text DEFAULT 'extra'::text NOT NULL,
    origin text DEFAULT 'plant'::text NOT NULL,
    phrase text,
    prep_minutes integer DEFAULT 5 NOT NULL,
    usda_description text,
    CONSTRAINT food_item_allergens_known CHECK ((allergens <@ ARRAY['milk'::text, 'egg'::text, 'fish'::text, 'shellfish'::text, 'tree_nuts'::text, 'peanuts'::text, 'gluten'::text, 'soy'::text, 'sesame'::text])),
    CONSTRAINT food_item_calories_per_100g_range CHECK (((calories_per_100g >= (0)::numeric) AND (calories_per_100g <= (900)::numeric))),
    CONSTRAINT food_item_common_serving_size_length CHECK ((char_length(common_serving_size) <= 100)),
    CONSTRAINT food_item_diets_known CHECK ((diets <@ ARRAY['vegetarian'::text, 'vegan'::text, 'pescatarian'::text, 'gluten_free'::text, 'dairy_free'::text])),
    CONSTRAINT food_item_name_length CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 100))),
    CONSTRAINT food_item_nutrients_per_100g_range CHECK ((((protein_per_100g >= (0)::numeric) AND (protein_per_100g <= (100)::numeric)) AND ((carbs_per_100g >= (0)::numeric) AND (carbs_per_100g <= (100)::numeric)) AND ((fat_per_100g >= (0)::numeric) AND (fat_per_100g <= (100)::numeric)) AND ((fiber_per_100g >= (0)::numeric) AND (fiber_per_100g <= (100)::numeric)))),
    CONSTRAINT food_item_origin_known CHECK ((origin = ANY (ARRAY['plant'::text, 'dairy'::text, 'egg'::text, 'fish'::text, 'shellfish'::text, 'meat'::text]))),
    CONSTRAINT food_item_phrase_length CHECK ((char_length(phrase) <= 100)),
    CONSTRAINT food_item_prep_minutes_range CHECK (((prep_minutes >= 0) AND (prep_minutes <= 240))),
    CONSTRAINT food_item_role_known CHECK ((role = ANY (ARRAY['main'::text, 'starch'::text, 'vegetable'::text, 'fruit'::text, 'extra'::text]))),
    CONSTRAINT food_item_serving_grams_range CHECK (((serving_grams > (0)::numeric) AND (serving_grams <= (1000)::numeric))),
    CONSTRAINT food_item_usda_description_length CHECK ((char_length(usda_description) <= 300))
);

--
-- Name: TABLE food_item; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.food_item IS 'The food catalogue members rate (eight categories). Reference data; every member reads it.';

--
-- Name: COLUMN food_item.calories_per_100g; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.calories_per_100g IS 'kcal per 100 g.';

--
-- Name: COLUMN food_item.protein_per_100g; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.protein_per_100g IS 'Grams per 100 g; carbs, fat and fiber likewise.';

--
-- Name: COLUMN food_item.common_serving_size; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.common_serving_size IS 'Typical serving, e.g. "1 medium (118 g)".';

--
-- Name: COLUMN food_item.is_common; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.is_common IS 'Whether the item is a common staple offered first in the picker.';

--
-- Name: COLUMN food_item.serving_grams; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.serving_grams IS 'The common serving in grams; the planner portions foods in quarters of it.';

--
-- Name: COLUMN food_item.allergens; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.allergens IS 'Major allergens the food contains: milk, egg, fish, shellfish, tree_nuts, peanuts, gluten (wheat, barley, rye, oats), soy, sesame.';

--
-- Name: COLUMN food_item.diets; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.diets IS 'Diets the food fits (vegetarian, vegan, pescatarian, gluten_free, dairy_free), derived from its origin and allergens.';

--
-- Name: COLUMN food_item.meal_types; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.meal_types IS 'Meals the food suits; the planner offers it only there.';

--
-- Name: COLUMN food_item.role; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.role IS 'Part the food plays on a plate: main (the protein), starch, vegetable, fruit or extra (oils, nuts, cheese, milk).';

--
-- Name: COLUMN food_item.origin; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.origin IS 'plant, dairy, egg, fish, shellfish or meat: what the diets are derived from.';

--
-- Name: COLUMN food_item.phrase; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.phrase IS 'How the food reads in a meal name, e.g. "roasted chicken breast".';

--
-- Name: COLUMN food_item.prep_minutes; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.prep_minutes IS 'Minutes to prepare one portion; a meal takes its longest food plus a little.';

--
-- Name: COLUMN food_item.usda_description; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.food_item.usda_description IS 'The USDA FoodData Central (SR Legacy) food the per-100 g figures come from.';

--
-- Name: goal; Type: TABLE; Schema: public
--

CREATE TABLE public.goal (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    type public.goal_type NOT NULL,
    target integer NOT NULL,
    current integer DEFAULT 0 NOT NULL,
    period public.goal_period DEFAULT 'weekly'::public.goal_period NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    type_changed_at timestamp with time zone DEFAULT now() NOT NULL,
    target_changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT goal_current_not_negative CHECK ((current >= 0)),
    CONSTRAINT goal_target_range CHECK (((target > 0) AND (target <= 1000000)))
);

--
-- Name: TABLE goal; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.goal IS 'A member''s goal: a target number of workouts, minutes or calories per period.';

--
-- Name: COLUMN goal.target; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.goal.target IS 'Target count per period, in the unit of `type` (workouts, minutes or kcal).';

--
-- Name: COLUMN goal.current; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.goal.current IS 'Stored progress; the app displays progress derived from stats instead.';

--
-- Name: COLUMN goal.type_changed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.goal.type_changed_at IS 'When the member made the change that wrote `type` (their device''s clock, as sent): an edit made earlier does not replace it.';

--
-- Name: COLUMN goal.target_changed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.goal.target_changed_at IS 'When the member made the change that wrote `target` (their device''s clock, as sent): an edit made earlier does not replace it.';

--
-- Name: meal_plan; Type: TABLE; Schema: public
--

CREATE TABLE public.meal_plan (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    goal public.meal_goal NOT NULL,
    daily_calories integer NOT NULL,
    daily_protein integer,
    daily_carbs integer,
    daily_fat integer,
    duration integer DEFAULT 7 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    catalogue_key text,
    notes text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT meal_plan_catalogue_key_length CHECK ((char_length(catalogue_key) <= 60)),
    CONSTRAINT meal_plan_catalogue_key_only_for_catalogue CHECK (((catalogue_key IS NULL) OR (created_by IS NULL))),
    CONSTRAINT meal_plan_daily_calories_range CHECK (((daily_calories >= 1200) AND (daily_calories <= 4000))),
    CONSTRAINT meal_plan_daily_macros_not_negative CHECK (((daily_protein >= 0) AND (daily_carbs >= 0) AND (daily_fat >= 0))),
    CONSTRAINT meal_plan_description_length CHECK ((char_length(description) <= 4000)),
    CONSTRAINT meal_plan_duration_range CHECK (((duration >= 3) AND (duration <= 14))),
    CONSTRAINT meal_plan_name_length CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 200))),
    CONSTRAINT meal_plan_notes_size CHECK ((cardinality(notes) <= 60))
);

--
-- Name: TABLE meal_plan; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.meal_plan IS 'A meal plan: catalogue plans (created_by null) are visible to every member, AI-generated plans only to their creator.';

--
-- Name: COLUMN meal_plan.daily_calories; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan.daily_calories IS 'kcal per day, 1200-4000.';

--
-- Name: COLUMN meal_plan.daily_protein; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan.daily_protein IS 'Grams per day; daily_carbs and daily_fat likewise.';

--
-- Name: COLUMN meal_plan.duration; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan.duration IS 'Length of the plan in days, 3-14.';

--
-- Name: COLUMN meal_plan.is_active; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan.is_active IS 'Whether the plan is offered; inactive catalogue plans are hidden from the list.';

--
-- Name: COLUMN meal_plan.created_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan.created_by IS 'Null for a catalogue plan (every member reads it); otherwise the member an AI plan was generated for, the only one who reads it.';

--
-- Name: COLUMN meal_plan.catalogue_key; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan.catalogue_key IS 'Stable name of a catalogue plan, so supabase/seed.sql can regenerate it in place; null for generated plans.';

--
-- Name: COLUMN meal_plan.notes; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan.notes IS 'What the planner reports about the plan: foods excluded by name, preferences it could not use, days that miss a target and by how much.';

--
-- Name: meal_plan_day; Type: TABLE; Schema: public
--

CREATE TABLE public.meal_plan_day (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    meal_plan_id uuid NOT NULL,
    day_number integer NOT NULL,
    name text,
    CONSTRAINT meal_plan_day_day_number_range CHECK (((day_number >= 1) AND (day_number <= 14))),
    CONSTRAINT meal_plan_day_name_length CHECK ((char_length(name) <= 100))
);

--
-- Name: TABLE meal_plan_day; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.meal_plan_day IS 'One day of a meal plan; readable when its plan is.';

--
-- Name: COLUMN meal_plan_day.day_number; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_day.day_number IS 'Day within the plan, from 1.';

--
-- Name: COLUMN meal_plan_day.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_day.name IS 'Display name, e.g. "Day 1" or "Monday".';

--
-- Name: meal_plan_meal; Type: TABLE; Schema: public
--

CREATE TABLE public.meal_plan_meal (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    meal_plan_day_id uuid NOT NULL,
    meal_type public.meal_type NOT NULL,
    name text NOT NULL,
    description text,
    calories integer NOT NULL,
    protein integer,
    carbs integer,
    fat integer,
    ingredients text[] DEFAULT '{}'::text[] NOT NULL,
    instructions text[] DEFAULT '{}'::text[] NOT NULL,
    prep_time integer,
    servings integer DEFAULT 1 NOT NULL,
    allergens text[] DEFAULT '{}'::text[] NOT NULL,
    checked_against text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT meal_plan_meal_allergens_size CHECK ((cardinality(allergens) <= 9)),
    CONSTRAINT meal_plan_meal_calories_range CHECK (((calories >= 0) AND (calories <= 5000))),
    CONSTRAINT meal_plan_meal_checked_against_size CHECK ((cardinality(checked_against) <= 60)),
    CONSTRAINT meal_plan_meal_description_length CHECK ((char_length(description) <= 4000)),
    CONSTRAINT meal_plan_meal_macros_not_negative CHECK (((protein >= 0) AND (carbs >= 0) AND (fat >= 0))),
    CONSTRAINT meal_plan_meal_name_length CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 200))),
    CONSTRAINT meal_plan_meal_prep_time_range CHECK (((prep_time >= 0) AND (prep_time <= 1440))),
    CONSTRAINT meal_plan_meal_servings_range CHECK (((servings >= 1) AND (servings <= 50)))
);

--
-- Name: TABLE meal_plan_meal; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.meal_plan_meal IS 'One meal of a meal-plan day; readable when its plan is.';

--
-- Name: COLUMN meal_plan_meal.calories; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_meal.calories IS 'kcal per serving.';

--
-- Name: COLUMN meal_plan_meal.protein; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_meal.protein IS 'Grams; carbs and fat likewise.';

--
-- Name: COLUMN meal_plan_meal.ingredients; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_meal.ingredients IS 'Ingredient lines, e.g. {"2 eggs","1 slice wholegrain toast"}; the UI previews 3.';

--
-- Name: COLUMN meal_plan_meal.instructions; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_meal.instructions IS 'Preparation steps in order.';

--
-- Name: COLUMN meal_plan_meal.prep_time; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_meal.prep_time IS 'Minutes; optional.';

--
-- Name: COLUMN meal_plan_meal.allergens; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_meal.allergens IS 'Major allergens the meal''s foods contain (same tags as food_item.allergens).';

--
-- Name: COLUMN meal_plan_meal.checked_against; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.meal_plan_meal.checked_against IS 'The member''s allergies, diets and food exclusions this meal was checked against when it was generated.';

--
-- Name: mile_tracker_session; Type: TABLE; Schema: public
--

CREATE TABLE public.mile_tracker_session (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    activity_type public.mile_activity_type DEFAULT 'run'::public.mile_activity_type NOT NULL,
    total_distance integer DEFAULT 0 NOT NULL,
    total_time integer DEFAULT 0 NOT NULL,
    average_pace integer,
    status public.mile_session_status DEFAULT 'active'::public.mile_session_status NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    tracking_mode public.mile_tracking_mode DEFAULT 'manual'::public.mile_tracking_mode NOT NULL,
    paused_time integer DEFAULT 0 NOT NULL,
    route jsonb DEFAULT '[]'::jsonb NOT NULL,
    route_point_count integer GENERATED ALWAYS AS (jsonb_array_length(route)) STORED,
    CONSTRAINT mile_tracker_session_average_pace_not_negative CHECK ((average_pace >= 0)),
    CONSTRAINT mile_tracker_session_completed_at_when_completed CHECK (((status = 'completed'::public.mile_session_status) = (completed_at IS NOT NULL))),
    CONSTRAINT mile_tracker_session_paused_time_not_negative CHECK ((paused_time >= 0)),
    CONSTRAINT mile_tracker_session_route_is_array CHECK ((jsonb_typeof(route) = 'array'::text)),
    CONSTRAINT mile_tracker_session_total_distance_not_negative CHECK ((total_distance >= 0)),
    CONSTRAINT mile_tracker_session_total_time_not_negative CHECK ((total_time >= 0))
);

--
-- Name: TABLE mile_tracker_session; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.mile_tracker_session IS 'A run, walk or ride recorded mile by mile.';

--
-- Name: COLUMN mile_tracker_session.activity_type; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.activity_type IS 'run (the default), walk or bike.';

--
-- Name: COLUMN mile_tracker_session.total_distance; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.total_distance IS 'Distance in thousandths of a mile (1000 per completed mile).';

--
-- Name: COLUMN mile_tracker_session.total_time; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.total_time IS 'Moving seconds: the timer, which stops while paused. Elapsed time is total_time + paused_time.';

--
-- Name: COLUMN mile_tracker_session.average_pace; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.average_pace IS 'Seconds per mile (total time / completed miles); null until a mile is done.';

--
-- Name: COLUMN mile_tracker_session.completed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.completed_at IS 'Set exactly when status is completed.';

--
-- Name: COLUMN mile_tracker_session.tracking_mode; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.tracking_mode IS 'manual (Complete Mile by hand, the default) or gps (split where the route crosses each mile).';

--
-- Name: COLUMN mile_tracker_session.paused_time; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.paused_time IS 'Seconds spent paused (by hand or auto-pause), excluded from total_time; set on finish.';

--
-- Name: COLUMN mile_tracker_session.route; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.route IS 'GPS points in recording order: [{"latitude", "longitude", "recordedAt"}]; empty for manual sessions.';

--
-- Name: COLUMN mile_tracker_session.route_point_count; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_session.route_point_count IS 'Number of points in route, kept by PostgreSQL.';

--
-- Name: mile_tracker_split; Type: TABLE; Schema: public
--

CREATE TABLE public.mile_tracker_split (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    session_id uuid NOT NULL,
    user_id uuid NOT NULL,
    mile_number integer NOT NULL,
    split_time integer NOT NULL,
    cumulative_time integer NOT NULL,
    pace integer,
    completed_at timestamp with time zone DEFAULT now() NOT NULL,
    distance integer DEFAULT 1000 NOT NULL,
    CONSTRAINT mile_tracker_split_cumulative_time_not_negative CHECK ((cumulative_time >= 0)),
    CONSTRAINT mile_tracker_split_distance_range CHECK (((distance >= 1) AND (distance <= 1000))),
    CONSTRAINT mile_tracker_split_mile_number_positive CHECK ((mile_number >= 1)),
    CONSTRAINT mile_tracker_split_pace_not_negative CHECK ((pace >= 0)),
    CONSTRAINT mile_tracker_split_split_time_not_negative CHECK ((split_time >= 0)),
    CONSTRAINT mile_tracker_split_split_time_positive CHECK ((split_time >= 1)),
    CONSTRAINT mile_tracker_split_split_within_cumulative CHECK ((split_time <= cumulative_time))
);

--
-- Name: TABLE mile_tracker_split; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.mile_tracker_split IS 'One completed mile of a mile tracker session.';

--
-- Name: COLUMN mile_tracker_split.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_split.user_id IS 'Owner, always the session''s member (composite foreign key).';

--
-- Name: COLUMN mile_tracker_split.mile_number; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_split.mile_number IS 'Which mile of the session, from 1.';

--
-- Name: COLUMN mile_tracker_split.split_time; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_split.split_time IS 'Seconds this mile took.';

--
-- Name: COLUMN mile_tracker_split.cumulative_time; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_split.cumulative_time IS 'Seconds since the session started, at the end of this mile.';

--
-- Name: COLUMN mile_tracker_split.pace; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_split.pace IS 'Seconds per mile for this split (equals split_time).';

--
-- Name: COLUMN mile_tracker_split.distance; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.mile_tracker_split.distance IS 'Thousandths of a mile this split covers: 1000 for a whole mile, 1..999 only for the partial last mile of a completed session.';

--
-- Name: CONSTRAINT mile_tracker_split_split_time_positive ON mile_tracker_split; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT mile_tracker_split_split_time_positive ON public.mile_tracker_split IS 'A split takes time: the cumulative time only grows from one mile to the next.';

--
-- Name: onboarding_answers; Type: TABLE; Schema: public
--

CREATE TABLE public.onboarding_answers (
    user_id uuid NOT NULL,
    fitness_goal public.onboarding_goal NOT NULL,
    experience public.onboarding_experience NOT NULL,
    consistency public.onboarding_consistency NOT NULL,
    location public.onboarding_location NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE onboarding_answers; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.onboarding_answers IS 'The four onboarding answers a member gave before signing up; the dashboard''s Your plan card is built from them.';

--
-- Name: payment; Type: TABLE; Schema: public
--

CREATE TABLE public.payment (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    stripe_payment_intent_id text NOT NULL,
    amount integer NOT NULL,
    currency text DEFAULT 'usd'::text NOT NULL,
    status public.payment_status NOT NULL,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    premium_days integer DEFAULT 0 NOT NULL,
    CONSTRAINT payment_amount_not_negative CHECK ((amount >= 0)),
    CONSTRAINT payment_currency_format CHECK ((currency ~ '^[a-z]{3}$'::text)),
    CONSTRAINT payment_premium_days_range CHECK (((premium_days >= 0) AND (premium_days <= 366)))
);

--
-- Name: TABLE payment; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.payment IS 'A member''s card payment, mirroring one Stripe PaymentIntent. Written by the server only.';

--
-- Name: COLUMN payment.stripe_payment_intent_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.payment.stripe_payment_intent_id IS 'Stripe PaymentIntent id (pi_...).';

--
-- Name: COLUMN payment.amount; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.payment.amount IS 'Amount in the currency''s minor unit (cents for usd), as Stripe reports it.';

--
-- Name: COLUMN payment.currency; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.payment.currency IS 'Lower-case ISO 4217 code, as Stripe spells it.';

--
-- Name: COLUMN payment.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.payment.status IS 'Latest PaymentIntent status seen by the webhook.';

--
-- Name: COLUMN payment.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.payment.created_at IS 'When Stripe created the PaymentIntent.';

--
-- Name: COLUMN payment.premium_days; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.payment.premium_days IS 'Days of Premium this payment bought (30 for the one-time purchase, 0 for subscription invoices).';

--
-- Name: routine; Type: TABLE; Schema: public
--

CREATE TABLE public.routine (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT routine_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 100)) AND (btrim(name) <> ''::text))),
    CONSTRAINT routine_name_single_line CHECK ((name !~ '[\u0001-\u001f\u007f-\u009f]'::text))
);

--
-- Name: TABLE routine; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.routine IS 'A member''s saved plan of a session (at most 100 per member): its exercises are routine_exercise rows.';

--
-- Name: COLUMN routine.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.routine.name IS 'One line, 1-100 characters ("Push day").';

--
-- Name: routine_exercise; Type: TABLE; Schema: public
--

CREATE TABLE public.routine_exercise (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    routine_id uuid NOT NULL,
    user_id uuid NOT NULL,
    "position" smallint NOT NULL,
    exercise_id uuid NOT NULL,
    rest_seconds smallint DEFAULT 90 NOT NULL,
    superset_group smallint,
    CONSTRAINT routine_exercise_position_range CHECK ((("position" >= 0) AND ("position" <= 39))),
    CONSTRAINT routine_exercise_rest_seconds_range CHECK (((rest_seconds >= 0) AND (rest_seconds <= 900))),
    CONSTRAINT routine_exercise_superset_group_range CHECK (((superset_group >= 1) AND (superset_group <= 20)))
);

--
-- Name: TABLE routine_exercise; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.routine_exercise IS 'One exercise of a routine, in order, with its rest and superset.';

--
-- Name: COLUMN routine_exercise."position"; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.routine_exercise."position" IS 'Order within the routine, 0-39 (a routine has at most 40 exercises).';

--
-- Name: COLUMN routine_exercise.rest_seconds; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.routine_exercise.rest_seconds IS 'Rest after each set (after each round, in a superset), 0-900 seconds.';

--
-- Name: COLUMN routine_exercise.superset_group; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.routine_exercise.superset_group IS 'Exercises of a routine sharing this number (1-20) are done in turn, one rest per round.';

--
-- Name: routine_set; Type: TABLE; Schema: public
--

CREATE TABLE public.routine_set (
    routine_exercise_id uuid NOT NULL,
    user_id uuid NOT NULL,
    "position" smallint NOT NULL,
    weight numeric(6,2),
    reps smallint,
    CONSTRAINT routine_set_position_range CHECK ((("position" >= 0) AND ("position" <= 99))),
    CONSTRAINT routine_set_reps_range CHECK (((reps >= 1) AND (reps <= 1000))),
    CONSTRAINT routine_set_weight_range CHECK (((weight >= (0)::numeric) AND (weight <= (2000)::numeric)))
);

--
-- Name: TABLE routine_set; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.routine_set IS 'A planned set of a routine exercise; weight and reps are suggestions, either may be open.';

--
-- Name: COLUMN routine_set."position"; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.routine_set."position" IS 'Order within the exercise, 0-99 (an exercise has at most 100 sets).';

--
-- Name: COLUMN routine_set.weight; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.routine_set.weight IS 'Pounds.';

--
-- Name: trainer; Type: TABLE; Schema: public
--

CREATE TABLE public.trainer (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    bio text,
    specialties text[] DEFAULT '{}'::text[] NOT NULL,
    certifications text[] DEFAULT '{}'::text[] NOT NULL,
    experience smallint,
    hourly_rate integer,
    location text,
    is_active boolean DEFAULT true NOT NULL,
    rating numeric(3,2) DEFAULT 0 NOT NULL,
    total_reviews integer DEFAULT 0 NOT NULL,
    subscription_status public.subscription_status DEFAULT 'inactive'::public.subscription_status NOT NULL,
    last_payment_date timestamp with time zone,
    subscription_expires_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    stripe_account_id text,
    payouts_enabled boolean DEFAULT false NOT NULL,
    stripe_customer_id text,
    stripe_subscription_id text,
    CONSTRAINT trainer_bio_length CHECK ((char_length(bio) <= 2000)),
    CONSTRAINT trainer_experience_range CHECK (((experience >= 0) AND (experience <= 80))),
    CONSTRAINT trainer_hourly_rate_not_negative CHECK ((hourly_rate >= 0)),
    CONSTRAINT trainer_location_length CHECK ((char_length(location) <= 200)),
    CONSTRAINT trainer_rating_range CHECK (((rating >= (0)::numeric) AND (rating <= (5)::numeric))),
    CONSTRAINT trainer_time_zone_length CHECK (((char_length(time_zone) >= 1) AND (char_length(time_zone) <= 64))),
    CONSTRAINT trainer_total_reviews_not_negative CHECK ((total_reviews >= 0))
);

--
-- Name: TABLE trainer; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.trainer IS 'A member''s trainer profile (at most one per member). Active trainers are visible to every member.';

--
-- Name: COLUMN trainer.experience; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.experience IS 'Years of experience.';

--
-- Name: COLUMN trainer.hourly_rate; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.hourly_rate IS 'Hourly rate in cents (USD).';

--
-- Name: COLUMN trainer.rating; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.rating IS 'Average review rating 1-5 (0 = no reviews yet), maintained by a trigger on trainer_review.';

--
-- Name: COLUMN trainer.total_reviews; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.total_reviews IS 'Number of reviews, maintained by a trigger on trainer_review.';

--
-- Name: COLUMN trainer.subscription_status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.subscription_status IS 'The trainer''s own platform subscription, server-managed; separate from the member''s.';

--
-- Name: COLUMN trainer.time_zone; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.time_zone IS 'IANA time zone the availability windows are written in (e.g. Europe/Paris).';

--
-- Name: COLUMN trainer.stripe_account_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.stripe_account_id IS 'Stripe Connect Express account receiving payouts (acct_...); server-managed.';

--
-- Name: COLUMN trainer.payouts_enabled; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.payouts_enabled IS 'Stripe reports the account can receive transfers; until then bookings are paid in person.';

--
-- Name: COLUMN trainer.stripe_customer_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.stripe_customer_id IS 'Stripe customer paying the monthly listing plan; server-managed.';

--
-- Name: COLUMN trainer.stripe_subscription_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer.stripe_subscription_id IS 'Stripe subscription of the monthly listing plan; server-managed.';

--
-- Name: trainer_availability; Type: TABLE; Schema: public
--

CREATE TABLE public.trainer_availability (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid NOT NULL,
    user_id uuid NOT NULL,
    weekday smallint NOT NULL,
    start_time time without time zone NOT NULL,
    end_time time without time zone NOT NULL,
    CONSTRAINT trainer_availability_weekday_range CHECK (((weekday >= 0) AND (weekday <= 6))),
    CONSTRAINT trainer_availability_window_order CHECK ((end_time > start_time))
);

--
-- Name: TABLE trainer_availability; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.trainer_availability IS 'A weekly window in which a trainer takes bookings, in the trainer''s time zone (trainer.time_zone).';

--
-- Name: COLUMN trainer_availability.weekday; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer_availability.weekday IS '0 = Sunday ... 6 = Saturday.';

--
-- Name: trainer_date_off; Type: TABLE; Schema: public
--

CREATE TABLE public.trainer_date_off (
    trainer_id uuid NOT NULL,
    user_id uuid NOT NULL,
    date date NOT NULL
);

--
-- Name: TABLE trainer_date_off; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.trainer_date_off IS 'A day (in the trainer''s time zone) on which the trainer takes no bookings, whatever the weekly windows say.';

--
-- Name: trainer_review; Type: TABLE; Schema: public
--

CREATE TABLE public.trainer_review (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    trainer_id uuid NOT NULL,
    booking_id uuid NOT NULL,
    rating smallint NOT NULL,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT trainer_review_comment_length CHECK ((char_length(comment) <= 1000)),
    CONSTRAINT trainer_review_rating_range CHECK (((rating >= 1) AND (rating <= 5)))
);

--
-- Name: TABLE trainer_review; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.trainer_review IS 'A member''s review of a trainer after a completed booking; one per booking. Every member reads all reviews.';

--
-- Name: COLUMN trainer_review.booking_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer_review.booking_id IS 'The reviewer''s completed booking of this trainer (composite foreign key).';

--
-- Name: COLUMN trainer_review.rating; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer_review.rating IS 'Stars, 1-5.';

--
-- Name: trainer_service; Type: TABLE; Schema: public
--

CREATE TABLE public.trainer_service (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    description text,
    duration integer NOT NULL,
    price integer NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT trainer_service_description_length CHECK ((char_length(description) <= 2000)),
    CONSTRAINT trainer_service_duration_range CHECK (((duration >= 15) AND (duration <= 240))),
    CONSTRAINT trainer_service_name_length CHECK (((btrim(name) <> ''::text) AND (char_length(name) <= 100))),
    CONSTRAINT trainer_service_price_not_negative CHECK ((price >= 0))
);

--
-- Name: TABLE trainer_service; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.trainer_service IS 'A bookable service a trainer offers.';

--
-- Name: COLUMN trainer_service.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer_service.user_id IS 'Owner: the trainer''s member, kept equal by the composite foreign key.';

--
-- Name: COLUMN trainer_service.duration; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer_service.duration IS 'Minutes.';

--
-- Name: COLUMN trainer_service.price; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.trainer_service.price IS 'Price in cents (USD).';

--
-- Name: user_food_preference; Type: TABLE; Schema: public
--

CREATE TABLE public.user_food_preference (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    food_item_id uuid NOT NULL,
    preference public.food_preference NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE user_food_preference; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.user_food_preference IS 'A member''s rating (love, like, dislike, never) of one food item; one per item.';

--
-- Name: user_meal_plan; Type: TABLE; Schema: public
--

CREATE TABLE public.user_meal_plan (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    meal_plan_id uuid NOT NULL,
    start_date timestamp with time zone DEFAULT now() NOT NULL,
    end_date timestamp with time zone,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_meal_plan_dates_ordered CHECK ((end_date >= start_date))
);

--
-- Name: TABLE user_meal_plan; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.user_meal_plan IS 'A member following a meal plan; at most one assignment per member is active.';

--
-- Name: COLUMN user_meal_plan.start_date; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.user_meal_plan.start_date IS 'When the member started the plan (the API sends an ISO time).';

--
-- Name: COLUMN user_meal_plan.end_date; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.user_meal_plan.end_date IS 'When the plan ends or was left; null while open-ended.';

--
-- Name: user_meal_preferences; Type: TABLE; Schema: public
--

CREATE TABLE public.user_meal_preferences (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    goal public.meal_goal DEFAULT 'maintenance'::public.meal_goal NOT NULL,
    daily_calories integer DEFAULT 2000 NOT NULL,
    dietary_restrictions text[] DEFAULT '{}'::text[] NOT NULL,
    allergies text[] DEFAULT '{}'::text[] NOT NULL,
    preferences text[] DEFAULT '{}'::text[] NOT NULL,
    last_generated_at timestamp with time zone,
    auto_generate boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_meal_preferences_daily_calories_range CHECK (((daily_calories >= 1200) AND (daily_calories <= 4000))),
    CONSTRAINT user_meal_preferences_lists_size CHECK (((cardinality(dietary_restrictions) <= 50) AND (cardinality(allergies) <= 50) AND (cardinality(preferences) <= 50)))
);

--
-- Name: TABLE user_meal_preferences; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.user_meal_preferences IS 'A member''s saved meal-plan generator settings; one row per member.';

--
-- Name: COLUMN user_meal_preferences.goal; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.user_meal_preferences.goal IS 'Default goal for generated plans (maintenance unless chosen).';

--
-- Name: COLUMN user_meal_preferences.daily_calories; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.user_meal_preferences.daily_calories IS 'Default kcal per day, 1200-4000 (default 2000).';

--
-- Name: COLUMN user_meal_preferences.dietary_restrictions; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.user_meal_preferences.dietary_restrictions IS 'Free-text items, trimmed, empties dropped, e.g. {vegetarian}.';

--
-- Name: COLUMN user_meal_preferences.last_generated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.user_meal_preferences.last_generated_at IS 'When a plan was last generated from these settings.';

--
-- Name: COLUMN user_meal_preferences.auto_generate; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.user_meal_preferences.auto_generate IS 'Whether the server may generate a new plan when the current one ends.';

--
-- Name: workout_exercise; Type: TABLE; Schema: public
--

CREATE TABLE public.workout_exercise (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workout_id uuid NOT NULL,
    user_id uuid NOT NULL,
    exercise_id uuid NOT NULL,
    sets smallint,
    reps smallint,
    weight numeric(7,2),
    distance numeric(9,3),
    duration integer,
    notes text,
    target_sets smallint,
    target_reps smallint,
    target_weight numeric(7,2),
    target_duration integer,
    completed boolean DEFAULT true NOT NULL,
    difficulty_adjustment smallint DEFAULT 0 NOT NULL
);

--
-- Name: TABLE workout_exercise; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.workout_exercise IS 'What was done per exercise in a workout: sets, reps and weight (strength, dumbbells) or distance (cardio, swimming), with optional targets. Feeds the weight-progress chart, the leaderboard and the coach.';

--
-- Name: COLUMN workout_exercise.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.user_id IS 'Owner, always the parent workout''s member (composite foreign key).';

--
-- Name: COLUMN workout_exercise.exercise_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.exercise_id IS 'The library exercise; restrict keeps a logged history from losing its exercise.';

--
-- Name: COLUMN workout_exercise.weight; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.weight IS 'Weight per rep in lbs.';

--
-- Name: COLUMN workout_exercise.distance; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.distance IS 'Distance in miles, to the thousandth (a distance typed in kilometres round-trips exactly); the product measures weight in lbs.';

--
-- Name: COLUMN workout_exercise.duration; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.duration IS 'Seconds spent on this exercise (unlike workout.duration, which is minutes).';

--
-- Name: COLUMN workout_exercise.target_weight; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.target_weight IS 'Planned weight in lbs.';

--
-- Name: COLUMN workout_exercise.target_duration; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.target_duration IS 'Planned seconds.';

--
-- Name: COLUMN workout_exercise.completed; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.completed IS 'Whether the member finished the planned work.';

--
-- Name: COLUMN workout_exercise.difficulty_adjustment; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_exercise.difficulty_adjustment IS 'Difficulty levels added (+) or removed (-) relative to the previous session, -4 to 4.';

--
-- Name: workout_session; Type: TABLE; Schema: public
--

CREATE TABLE public.workout_session (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone NOT NULL,
    notes text,
    routine_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT workout_session_at_most_a_day CHECK (((ended_at - started_at) <= '24:00:00'::interval)),
    CONSTRAINT workout_session_ends_after_start CHECK ((ended_at >= started_at)),
    CONSTRAINT workout_session_notes_text CHECK (((char_length(notes) <= 2000) AND (notes !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'::text)))
);

--
-- Name: TABLE workout_session; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.workout_session IS 'One visit to the gym: the workouts done in it (workout.session_id), when it started and ended.';

--
-- Name: COLUMN workout_session.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_session.id IS 'Made by the client when the session starts, so a retried upload is stored once.';

--
-- Name: COLUMN workout_session.routine_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_session.routine_id IS 'The routine the session was started from, if any.';

--
-- Name: workout_set; Type: TABLE; Schema: public
--

CREATE TABLE public.workout_set (
    workout_id uuid NOT NULL,
    user_id uuid NOT NULL,
    "position" smallint NOT NULL,
    weight numeric(6,2) NOT NULL,
    reps smallint NOT NULL,
    rpe numeric(3,1),
    kind public.set_kind DEFAULT 'working'::public.set_kind NOT NULL,
    CONSTRAINT workout_set_position_range CHECK ((("position" >= 0) AND ("position" <= 99))),
    CONSTRAINT workout_set_reps_range CHECK (((reps >= 0) AND (reps <= 1000))),
    CONSTRAINT workout_set_rpe_range CHECK ((((rpe >= (6)::numeric) AND (rpe <= (10)::numeric)) AND ((rpe * (2)::numeric) = trunc((rpe * (2)::numeric))))),
    CONSTRAINT workout_set_weight_range CHECK (((weight >= (0)::numeric) AND (weight <= (2000)::numeric)))
);

--
-- Name: TABLE workout_set; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.workout_set IS 'The set log of a strength or dumbbell workout, in order. The workout''s summary (workout_exercise sets, reps, weight) is derived from it by the API.';

--
-- Name: COLUMN workout_set."position"; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_set."position" IS 'Order within the workout, 0-99 (an exercise has at most 100 sets).';

--
-- Name: COLUMN workout_set.weight; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_set.weight IS 'Pounds.';

--
-- Name: COLUMN workout_set.rpe; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.workout_set.rpe IS 'Rate of perceived exertion, 6 to 10 in halves.';

--
-- Name: workout_totals; Type: TABLE; Schema: public
--

CREATE TABLE public.workout_totals (
    user_id uuid NOT NULL,
    total_workouts integer DEFAULT 0 NOT NULL,
    total_minutes bigint DEFAULT 0 NOT NULL,
    total_calories bigint DEFAULT 0 NOT NULL,
    CONSTRAINT workout_totals_not_negative CHECK (((total_workouts >= 0) AND (total_minutes >= 0) AND (total_calories >= 0)))
);

--
-- Name: TABLE workout_totals; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.workout_totals IS 'Per member: number of workouts, minutes and calories, maintained by triggers on public.workout.';

--
-- Name: coach_stale coach_stale_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.coach_stale
    ADD CONSTRAINT coach_stale_pkey PRIMARY KEY (user_id);

--
-- Name: rate_limit_hit rate_limit_hit_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.rate_limit_hit
    ADD CONSTRAINT rate_limit_hit_pkey PRIMARY KEY (id);

--
-- Name: stripe_customer_state stripe_customer_state_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.stripe_customer_state
    ADD CONSTRAINT stripe_customer_state_pkey PRIMARY KEY (stripe_customer_id);

--
-- Name: stripe_event stripe_event_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.stripe_event
    ADD CONSTRAINT stripe_event_pkey PRIMARY KEY (id);

--
-- Name: stripe_handover stripe_handover_checkout_session_id_key; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.stripe_handover
    ADD CONSTRAINT stripe_handover_checkout_session_id_key UNIQUE (checkout_session_id);

--
-- Name: stripe_handover stripe_handover_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.stripe_handover
    ADD CONSTRAINT stripe_handover_pkey PRIMARY KEY (id);

--
-- Name: stripe_handover stripe_handover_stripe_customer_id_key; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.stripe_handover
    ADD CONSTRAINT stripe_handover_stripe_customer_id_key UNIQUE (stripe_customer_id);

--
-- Name: stripe_handover stripe_handover_token_hash_key; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.stripe_handover
    ADD CONSTRAINT stripe_handover_token_hash_key UNIQUE (token_hash);

--
-- Name: ai_difficulty_adjustment ai_difficulty_adjustment_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.ai_difficulty_adjustment
    ADD CONSTRAINT ai_difficulty_adjustment_pkey PRIMARY KEY (id);

--
-- Name: booking booking_id_user_id_trainer_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.booking
    ADD CONSTRAINT booking_id_user_id_trainer_id_key UNIQUE (id, user_id, trainer_id);

--
-- Name: CONSTRAINT booking_id_user_id_trainer_id_key ON booking; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT booking_id_user_id_trainer_id_key ON public.booking IS 'Target of trainer_review''s composite foreign key: a review names the reviewer''s own booking of that trainer.';

--
-- Name: booking booking_no_overlap; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.booking
    ADD CONSTRAINT booking_no_overlap EXCLUDE USING gist (trainer_id WITH =, tstzrange(scheduled_at, ends_at, '[)'::text) WITH &&) WHERE ((status = ANY (ARRAY['pending'::public.booking_status, 'confirmed'::public.booking_status, 'completed'::public.booking_status])));

--
-- Name: CONSTRAINT booking_no_overlap ON booking; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT booking_no_overlap ON public.booking IS 'A trainer''s bookings that hold their slot never overlap in time.';

--
-- Name: booking booking_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.booking
    ADD CONSTRAINT booking_pkey PRIMARY KEY (id);

--
-- Name: booking booking_stripe_payment_intent_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.booking
    ADD CONSTRAINT booking_stripe_payment_intent_id_key UNIQUE (stripe_payment_intent_id);

--
-- Name: calendar_note calendar_note_date_range; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.calendar_note
    ADD CONSTRAINT calendar_note_date_range CHECK (((date >= '1900-01-01'::date) AND (date <= '2100-12-31'::date))) NOT VALID;

--
-- Name: calendar_note calendar_note_note_text; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.calendar_note
    ADD CONSTRAINT calendar_note_note_text CHECK ((note !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'::text)) NOT VALID;

--
-- Name: calendar_note calendar_note_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.calendar_note
    ADD CONSTRAINT calendar_note_pkey PRIMARY KEY (id);

--
-- Name: calendar_note calendar_note_user_id_date_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.calendar_note
    ADD CONSTRAINT calendar_note_user_id_date_key UNIQUE (user_id, date);

--
-- Name: community_post community_post_content_text; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.community_post
    ADD CONSTRAINT community_post_content_text CHECK ((content !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'::text)) NOT VALID;

--
-- Name: community_post_like community_post_like_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.community_post_like
    ADD CONSTRAINT community_post_like_pkey PRIMARY KEY (post_id, user_id);

--
-- Name: community_post community_post_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.community_post
    ADD CONSTRAINT community_post_pkey PRIMARY KEY (id);

--
-- Name: custom_food custom_food_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.custom_food
    ADD CONSTRAINT custom_food_pkey PRIMARY KEY (id);

--
-- Name: exercise_best exercise_best_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.exercise_best
    ADD CONSTRAINT exercise_best_pkey PRIMARY KEY (user_id, exercise_id);

--
-- Name: exercise exercise_name_single_line; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.exercise
    ADD CONSTRAINT exercise_name_single_line CHECK ((name !~ '[\u0001-\u001f\u007f-\u009f]'::text)) NOT VALID;

--
-- Name: exercise exercise_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.exercise
    ADD CONSTRAINT exercise_pkey PRIMARY KEY (id);

--
-- Name: food_barcode food_barcode_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.food_barcode
    ADD CONSTRAINT food_barcode_pkey PRIMARY KEY (code);

--
-- Name: food_entry food_entry_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.food_entry
    ADD CONSTRAINT food_entry_pkey PRIMARY KEY (id);

--
-- Name: food_item food_item_name_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.food_item
    ADD CONSTRAINT food_item_name_key UNIQUE (name);

--
-- Name: food_item food_item_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.food_item
    ADD CONSTRAINT food_item_pkey PRIMARY KEY (id);

--
-- Name: goal goal_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.goal
    ADD CONSTRAINT goal_pkey PRIMARY KEY (id);

--
-- Name: meal_plan meal_plan_catalogue_key_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan
    ADD CONSTRAINT meal_plan_catalogue_key_key UNIQUE (catalogue_key);

--
-- Name: meal_plan_day meal_plan_day_day_number_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan_day
    ADD CONSTRAINT meal_plan_day_day_number_key UNIQUE (meal_plan_id, day_number);

--
-- Name: meal_plan_day meal_plan_day_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan_day
    ADD CONSTRAINT meal_plan_day_pkey PRIMARY KEY (id);

--
-- Name: meal_plan_meal meal_plan_meal_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan_meal
    ADD CONSTRAINT meal_plan_meal_pkey PRIMARY KEY (id);

--
-- Name: meal_plan meal_plan_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan
    ADD CONSTRAINT meal_plan_pkey PRIMARY KEY (id);

--
-- Name: mile_tracker_session mile_tracker_session_id_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.mile_tracker_session
    ADD CONSTRAINT mile_tracker_session_id_user_id_key UNIQUE (id, user_id);

--
-- Name: mile_tracker_session mile_tracker_session_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.mile_tracker_session
    ADD CONSTRAINT mile_tracker_session_pkey PRIMARY KEY (id);

--
-- Name: mile_tracker_split mile_tracker_split_mile_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.mile_tracker_split
    ADD CONSTRAINT mile_tracker_split_mile_key UNIQUE (session_id, user_id, mile_number);

--
-- Name: CONSTRAINT mile_tracker_split_mile_key ON mile_tracker_split; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT mile_tracker_split_mile_key ON public.mile_tracker_split IS 'Each mile is recorded once per session (session_id determines user_id); also indexes the foreign key.';

--
-- Name: mile_tracker_split mile_tracker_split_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.mile_tracker_split
    ADD CONSTRAINT mile_tracker_split_pkey PRIMARY KEY (id);

--
-- Name: onboarding_answers onboarding_answers_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.onboarding_answers
    ADD CONSTRAINT onboarding_answers_pkey PRIMARY KEY (user_id);

--
-- Name: payment payment_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.payment
    ADD CONSTRAINT payment_pkey PRIMARY KEY (id);

--
-- Name: payment payment_stripe_payment_intent_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.payment
    ADD CONSTRAINT payment_stripe_payment_intent_id_key UNIQUE (stripe_payment_intent_id);

--
-- Name: privacy_setting privacy_setting_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.privacy_setting
    ADD CONSTRAINT privacy_setting_pkey PRIMARY KEY (user_id);

--
-- Name: profile profile_first_name_single_line; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.profile
    ADD CONSTRAINT profile_first_name_single_line CHECK ((first_name !~ '[\u0001-\u001f\u007f-\u009f]'::text)) NOT VALID;

--
-- Name: profile profile_last_name_single_line; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.profile
    ADD CONSTRAINT profile_last_name_single_line CHECK ((last_name !~ '[\u0001-\u001f\u007f-\u009f]'::text)) NOT VALID;

--
-- Name: profile profile_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.profile
    ADD CONSTRAINT profile_pkey PRIMARY KEY (id);

--
-- Name: rep_total rep_total_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.rep_total
    ADD CONSTRAINT rep_total_pkey PRIMARY KEY (user_id);

--
-- Name: routine_exercise routine_exercise_id_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_exercise
    ADD CONSTRAINT routine_exercise_id_user_id_key UNIQUE (id, user_id);

--
-- Name: routine_exercise routine_exercise_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_exercise
    ADD CONSTRAINT routine_exercise_pkey PRIMARY KEY (id);

--
-- Name: routine_exercise routine_exercise_position_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_exercise
    ADD CONSTRAINT routine_exercise_position_key UNIQUE (routine_id, "position");

--
-- Name: routine routine_id_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine
    ADD CONSTRAINT routine_id_user_id_key UNIQUE (id, user_id);

--
-- Name: routine routine_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine
    ADD CONSTRAINT routine_pkey PRIMARY KEY (id);

--
-- Name: routine_set routine_set_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_set
    ADD CONSTRAINT routine_set_pkey PRIMARY KEY (routine_exercise_id, "position");

--
-- Name: trainer_availability trainer_availability_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_availability
    ADD CONSTRAINT trainer_availability_pkey PRIMARY KEY (id);

--
-- Name: trainer_date_off trainer_date_off_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_date_off
    ADD CONSTRAINT trainer_date_off_pkey PRIMARY KEY (trainer_id, date);

--
-- Name: trainer trainer_id_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer
    ADD CONSTRAINT trainer_id_user_id_key UNIQUE (id, user_id);

--
-- Name: trainer trainer_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer
    ADD CONSTRAINT trainer_pkey PRIMARY KEY (id);

--
-- Name: trainer_review trainer_review_booking_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_review
    ADD CONSTRAINT trainer_review_booking_key UNIQUE (booking_id, user_id, trainer_id);

--
-- Name: CONSTRAINT trainer_review_booking_key ON trainer_review; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT trainer_review_booking_key ON public.trainer_review IS 'One review per booking (booking_id alone determines the other two columns); also indexes the foreign key.';

--
-- Name: trainer_review trainer_review_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_review
    ADD CONSTRAINT trainer_review_pkey PRIMARY KEY (id);

--
-- Name: trainer_service trainer_service_id_trainer_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_service
    ADD CONSTRAINT trainer_service_id_trainer_id_key UNIQUE (id, trainer_id);

--
-- Name: trainer_service trainer_service_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_service
    ADD CONSTRAINT trainer_service_pkey PRIMARY KEY (id);

--
-- Name: trainer trainer_stripe_account_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer
    ADD CONSTRAINT trainer_stripe_account_id_key UNIQUE (stripe_account_id);

--
-- Name: trainer trainer_stripe_subscription_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer
    ADD CONSTRAINT trainer_stripe_subscription_id_key UNIQUE (stripe_subscription_id);

--
-- Name: trainer trainer_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer
    ADD CONSTRAINT trainer_user_id_key UNIQUE (user_id);

--
-- Name: user_food_preference user_food_preference_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_food_preference
    ADD CONSTRAINT user_food_preference_pkey PRIMARY KEY (id);

--
-- Name: user_food_preference user_food_preference_user_id_food_item_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_food_preference
    ADD CONSTRAINT user_food_preference_user_id_food_item_id_key UNIQUE (user_id, food_item_id);

--
-- Name: user_meal_plan user_meal_plan_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_meal_plan
    ADD CONSTRAINT user_meal_plan_pkey PRIMARY KEY (id);

--
-- Name: user_meal_preferences user_meal_preferences_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_meal_preferences
    ADD CONSTRAINT user_meal_preferences_pkey PRIMARY KEY (id);

--
-- Name: user_meal_preferences user_meal_preferences_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_meal_preferences
    ADD CONSTRAINT user_meal_preferences_user_id_key UNIQUE (user_id);

--
-- Name: weekly_rep_total weekly_rep_total_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.weekly_rep_total
    ADD CONSTRAINT weekly_rep_total_pkey PRIMARY KEY (user_id, week_start);

--
-- Name: workout_exercise workout_exercise_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_exercise
    ADD CONSTRAINT workout_exercise_pkey PRIMARY KEY (id);

--
-- Name: workout workout_id_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout
    ADD CONSTRAINT workout_id_user_id_key UNIQUE (id, user_id);

--
-- Name: CONSTRAINT workout_id_user_id_key ON workout; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT workout_id_user_id_key ON public.workout IS 'Target of composite foreign keys that keep child rows owned by the workout''s member.';

--
-- Name: workout workout_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout
    ADD CONSTRAINT workout_pkey PRIMARY KEY (id);

--
-- Name: workout_session workout_session_id_user_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_session
    ADD CONSTRAINT workout_session_id_user_id_key UNIQUE (id, user_id);

--
-- Name: workout_session workout_session_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_session
    ADD CONSTRAINT workout_session_pkey PRIMARY KEY (id);

--
-- Name: workout_set workout_set_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_set
    ADD CONSTRAINT workout_set_pkey PRIMARY KEY (workout_id, "position");

--
-- Name: workout_totals workout_totals_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_totals
    ADD CONSTRAINT workout_totals_pkey PRIMARY KEY (user_id);

--
-- Name: rate_limit_hit_bucket_key_hash_hit_at_idx; Type: INDEX; Schema: private
--

CREATE INDEX rate_limit_hit_bucket_key_hash_hit_at_idx ON private.rate_limit_hit USING btree (bucket, key_hash, hit_at);

--
-- Name: stripe_event_received_at_idx; Type: INDEX; Schema: private
--

CREATE INDEX stripe_event_received_at_idx ON private.stripe_event USING btree (received_at);

--
-- Name: INDEX stripe_event_received_at_idx; Type: COMMENT; Schema: private
--

COMMENT ON INDEX private.stripe_event_received_at_idx IS 'Lets a clean-up delete old events by age.';

--
-- Name: stripe_handover_claimed_by_idx; Type: INDEX; Schema: private
--

CREATE INDEX stripe_handover_claimed_by_idx ON private.stripe_handover USING btree (claimed_by);

--
-- Name: stripe_handover_unclaimed_idx; Type: INDEX; Schema: private
--

CREATE INDEX stripe_handover_unclaimed_idx ON private.stripe_handover USING btree (expires_at) WHERE ((claimed_at IS NULL) AND (swept_at IS NULL));

--
-- Name: INDEX stripe_handover_unclaimed_idx; Type: COMMENT; Schema: private
--

COMMENT ON INDEX private.stripe_handover_unclaimed_idx IS 'What the sweep looks at: unclaimed, not yet swept, by expiry.';

--
-- Name: ai_difficulty_adjustment_exercise_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX ai_difficulty_adjustment_exercise_id_idx ON public.ai_difficulty_adjustment USING btree (exercise_id);

--
-- Name: ai_difficulty_adjustment_one_open_per_exercise; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX ai_difficulty_adjustment_one_open_per_exercise ON public.ai_difficulty_adjustment USING btree (user_id, exercise_id) WHERE (NOT applied);

--
-- Name: INDEX ai_difficulty_adjustment_one_open_per_exercise; Type: COMMENT; Schema: public
--

COMMENT ON INDEX public.ai_difficulty_adjustment_one_open_per_exercise IS 'At most one pending (not applied) suggestion per member and exercise; also serves the pending list.';

--
-- Name: ai_difficulty_adjustment_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX ai_difficulty_adjustment_user_id_idx ON public.ai_difficulty_adjustment USING btree (user_id);

--
-- Name: booking_service_id_trainer_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX booking_service_id_trainer_id_idx ON public.booking USING btree (service_id, trainer_id);

--
-- Name: booking_status_confirmed_idx; Type: INDEX; Schema: public
--

CREATE INDEX booking_status_confirmed_idx ON public.booking USING btree (ends_at) WHERE (status = 'confirmed'::public.booking_status);

--
-- Name: booking_status_pending_idx; Type: INDEX; Schema: public
--

CREATE INDEX booking_status_pending_idx ON public.booking USING btree (created_at) WHERE (status = 'pending'::public.booking_status);

--
-- Name: booking_trainer_id_scheduled_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX booking_trainer_id_scheduled_at_idx ON public.booking USING btree (trainer_id, scheduled_at DESC);

--
-- Name: booking_user_id_scheduled_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX booking_user_id_scheduled_at_idx ON public.booking USING btree (user_id, scheduled_at DESC);

--
-- Name: community_post_created_at_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX community_post_created_at_id_idx ON public.community_post USING btree (created_at DESC, id DESC);

--
-- Name: community_post_like_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX community_post_like_user_id_idx ON public.community_post_like USING btree (user_id);

--
-- Name: community_post_user_id_created_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX community_post_user_id_created_at_idx ON public.community_post USING btree (user_id, created_at DESC);

--
-- Name: community_post_workout_id_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX community_post_workout_id_user_id_idx ON public.community_post USING btree (workout_id, user_id) WHERE (workout_id IS NOT NULL);

--
-- Name: custom_food_user_id_barcode_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX custom_food_user_id_barcode_key ON public.custom_food USING btree (user_id, barcode) WHERE (barcode IS NOT NULL);

--
-- Name: custom_food_user_id_name_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX custom_food_user_id_name_key ON public.custom_food USING btree (user_id, lower(name));

--
-- Name: exercise_best_exercise_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX exercise_best_exercise_id_idx ON public.exercise_best USING btree (exercise_id);

--
-- Name: exercise_category_idx; Type: INDEX; Schema: public
--

CREATE INDEX exercise_category_idx ON public.exercise USING btree (category);

--
-- Name: exercise_custom_name_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX exercise_custom_name_key ON public.exercise USING btree (owner_id, lower(name)) WHERE (owner_id IS NOT NULL);

--
-- Name: INDEX exercise_custom_name_key; Type: COMMENT; Schema: public
--

COMMENT ON INDEX public.exercise_custom_name_key IS 'A member has one custom exercise per name, compared without letter case.';

--
-- Name: exercise_library_name_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX exercise_library_name_key ON public.exercise USING btree (name) WHERE (owner_id IS NULL);

--
-- Name: INDEX exercise_library_name_key; Type: COMMENT; Schema: public
--

COMMENT ON INDEX public.exercise_library_name_key IS 'Library names are unique; supabase/seed.sql upserts on it.';

--
-- Name: food_entry_food_item_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX food_entry_food_item_id_idx ON public.food_entry USING btree (food_item_id);

--
-- Name: food_entry_user_id_logged_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX food_entry_user_id_logged_at_idx ON public.food_entry USING btree (user_id, logged_at DESC);

--
-- Name: food_item_category_idx; Type: INDEX; Schema: public
--

CREATE INDEX food_item_category_idx ON public.food_item USING btree (category);

--
-- Name: goal_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX goal_user_id_idx ON public.goal USING btree (user_id);

--
-- Name: goal_user_id_type_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX goal_user_id_type_key ON public.goal USING btree (user_id, type);

--
-- Name: INDEX goal_user_id_type_key; Type: COMMENT; Schema: public
--

COMMENT ON INDEX public.goal_user_id_type_key IS 'A member has at most one weekly goal of each type.';

--
-- Name: meal_plan_created_by_idx; Type: INDEX; Schema: public
--

CREATE INDEX meal_plan_created_by_idx ON public.meal_plan USING btree (created_by);

--
-- Name: meal_plan_meal_meal_plan_day_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX meal_plan_meal_meal_plan_day_id_idx ON public.meal_plan_meal USING btree (meal_plan_day_id);

--
-- Name: mile_tracker_session_one_active_per_member; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX mile_tracker_session_one_active_per_member ON public.mile_tracker_session USING btree (user_id) WHERE (status = 'active'::public.mile_session_status);

--
-- Name: INDEX mile_tracker_session_one_active_per_member; Type: COMMENT; Schema: public
--

COMMENT ON INDEX public.mile_tracker_session_one_active_per_member IS 'A member has at most one active session.';

--
-- Name: mile_tracker_session_user_id_started_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX mile_tracker_session_user_id_started_at_idx ON public.mile_tracker_session USING btree (user_id, started_at DESC);

--
-- Name: mile_tracker_split_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX mile_tracker_split_user_id_idx ON public.mile_tracker_split USING btree (user_id);

--
-- Name: payment_user_id_created_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX payment_user_id_created_at_idx ON public.payment USING btree (user_id, created_at DESC);

--
-- Name: profile_email_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX profile_email_key ON public.profile USING btree (lower(email));

--
-- Name: profile_stripe_customer_id_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX profile_stripe_customer_id_key ON public.profile USING btree (stripe_customer_id);

--
-- Name: profile_stripe_subscription_id_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX profile_stripe_subscription_id_key ON public.profile USING btree (stripe_subscription_id);

--
-- Name: profile_username_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX profile_username_key ON public.profile USING btree (lower(username));

--
-- Name: rep_total_total_reps_idx; Type: INDEX; Schema: public
--

CREATE INDEX rep_total_total_reps_idx ON public.rep_total USING btree (total_reps DESC) INCLUDE (user_id);

--
-- Name: routine_exercise_exercise_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX routine_exercise_exercise_id_idx ON public.routine_exercise USING btree (exercise_id);

--
-- Name: routine_exercise_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX routine_exercise_user_id_idx ON public.routine_exercise USING btree (user_id);

--
-- Name: routine_set_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX routine_set_user_id_idx ON public.routine_set USING btree (user_id);

--
-- Name: routine_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX routine_user_id_idx ON public.routine USING btree (user_id);

--
-- Name: trainer_availability_trainer_id_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_availability_trainer_id_user_id_idx ON public.trainer_availability USING btree (trainer_id, user_id);

--
-- Name: trainer_availability_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_availability_user_id_idx ON public.trainer_availability USING btree (user_id);

--
-- Name: trainer_date_off_trainer_id_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_date_off_trainer_id_user_id_idx ON public.trainer_date_off USING btree (trainer_id, user_id);

--
-- Name: trainer_date_off_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_date_off_user_id_idx ON public.trainer_date_off USING btree (user_id);

--
-- Name: trainer_review_trainer_id_created_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_review_trainer_id_created_at_idx ON public.trainer_review USING btree (trainer_id, created_at DESC);

--
-- Name: trainer_review_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_review_user_id_idx ON public.trainer_review USING btree (user_id);

--
-- Name: trainer_service_trainer_id_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_service_trainer_id_user_id_idx ON public.trainer_service USING btree (trainer_id, user_id);

--
-- Name: trainer_service_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX trainer_service_user_id_idx ON public.trainer_service USING btree (user_id);

--
-- Name: user_food_preference_food_item_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX user_food_preference_food_item_id_idx ON public.user_food_preference USING btree (food_item_id);

--
-- Name: user_meal_plan_meal_plan_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX user_meal_plan_meal_plan_id_idx ON public.user_meal_plan USING btree (meal_plan_id);

--
-- Name: user_meal_plan_one_active_per_member; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX user_meal_plan_one_active_per_member ON public.user_meal_plan USING btree (user_id) WHERE is_active;

--
-- Name: INDEX user_meal_plan_one_active_per_member; Type: COMMENT; Schema: public
--

COMMENT ON INDEX public.user_meal_plan_one_active_per_member IS 'A member has at most one active meal plan.';

--
-- Name: user_meal_plan_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX user_meal_plan_user_id_idx ON public.user_meal_plan USING btree (user_id);

--
-- Name: weekly_rep_total_week_start_total_reps_idx; Type: INDEX; Schema: public
--

CREATE INDEX weekly_rep_total_week_start_total_reps_idx ON public.weekly_rep_total USING btree (week_start, total_reps DESC) INCLUDE (user_id);

--
-- Name: workout_exercise_exercise_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX workout_exercise_exercise_id_idx ON public.workout_exercise USING btree (exercise_id);

--
-- Name: workout_exercise_user_id_exercise_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX workout_exercise_user_id_exercise_id_idx ON public.workout_exercise USING btree (user_id, exercise_id);

--
-- Name: workout_exercise_workout_id_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX workout_exercise_workout_id_user_id_idx ON public.workout_exercise USING btree (workout_id, user_id);

--
-- Name: workout_session_position_key; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX workout_session_position_key ON public.workout USING btree (session_id, session_position) WHERE (session_id IS NOT NULL);

--
-- Name: workout_session_routine_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX workout_session_routine_id_idx ON public.workout_session USING btree (routine_id, user_id);

--
-- Name: workout_session_user_id_started_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX workout_session_user_id_started_at_idx ON public.workout_session USING btree (user_id, started_at DESC, id DESC);

--
-- Name: workout_set_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX workout_set_user_id_idx ON public.workout_set USING btree (user_id);

--
-- Name: workout_user_id_date_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX workout_user_id_date_id_idx ON public.workout USING btree (user_id, date DESC, id DESC);

--
-- Name: stripe_customer_state stripe_customer_state_set_updated_at; Type: TRIGGER; Schema: private
--

CREATE TRIGGER stripe_customer_state_set_updated_at BEFORE UPDATE ON private.stripe_customer_state FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: ai_difficulty_adjustment ai_difficulty_adjustment_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER ai_difficulty_adjustment_set_updated_at BEFORE UPDATE ON public.ai_difficulty_adjustment FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: ai_difficulty_adjustment ai_difficulty_adjustment_stamp_applied; Type: TRIGGER; Schema: public
--

CREATE TRIGGER ai_difficulty_adjustment_stamp_applied BEFORE UPDATE OF applied ON public.ai_difficulty_adjustment FOR EACH ROW EXECUTE FUNCTION private.stamp_applied_suggestion();

--
-- Name: booking booking_check_transition; Type: TRIGGER; Schema: public
--

CREATE TRIGGER booking_check_transition BEFORE UPDATE OF status ON public.booking FOR EACH ROW EXECUTE FUNCTION private.check_booking_transition();

--
-- Name: booking booking_price_new_booking; Type: TRIGGER; Schema: public
--

CREATE TRIGGER booking_price_new_booking BEFORE INSERT ON public.booking FOR EACH ROW EXECUTE FUNCTION private.price_new_booking();

--
-- Name: calendar_note calendar_note_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER calendar_note_set_updated_at BEFORE UPDATE ON public.calendar_note FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: calendar_note calendar_note_settle_change; Type: TRIGGER; Schema: public
--

CREATE TRIGGER calendar_note_settle_change BEFORE INSERT OR UPDATE ON public.calendar_note FOR EACH ROW EXECUTE FUNCTION private.settle_calendar_note_change();

--
-- Name: community_post_like community_post_like_count; Type: TRIGGER; Schema: public
--

CREATE TRIGGER community_post_like_count AFTER INSERT OR DELETE ON public.community_post_like FOR EACH ROW EXECUTE FUNCTION private.count_community_post_like();

--
-- Name: community_post community_post_rate_limit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER community_post_rate_limit BEFORE INSERT ON public.community_post FOR EACH ROW EXECUTE FUNCTION private.limit_community_posting();

--
-- Name: custom_food custom_food_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER custom_food_set_updated_at BEFORE UPDATE ON public.custom_food FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: food_entry food_entry_day_not_future; Type: TRIGGER; Schema: public
--

CREATE TRIGGER food_entry_day_not_future BEFORE INSERT OR UPDATE OF logged_at ON public.food_entry FOR EACH ROW EXECUTE FUNCTION private.check_food_entry_day();

--
-- Name: goal goal_settle_change; Type: TRIGGER; Schema: public
--

CREATE TRIGGER goal_settle_change BEFORE INSERT OR UPDATE ON public.goal FOR EACH ROW EXECUTE FUNCTION private.settle_goal_change();

--
-- Name: mile_tracker_session mile_tracker_session_completed_is_final; Type: TRIGGER; Schema: public
--

CREATE TRIGGER mile_tracker_session_completed_is_final BEFORE UPDATE ON public.mile_tracker_session FOR EACH ROW EXECUTE FUNCTION private.keep_completed_mile_session();

--
-- Name: mile_tracker_split mile_tracker_split_follows; Type: TRIGGER; Schema: public
--

CREATE TRIGGER mile_tracker_split_follows BEFORE INSERT ON public.mile_tracker_split FOR EACH ROW EXECUTE FUNCTION private.check_mile_split_follows();

--
-- Name: payment payment_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER payment_set_updated_at BEFORE UPDATE ON public.payment FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: privacy_setting privacy_setting_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER privacy_setting_set_updated_at BEFORE UPDATE ON public.privacy_setting FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: profile profile_check_time_zone; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profile_check_time_zone BEFORE INSERT OR UPDATE OF time_zone ON public.profile FOR EACH ROW EXECUTE FUNCTION private.check_profile_time_zone();

--
-- Name: profile profile_refresh_streak_for_time_zone; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profile_refresh_streak_for_time_zone BEFORE UPDATE OF time_zone ON public.profile FOR EACH ROW WHEN ((old.time_zone IS DISTINCT FROM new.time_zone)) EXECUTE FUNCTION private.refresh_streak_for_new_time_zone();

--
-- Name: profile profile_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profile_set_updated_at BEFORE UPDATE ON public.profile FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: routine_exercise routine_exercise_fits; Type: TRIGGER; Schema: public
--

CREATE TRIGGER routine_exercise_fits BEFORE INSERT OR UPDATE OF exercise_id, superset_group ON public.routine_exercise FOR EACH ROW EXECUTE FUNCTION private.check_routine_exercise_fits();

--
-- Name: routine routine_per_member_limit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER routine_per_member_limit BEFORE INSERT ON public.routine FOR EACH ROW EXECUTE FUNCTION private.limit_routines_per_member();

--
-- Name: routine routine_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER routine_set_updated_at BEFORE UPDATE ON public.routine FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: trainer_review trainer_review_refresh_trainer_rating; Type: TRIGGER; Schema: public
--

CREATE TRIGGER trainer_review_refresh_trainer_rating AFTER INSERT OR DELETE OR UPDATE OF rating ON public.trainer_review FOR EACH ROW EXECUTE FUNCTION private.refresh_trainer_rating();

--
-- Name: trainer trainer_start_listing_trial; Type: TRIGGER; Schema: public
--

CREATE TRIGGER trainer_start_listing_trial BEFORE INSERT ON public.trainer FOR EACH ROW EXECUTE FUNCTION private.start_trainer_listing_trial();

--
-- Name: user_food_preference user_food_preference_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER user_food_preference_set_updated_at BEFORE UPDATE ON public.user_food_preference FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: user_meal_preferences user_meal_preferences_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER user_meal_preferences_set_updated_at BEFORE UPDATE ON public.user_meal_preferences FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

--
-- Name: workout_exercise workout_exercise_fits_workout; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_exercise_fits_workout BEFORE INSERT OR UPDATE ON public.workout_exercise FOR EACH ROW EXECUTE FUNCTION private.check_workout_exercise_fits();

--
-- Name: workout_exercise workout_exercise_maintain_deleted; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_exercise_maintain_deleted AFTER DELETE ON public.workout_exercise REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_lift_write();

--
-- Name: workout_exercise workout_exercise_maintain_inserted; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_exercise_maintain_inserted AFTER INSERT ON public.workout_exercise REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_lift_write();

--
-- Name: workout_exercise workout_exercise_maintain_updated; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_exercise_maintain_updated AFTER UPDATE ON public.workout_exercise REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_lift_write();

--
-- Name: workout workout_maintain_deleted; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_maintain_deleted AFTER DELETE ON public.workout REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_workout_write();

--
-- Name: workout workout_maintain_inserted; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_maintain_inserted AFTER INSERT ON public.workout REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_workout_write();

--
-- Name: workout workout_maintain_updated; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_maintain_updated AFTER UPDATE ON public.workout REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_workout_write();

--
-- Name: workout workout_row_rules; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_row_rules BEFORE INSERT OR UPDATE ON public.workout FOR EACH ROW EXECUTE FUNCTION private.check_workout_row();

--
-- Name: workout_set workout_set_maintain_deleted; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_set_maintain_deleted AFTER DELETE ON public.workout_set REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_set_write();

--
-- Name: workout_set workout_set_maintain_inserted; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_set_maintain_inserted AFTER INSERT ON public.workout_set REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_set_write();

--
-- Name: workout_set workout_set_maintain_updated; Type: TRIGGER; Schema: public
--

CREATE TRIGGER workout_set_maintain_updated AFTER UPDATE ON public.workout_set REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.maintain_after_set_write();

--
-- Name: coach_stale coach_stale_user_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.coach_stale
    ADD CONSTRAINT coach_stale_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: stripe_handover stripe_handover_claimed_by_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.stripe_handover
    ADD CONSTRAINT stripe_handover_claimed_by_fkey FOREIGN KEY (claimed_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: ai_difficulty_adjustment ai_difficulty_adjustment_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.ai_difficulty_adjustment
    ADD CONSTRAINT ai_difficulty_adjustment_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.exercise(id) ON DELETE CASCADE;

--
-- Name: ai_difficulty_adjustment ai_difficulty_adjustment_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.ai_difficulty_adjustment
    ADD CONSTRAINT ai_difficulty_adjustment_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: booking booking_service_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.booking
    ADD CONSTRAINT booking_service_fkey FOREIGN KEY (service_id, trainer_id) REFERENCES public.trainer_service(id, trainer_id) ON DELETE SET NULL (service_id);

--
-- Name: booking booking_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.booking
    ADD CONSTRAINT booking_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.trainer(id) ON DELETE CASCADE;

--
-- Name: booking booking_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.booking
    ADD CONSTRAINT booking_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: calendar_note calendar_note_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.calendar_note
    ADD CONSTRAINT calendar_note_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: community_post_like community_post_like_post_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.community_post_like
    ADD CONSTRAINT community_post_like_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.community_post(id) ON DELETE CASCADE;

--
-- Name: community_post_like community_post_like_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.community_post_like
    ADD CONSTRAINT community_post_like_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: community_post community_post_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.community_post
    ADD CONSTRAINT community_post_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: community_post community_post_workout_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.community_post
    ADD CONSTRAINT community_post_workout_fkey FOREIGN KEY (workout_id, user_id) REFERENCES public.workout(id, user_id) ON DELETE SET NULL (workout_id);

--
-- Name: custom_food custom_food_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.custom_food
    ADD CONSTRAINT custom_food_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: exercise_best exercise_best_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.exercise_best
    ADD CONSTRAINT exercise_best_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.exercise(id) ON DELETE CASCADE;

--
-- Name: exercise_best exercise_best_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.exercise_best
    ADD CONSTRAINT exercise_best_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: exercise exercise_owner_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.exercise
    ADD CONSTRAINT exercise_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: food_entry food_entry_food_item_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.food_entry
    ADD CONSTRAINT food_entry_food_item_id_fkey FOREIGN KEY (food_item_id) REFERENCES public.food_item(id) ON DELETE SET NULL;

--
-- Name: food_entry food_entry_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.food_entry
    ADD CONSTRAINT food_entry_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: goal goal_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.goal
    ADD CONSTRAINT goal_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: meal_plan meal_plan_created_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan
    ADD CONSTRAINT meal_plan_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: meal_plan_day meal_plan_day_meal_plan_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan_day
    ADD CONSTRAINT meal_plan_day_meal_plan_id_fkey FOREIGN KEY (meal_plan_id) REFERENCES public.meal_plan(id) ON DELETE CASCADE;

--
-- Name: meal_plan_meal meal_plan_meal_meal_plan_day_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.meal_plan_meal
    ADD CONSTRAINT meal_plan_meal_meal_plan_day_id_fkey FOREIGN KEY (meal_plan_day_id) REFERENCES public.meal_plan_day(id) ON DELETE CASCADE;

--
-- Name: mile_tracker_session mile_tracker_session_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.mile_tracker_session
    ADD CONSTRAINT mile_tracker_session_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: mile_tracker_split mile_tracker_split_session_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.mile_tracker_split
    ADD CONSTRAINT mile_tracker_split_session_fkey FOREIGN KEY (session_id, user_id) REFERENCES public.mile_tracker_session(id, user_id) ON DELETE CASCADE;

--
-- Name: mile_tracker_split mile_tracker_split_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.mile_tracker_split
    ADD CONSTRAINT mile_tracker_split_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: onboarding_answers onboarding_answers_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.onboarding_answers
    ADD CONSTRAINT onboarding_answers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: payment payment_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.payment
    ADD CONSTRAINT payment_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: privacy_setting privacy_setting_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.privacy_setting
    ADD CONSTRAINT privacy_setting_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: profile profile_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.profile
    ADD CONSTRAINT profile_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: rep_total rep_total_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.rep_total
    ADD CONSTRAINT rep_total_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: routine_exercise routine_exercise_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_exercise
    ADD CONSTRAINT routine_exercise_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.exercise(id);

--
-- Name: routine_exercise routine_exercise_routine_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_exercise
    ADD CONSTRAINT routine_exercise_routine_fkey FOREIGN KEY (routine_id, user_id) REFERENCES public.routine(id, user_id) ON DELETE CASCADE;

--
-- Name: routine_exercise routine_exercise_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_exercise
    ADD CONSTRAINT routine_exercise_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: routine_set routine_set_routine_exercise_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_set
    ADD CONSTRAINT routine_set_routine_exercise_fkey FOREIGN KEY (routine_exercise_id, user_id) REFERENCES public.routine_exercise(id, user_id) ON DELETE CASCADE;

--
-- Name: routine_set routine_set_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine_set
    ADD CONSTRAINT routine_set_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: routine routine_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.routine
    ADD CONSTRAINT routine_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: trainer_availability trainer_availability_trainer_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_availability
    ADD CONSTRAINT trainer_availability_trainer_fkey FOREIGN KEY (trainer_id, user_id) REFERENCES public.trainer(id, user_id) ON DELETE CASCADE;

--
-- Name: trainer_availability trainer_availability_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_availability
    ADD CONSTRAINT trainer_availability_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: trainer_date_off trainer_date_off_trainer_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_date_off
    ADD CONSTRAINT trainer_date_off_trainer_fkey FOREIGN KEY (trainer_id, user_id) REFERENCES public.trainer(id, user_id) ON DELETE CASCADE;

--
-- Name: trainer_date_off trainer_date_off_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_date_off
    ADD CONSTRAINT trainer_date_off_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: trainer_review trainer_review_booking_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_review
    ADD CONSTRAINT trainer_review_booking_fkey FOREIGN KEY (booking_id, user_id, trainer_id) REFERENCES public.booking(id, user_id, trainer_id) ON DELETE CASCADE;

--
-- Name: trainer_review trainer_review_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_review
    ADD CONSTRAINT trainer_review_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.trainer(id) ON DELETE CASCADE;

--
-- Name: trainer_review trainer_review_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_review
    ADD CONSTRAINT trainer_review_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: trainer_service trainer_service_trainer_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_service
    ADD CONSTRAINT trainer_service_trainer_fkey FOREIGN KEY (trainer_id, user_id) REFERENCES public.trainer(id, user_id) ON DELETE CASCADE;

--
-- Name: trainer_service trainer_service_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer_service
    ADD CONSTRAINT trainer_service_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: trainer trainer_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.trainer
    ADD CONSTRAINT trainer_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: user_food_preference user_food_preference_food_item_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_food_preference
    ADD CONSTRAINT user_food_preference_food_item_id_fkey FOREIGN KEY (food_item_id) REFERENCES public.food_item(id) ON DELETE CASCADE;

--
-- Name: user_food_preference user_food_preference_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_food_preference
    ADD CONSTRAINT user_food_preference_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: user_meal_plan user_meal_plan_meal_plan_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_meal_plan
    ADD CONSTRAINT user_meal_plan_meal_plan_id_fkey FOREIGN KEY (meal_plan_id) REFERENCES public.meal_plan(id) ON DELETE CASCADE;

--
-- Name: user_meal_plan user_meal_plan_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_meal_plan
    ADD CONSTRAINT user_meal_plan_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: user_meal_preferences user_meal_preferences_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.user_meal_preferences
    ADD CONSTRAINT user_meal_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: weekly_rep_total weekly_rep_total_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.weekly_rep_total
    ADD CONSTRAINT weekly_rep_total_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: workout_exercise workout_exercise_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_exercise
    ADD CONSTRAINT workout_exercise_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.exercise(id) ON DELETE RESTRICT;

--
-- Name: workout_exercise workout_exercise_workout_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_exercise
    ADD CONSTRAINT workout_exercise_workout_fkey FOREIGN KEY (workout_id, user_id) REFERENCES public.workout(id, user_id) ON DELETE CASCADE;

--
-- Name: workout workout_session_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout
    ADD CONSTRAINT workout_session_fkey FOREIGN KEY (session_id, user_id) REFERENCES public.workout_session(id, user_id) ON DELETE CASCADE;

--
-- Name: workout_session workout_session_routine_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_session
    ADD CONSTRAINT workout_session_routine_fkey FOREIGN KEY (routine_id, user_id) REFERENCES public.routine(id, user_id) ON DELETE SET NULL (routine_id);

--
-- Name: workout_session workout_session_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_session
    ADD CONSTRAINT workout_session_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: workout_set workout_set_workout_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_set
    ADD CONSTRAINT workout_set_workout_fkey FOREIGN KEY (workout_id, user_id) REFERENCES public.workout(id, user_id) ON DELETE CASCADE;

--
-- Name: workout_totals workout_totals_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout_totals
    ADD CONSTRAINT workout_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: workout workout_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.workout
    ADD CONSTRAINT workout_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: coach_stale; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.coach_stale ENABLE ROW LEVEL SECURITY;

--
-- Name: rate_limit_hit; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.rate_limit_hit ENABLE ROW LEVEL SECURITY;

--
-- Name: stripe_customer_state; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.stripe_customer_state ENABLE ROW LEVEL SECURITY;

--
-- Name: stripe_event; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.stripe_event ENABLE ROW LEVEL SECURITY;

--
-- Name: stripe_handover; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.stripe_handover ENABLE ROW LEVEL SECURITY;

--
-- Name: meal_plan_day Members add days to their own generated meal plans; Type: POLICY; Schema: public
--

CREATE POLICY "Members add days to their own generated meal plans" ON public.meal_plan_day FOR INSERT TO authenticated WITH CHECK ((EXISTS ( SELECT 1
   FROM public.meal_plan p
  WHERE ((p.id = meal_plan_day.meal_plan_id) AND (p.created_by = ( SELECT auth.uid() AS uid))))));

--
-- Name: routine_exercise Members add exercises they can see to their own routines; Type: POLICY; Schema: public
--

CREATE POLICY "Members add exercises they can see to their own routines" ON public.routine_exercise FOR INSERT TO authenticated WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND (EXISTS ( SELECT 1
   FROM public.exercise e
  WHERE (e.id = routine_exercise.exercise_id)))));

--
-- Name: workout_exercise Members add exercises to their own workouts; Type: POLICY; Schema: public
--

CREATE POLICY "Members add exercises to their own workouts" ON public.workout_exercise FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: meal_plan_meal Members add meals to their own generated meal plans; Type: POLICY; Schema: public
--

CREATE POLICY "Members add meals to their own generated meal plans" ON public.meal_plan_meal FOR INSERT TO authenticated WITH CHECK ((EXISTS ( SELECT 1
   FROM (public.meal_plan_day d
     JOIN public.meal_plan p ON ((p.id = d.meal_plan_id)))
  WHERE ((d.id = meal_plan_meal.meal_plan_day_id) AND (p.created_by = ( SELECT auth.uid() AS uid))))));

--
-- Name: exercise Members add their own exercises; Type: POLICY; Schema: public
--

CREATE POLICY "Members add their own exercises" ON public.exercise FOR INSERT TO authenticated WITH CHECK ((owner_id = ( SELECT auth.uid() AS uid)));

--
-- Name: custom_food Members add their own foods, with a barcode only while Premium; Type: POLICY; Schema: public
--

CREATE POLICY "Members add their own foods, with a barcode only while Premium" ON public.custom_food FOR INSERT TO authenticated WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND ((barcode IS NULL) OR ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)))));

--
-- Name: booking Members and their trainers change the status of their bookings; Type: POLICY; Schema: public
--

CREATE POLICY "Members and their trainers change the status of their bookings" ON public.booking FOR UPDATE TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) OR (EXISTS ( SELECT 1
   FROM public.trainer t
  WHERE ((t.id = booking.trainer_id) AND (t.user_id = ( SELECT auth.uid() AS uid))))))) WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) OR (EXISTS ( SELECT 1
   FROM public.trainer t
  WHERE ((t.id = booking.trainer_id) AND (t.user_id = ( SELECT auth.uid() AS uid)))))));

--
-- Name: booking Members and their trainers read their bookings; Type: POLICY; Schema: public
--

CREATE POLICY "Members and their trainers read their bookings" ON public.booking FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) OR (EXISTS ( SELECT 1
   FROM public.trainer t
  WHERE ((t.id = booking.trainer_id) AND (t.user_id = ( SELECT auth.uid() AS uid)))))));

--
-- Name: ai_difficulty_adjustment Members apply their own pending suggestions while Premium; Type: POLICY; Schema: public
--

CREATE POLICY "Members apply their own pending suggestions while Premium" ON public.ai_difficulty_adjustment FOR UPDATE TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) AND (NOT applied) AND ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)))) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_food_preference Members change their own food preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members change their own food preferences" ON public.user_food_preference FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: custom_food Members change their own foods, with a barcode only while Premi; Type: POLICY; Schema: public
--

CREATE POLICY "Members change their own foods, with a barcode only while Premi" ON public.custom_food FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND ((barcode IS NULL) OR ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)))));

--
-- Name: routine_set Members change their own planned sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members change their own planned sets" ON public.routine_set FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: privacy_setting Members change their own privacy settings; Type: POLICY; Schema: public
--

CREATE POLICY "Members change their own privacy settings" ON public.privacy_setting FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine_exercise Members change their own routine exercises to exercises they ca; Type: POLICY; Schema: public
--

CREATE POLICY "Members change their own routine exercises to exercises they ca" ON public.routine_exercise FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND (EXISTS ( SELECT 1
   FROM public.exercise e
  WHERE (e.id = routine_exercise.exercise_id)))));

--
-- Name: workout_set Members correct their own sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members correct their own sets" ON public.workout_set FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: goal Members create their own goals; Type: POLICY; Schema: public
--

CREATE POLICY "Members create their own goals" ON public.goal FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: privacy_setting Members create their own privacy settings; Type: POLICY; Schema: public
--

CREATE POLICY "Members create their own privacy settings" ON public.privacy_setting FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer Members create their own trainer profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members create their own trainer profile" ON public.trainer FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: calendar_note Members delete their own calendar notes; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own calendar notes" ON public.calendar_note FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: food_entry Members delete their own food entries; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own food entries" ON public.food_entry FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_food_preference Members delete their own food preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own food preferences" ON public.user_food_preference FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: custom_food Members delete their own foods; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own foods" ON public.custom_food FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: goal Members delete their own goals; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own goals" ON public.goal FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_meal_plan Members delete their own meal plan assignments; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own meal plan assignments" ON public.user_meal_plan FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_meal_preferences Members delete their own meal preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own meal preferences" ON public.user_meal_preferences FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: mile_tracker_session Members delete their own mile sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own mile sessions" ON public.mile_tracker_session FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: mile_tracker_split Members delete their own mile splits; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own mile splits" ON public.mile_tracker_split FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine_set Members delete their own planned sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own planned sets" ON public.routine_set FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: community_post Members delete their own posts; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own posts" ON public.community_post FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_review Members delete their own reviews; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own reviews" ON public.trainer_review FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine Members delete their own routines; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own routines" ON public.routine FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_session Members delete their own sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own sessions" ON public.workout_session FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_set Members delete their own sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own sets" ON public.workout_set FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer Members delete their own trainer profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own trainer profile" ON public.trainer FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_exercise Members delete their own workout exercises; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own workout exercises" ON public.workout_exercise FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout Members delete their own workouts; Type: POLICY; Schema: public
--

CREATE POLICY "Members delete their own workouts" ON public.workout FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: community_post Members edit their own posts; Type: POLICY; Schema: public
--

CREATE POLICY "Members edit their own posts" ON public.community_post FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: community_post_like Members like posts as themselves; Type: POLICY; Schema: public
--

CREATE POLICY "Members like posts as themselves" ON public.community_post_like FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: food_entry Members log their own food entries, keeping a scanned photo onl; Type: POLICY; Schema: public
--

CREATE POLICY "Members log their own food entries, keeping a scanned photo onl" ON public.food_entry FOR INSERT TO authenticated WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND ((image_url IS NULL) OR ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)))));

--
-- Name: workout_set Members log their own sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members log their own sets" ON public.workout_set FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout Members log their own workouts; Type: POLICY; Schema: public
--

CREATE POLICY "Members log their own workouts" ON public.workout FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine_set Members plan their own sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members plan their own sets" ON public.routine_set FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: community_post Members publish their own posts; Type: POLICY; Schema: public
--

CREATE POLICY "Members publish their own posts" ON public.community_post FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_food_preference Members rate food items as themselves; Type: POLICY; Schema: public
--

CREATE POLICY "Members rate food items as themselves" ON public.user_food_preference FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_service Members read active trainer services and their own; Type: POLICY; Schema: public
--

CREATE POLICY "Members read active trainer services and their own" ON public.trainer_service FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) OR (is_active AND (EXISTS ( SELECT 1
   FROM public.trainer t
  WHERE ((t.id = trainer_service.trainer_id) AND t.is_active))))));

--
-- Name: trainer Members read active trainers and their own trainer profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members read active trainers and their own trainer profile" ON public.trainer FOR SELECT TO authenticated USING ((is_active OR (( SELECT auth.uid() AS uid) = user_id)));

--
-- Name: trainer_review Members read all trainer reviews; Type: POLICY; Schema: public
--

CREATE POLICY "Members read all trainer reviews" ON public.trainer_review FOR SELECT TO authenticated USING (true);

--
-- Name: meal_plan Members read catalogue and their own generated meal plans; Type: POLICY; Schema: public
--

CREATE POLICY "Members read catalogue and their own generated meal plans" ON public.meal_plan FOR SELECT TO authenticated USING (((created_by IS NULL) OR (created_by = ( SELECT auth.uid() AS uid))));

--
-- Name: trainer_availability Members read the availability of active trainers and their own; Type: POLICY; Schema: public
--

CREATE POLICY "Members read the availability of active trainers and their own" ON public.trainer_availability FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) OR (EXISTS ( SELECT 1
   FROM public.trainer t
  WHERE ((t.id = trainer_availability.trainer_id) AND t.is_active)))));

--
-- Name: community_post Members read the community feed; Type: POLICY; Schema: public
--

CREATE POLICY "Members read the community feed" ON public.community_post FOR SELECT TO authenticated USING (true);

--
-- Name: trainer_date_off Members read the dates off of active trainers and their own; Type: POLICY; Schema: public
--

CREATE POLICY "Members read the dates off of active trainers and their own" ON public.trainer_date_off FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) OR (EXISTS ( SELECT 1
   FROM public.trainer t
  WHERE ((t.id = trainer_date_off.trainer_id) AND t.is_active)))));

--
-- Name: meal_plan_day Members read the days of meal plans they can see; Type: POLICY; Schema: public
--

CREATE POLICY "Members read the days of meal plans they can see" ON public.meal_plan_day FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.meal_plan p
  WHERE ((p.id = meal_plan_day.meal_plan_id) AND ((p.created_by IS NULL) OR (p.created_by = ( SELECT auth.uid() AS uid)))))));

--
-- Name: food_item Members read the food catalogue; Type: POLICY; Schema: public
--

CREATE POLICY "Members read the food catalogue" ON public.food_item FOR SELECT TO authenticated USING (true);

--
-- Name: exercise Members read the library and their own exercises; Type: POLICY; Schema: public
--

CREATE POLICY "Members read the library and their own exercises" ON public.exercise FOR SELECT TO authenticated USING (((owner_id IS NULL) OR (owner_id = ( SELECT auth.uid() AS uid))));

--
-- Name: meal_plan_meal Members read the meals of meal plans they can see; Type: POLICY; Schema: public
--

CREATE POLICY "Members read the meals of meal plans they can see" ON public.meal_plan_meal FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM (public.meal_plan_day d
     JOIN public.meal_plan p ON ((p.id = d.meal_plan_id)))
  WHERE ((d.id = meal_plan_meal.meal_plan_day_id) AND ((p.created_by IS NULL) OR (p.created_by = ( SELECT auth.uid() AS uid)))))));

--
-- Name: ai_difficulty_adjustment Members read their applied suggestions, and pending ones while ; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their applied suggestions, and pending ones while " ON public.ai_difficulty_adjustment FOR SELECT TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) AND (applied OR ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)))));

--
-- Name: calendar_note Members read their own calendar notes; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own calendar notes" ON public.calendar_note FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: exercise_best Members read their own exercise bests; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own exercise bests" ON public.exercise_best FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: food_entry Members read their own food entries; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own food entries" ON public.food_entry FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_food_preference Members read their own food preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own food preferences" ON public.user_food_preference FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: custom_food Members read their own foods; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own foods" ON public.custom_food FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: goal Members read their own goals; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own goals" ON public.goal FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_meal_plan Members read their own meal plan assignments; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own meal plan assignments" ON public.user_meal_plan FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_meal_preferences Members read their own meal preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own meal preferences" ON public.user_meal_preferences FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: mile_tracker_session Members read their own mile sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own mile sessions" ON public.mile_tracker_session FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: mile_tracker_split Members read their own mile splits; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own mile splits" ON public.mile_tracker_split FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: onboarding_answers Members read their own onboarding answers; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own onboarding answers" ON public.onboarding_answers FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: payment Members read their own payments; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own payments" ON public.payment FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine_set Members read their own planned sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own planned sets" ON public.routine_set FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: privacy_setting Members read their own privacy settings; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own privacy settings" ON public.privacy_setting FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: profile Members read their own profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own profile" ON public.profile FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = id));

--
-- Name: rep_total Members read their own rep total; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own rep total" ON public.rep_total FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine_exercise Members read their own routine exercises; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own routine exercises" ON public.routine_exercise FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine Members read their own routines; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own routines" ON public.routine FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_session Members read their own sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own sessions" ON public.workout_session FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_set Members read their own sets; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own sets" ON public.workout_set FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: weekly_rep_total Members read their own weekly rep totals; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own weekly rep totals" ON public.weekly_rep_total FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_exercise Members read their own workout exercises; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own workout exercises" ON public.workout_exercise FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_totals Members read their own workout totals; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own workout totals" ON public.workout_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout Members read their own workouts; Type: POLICY; Schema: public
--

CREATE POLICY "Members read their own workouts" ON public.workout FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: mile_tracker_split Members record their own mile splits; Type: POLICY; Schema: public
--

CREATE POLICY "Members record their own mile splits" ON public.mile_tracker_split FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: onboarding_answers Members record their own onboarding answers; Type: POLICY; Schema: public
--

CREATE POLICY "Members record their own onboarding answers" ON public.onboarding_answers FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_session Members record their own sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members record their own sessions" ON public.workout_session FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine_exercise Members remove exercises from their own routines; Type: POLICY; Schema: public
--

CREATE POLICY "Members remove exercises from their own routines" ON public.routine_exercise FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: community_post_like Members remove their own likes; Type: POLICY; Schema: public
--

CREATE POLICY "Members remove their own likes" ON public.community_post_like FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine Members rename their own routines; Type: POLICY; Schema: public
--

CREATE POLICY "Members rename their own routines" ON public.routine FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_review Members review trainers after their own completed bookings; Type: POLICY; Schema: public
--

CREATE POLICY "Members review trainers after their own completed bookings" ON public.trainer_review FOR INSERT TO authenticated WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND (EXISTS ( SELECT 1
   FROM public.booking b
  WHERE ((b.id = trainer_review.booking_id) AND (b.status = 'completed'::public.booking_status))))));

--
-- Name: meal_plan Members save the meal plans generated for them while Premium; Type: POLICY; Schema: public
--

CREATE POLICY "Members save the meal plans generated for them while Premium" ON public.meal_plan FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND (catalogue_key IS NULL) AND ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at))));

--
-- Name: user_meal_preferences Members save their own meal preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members save their own meal preferences" ON public.user_meal_preferences FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: routine Members save their own routines; Type: POLICY; Schema: public
--

CREATE POLICY "Members save their own routines" ON public.routine FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: community_post_like Members see their own likes; Type: POLICY; Schema: public
--

CREATE POLICY "Members see their own likes" ON public.community_post_like FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_meal_plan Members start meal plans they can see; Type: POLICY; Schema: public
--

CREATE POLICY "Members start meal plans they can see" ON public.user_meal_plan FOR INSERT TO authenticated WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND (EXISTS ( SELECT 1
   FROM public.meal_plan p
  WHERE (p.id = user_meal_plan.meal_plan_id)))));

--
-- Name: mile_tracker_session Members start their own mile sessions, with GPS while Premium; Type: POLICY; Schema: public
--

CREATE POLICY "Members start their own mile sessions, with GPS while Premium" ON public.mile_tracker_session FOR INSERT TO authenticated WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND ((tracking_mode = 'manual'::public.mile_tracking_mode) OR ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)))));

--
-- Name: calendar_note Members update their own calendar notes; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own calendar notes" ON public.calendar_note FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: food_entry Members update their own food entries; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own food entries" ON public.food_entry FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: goal Members update their own goals; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own goals" ON public.goal FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: user_meal_plan Members update their own meal plan assignments; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own meal plan assignments" ON public.user_meal_plan FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND (EXISTS ( SELECT 1
   FROM public.meal_plan p
  WHERE (p.id = user_meal_plan.meal_plan_id)))));

--
-- Name: user_meal_preferences Members update their own meal preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own meal preferences" ON public.user_meal_preferences FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: mile_tracker_session Members update their own mile sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own mile sessions" ON public.mile_tracker_session FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: profile Members update their own profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own profile" ON public.profile FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = id)) WITH CHECK ((( SELECT auth.uid() AS uid) = id));

--
-- Name: trainer_review Members update their own reviews; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own reviews" ON public.trainer_review FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_session Members update their own sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own sessions" ON public.workout_session FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer Members update their own trainer profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own trainer profile" ON public.trainer FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout_exercise Members update their own workout exercises; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own workout exercises" ON public.workout_exercise FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: workout Members update their own workouts; Type: POLICY; Schema: public
--

CREATE POLICY "Members update their own workouts" ON public.workout FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: booking Members with Premium book active trainers for themselves; Type: POLICY; Schema: public
--

CREATE POLICY "Members with Premium book active trainers for themselves" ON public.booking FOR INSERT TO authenticated WITH CHECK (((( SELECT auth.uid() AS uid) = user_id) AND (status = 'pending'::public.booking_status) AND ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)) AND (EXISTS ( SELECT 1
   FROM public.trainer t
  WHERE ((t.id = booking.trainer_id) AND t.is_active)))));

--
-- Name: calendar_note Members write their own calendar notes; Type: POLICY; Schema: public
--

CREATE POLICY "Members write their own calendar notes" ON public.calendar_note FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: food_barcode Premium members read scanned products; Type: POLICY; Schema: public
--

CREATE POLICY "Premium members read scanned products" ON public.food_barcode FOR SELECT TO authenticated USING (( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at)));

--
-- Name: trainer_availability Trainers add their own availability; Type: POLICY; Schema: public
--

CREATE POLICY "Trainers add their own availability" ON public.trainer_availability FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_date_off Trainers add their own dates off; Type: POLICY; Schema: public
--

CREATE POLICY "Trainers add their own dates off" ON public.trainer_date_off FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_service Trainers add their own services; Type: POLICY; Schema: public
--

CREATE POLICY "Trainers add their own services" ON public.trainer_service FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_availability Trainers delete their own availability; Type: POLICY; Schema: public
--

CREATE POLICY "Trainers delete their own availability" ON public.trainer_availability FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_date_off Trainers delete their own dates off; Type: POLICY; Schema: public
--

CREATE POLICY "Trainers delete their own dates off" ON public.trainer_date_off FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_service Trainers delete their own services; Type: POLICY; Schema: public
--

CREATE POLICY "Trainers delete their own services" ON public.trainer_service FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: trainer_service Trainers update their own services; Type: POLICY; Schema: public
--

CREATE POLICY "Trainers update their own services" ON public.trainer_service FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

--
-- Name: ai_difficulty_adjustment; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.ai_difficulty_adjustment ENABLE ROW LEVEL SECURITY;

--
-- Name: booking; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.booking ENABLE ROW LEVEL SECURITY;

--
-- Name: calendar_note; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.calendar_note ENABLE ROW LEVEL SECURITY;

--
-- Name: community_post; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.community_post ENABLE ROW LEVEL SECURITY;

--
-- Name: community_post_like; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.community_post_like ENABLE ROW LEVEL SECURITY;

--
-- Name: custom_food; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.custom_food ENABLE ROW LEVEL SECURITY;

--
-- Name: exercise; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.exercise ENABLE ROW LEVEL SECURITY;

--
-- Name: exercise_best; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.exercise_best ENABLE ROW LEVEL SECURITY;

--
-- Name: food_barcode; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.food_barcode ENABLE ROW LEVEL SECURITY;

--
-- Name: food_entry; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.food_entry ENABLE ROW LEVEL SECURITY;

--
-- Name: food_item; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.food_item ENABLE ROW LEVEL SECURITY;

--
-- Name: goal; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.goal ENABLE ROW LEVEL SECURITY;

--
-- Name: meal_plan; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.meal_plan ENABLE ROW LEVEL SECURITY;

--
-- Name: meal_plan_day; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.meal_plan_day ENABLE ROW LEVEL SECURITY;

--
-- Name: meal_plan_meal; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.meal_plan_meal ENABLE ROW LEVEL SECURITY;

--
-- Name: mile_tracker_session; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.mile_tracker_session ENABLE ROW LEVEL SECURITY;

--
-- Name: mile_tracker_split; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.mile_tracker_split ENABLE ROW LEVEL SECURITY;

--
-- Name: onboarding_answers; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.onboarding_answers ENABLE ROW LEVEL SECURITY;

--
-- Name: payment; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.payment ENABLE ROW LEVEL SECURITY;

--
-- Name: privacy_setting; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.privacy_setting ENABLE ROW LEVEL SECURITY;

--
-- Name: profile; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.profile ENABLE ROW LEVEL SECURITY;

--
-- Name: rep_total; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.rep_total ENABLE ROW LEVEL SECURITY;

--
-- Name: routine; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.routine ENABLE ROW LEVEL SECURITY;

--
-- Name: routine_exercise; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.routine_exercise ENABLE ROW LEVEL SECURITY;

--
-- Name: routine_set; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.routine_set ENABLE ROW LEVEL SECURITY;

--
-- Name: trainer; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.trainer ENABLE ROW LEVEL SECURITY;

--
-- Name: trainer_availability; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.trainer_availability ENABLE ROW LEVEL SECURITY;

--
-- Name: trainer_date_off; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.trainer_date_off ENABLE ROW LEVEL SECURITY;

--
-- Name: trainer_review; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.trainer_review ENABLE ROW LEVEL SECURITY;

--
-- Name: trainer_service; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.trainer_service ENABLE ROW LEVEL SECURITY;

--
-- Name: user_food_preference; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.user_food_preference ENABLE ROW LEVEL SECURITY;

--
-- Name: user_meal_plan; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.user_meal_plan ENABLE ROW LEVEL SECURITY;

--
-- Name: user_meal_preferences; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.user_meal_preferences ENABLE ROW LEVEL SECURITY;

--
-- Name: weekly_rep_total; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.weekly_rep_total ENABLE ROW LEVEL SECURITY;

--
-- Name: workout; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.workout ENABLE ROW LEVEL SECURITY;

--
-- Name: workout_exercise; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.workout_exercise ENABLE ROW LEVEL SECURITY;

--
-- Name: workout_session; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.workout_session ENABLE ROW LEVEL SECURITY;

--
-- Name: workout_set; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.workout_set ENABLE ROW LEVEL SECURITY;

--
-- Name: workout_totals; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.workout_totals ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA data_api; Type: ACL; Schema: -
--

GRANT USAGE ON SCHEMA data_api TO anon;
GRANT USAGE ON SCHEMA data_api TO authenticated;

--
-- Name: SCHEMA private; Type: ACL; Schema: -
--

GRANT USAGE ON SCHEMA private TO service_role;

--
-- Name: SCHEMA public; Type: ACL; Schema: -
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;
GRANT USAGE ON SCHEMA public TO api_member;

--
-- Name: SCHEMA social; Type: ACL; Schema: -
--

GRANT USAGE ON SCHEMA social TO authenticated;

--
-- Name: FUNCTION check_request(); Type: ACL; Schema: data_api
--

REVOKE ALL ON FUNCTION data_api.check_request() FROM PUBLIC;
GRANT ALL ON FUNCTION data_api.check_request() TO anon;
GRANT ALL ON FUNCTION data_api.check_request() TO authenticated;

--
-- Name: FUNCTION add_reps(p_user_ids uuid[], p_weeks date[], p_reps bigint[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.add_reps(p_user_ids uuid[], p_weeks date[], p_reps bigint[]) FROM PUBLIC;

--
-- Name: FUNCTION add_workout_totals(p_user_ids uuid[], p_workouts integer[], p_minutes bigint[], p_calories bigint[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.add_workout_totals(p_user_ids uuid[], p_workouts integer[], p_minutes bigint[], p_calories bigint[]) FROM PUBLIC;

--
-- Name: FUNCTION apply_stripe_subscription(p_customer text, p_subscription text, p_status text, p_trial_end timestamp with time zone, p_current_period_end timestamp with time zone, p_cancel_at_period_end boolean, p_started_at timestamp with time zone, p_state_at timestamp with time zone, p_event_id text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.apply_stripe_subscription(p_customer text, p_subscription text, p_status text, p_trial_end timestamp with time zone, p_current_period_end timestamp with time zone, p_cancel_at_period_end boolean, p_started_at timestamp with time zone, p_state_at timestamp with time zone, p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_stripe_subscription(p_customer text, p_subscription text, p_status text, p_trial_end timestamp with time zone, p_current_period_end timestamp with time zone, p_cancel_at_period_end boolean, p_started_at timestamp with time zone, p_state_at timestamp with time zone, p_event_id text) TO service_role;

--
-- Name: FUNCTION apply_trainer_listing(p_customer_id text, p_subscription_id text, p_status text, p_period_end timestamp with time zone); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.apply_trainer_listing(p_customer_id text, p_subscription_id text, p_status text, p_period_end timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_trainer_listing(p_customer_id text, p_subscription_id text, p_status text, p_period_end timestamp with time zone) TO service_role;

--
-- Name: FUNCTION assert_live_session(p_claims_json text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.assert_live_session(p_claims_json text) FROM PUBLIC;

--
-- Name: FUNCTION attach_stripe_customer(p_user_id uuid, p_customer text, p_subscription text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.attach_stripe_customer(p_user_id uuid, p_customer text, p_subscription text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.attach_stripe_customer(p_user_id uuid, p_customer text, p_subscription text) TO service_role;

--
-- Name: FUNCTION available_username(p_email text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.available_username(p_email text) FROM PUBLIC;

--
-- Name: FUNCTION check_booking_transition(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_booking_transition() FROM PUBLIC;

--
-- Name: FUNCTION check_food_entry_day(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_food_entry_day() FROM PUBLIC;

--
-- Name: FUNCTION check_mile_split_follows(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_mile_split_follows() FROM PUBLIC;

--
-- Name: FUNCTION check_profile_time_zone(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_profile_time_zone() FROM PUBLIC;

--
-- Name: FUNCTION check_routine_exercise_fits(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_routine_exercise_fits() FROM PUBLIC;

--
-- Name: FUNCTION check_workout_exercise_fits(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_workout_exercise_fits() FROM PUBLIC;

--
-- Name: FUNCTION check_workout_row(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_workout_row() FROM PUBLIC;

--
-- Name: FUNCTION clear_rate_limit(p_bucket text, p_key_hash text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.clear_rate_limit(p_bucket text, p_key_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.clear_rate_limit(p_bucket text, p_key_hash text) TO service_role;

--
-- Name: FUNCTION count_community_post_like(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.count_community_post_like() FROM PUBLIC;

--
-- Name: FUNCTION create_profile_for_new_user(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.create_profile_for_new_user() FROM PUBLIC;

--
-- Name: FUNCTION display_name(p_first_name text, p_last_name text, p_username text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.display_name(p_first_name text, p_last_name text, p_username text) FROM PUBLIC;

--
-- Name: FUNCTION is_valid_barcode(p_code text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.is_valid_barcode(p_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_valid_barcode(p_code text) TO authenticated;
GRANT ALL ON FUNCTION private.is_valid_barcode(p_code text) TO service_role;

--
-- Name: FUNCTION keep_completed_mile_session(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.keep_completed_mile_session() FROM PUBLIC;

--
-- Name: FUNCTION leaderboard_week(p_at timestamp with time zone); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.leaderboard_week(p_at timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION limit_community_posting(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.limit_community_posting() FROM PUBLIC;

--
-- Name: FUNCTION limit_routines_per_member(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.limit_routines_per_member() FROM PUBLIC;

--
-- Name: FUNCTION maintain_after_lift_write(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.maintain_after_lift_write() FROM PUBLIC;

--
-- Name: FUNCTION maintain_after_set_write(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.maintain_after_set_write() FROM PUBLIC;

--
-- Name: FUNCTION maintain_after_workout_write(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.maintain_after_workout_write() FROM PUBLIC;

--
-- Name: FUNCTION mark_coach_stale(p_user_ids uuid[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.mark_coach_stale(p_user_ids uuid[]) FROM PUBLIC;

--
-- Name: FUNCTION metadata_name(p_value text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.metadata_name(p_value text) FROM PUBLIC;

--
-- Name: FUNCTION price_new_booking(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.price_new_booking() FROM PUBLIC;

--
-- Name: FUNCTION rebuild_rep_totals(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.rebuild_rep_totals() FROM PUBLIC;

--
-- Name: FUNCTION rebuild_workout_summaries(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.rebuild_workout_summaries() FROM PUBLIC;

--
-- Name: FUNCTION record_booking_payment(p_payment_intent_id text, p_paid_at timestamp with time zone); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.record_booking_payment(p_payment_intent_id text, p_paid_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_booking_payment(p_payment_intent_id text, p_paid_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION record_stripe_invoice(p_customer text, p_paid_at timestamp with time zone, p_failed_at timestamp with time zone); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.record_stripe_invoice(p_customer text, p_paid_at timestamp with time zone, p_failed_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_stripe_invoice(p_customer text, p_paid_at timestamp with time zone, p_failed_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION record_stripe_payment(p_payment_intent text, p_user_id uuid, p_customer text, p_amount integer, p_currency text, p_description text, p_created_at timestamp with time zone, p_premium_days integer); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.record_stripe_payment(p_payment_intent text, p_user_id uuid, p_customer text, p_amount integer, p_currency text, p_description text, p_created_at timestamp with time zone, p_premium_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_stripe_payment(p_payment_intent text, p_user_id uuid, p_customer text, p_amount integer, p_currency text, p_description text, p_created_at timestamp with time zone, p_premium_days integer) TO service_role;

--
-- Name: FUNCTION recount_reps_of_weeks(p_user_ids uuid[], p_weeks date[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.recount_reps_of_weeks(p_user_ids uuid[], p_weeks date[]) FROM PUBLIC;

--
-- Name: FUNCTION refresh_exercise_records(p_user_ids uuid[], p_exercise_ids uuid[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refresh_exercise_records(p_user_ids uuid[], p_exercise_ids uuid[]) FROM PUBLIC;

--
-- Name: FUNCTION refresh_premium_paid_until(p_user_id uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refresh_premium_paid_until(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.refresh_premium_paid_until(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION refresh_streak_for_new_time_zone(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refresh_streak_for_new_time_zone() FROM PUBLIC;

--
-- Name: FUNCTION refresh_streaks(p_user_ids uuid[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refresh_streaks(p_user_ids uuid[]) FROM PUBLIC;

--
-- Name: FUNCTION refresh_trainer_rating(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refresh_trainer_rating() FROM PUBLIC;

--
-- Name: FUNCTION release_rate_limit_slot(p_hit_id bigint); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.release_rate_limit_slot(p_hit_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION private.release_rate_limit_slot(p_hit_id bigint) TO service_role;

--
-- Name: FUNCTION reps_of(p_sets smallint, p_reps smallint); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.reps_of(p_sets smallint, p_reps smallint) FROM PUBLIC;

--
-- Name: FUNCTION schedule_background_jobs(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.schedule_background_jobs() FROM PUBLIC;

--
-- Name: FUNCTION set_updated_at(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.set_updated_at() FROM PUBLIC;

--
-- Name: FUNCTION settle_calendar_note_change(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.settle_calendar_note_change() FROM PUBLIC;

--
-- Name: FUNCTION settle_due_bookings(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.settle_due_bookings() FROM PUBLIC;
GRANT ALL ON FUNCTION private.settle_due_bookings() TO service_role;

--
-- Name: FUNCTION settle_goal_change(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.settle_goal_change() FROM PUBLIC;

--
-- Name: FUNCTION stamp_applied_suggestion(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.stamp_applied_suggestion() FROM PUBLIC;

--
-- Name: FUNCTION start_trainer_listing_trial(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.start_trainer_listing_trial() FROM PUBLIC;

--
-- Name: FUNCTION streak_run_length(p_user_id uuid, p_time_zone text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.streak_run_length(p_user_id uuid, p_time_zone text) FROM PUBLIC;

--
-- Name: FUNCTION sync_profile_email(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.sync_profile_email() FROM PUBLIC;

--
-- Name: FUNCTION sync_profile_from_stripe(p_customer text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.sync_profile_from_stripe(p_customer text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.sync_profile_from_stripe(p_customer text) TO service_role;

--
-- Name: FUNCTION take_rate_limit_slot(p_bucket text, p_key_hash text, p_max_hits integer, p_window_seconds integer); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.take_rate_limit_slot(p_bucket text, p_key_hash text, p_max_hits integer, p_window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.take_rate_limit_slot(p_bucket text, p_key_hash text, p_max_hits integer, p_window_seconds integer) TO service_role;

--
-- Name: FUNCTION subscription_entitlement(p_at timestamp with time zone); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.subscription_entitlement(p_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.subscription_entitlement(p_at timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.subscription_entitlement(p_at timestamp with time zone) TO authenticated;

--
-- Name: FUNCTION bookable_service(p_service_id uuid); Type: ACL; Schema: social
--

REVOKE ALL ON FUNCTION social.bookable_service(p_service_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION social.bookable_service(p_service_id uuid) TO authenticated;

--
-- Name: FUNCTION feed_page(p_before uuid, p_limit integer); Type: ACL; Schema: social
--

REVOKE ALL ON FUNCTION social.feed_page(p_before uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION social.feed_page(p_before uuid, p_limit integer) TO authenticated;

--
-- Name: FUNCTION leaderboard(p_period text, p_limit integer); Type: ACL; Schema: social
--

REVOKE ALL ON FUNCTION social.leaderboard(p_period text, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION social.leaderboard(p_period text, p_limit integer) TO authenticated;

--
-- Name: FUNCTION leaderboard_standing(p_period text); Type: ACL; Schema: social
--

REVOKE ALL ON FUNCTION social.leaderboard_standing(p_period text) FROM PUBLIC;
GRANT ALL ON FUNCTION social.leaderboard_standing(p_period text) TO authenticated;

--
-- Name: FUNCTION marketplace_people(p_user_ids uuid[]); Type: ACL; Schema: social
--

REVOKE ALL ON FUNCTION social.marketplace_people(p_user_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION social.marketplace_people(p_user_ids uuid[]) TO authenticated;

--
-- Name: FUNCTION post_card(p_post_id uuid); Type: ACL; Schema: social
--

REVOKE ALL ON FUNCTION social.post_card(p_post_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION social.post_card(p_post_id uuid) TO authenticated;

--
-- Name: FUNCTION trainer_busy(p_trainer_id uuid, p_from timestamp with time zone, p_to timestamp with time zone); Type: ACL; Schema: social
--

REVOKE ALL ON FUNCTION social.trainer_busy(p_trainer_id uuid, p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION social.trainer_busy(p_trainer_id uuid, p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;

--
-- Name: TABLE privacy_setting; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.privacy_setting TO service_role;
GRANT SELECT ON TABLE public.privacy_setting TO authenticated;

--
-- Name: COLUMN privacy_setting.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.privacy_setting TO authenticated;

--
-- Name: COLUMN privacy_setting.show_on_leaderboard; Type: ACL; Schema: public
--

GRANT INSERT(show_on_leaderboard),UPDATE(show_on_leaderboard) ON TABLE public.privacy_setting TO authenticated;

--
-- Name: COLUMN privacy_setting.show_streak; Type: ACL; Schema: public
--

GRANT INSERT(show_streak),UPDATE(show_streak) ON TABLE public.privacy_setting TO authenticated;

--
-- Name: TABLE profile; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.profile TO service_role;
GRANT SELECT ON TABLE public.profile TO authenticated;

--
-- Name: COLUMN profile.first_name; Type: ACL; Schema: public
--

GRANT UPDATE(first_name) ON TABLE public.profile TO authenticated;

--
-- Name: COLUMN profile.last_name; Type: ACL; Schema: public
--

GRANT UPDATE(last_name) ON TABLE public.profile TO authenticated;

--
-- Name: COLUMN profile.profile_image_url; Type: ACL; Schema: public
--

GRANT UPDATE(profile_image_url) ON TABLE public.profile TO api_member;

--
-- Name: COLUMN profile.time_zone; Type: ACL; Schema: public
--

GRANT UPDATE(time_zone) ON TABLE public.profile TO authenticated;

--
-- Name: COLUMN profile.units; Type: ACL; Schema: public
--

GRANT UPDATE(units) ON TABLE public.profile TO authenticated;

--
-- Name: TABLE workout; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.workout TO service_role;
GRANT SELECT,DELETE ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.id; Type: ACL; Schema: public
--

GRANT INSERT(id) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.name; Type: ACL; Schema: public
--

GRANT INSERT(name) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.category; Type: ACL; Schema: public
--

GRANT INSERT(category) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.duration; Type: ACL; Schema: public
--

GRANT INSERT(duration),UPDATE(duration) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.calories_burned; Type: ACL; Schema: public
--

GRANT INSERT(calories_burned),UPDATE(calories_burned) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.notes; Type: ACL; Schema: public
--

GRANT INSERT(notes),UPDATE(notes) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.date; Type: ACL; Schema: public
--

GRANT INSERT(date),UPDATE(date) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.difficulty_level; Type: ACL; Schema: public
--

GRANT INSERT(difficulty_level),UPDATE(difficulty_level) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.perceived_exertion; Type: ACL; Schema: public
--

GRANT INSERT(perceived_exertion),UPDATE(perceived_exertion) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.completion_rate; Type: ACL; Schema: public
--

GRANT INSERT(completion_rate),UPDATE(completion_rate) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.session_id; Type: ACL; Schema: public
--

GRANT INSERT(session_id) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.session_position; Type: ACL; Schema: public
--

GRANT INSERT(session_position) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.superset_group; Type: ACL; Schema: public
--

GRANT INSERT(superset_group) ON TABLE public.workout TO authenticated;

--
-- Name: COLUMN workout.imported; Type: ACL; Schema: public
--

GRANT INSERT(imported) ON TABLE public.workout TO api_member;

--
-- Name: TABLE coach_stale; Type: ACL; Schema: private
--

GRANT SELECT,DELETE ON TABLE private.coach_stale TO service_role;

--
-- Name: TABLE rep_total; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.rep_total TO service_role;
GRANT SELECT ON TABLE public.rep_total TO authenticated;

--
-- Name: TABLE weekly_rep_total; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.weekly_rep_total TO service_role;
GRANT SELECT ON TABLE public.weekly_rep_total TO authenticated;

--
-- Name: TABLE rate_limit_hit; Type: ACL; Schema: private
--

GRANT SELECT,INSERT,DELETE ON TABLE private.rate_limit_hit TO service_role;

--
-- Name: TABLE stripe_customer_state; Type: ACL; Schema: private
--

GRANT SELECT,INSERT,UPDATE ON TABLE private.stripe_customer_state TO service_role;

--
-- Name: TABLE stripe_event; Type: ACL; Schema: private
--

GRANT SELECT,INSERT,DELETE ON TABLE private.stripe_event TO service_role;

--
-- Name: TABLE stripe_handover; Type: ACL; Schema: private
--

GRANT SELECT,INSERT,UPDATE ON TABLE private.stripe_handover TO service_role;

--
-- Name: TABLE ai_difficulty_adjustment; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.ai_difficulty_adjustment TO service_role;
GRANT SELECT ON TABLE public.ai_difficulty_adjustment TO authenticated;

--
-- Name: COLUMN ai_difficulty_adjustment.applied; Type: ACL; Schema: public
--

GRANT UPDATE(applied) ON TABLE public.ai_difficulty_adjustment TO authenticated;

--
-- Name: TABLE booking; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.booking TO service_role;
GRANT SELECT ON TABLE public.booking TO authenticated;

--
-- Name: COLUMN booking.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.trainer_id; Type: ACL; Schema: public
--

GRANT INSERT(trainer_id) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.service_id; Type: ACL; Schema: public
--

GRANT INSERT(service_id) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.scheduled_at; Type: ACL; Schema: public
--

GRANT INSERT(scheduled_at) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.status; Type: ACL; Schema: public
--

GRANT UPDATE(status) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.platform_commission; Type: ACL; Schema: public
--

GRANT INSERT(platform_commission) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.stripe_payment_intent_id; Type: ACL; Schema: public
--

GRANT UPDATE(stripe_payment_intent_id) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.notes; Type: ACL; Schema: public
--

GRANT INSERT(notes) ON TABLE public.booking TO api_member;

--
-- Name: COLUMN booking.payment_mode; Type: ACL; Schema: public
--

GRANT INSERT(payment_mode) ON TABLE public.booking TO api_member;

--
-- Name: TABLE calendar_note; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.calendar_note TO service_role;
GRANT SELECT,DELETE ON TABLE public.calendar_note TO authenticated;

--
-- Name: COLUMN calendar_note.id; Type: ACL; Schema: public
--

GRANT INSERT(id) ON TABLE public.calendar_note TO authenticated;

--
-- Name: COLUMN calendar_note.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.calendar_note TO authenticated;

--
-- Name: COLUMN calendar_note.date; Type: ACL; Schema: public
--

GRANT INSERT(date) ON TABLE public.calendar_note TO authenticated;

--
-- Name: COLUMN calendar_note.note; Type: ACL; Schema: public
--

GRANT INSERT(note),UPDATE(note) ON TABLE public.calendar_note TO authenticated;

--
-- Name: COLUMN calendar_note.note_changed_at; Type: ACL; Schema: public
--

GRANT INSERT(note_changed_at),UPDATE(note_changed_at) ON TABLE public.calendar_note TO api_member;

--
-- Name: TABLE community_post; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.community_post TO service_role;
GRANT SELECT,DELETE ON TABLE public.community_post TO authenticated;

--
-- Name: COLUMN community_post.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.community_post TO authenticated;

--
-- Name: COLUMN community_post.content; Type: ACL; Schema: public
--

GRANT INSERT(content),UPDATE(content) ON TABLE public.community_post TO authenticated;

--
-- Name: COLUMN community_post.post_type; Type: ACL; Schema: public
--

GRANT INSERT(post_type) ON TABLE public.community_post TO authenticated;

--
-- Name: COLUMN community_post.workout_id; Type: ACL; Schema: public
--

GRANT INSERT(workout_id) ON TABLE public.community_post TO authenticated;

--
-- Name: TABLE community_post_like; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.community_post_like TO service_role;
GRANT SELECT,DELETE ON TABLE public.community_post_like TO authenticated;

--
-- Name: COLUMN community_post_like.post_id; Type: ACL; Schema: public
--

GRANT INSERT(post_id) ON TABLE public.community_post_like TO authenticated;

--
-- Name: COLUMN community_post_like.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.community_post_like TO authenticated;

--
-- Name: TABLE custom_food; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.custom_food TO service_role;
GRANT SELECT,DELETE ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.name; Type: ACL; Schema: public
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.calories; Type: ACL; Schema: public
--

GRANT INSERT(calories),UPDATE(calories) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.protein; Type: ACL; Schema: public
--

GRANT INSERT(protein),UPDATE(protein) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.carbs; Type: ACL; Schema: public
--

GRANT INSERT(carbs),UPDATE(carbs) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.fat; Type: ACL; Schema: public
--

GRANT INSERT(fat),UPDATE(fat) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.fiber; Type: ACL; Schema: public
--

GRANT INSERT(fiber),UPDATE(fiber) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.sugar; Type: ACL; Schema: public
--

GRANT INSERT(sugar),UPDATE(sugar) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.sodium; Type: ACL; Schema: public
--

GRANT INSERT(sodium),UPDATE(sodium) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.serving_size; Type: ACL; Schema: public
--

GRANT INSERT(serving_size),UPDATE(serving_size) ON TABLE public.custom_food TO authenticated;

--
-- Name: COLUMN custom_food.barcode; Type: ACL; Schema: public
--

GRANT INSERT(barcode),UPDATE(barcode) ON TABLE public.custom_food TO authenticated;

--
-- Name: TABLE exercise; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.exercise TO service_role;
GRANT SELECT ON TABLE public.exercise TO authenticated;

--
-- Name: COLUMN exercise.name; Type: ACL; Schema: public
--

GRANT INSERT(name) ON TABLE public.exercise TO authenticated;

--
-- Name: COLUMN exercise.category; Type: ACL; Schema: public
--

GRANT INSERT(category) ON TABLE public.exercise TO authenticated;

--
-- Name: COLUMN exercise.owner_id; Type: ACL; Schema: public
--

GRANT INSERT(owner_id) ON TABLE public.exercise TO authenticated;

--
-- Name: TABLE exercise_best; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.exercise_best TO service_role;
GRANT SELECT ON TABLE public.exercise_best TO authenticated;

--
-- Name: TABLE food_barcode; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.food_barcode TO service_role;
GRANT SELECT ON TABLE public.food_barcode TO authenticated;

--
-- Name: TABLE food_entry; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.food_entry TO service_role;
GRANT SELECT,DELETE ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.name; Type: ACL; Schema: public
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.description; Type: ACL; Schema: public
--

GRANT INSERT(description),UPDATE(description) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.calories; Type: ACL; Schema: public
--

GRANT INSERT(calories),UPDATE(calories) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.protein; Type: ACL; Schema: public
--

GRANT INSERT(protein),UPDATE(protein) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.carbs; Type: ACL; Schema: public
--

GRANT INSERT(carbs),UPDATE(carbs) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.fat; Type: ACL; Schema: public
--

GRANT INSERT(fat),UPDATE(fat) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.fiber; Type: ACL; Schema: public
--

GRANT INSERT(fiber),UPDATE(fiber) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.sugar; Type: ACL; Schema: public
--

GRANT INSERT(sugar),UPDATE(sugar) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.sodium; Type: ACL; Schema: public
--

GRANT INSERT(sodium),UPDATE(sodium) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.serving_size; Type: ACL; Schema: public
--

GRANT INSERT(serving_size),UPDATE(serving_size) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.image_url; Type: ACL; Schema: public
--

GRANT INSERT(image_url) ON TABLE public.food_entry TO api_member;

--
-- Name: COLUMN food_entry.confidence; Type: ACL; Schema: public
--

GRANT INSERT(confidence) ON TABLE public.food_entry TO api_member;

--
-- Name: COLUMN food_entry.logged_at; Type: ACL; Schema: public
--

GRANT INSERT(logged_at),UPDATE(logged_at) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.meal_type; Type: ACL; Schema: public
--

GRANT INSERT(meal_type),UPDATE(meal_type) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.food_item_id; Type: ACL; Schema: public
--

GRANT INSERT(food_item_id) ON TABLE public.food_entry TO authenticated;

--
-- Name: COLUMN food_entry.grams; Type: ACL; Schema: public
--

GRANT INSERT(grams),UPDATE(grams) ON TABLE public.food_entry TO authenticated;

--
-- Name: TABLE food_item; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.food_item TO service_role;
GRANT SELECT ON TABLE public.food_item TO authenticated;

--
-- Name: TABLE goal; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.goal TO service_role;
GRANT SELECT,DELETE ON TABLE public.goal TO authenticated;

--
-- Name: COLUMN goal.id; Type: ACL; Schema: public
--

GRANT INSERT(id) ON TABLE public.goal TO authenticated;

--
-- Name: COLUMN goal.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.goal TO authenticated;

--
-- Name: COLUMN goal.type; Type: ACL; Schema: public
--

GRANT INSERT(type),UPDATE(type) ON TABLE public.goal TO authenticated;

--
-- Name: COLUMN goal.target; Type: ACL; Schema: public
--

GRANT INSERT(target),UPDATE(target) ON TABLE public.goal TO authenticated;

--
-- Name: COLUMN goal.type_changed_at; Type: ACL; Schema: public
--

GRANT INSERT(type_changed_at),UPDATE(type_changed_at) ON TABLE public.goal TO api_member;

--
-- Name: COLUMN goal.target_changed_at; Type: ACL; Schema: public
--

GRANT INSERT(target_changed_at),UPDATE(target_changed_at) ON TABLE public.goal TO api_member;

--
-- Name: TABLE meal_plan; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.meal_plan TO service_role;
GRANT SELECT ON TABLE public.meal_plan TO authenticated;

--
-- Name: COLUMN meal_plan.name; Type: ACL; Schema: public
--

GRANT INSERT(name) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.description; Type: ACL; Schema: public
--

GRANT INSERT(description) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.goal; Type: ACL; Schema: public
--

GRANT INSERT(goal) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.daily_calories; Type: ACL; Schema: public
--

GRANT INSERT(daily_calories) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.daily_protein; Type: ACL; Schema: public
--

GRANT INSERT(daily_protein) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.daily_carbs; Type: ACL; Schema: public
--

GRANT INSERT(daily_carbs) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.daily_fat; Type: ACL; Schema: public
--

GRANT INSERT(daily_fat) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.duration; Type: ACL; Schema: public
--

GRANT INSERT(duration) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.created_by; Type: ACL; Schema: public
--

GRANT INSERT(created_by) ON TABLE public.meal_plan TO api_member;

--
-- Name: COLUMN meal_plan.notes; Type: ACL; Schema: public
--

GRANT INSERT(notes) ON TABLE public.meal_plan TO api_member;

--
-- Name: TABLE meal_plan_day; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.meal_plan_day TO service_role;
GRANT SELECT ON TABLE public.meal_plan_day TO authenticated;

--
-- Name: COLUMN meal_plan_day.meal_plan_id; Type: ACL; Schema: public
--

GRANT INSERT(meal_plan_id) ON TABLE public.meal_plan_day TO api_member;

--
-- Name: COLUMN meal_plan_day.day_number; Type: ACL; Schema: public
--

GRANT INSERT(day_number) ON TABLE public.meal_plan_day TO api_member;

--
-- Name: COLUMN meal_plan_day.name; Type: ACL; Schema: public
--

GRANT INSERT(name) ON TABLE public.meal_plan_day TO api_member;

--
-- Name: TABLE meal_plan_meal; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.meal_plan_meal TO service_role;
GRANT SELECT ON TABLE public.meal_plan_meal TO authenticated;

--
-- Name: COLUMN meal_plan_meal.meal_plan_day_id; Type: ACL; Schema: public
--

GRANT INSERT(meal_plan_day_id) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.meal_type; Type: ACL; Schema: public
--

GRANT INSERT(meal_type) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.name; Type: ACL; Schema: public
--

GRANT INSERT(name) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.description; Type: ACL; Schema: public
--

GRANT INSERT(description) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.calories; Type: ACL; Schema: public
--

GRANT INSERT(calories) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.protein; Type: ACL; Schema: public
--

GRANT INSERT(protein) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.carbs; Type: ACL; Schema: public
--

GRANT INSERT(carbs) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.fat; Type: ACL; Schema: public
--

GRANT INSERT(fat) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.ingredients; Type: ACL; Schema: public
--

GRANT INSERT(ingredients) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.instructions; Type: ACL; Schema: public
--

GRANT INSERT(instructions) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.prep_time; Type: ACL; Schema: public
--

GRANT INSERT(prep_time) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.servings; Type: ACL; Schema: public
--

GRANT INSERT(servings) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.allergens; Type: ACL; Schema: public
--

GRANT INSERT(allergens) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: COLUMN meal_plan_meal.checked_against; Type: ACL; Schema: public
--

GRANT INSERT(checked_against) ON TABLE public.meal_plan_meal TO api_member;

--
-- Name: TABLE mile_tracker_session; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.mile_tracker_session TO service_role;
GRANT SELECT,DELETE ON TABLE public.mile_tracker_session TO authenticated;

--
-- Name: COLUMN mile_tracker_session.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.activity_type; Type: ACL; Schema: public
--

GRANT INSERT(activity_type) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.total_distance; Type: ACL; Schema: public
--

GRANT UPDATE(total_distance) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.total_time; Type: ACL; Schema: public
--

GRANT UPDATE(total_time) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.average_pace; Type: ACL; Schema: public
--

GRANT UPDATE(average_pace) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.status; Type: ACL; Schema: public
--

GRANT UPDATE(status) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.completed_at; Type: ACL; Schema: public
--

GRANT UPDATE(completed_at) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.tracking_mode; Type: ACL; Schema: public
--

GRANT INSERT(tracking_mode) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.paused_time; Type: ACL; Schema: public
--

GRANT UPDATE(paused_time) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: COLUMN mile_tracker_session.route; Type: ACL; Schema: public
--

GRANT UPDATE(route) ON TABLE public.mile_tracker_session TO api_member;

--
-- Name: TABLE mile_tracker_split; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.mile_tracker_split TO service_role;
GRANT SELECT ON TABLE public.mile_tracker_split TO authenticated;

--
-- Name: COLUMN mile_tracker_split.session_id; Type: ACL; Schema: public
--

GRANT INSERT(session_id) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: COLUMN mile_tracker_split.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: COLUMN mile_tracker_split.mile_number; Type: ACL; Schema: public
--

GRANT INSERT(mile_number) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: COLUMN mile_tracker_split.split_time; Type: ACL; Schema: public
--

GRANT INSERT(split_time) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: COLUMN mile_tracker_split.cumulative_time; Type: ACL; Schema: public
--

GRANT INSERT(cumulative_time) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: COLUMN mile_tracker_split.pace; Type: ACL; Schema: public
--

GRANT INSERT(pace) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: COLUMN mile_tracker_split.completed_at; Type: ACL; Schema: public
--

GRANT INSERT(completed_at) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: COLUMN mile_tracker_split.distance; Type: ACL; Schema: public
--

GRANT INSERT(distance) ON TABLE public.mile_tracker_split TO api_member;

--
-- Name: TABLE onboarding_answers; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.onboarding_answers TO service_role;
GRANT SELECT ON TABLE public.onboarding_answers TO authenticated;

--
-- Name: COLUMN onboarding_answers.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.onboarding_answers TO authenticated;

--
-- Name: COLUMN onboarding_answers.fitness_goal; Type: ACL; Schema: public
--

GRANT INSERT(fitness_goal) ON TABLE public.onboarding_answers TO authenticated;

--
-- Name: COLUMN onboarding_answers.experience; Type: ACL; Schema: public
--

GRANT INSERT(experience) ON TABLE public.onboarding_answers TO authenticated;

--
-- Name: COLUMN onboarding_answers.consistency; Type: ACL; Schema: public
--

GRANT INSERT(consistency) ON TABLE public.onboarding_answers TO authenticated;

--
-- Name: COLUMN onboarding_answers.location; Type: ACL; Schema: public
--

GRANT INSERT(location) ON TABLE public.onboarding_answers TO authenticated;

--
-- Name: TABLE payment; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.payment TO service_role;
GRANT SELECT ON TABLE public.payment TO authenticated;

--
-- Name: TABLE routine; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.routine TO service_role;
GRANT SELECT,DELETE ON TABLE public.routine TO authenticated;

--
-- Name: COLUMN routine.id; Type: ACL; Schema: public
--

GRANT INSERT(id) ON TABLE public.routine TO authenticated;

--
-- Name: COLUMN routine.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.routine TO authenticated;

--
-- Name: COLUMN routine.name; Type: ACL; Schema: public
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.routine TO authenticated;

--
-- Name: TABLE routine_exercise; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.routine_exercise TO service_role;
GRANT SELECT,DELETE ON TABLE public.routine_exercise TO authenticated;

--
-- Name: COLUMN routine_exercise.id; Type: ACL; Schema: public
--

GRANT INSERT(id) ON TABLE public.routine_exercise TO authenticated;

--
-- Name: COLUMN routine_exercise.routine_id; Type: ACL; Schema: public
--

GRANT INSERT(routine_id) ON TABLE public.routine_exercise TO authenticated;

--
-- Name: COLUMN routine_exercise.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.routine_exercise TO authenticated;

--
-- Name: COLUMN routine_exercise."position"; Type: ACL; Schema: public
--

GRANT INSERT("position"),UPDATE("position") ON TABLE public.routine_exercise TO authenticated;

--
-- Name: COLUMN routine_exercise.exercise_id; Type: ACL; Schema: public
--

GRANT INSERT(exercise_id),UPDATE(exercise_id) ON TABLE public.routine_exercise TO authenticated;

--
-- Name: COLUMN routine_exercise.rest_seconds; Type: ACL; Schema: public
--

GRANT INSERT(rest_seconds),UPDATE(rest_seconds) ON TABLE public.routine_exercise TO authenticated;

--
-- Name: COLUMN routine_exercise.superset_group; Type: ACL; Schema: public
--

GRANT INSERT(superset_group),UPDATE(superset_group) ON TABLE public.routine_exercise TO authenticated;

--
-- Name: TABLE routine_set; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.routine_set TO service_role;
GRANT SELECT,DELETE ON TABLE public.routine_set TO authenticated;

--
-- Name: COLUMN routine_set.routine_exercise_id; Type: ACL; Schema: public
--

GRANT INSERT(routine_exercise_id) ON TABLE public.routine_set TO authenticated;

--
-- Name: COLUMN routine_set.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.routine_set TO authenticated;

--
-- Name: COLUMN routine_set."position"; Type: ACL; Schema: public
--

GRANT INSERT("position"),UPDATE("position") ON TABLE public.routine_set TO authenticated;

--
-- Name: COLUMN routine_set.weight; Type: ACL; Schema: public
--

GRANT INSERT(weight),UPDATE(weight) ON TABLE public.routine_set TO authenticated;

--
-- Name: COLUMN routine_set.reps; Type: ACL; Schema: public
--

GRANT INSERT(reps),UPDATE(reps) ON TABLE public.routine_set TO authenticated;

--
-- Name: TABLE trainer; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.trainer TO service_role;
GRANT SELECT ON TABLE public.trainer TO authenticated;
GRANT DELETE ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.bio; Type: ACL; Schema: public
--

GRANT INSERT(bio),UPDATE(bio) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.specialties; Type: ACL; Schema: public
--

GRANT INSERT(specialties),UPDATE(specialties) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.certifications; Type: ACL; Schema: public
--

GRANT INSERT(certifications),UPDATE(certifications) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.experience; Type: ACL; Schema: public
--

GRANT INSERT(experience),UPDATE(experience) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.hourly_rate; Type: ACL; Schema: public
--

GRANT INSERT(hourly_rate),UPDATE(hourly_rate) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.location; Type: ACL; Schema: public
--

GRANT INSERT(location),UPDATE(location) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.is_active; Type: ACL; Schema: public
--

GRANT INSERT(is_active),UPDATE(is_active) ON TABLE public.trainer TO api_member;

--
-- Name: COLUMN trainer.time_zone; Type: ACL; Schema: public
--

GRANT INSERT(time_zone),UPDATE(time_zone) ON TABLE public.trainer TO api_member;

--
-- Name: TABLE trainer_availability; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.trainer_availability TO service_role;
GRANT SELECT ON TABLE public.trainer_availability TO authenticated;
GRANT DELETE ON TABLE public.trainer_availability TO api_member;

--
-- Name: COLUMN trainer_availability.trainer_id; Type: ACL; Schema: public
--

GRANT INSERT(trainer_id) ON TABLE public.trainer_availability TO api_member;

--
-- Name: COLUMN trainer_availability.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.trainer_availability TO api_member;

--
-- Name: COLUMN trainer_availability.weekday; Type: ACL; Schema: public
--

GRANT INSERT(weekday) ON TABLE public.trainer_availability TO api_member;

--
-- Name: COLUMN trainer_availability.start_time; Type: ACL; Schema: public
--

GRANT INSERT(start_time) ON TABLE public.trainer_availability TO api_member;

--
-- Name: COLUMN trainer_availability.end_time; Type: ACL; Schema: public
--

GRANT INSERT(end_time) ON TABLE public.trainer_availability TO api_member;

--
-- Name: TABLE trainer_date_off; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.trainer_date_off TO service_role;
GRANT SELECT ON TABLE public.trainer_date_off TO authenticated;
GRANT DELETE ON TABLE public.trainer_date_off TO api_member;

--
-- Name: COLUMN trainer_date_off.trainer_id; Type: ACL; Schema: public
--

GRANT INSERT(trainer_id) ON TABLE public.trainer_date_off TO api_member;

--
-- Name: COLUMN trainer_date_off.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.trainer_date_off TO api_member;

--
-- Name: COLUMN trainer_date_off.date; Type: ACL; Schema: public
--

GRANT INSERT(date) ON TABLE public.trainer_date_off TO api_member;

--
-- Name: TABLE trainer_review; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.trainer_review TO service_role;
GRANT SELECT ON TABLE public.trainer_review TO authenticated;

--
-- Name: COLUMN trainer_review.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.trainer_review TO api_member;

--
-- Name: COLUMN trainer_review.trainer_id; Type: ACL; Schema: public
--

GRANT INSERT(trainer_id) ON TABLE public.trainer_review TO api_member;

--
-- Name: COLUMN trainer_review.booking_id; Type: ACL; Schema: public
--

GRANT INSERT(booking_id) ON TABLE public.trainer_review TO api_member;

--
-- Name: COLUMN trainer_review.rating; Type: ACL; Schema: public
--

GRANT INSERT(rating) ON TABLE public.trainer_review TO api_member;

--
-- Name: COLUMN trainer_review.comment; Type: ACL; Schema: public
--

GRANT INSERT(comment) ON TABLE public.trainer_review TO api_member;

--
-- Name: TABLE trainer_service; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.trainer_service TO service_role;
GRANT SELECT ON TABLE public.trainer_service TO authenticated;
GRANT DELETE ON TABLE public.trainer_service TO api_member;

--
-- Name: COLUMN trainer_service.trainer_id; Type: ACL; Schema: public
--

GRANT INSERT(trainer_id) ON TABLE public.trainer_service TO api_member;

--
-- Name: COLUMN trainer_service.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.trainer_service TO api_member;

--
-- Name: COLUMN trainer_service.name; Type: ACL; Schema: public
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.trainer_service TO api_member;

--
-- Name: COLUMN trainer_service.description; Type: ACL; Schema: public
--

GRANT INSERT(description),UPDATE(description) ON TABLE public.trainer_service TO api_member;

--
-- Name: COLUMN trainer_service.duration; Type: ACL; Schema: public
--

GRANT INSERT(duration),UPDATE(duration) ON TABLE public.trainer_service TO api_member;

--
-- Name: COLUMN trainer_service.price; Type: ACL; Schema: public
--

GRANT INSERT(price),UPDATE(price) ON TABLE public.trainer_service TO api_member;

--
-- Name: COLUMN trainer_service.is_active; Type: ACL; Schema: public
--

GRANT INSERT(is_active),UPDATE(is_active) ON TABLE public.trainer_service TO api_member;

--
-- Name: TABLE user_food_preference; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.user_food_preference TO service_role;
GRANT SELECT,DELETE ON TABLE public.user_food_preference TO authenticated;

--
-- Name: COLUMN user_food_preference.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.user_food_preference TO authenticated;

--
-- Name: COLUMN user_food_preference.food_item_id; Type: ACL; Schema: public
--

GRANT INSERT(food_item_id) ON TABLE public.user_food_preference TO authenticated;

--
-- Name: COLUMN user_food_preference.preference; Type: ACL; Schema: public
--

GRANT INSERT(preference),UPDATE(preference) ON TABLE public.user_food_preference TO authenticated;

--
-- Name: TABLE user_meal_plan; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.user_meal_plan TO service_role;
GRANT SELECT,DELETE ON TABLE public.user_meal_plan TO authenticated;

--
-- Name: COLUMN user_meal_plan.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.user_meal_plan TO authenticated;

--
-- Name: COLUMN user_meal_plan.meal_plan_id; Type: ACL; Schema: public
--

GRANT INSERT(meal_plan_id) ON TABLE public.user_meal_plan TO authenticated;

--
-- Name: COLUMN user_meal_plan.start_date; Type: ACL; Schema: public
--

GRANT INSERT(start_date) ON TABLE public.user_meal_plan TO authenticated;

--
-- Name: COLUMN user_meal_plan.end_date; Type: ACL; Schema: public
--

GRANT UPDATE(end_date) ON TABLE public.user_meal_plan TO authenticated;

--
-- Name: COLUMN user_meal_plan.is_active; Type: ACL; Schema: public
--

GRANT INSERT(is_active),UPDATE(is_active) ON TABLE public.user_meal_plan TO authenticated;

--
-- Name: TABLE user_meal_preferences; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.user_meal_preferences TO service_role;
GRANT SELECT,DELETE ON TABLE public.user_meal_preferences TO authenticated;

--
-- Name: COLUMN user_meal_preferences.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.user_meal_preferences TO api_member;

--
-- Name: COLUMN user_meal_preferences.goal; Type: ACL; Schema: public
--

GRANT INSERT(goal),UPDATE(goal) ON TABLE public.user_meal_preferences TO api_member;

--
-- Name: COLUMN user_meal_preferences.daily_calories; Type: ACL; Schema: public
--

GRANT INSERT(daily_calories),UPDATE(daily_calories) ON TABLE public.user_meal_preferences TO api_member;

--
-- Name: COLUMN user_meal_preferences.dietary_restrictions; Type: ACL; Schema: public
--

GRANT INSERT(dietary_restrictions),UPDATE(dietary_restrictions) ON TABLE public.user_meal_preferences TO api_member;

--
-- Name: COLUMN user_meal_preferences.allergies; Type: ACL; Schema: public
--

GRANT INSERT(allergies),UPDATE(allergies) ON TABLE public.user_meal_preferences TO api_member;

--
-- Name: COLUMN user_meal_preferences.preferences; Type: ACL; Schema: public
--

GRANT INSERT(preferences),UPDATE(preferences) ON TABLE public.user_meal_preferences TO api_member;

--
-- Name: COLUMN user_meal_preferences.last_generated_at; Type: ACL; Schema: public
--

GRANT INSERT(last_generated_at),UPDATE(last_generated_at) ON TABLE public.user_meal_preferences TO api_member;

--
-- Name: TABLE workout_exercise; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.workout_exercise TO service_role;
GRANT SELECT,DELETE ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.id; Type: ACL; Schema: public
--

GRANT INSERT(id) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.workout_id; Type: ACL; Schema: public
--

GRANT INSERT(workout_id) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.exercise_id; Type: ACL; Schema: public
--

GRANT INSERT(exercise_id) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.sets; Type: ACL; Schema: public
--

GRANT INSERT(sets),UPDATE(sets) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.reps; Type: ACL; Schema: public
--

GRANT INSERT(reps),UPDATE(reps) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.weight; Type: ACL; Schema: public
--

GRANT INSERT(weight),UPDATE(weight) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.distance; Type: ACL; Schema: public
--

GRANT INSERT(distance),UPDATE(distance) ON TABLE public.workout_exercise TO authenticated;

--
-- Name: COLUMN workout_exercise.duration; Type: ACL; Schema: public
--

GRANT INSERT(duration),UPDATE(duration) ON TABLE public.workout_exercise TO api_member;

--
-- Name: TABLE workout_session; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.workout_session TO service_role;
GRANT SELECT,DELETE ON TABLE public.workout_session TO authenticated;

--
-- Name: COLUMN workout_session.id; Type: ACL; Schema: public
--

GRANT INSERT(id) ON TABLE public.workout_session TO authenticated;

--
-- Name: COLUMN workout_session.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.workout_session TO authenticated;

--
-- Name: COLUMN workout_session.started_at; Type: ACL; Schema: public
--

GRANT INSERT(started_at) ON TABLE public.workout_session TO authenticated;

--
-- Name: COLUMN workout_session.ended_at; Type: ACL; Schema: public
--

GRANT INSERT(ended_at) ON TABLE public.workout_session TO authenticated;

--
-- Name: COLUMN workout_session.notes; Type: ACL; Schema: public
--

GRANT INSERT(notes),UPDATE(notes) ON TABLE public.workout_session TO authenticated;

--
-- Name: COLUMN workout_session.routine_id; Type: ACL; Schema: public
--

GRANT INSERT(routine_id) ON TABLE public.workout_session TO authenticated;

--
-- Name: TABLE workout_set; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.workout_set TO service_role;
GRANT SELECT,DELETE ON TABLE public.workout_set TO authenticated;

--
-- Name: COLUMN workout_set.workout_id; Type: ACL; Schema: public
--

GRANT INSERT(workout_id) ON TABLE public.workout_set TO authenticated;

--
-- Name: COLUMN workout_set.user_id; Type: ACL; Schema: public
--

GRANT INSERT(user_id) ON TABLE public.workout_set TO authenticated;

--
-- Name: COLUMN workout_set."position"; Type: ACL; Schema: public
--

GRANT INSERT("position") ON TABLE public.workout_set TO authenticated;

--
-- Name: COLUMN workout_set.weight; Type: ACL; Schema: public
--

GRANT INSERT(weight),UPDATE(weight) ON TABLE public.workout_set TO authenticated;

--
-- Name: COLUMN workout_set.reps; Type: ACL; Schema: public
--

GRANT INSERT(reps),UPDATE(reps) ON TABLE public.workout_set TO authenticated;

--
-- Name: COLUMN workout_set.rpe; Type: ACL; Schema: public
--

GRANT INSERT(rpe),UPDATE(rpe) ON TABLE public.workout_set TO authenticated;

--
-- Name: COLUMN workout_set.kind; Type: ACL; Schema: public
--

GRANT INSERT(kind),UPDATE(kind) ON TABLE public.workout_set TO authenticated;

--
-- Name: TABLE workout_totals; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.workout_totals TO service_role;
GRANT SELECT ON TABLE public.workout_totals TO authenticated;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres REVOKE ALL ON FUNCTIONS  FROM PUBLIC;


-- =================================================================================================
-- What the migrations add to Supabase's own schemas (auth, storage, extensions)
-- =================================================================================================

--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.create_profile_for_new_user();

--
-- Name: users on_auth_user_email_changed; Type: TRIGGER; Schema: auth
--

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (((new.email)::text IS DISTINCT FROM (old.email)::text)) EXECUTE FUNCTION private.sync_profile_email();

--
-- Name: objects Members delete avatars in their own folder; Type: POLICY; Schema: storage
--

CREATE POLICY "Members delete avatars in their own folder" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects Members delete their own food photos; Type: POLICY; Schema: storage
--

CREATE POLICY "Members delete their own food photos" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'food-photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects Members read their own avatar files; Type: POLICY; Schema: storage
--

CREATE POLICY "Members read their own avatar files" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects Members read their own food photos; Type: POLICY; Schema: storage
--

CREATE POLICY "Members read their own food photos" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'food-photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects Members replace avatars in their own folder; Type: POLICY; Schema: storage
--

CREATE POLICY "Members replace avatars in their own folder" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects Members upload avatars to their own folder; Type: POLICY; Schema: storage
--

CREATE POLICY "Members upload avatars to their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects Members upload food photos to their own folder while Premium; Type: POLICY; Schema: storage
--

CREATE POLICY "Members upload food photos to their own folder while Premium" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'food-photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) AND ( SELECT e.has_premium
   FROM public.subscription_entitlement() e(status, has_premium, days_remaining, access_ends_at))));

--
-- Name: FUNCTION gbtreekey16_in(cstring); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey16_in(cstring) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey16_out(extensions.gbtreekey16); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey16_out(extensions.gbtreekey16) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey2_in(cstring); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey2_in(cstring) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey2_out(extensions.gbtreekey2); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey2_out(extensions.gbtreekey2) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey32_in(cstring); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey32_in(cstring) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey32_out(extensions.gbtreekey32); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey32_out(extensions.gbtreekey32) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey4_in(cstring); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey4_in(cstring) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey4_out(extensions.gbtreekey4); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey4_out(extensions.gbtreekey4) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey8_in(cstring); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey8_in(cstring) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey8_out(extensions.gbtreekey8); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey8_out(extensions.gbtreekey8) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey_var_in(cstring); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey_var_in(cstring) FROM PUBLIC;

--
-- Name: FUNCTION gbtreekey_var_out(extensions.gbtreekey_var); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbtreekey_var_out(extensions.gbtreekey_var) FROM PUBLIC;

--
-- Name: FUNCTION cash_dist(money, money); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.cash_dist(money, money) FROM PUBLIC;

--
-- Name: FUNCTION date_dist(date, date); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.date_dist(date, date) FROM PUBLIC;

--
-- Name: FUNCTION float4_dist(real, real); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.float4_dist(real, real) FROM PUBLIC;

--
-- Name: FUNCTION float8_dist(double precision, double precision); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.float8_dist(double precision, double precision) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bit_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bit_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bit_consistent(internal, bit, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bit_consistent(internal, bit, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bit_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bit_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bit_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bit_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bit_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bit_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bit_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bit_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bool_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bool_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bool_consistent(internal, boolean, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bool_consistent(internal, boolean, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bool_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bool_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bool_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bool_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bool_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bool_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bool_same(extensions.gbtreekey2, extensions.gbtreekey2, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bool_same(extensions.gbtreekey2, extensions.gbtreekey2, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bool_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bool_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bpchar_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bpchar_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bpchar_consistent(internal, character, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bpchar_consistent(internal, character, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bytea_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bytea_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bytea_consistent(internal, bytea, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bytea_consistent(internal, bytea, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bytea_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bytea_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bytea_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bytea_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bytea_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bytea_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_bytea_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_bytea_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_consistent(internal, money, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_consistent(internal, money, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_distance(internal, money, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_distance(internal, money, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_cash_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_cash_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_consistent(internal, date, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_consistent(internal, date, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_distance(internal, date, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_distance(internal, date, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_date_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_date_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_decompress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_decompress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_enum_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_enum_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_enum_consistent(internal, anyenum, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_enum_consistent(internal, anyenum, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_enum_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_enum_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_enum_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_enum_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_enum_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_enum_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_enum_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_enum_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_enum_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_enum_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_consistent(internal, real, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_consistent(internal, real, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_distance(internal, real, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_distance(internal, real, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float4_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float4_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_consistent(internal, double precision, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_consistent(internal, double precision, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_distance(internal, double precision, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_distance(internal, double precision, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_float8_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_float8_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_inet_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_inet_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_inet_consistent(internal, inet, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_inet_consistent(internal, inet, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_inet_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_inet_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_inet_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_inet_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_inet_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_inet_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_inet_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_inet_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_consistent(internal, smallint, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_consistent(internal, smallint, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_distance(internal, smallint, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_distance(internal, smallint, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_same(extensions.gbtreekey4, extensions.gbtreekey4, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_same(extensions.gbtreekey4, extensions.gbtreekey4, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int2_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int2_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_consistent(internal, integer, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_consistent(internal, integer, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_distance(internal, integer, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_distance(internal, integer, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int4_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int4_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_consistent(internal, bigint, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_consistent(internal, bigint, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_distance(internal, bigint, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_distance(internal, bigint, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_int8_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_int8_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_consistent(internal, interval, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_consistent(internal, interval, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_decompress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_decompress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_distance(internal, interval, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_distance(internal, interval, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_same(extensions.gbtreekey32, extensions.gbtreekey32, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_same(extensions.gbtreekey32, extensions.gbtreekey32, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_intv_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_intv_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad8_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad8_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad8_consistent(internal, macaddr8, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad8_consistent(internal, macaddr8, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad8_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad8_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad8_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad8_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad8_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad8_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad8_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad8_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad_consistent(internal, macaddr, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad_consistent(internal, macaddr, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_macad_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_macad_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_numeric_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_numeric_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_numeric_consistent(internal, numeric, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_numeric_consistent(internal, numeric, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_numeric_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_numeric_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_numeric_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_numeric_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_numeric_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_numeric_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_numeric_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_numeric_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_consistent(internal, oid, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_consistent(internal, oid, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_distance(internal, oid, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_distance(internal, oid, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_oid_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_oid_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_text_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_text_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_text_consistent(internal, text, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_text_consistent(internal, text, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_text_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_text_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_text_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_text_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_text_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_text_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_text_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_text_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_consistent(internal, time without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_consistent(internal, time without time zone, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_distance(internal, time without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_distance(internal, time without time zone, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_time_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_time_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_timetz_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_timetz_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_timetz_consistent(internal, time with time zone, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_timetz_consistent(internal, time with time zone, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_consistent(internal, timestamp without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_consistent(internal, timestamp without time zone, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_distance(internal, timestamp without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_distance(internal, timestamp without time zone, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_ts_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_ts_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_tstz_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_tstz_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_tstz_consistent(internal, timestamp with time zone, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_tstz_consistent(internal, timestamp with time zone, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_tstz_distance(internal, timestamp with time zone, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_tstz_distance(internal, timestamp with time zone, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_uuid_compress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_uuid_compress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_uuid_consistent(internal, uuid, smallint, oid, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_uuid_consistent(internal, uuid, smallint, oid, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_uuid_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_uuid_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_uuid_penalty(internal, internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_uuid_penalty(internal, internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_uuid_picksplit(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_uuid_picksplit(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_uuid_same(extensions.gbtreekey32, extensions.gbtreekey32, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_uuid_same(extensions.gbtreekey32, extensions.gbtreekey32, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_uuid_union(internal, internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_uuid_union(internal, internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_var_decompress(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_var_decompress(internal) FROM PUBLIC;

--
-- Name: FUNCTION gbt_var_fetch(internal); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.gbt_var_fetch(internal) FROM PUBLIC;

--
-- Name: FUNCTION int2_dist(smallint, smallint); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.int2_dist(smallint, smallint) FROM PUBLIC;

--
-- Name: FUNCTION int4_dist(integer, integer); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.int4_dist(integer, integer) FROM PUBLIC;

--
-- Name: FUNCTION int8_dist(bigint, bigint); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.int8_dist(bigint, bigint) FROM PUBLIC;

--
-- Name: FUNCTION interval_dist(interval, interval); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.interval_dist(interval, interval) FROM PUBLIC;

--
-- Name: FUNCTION oid_dist(oid, oid); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.oid_dist(oid, oid) FROM PUBLIC;

--
-- Name: FUNCTION time_dist(time without time zone, time without time zone); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.time_dist(time without time zone, time without time zone) FROM PUBLIC;

--
-- Name: FUNCTION ts_dist(timestamp without time zone, timestamp without time zone); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.ts_dist(timestamp without time zone, timestamp without time zone) FROM PUBLIC;

--
-- Name: FUNCTION tstz_dist(timestamp with time zone, timestamp with time zone); Type: ACL; Schema: extensions
--

REVOKE ALL ON FUNCTION extensions.tstz_dist(timestamp with time zone, timestamp with time zone) FROM PUBLIC;
