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
--     read only through the private.leaderboard_* views, which drop every member who chose not
--     to be on the leaderboard before anything else sees the rows.
-- They are PL/pgSQL so each connection plans their queries once, not on every call (a SQL
-- function that cannot be inlined is planned again each time it runs).
-- `social` is not exposed through the Data API (config.toml lists `public` only); authenticated
-- gets usage on it and execute on these functions, anon nothing. Each function answers nothing
-- without a signed-in caller.

create schema if not exists social;
comment on schema social is
  'Privacy-filtered reads of other members for the feed and the leaderboard. Usage for authenticated; not exposed through the Data API.';
revoke all on schema social from public;
grant usage on schema social to authenticated;

-- The members who may appear on the leaderboard, with their reps: the one place the leaderboard
-- opt-out is applied. Every leaderboard figure is read through these views. (Two views rather
-- than one union, so a top-N read walks the totals' index in order and stops early.)
create view private.leaderboard_all_time with (security_invoker = true) as
select t.user_id, t.total_reps
from public.rep_total t
where t.total_reps > 0
  and not exists (
    select 1 from public.privacy_setting s where s.user_id = t.user_id and not s.show_on_leaderboard
  );
comment on view private.leaderboard_all_time is
  'Members on the all-time leaderboard and their reps; members who opted out are absent.';
revoke all on private.leaderboard_all_time from public, anon, authenticated;

create view private.leaderboard_this_week with (security_invoker = true) as
select w.user_id, w.total_reps
from public.weekly_rep_total w
-- A scalar subquery: computed once per query, so the (week_start, total_reps) index serves it.
where w.week_start = (select private.leaderboard_week(pg_catalog.now()))
  and w.total_reps > 0
  and not exists (
    select 1 from public.privacy_setting s where s.user_id = w.user_id and not s.show_on_leaderboard
  );
comment on view private.leaderboard_this_week is
  'Members on this week''s leaderboard (Sunday 00:00 UTC onwards) and their reps; members who opted out are absent.';
revoke all on private.leaderboard_this_week from public, anon, authenticated;

create view private.leaderboard_total with (security_invoker = true) as
select 'all'::text as period, a.user_id, a.total_reps from private.leaderboard_all_time a
union all
select 'week'::text, w.user_id, w.total_reps from private.leaderboard_this_week w;
comment on view private.leaderboard_total is
  'Both leaderboards by period (all, week), for figures over the whole board.';
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
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
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
  where p.id = p_post_id and (select auth.uid()) is not null;
end;
$$;
comment on function social.post_card(uuid) is
  'What every member sees of a post''s author (name, username, streak unless hidden) and attached workout.';
revoke execute on function social.post_card(uuid) from public, anon;
grant execute on function social.post_card(uuid) to authenticated;

create or replace function social.leaderboard(p_period text, p_limit integer)
returns table (user_id uuid, name text, username text, total_reps bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
language plpgsql
stable
security definer
set search_path = ''
as $$
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
comment on function social.leaderboard_standing(text) is
  'Leaderboard figures for a period: members listed, their total and top reps, the caller''s reps and '
  'rank (null when not listed) and whether the caller chose to be hidden.';
revoke execute on function social.leaderboard_standing(text) from public, anon;
grant execute on function social.leaderboard_standing(text) to authenticated;
