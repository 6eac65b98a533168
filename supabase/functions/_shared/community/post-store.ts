import type { CommunityPost, PostLike, PostType } from '../contract/community.ts';
import { type SingleStatement, singleStatement } from '../db/as-user.ts';
import type { Tx } from '../db/database.ts';
import { isoInstant, jsonArrayText } from '../db/json-in-sql.ts';

/**
 * Reads and writes of the community feed, run as the member (asUser): row-level security lets
 * every member read every post and write only their own posts and likes. What the feed shows of
 * a post's author and attached workout comes from social.feed_page for a page and
 * social.post_card for one post (migration 20261125000000), which apply the author's privacy
 * choices in SQL.
 */

/**
 * A post as the API answers it (the contract's communityPostSchema), written by PostgreSQL from
 * `f`, a row shaped like social.feed_page's: lists pass the text on without parsing it.
 */
const postJson = (tx: Tx) => tx`
  json_build_object(
    'id', f.id, 'content', f.content, 'postType', f.post_type,
    'createdAt', ${isoInstant(tx, 'f.created_at')},
    'likes', f.likes, 'likedByMe', f.liked_by_me, 'isOwn', f.is_own,
    'user', json_build_object('name', f.author_name, 'username', f.author_username, 'streak', f.author_streak),
    'workout', case when f.workout_name is not null then json_build_object(
      'name', f.workout_name, 'category', f.workout_category,
      'duration', coalesce(f.workout_duration, 0), 'caloriesBurned', coalesce(f.workout_calories, 0)) end)`;

/** One post, in the columns of social.feed_page, through social.post_card. */
const onePost = (tx: Tx, id: string) => tx`
  select p.id, p.content, p.post_type, p.created_at, p.likes,
         exists (
           select 1 from public.community_post_like l
           where l.post_id = p.id and l.user_id = (select auth.uid())
         ) as liked_by_me,
         p.user_id = (select auth.uid()) as is_own,
         card.author_name, card.author_username, card.author_streak,
         card.workout_name, card.workout_category, card.workout_duration, card.workout_calories
  from public.community_post p
  cross join lateral social.post_card(p.id) as card
  where p.id = ${id}`;

export async function postExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`select 1 from public.community_post where id = ${id}`;
  return rows.length > 0;
}

/**
 * Newest first; `before` (a post's id) continues after that post, so posts added meanwhile never
 * shift a page. The cursor's instant is read in SQL: a JavaScript Date would drop its
 * microseconds and skip posts made in the same millisecond.
 */
export function listPosts({
  limit,
  before,
}: {
  limit: number;
  before?: string | undefined;
}): SingleStatement<string> {
  // One set-based statement for the whole page (social.feed_page, migration 20261125000000).
  return singleStatement(
    (tx) => tx<{ page: string | null }[]>`
      select json_agg(${postJson(tx)} order by f.created_at desc, f.id desc)::text as page
      from social.feed_page(${before ?? null}, ${limit}) as f`,
    jsonArrayText,
  );
}

export async function findPost(tx: Tx, id: string): Promise<CommunityPost | undefined> {
  const [row] = await tx<
    { post: CommunityPost }[]
  >`select ${postJson(tx)} as post from (${onePost(tx, id)}) as f`;
  return row?.post;
}

export interface NewPost {
  content: string;
  postType: PostType;
  workoutId?: string | null | undefined;
}

/**
 * The database refuses a workout that is not the author's (composite foreign key) and a post over
 * the rate limit (trigger); the routes turn those refusals into answers.
 */
export async function insertPost(tx: Tx, post: NewPost): Promise<CommunityPost> {
  const [created] = await tx<{ id: string }[]>`
    insert into public.community_post (user_id, content, post_type, workout_id)
    values ((select auth.uid()), ${post.content}, ${post.postType}, ${post.workoutId ?? null})
    returning id`;
  if (!created) throw new Error('Insert returned no post');
  const saved = await findPost(tx, created.id);
  if (!saved) throw new Error('Inserted post is not readable');
  return saved;
}

/** 'deleted', 'not_own' (the post exists but belongs to someone else) or 'missing'. */
export async function deletePost(tx: Tx, id: string): Promise<'deleted' | 'not_own' | 'missing'> {
  const deleted = await tx`delete from public.community_post where id = ${id} returning id`;
  if (deleted.length > 0) return 'deleted';
  return (await postExists(tx, id)) ? 'not_own' : 'missing';
}

async function readLikes(tx: Tx, id: string): Promise<PostLike | undefined> {
  const [row] = await tx<{ id: string; likes: number; liked_by_me: boolean }[]>`
    select p.id, p.likes,
           exists (
             select 1 from public.community_post_like l
             where l.post_id = p.id and l.user_id = (select auth.uid())
           ) as liked_by_me
    from public.community_post p
    where p.id = ${id}`;
  return row && { id: row.id, likes: row.likes, likedByMe: row.liked_by_me };
}

/**
 * One like per member and post: the primary key (post_id, user_id) makes a repeat, or twenty
 * racing requests, insert at most one row, and the counter only moves for a row really inserted.
 */
export async function likePost(tx: Tx, id: string): Promise<PostLike | undefined> {
  if (!(await postExists(tx, id))) return undefined;
  await tx`
    insert into public.community_post_like (post_id, user_id)
    values (${id}, (select auth.uid()))
    on conflict (post_id, user_id) do nothing`;
  return readLikes(tx, id);
}

export async function unlikePost(tx: Tx, id: string): Promise<PostLike | undefined> {
  if (!(await postExists(tx, id))) return undefined;
  await tx`delete from public.community_post_like where post_id = ${id} and user_id = (select auth.uid())`;
  return readLikes(tx, id);
}
