-- Concern: the feed's page in one set-based query, and the streak rule in one place.
--
-- The feed used to call social.post_card once per post: twenty PL/pgSQL calls, each running its
-- own query, cost about three times the database time of the page itself at 100,000 posts. This
-- function reads the page, its authors, the attached workouts and the caller's likes in one
-- statement, applying the same privacy rules as social.post_card (which stays for single posts).
-- SECURITY DEFINER for the same reason: the authors' profiles are readable only by their owners
-- under row-level security. The streak others see is decided by private.shown_streak, which both
-- functions call, so the rule has one home.

create or replace function private.shown_streak(p_show_streak boolean, p_author uuid, p_streak integer, p_time_zone text)
returns integer
language plpgsql
stable
set search_path = ''
as $$
begin
  -- Hidden by the author's choice: null, not 0, so nobody reads "no streak" into it.
  if not coalesce(p_show_streak, true) then
    return null;
  end if;
  -- The stored run is alive only while its last day is today or yesterday in the author's zone
  -- (migration 20261123000100); otherwise the streak is 0.
  if exists (
    select 1 from public.workout lw
    where lw.user_id = p_author
      and lw.date >= (((pg_catalog.now() at time zone p_time_zone)::date - 1)::timestamp at time zone p_time_zone)
  ) then
    return p_streak;
  end if;
  return 0;
end;
$$;
comment on function private.shown_streak(boolean, uuid, integer, text) is
  'The streak other members see of an author: null when hidden, 0 once the run has lapsed, else the stored streak.';
revoke execute on function private.shown_streak(boolean, uuid, integer, text) from public, anon, authenticated;

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
         private.shown_streak(s.show_streak, a.id, a.streak, a.time_zone),
         w.name, w.category, w.duration, w.calories_burned
  from public.community_post p
  join public.profile a on a.id = p.user_id
  left join public.privacy_setting s on s.user_id = p.user_id
  left join public.workout w on w.id = p.workout_id and w.user_id = p.user_id
  where p.id = p_post_id and (select auth.uid()) is not null;
end;
$$;

create or replace function social.feed_page(p_before uuid, p_limit integer)
returns table (
  id uuid,
  content text,
  post_type public.community_post_type,
  created_at timestamptz,
  likes integer,
  liked_by_me boolean,
  is_own boolean,
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
         private.display_name(a.first_name, a.last_name, a.username),
         a.username,
         private.shown_streak(s.show_streak, a.id, a.streak, a.time_zone),
         w.name, w.category, w.duration, w.calories_burned
  from chosen p
  join public.profile a on a.id = p.user_id
  left join public.privacy_setting s on s.user_id = p.user_id
  left join public.workout w on w.id = p.workout_id and w.user_id = p.user_id
  order by p.created_at desc, p.id desc;
end;
$$;
comment on function social.feed_page(uuid, integer) is
  'A page of the feed, newest first, after the post p_before when given: each post with the caller''s like, '
  'its author as every member sees them (streak unless hidden) and its attached workout.';
revoke execute on function social.feed_page(uuid, integer) from public, anon;
grant execute on function social.feed_page(uuid, integer) to authenticated;
