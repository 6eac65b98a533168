-- Concern: what members may read of each other (post authors, attached workouts, leaderboard
-- standings), with every member's privacy choices applied in SQL.
--
-- Profiles, workouts and rep totals are readable only by their owner under row-level security.
-- The feed and the leaderboard need a little of other members' data, so the functions of the
-- `social` schema, SECURITY DEFINER with an empty search_path, hand out exactly that and nothing
-- more:
--   - social.post_card(post): a post's author (display name, username, and the streak only when
--     the author shows it and it is still alive) and its attached workout (name, category,
--     duration, calories). Only for an existing post: no way to look up an arbitrary member.
--   - social.leaderboard(period, limit) and social.leaderboard_standing(period): ranked totals,
--     read only through private.leaderboard_total, which drops every member who chose not to be
--     on the leaderboard before anything else sees the rows.
-- `social` is not exposed through the Data API (config.toml lists `public` only); authenticated
-- gets usage on it and execute on these functions, anon nothing. Each function answers nothing
-- without a signed-in caller.

create schema if not exists social;
comment on schema social is
  'Privacy-filtered reads of other members for the feed and the leaderboard. Usage for authenticated; not exposed through the Data API.';
revoke all on schema social from public;
grant usage on schema social to authenticated;

-- The members who may appear on the leaderboard, with their totals, per period. The one place the
-- leaderboard opt-out is applied; every leaderboard figure is read through it.
create view private.leaderboard_total with (security_invoker = true) as
select 'all'::text as period, t.user_id, t.total_reps
from public.rep_total t
where t.total_reps > 0
  and not exists (
    select 1 from public.privacy_setting s where s.user_id = t.user_id and not s.show_on_leaderboard
  )
union all
select 'week'::text, w.user_id, w.total_reps
from public.weekly_rep_total w
where w.week_start = private.leaderboard_week(pg_catalog.now())
  and w.total_reps > 0
  and not exists (
    select 1 from public.privacy_setting s where s.user_id = w.user_id and not s.show_on_leaderboard
  );
comment on view private.leaderboard_total is
  'Members on the leaderboard and their reps, per period (all, week = the current leaderboard week); '
  'members who opted out are absent.';
revoke all on private.leaderboard_total from public, anon, authenticated;

create or replace function private.display_name(p_first_name text, p_last_name text, p_username text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.btrim(pg_catalog.concat_ws(' ', p_first_name, p_last_name)), ''), p_username)
$$;
comment on function private.display_name(text, text, text) is
  'The name other members see: first and last name, or the username when both are missing.';
revoke execute on function private.display_name(text, text, text) from public, anon, authenticated;

create or replace function social.post_card(p_post_id uuid)
returns table (
  author_name text,
  author_username text,
  author_streak integer,
  workout_name text,
  workout_category public.exercise_category,
  workout_duration integer,
  workout_calories integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select private.display_name(a.first_name, a.last_name, a.username),
         a.username,
         -- Hidden by the author's choice: null, not 0, so nobody reads "no streak" into it.
         case
           when not coalesce(s.show_streak, true) then null
           -- The stored run is alive only while its last day is today or yesterday (migration
           -- 20261123000100); otherwise the streak is 0.
           when exists (
             select 1 from public.workout lw
             where lw.user_id = a.id
               and lw.date >= (((pg_catalog.now() at time zone a.time_zone)::date - 1)::timestamp at time zone a.time_zone)
           ) then a.streak
           else 0
         end,
         w.name, w.category, w.duration, w.calories_burned
  from public.community_post p
  join public.profile a on a.id = p.user_id
  left join public.privacy_setting s on s.user_id = p.user_id
  left join public.workout w on w.id = p.workout_id and w.user_id = p.user_id
  where p.id = p_post_id and (select auth.uid()) is not null
$$;
comment on function social.post_card(uuid) is
  'What every member sees of a post''s author (name, username, streak unless hidden) and attached workout.';
revoke execute on function social.post_card(uuid) from public, anon;
grant execute on function social.post_card(uuid) to authenticated;

create or replace function social.leaderboard(p_period text, p_limit integer)
returns table (user_id uuid, name text, username text, total_reps bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select t.user_id, private.display_name(a.first_name, a.last_name, a.username), a.username, t.total_reps
  from private.leaderboard_total t
  join public.profile a on a.id = t.user_id
  where t.period = p_period and (select auth.uid()) is not null
  -- Equal totals share a rank (assigned by the API); the username only fixes the order among them.
  order by t.total_reps desc, pg_catalog.lower(a.username), t.user_id
  limit least(greatest(p_limit, 1), 100)
$$;
comment on function social.leaderboard(text, integer) is
  'The first members of the leaderboard for a period (all or week), most reps first; opted-out members are absent.';
revoke execute on function social.leaderboard(text, integer) from public, anon;
grant execute on function social.leaderboard(text, integer) to authenticated;

create or replace function social.leaderboard_standing(p_period text)
returns table (
  members integer,
  total_reps bigint,
  top_reps bigint,
  my_reps bigint,
  my_rank integer,
  hidden boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  with board as materialized (
    select t.user_id, t.total_reps from private.leaderboard_total t
    where t.period = p_period and (select auth.uid()) is not null
  ),
  figures as (
    select count(*)::integer as members,
           coalesce(sum(b.total_reps), 0)::bigint as total_reps,
           coalesce(max(b.total_reps), 0)::bigint as top_reps
    from board b
  ),
  mine as (select b.total_reps from board b where b.user_id = (select auth.uid()))
  select f.members, f.total_reps, f.top_reps, m.total_reps,
         -- Competition ranking: one more than the members with strictly more reps.
         case when m.total_reps is not null
              then 1 + (select count(*)::integer from board b where b.total_reps > m.total_reps)
         end,
         coalesce((select not s.show_on_leaderboard from public.privacy_setting s
                   where s.user_id = (select auth.uid())), false)
  from figures f
  left join mine m on true
$$;
comment on function social.leaderboard_standing(text) is
  'Leaderboard figures for a period: members listed, their total and top reps, the caller''s reps and '
  'rank (null when not listed) and whether the caller chose to be hidden.';
revoke execute on function social.leaderboard_standing(text) from public, anon;
grant execute on function social.leaderboard_standing(text) to authenticated;
