import type { CommunityPost, PostLike, PostType } from '../contract/community.ts';
import { type SingleStatement, singleStatement } from '../db/as-user.ts';
import type { Tx } from '../db/database.ts';
import type { FunctionRow, Nullable, Row } from '../db/rows.ts';

/**
 * Reads and writes of the community feed, run as the member (asUser): row-level security lets
 * every member read every post and write only their own posts and likes. What the feed shows of
 * a post's author and attached workout comes from social.feed_page for a page and
 * social.post_card for one post (migration 20261125000000), which apply the author's privacy
 * choices in SQL.
 */

/** A post as social.feed_page returns it (and selectPosts, through social.post_card). */
type PostRow = Nullable<
  FunctionRow<'social.feed_page'>,
  // A hidden streak, and a post without a workout.
  'author_streak' | 'workout_name' | 'workout_category' | 'workout_duration' | 'workout_calories'
>;

const toPost = (row: PostRow): CommunityPost => ({
  id: row.id,
  content: row.content,
  postType: row.post_type,
  createdAt: row.created_at.toISOString(),
  likes: row.likes,
  likedByMe: row.liked_by_me,
  isOwn: row.is_own,
  user: { name: row.author_name, username: row.author_username, streak: row.author_streak },
  workout:
    row.workout_name !== null && row.workout_category !== null
      ? {
          name: row.workout_name,
          category: row.workout_category,
          duration: row.workout_duration ?? 0,
          caloriesBurned: row.workout_calories ?? 0,
        }
      : null,
});

const selectPosts = (tx: Tx) => tx`
  select p.id, p.content, p.post_type, p.created_at, p.likes,
         exists (
           select 1 from public.community_post_like l
           where l.post_id = p.id and l.user_id = (select auth.uid())
         ) as liked_by_me,
         p.user_id = (select auth.uid()) as is_own,
         card.author_name, card.author_username, card.author_streak,
         card.workout_name, card.workout_category, card.workout_duration, card.workout_calories
  from public.community_post p
  cross join lateral social.post_card(p.id) as card`;

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
}): SingleStatement<CommunityPost[]> {
  // One set-based statement for the whole page (social.feed_page, migration 20261125000000).
  return singleStatement(
    (tx) => tx<PostRow[]>`select * from social.feed_page(${before ?? null}, ${limit})`,
    (rows) => rows.map(toPost),
  );
}

export async function findPost(tx: Tx, id: string): Promise<CommunityPost | undefined> {
  const [row] = await tx<PostRow[]>`${selectPosts(tx)} where p.id = ${id}`;
  return row && toPost(row);
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
  const [created] = await tx<Pick<Row<'public.community_post'>, 'id'>[]>`
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
  const [row] = await tx<(Pick<Row<'public.community_post'>, 'id' | 'likes'> & { liked_by_me: boolean })[]>`
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
