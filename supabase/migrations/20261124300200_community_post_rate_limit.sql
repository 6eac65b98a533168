-- Concern: how often a member may post to the community feed.
--
-- At most 5 posts per member in any 10 minutes. The rule lives here, in a BEFORE INSERT trigger,
-- so no path around the API can flood the feed. A transaction-scoped advisory lock per member
-- serialises one member's concurrent inserts, so racing requests cannot all slip under the limit
-- (each statement of this VOLATILE function takes a fresh snapshot after the lock is granted).
--
-- A refusal is a check_violation naming the constraint `community_post_rate_limit`, with the
-- seconds until the next post is allowed in DETAIL; the API answers it with 429 and Retry-After.

create or replace function private.limit_community_posting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function private.limit_community_posting() is
  'BEFORE INSERT trigger on community_post: refuses a 6th post by the same member within 10 minutes '
  '(check_violation, constraint community_post_rate_limit, DETAIL = seconds to wait).';
revoke execute on function private.limit_community_posting() from public, anon, authenticated;

create trigger community_post_rate_limit
  before insert on public.community_post
  for each row execute function private.limit_community_posting();
