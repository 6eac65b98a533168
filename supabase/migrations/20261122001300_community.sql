-- Concern: the community feed (`community_post`) and likes (`community_post_like`).
--
-- Every signed-in member reads every post: the feed is shared by design. A member writes, edits
-- (content only) and deletes their own posts. A like is one row per member and post (a like counts
-- once per member: repeat likes do not inflate counts); community_post.likes is a counter kept by a
-- trigger, and members have no privilege on that column. A post may point at one of its author's
-- own workouts (composite foreign key); deleting the workout keeps the post and clears the link.

create table public.community_post (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  content text not null,
  post_type public.community_post_type not null default 'message',
  workout_id uuid,
  likes integer not null default 0,
  created_at timestamptz not null default now(),
  constraint community_post_workout_fkey foreign key (workout_id, user_id)
    references public.workout (id, user_id) on delete set null (workout_id),
  constraint community_post_content_not_blank check (btrim(content) <> ''),
  constraint community_post_content_length check (char_length(content) <= 2000),
  constraint community_post_likes_not_negative check (likes >= 0)
);
alter table public.community_post enable row level security;

comment on table public.community_post is 'A post on the community feed. Readable by every signed-in member by design.';
comment on column public.community_post.content is 'Post text, sent trimmed; not blank, at most 2000 characters.';
comment on column public.community_post.workout_id is 'Optional workout of the author shown with the post; cleared if that workout is deleted.';
comment on column public.community_post.likes is 'Number of community_post_like rows, maintained by a trigger; not writable by members.';

create index community_post_created_at_idx on public.community_post (created_at desc);
create index community_post_user_id_idx on public.community_post (user_id);
create index community_post_workout_id_user_id_idx on public.community_post (workout_id, user_id)
  where workout_id is not null;

revoke all on public.community_post from anon, authenticated;
grant select, delete on public.community_post to authenticated;
grant insert (user_id, content, post_type, workout_id) on public.community_post to authenticated;
grant update (content) on public.community_post to authenticated;

create policy "Members read the community feed"
  on public.community_post for select to authenticated
  using (true);

create policy "Members publish their own posts"
  on public.community_post for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members edit their own posts"
  on public.community_post for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own posts"
  on public.community_post for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.community_post_like (
  post_id uuid not null references public.community_post (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
alter table public.community_post_like enable row level security;

comment on table public.community_post_like is 'A member''s like of a post; the primary key allows one like per member and post.';

create index community_post_like_user_id_idx on public.community_post_like (user_id);

revoke all on public.community_post_like from anon, authenticated;
grant select, delete on public.community_post_like to authenticated;
grant insert (post_id, user_id) on public.community_post_like to authenticated;

create policy "Members see their own likes"
  on public.community_post_like for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members like posts as themselves"
  on public.community_post_like for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members remove their own likes"
  on public.community_post_like for delete to authenticated
  using ((select auth.uid()) = user_id);

create or replace function private.count_community_post_like()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.community_post set likes = likes + 1 where id = new.post_id;
  else
    update public.community_post set likes = greatest(likes - 1, 0) where id = old.post_id;
  end if;
  return null;
end;
$$;
comment on function private.count_community_post_like() is
  'AFTER INSERT/DELETE trigger on community_post_like: keeps community_post.likes equal to the number of likes.';
revoke execute on function private.count_community_post_like() from public, anon, authenticated;

create trigger community_post_like_count
  after insert or delete on public.community_post_like
  for each row execute function private.count_community_post_like();
