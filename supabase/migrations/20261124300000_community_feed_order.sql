-- Concern: reading the community feed newest first a page at a time, and a member's own recent
-- posts (the posting rate limit).
--
-- GET /api/community/posts pages by (created_at, id) descending: the id breaks ties between posts
-- made at the same instant, so "load more" never repeats or skips a post while new ones arrive.
-- The (user_id, created_at) index answers "this member's posts in the last minutes" for the rate
-- limit and still serves every lookup by user_id, so it replaces the plain user_id index.

drop index if exists public.community_post_created_at_idx;
create index community_post_created_at_id_idx on public.community_post (created_at desc, id desc);

drop index if exists public.community_post_user_id_idx;
create index community_post_user_id_created_at_idx on public.community_post (user_id, created_at desc);
