-- Concern: the feed's page in one set-based query.
--
-- The feed used to call social.post_card once per post: twenty PL/pgSQL calls, each running its
-- own query, cost about three times the database time of the page itself at 100,000 posts. This
-- function reads the page, its authors (name, username, the streak only when shown and alive),
-- the attached workouts and the caller's likes in one statement, applying the same privacy rules
-- as social.post_card (which stays for single posts). SECURITY DEFINER for the same reason: the
-- authors' profiles are readable only by their owners under row-level security.

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
         case
           when not coalesce(s.show_streak, true) then null
           -- Alive only while the last workout day is today or yesterday in the author's zone.
           when exists (
             select 1 from public.workout lw
             where lw.user_id = a.id
               and lw.date >= (((pg_catalog.now() at time zone a.time_zone)::date - 1)::timestamp at time zone a.time_zone)
           ) then a.streak
           else 0
         end,
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
