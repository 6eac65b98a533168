-- Concern: how long a community post may be.
--
-- A feed post is a short message: 500 characters, counted as PostgreSQL counts characters (code
-- points), the same limit the API's schema and the composer's counter apply. The earlier limit
-- (2000) was a placeholder; no post of the product was ever longer than 500.

alter table public.community_post drop constraint community_post_content_length;
alter table public.community_post
  add constraint community_post_content_length check (char_length(content) <= 500);

comment on column public.community_post.content is 'Post text, sent trimmed; not blank, at most 500 characters.';
