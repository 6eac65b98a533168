import postgres from 'postgres';
import { communityOperations, POST_NOT_FOUND } from '../contract/operations/community.ts';
import { privacyOperations } from '../contract/operations/privacy.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { deletePost, insertPost, likePost, listPosts, postExists, unlikePost } from './post-store.ts';
import { readPrivacy, updatePrivacy } from './privacy-store.ts';

const FOREIGN_WORKOUT = 'Choose one of your own workouts';

/**
 * Turns the database's refusals of a new post into answers: a workout that is not the author's
 * (the composite foreign key) is a 400, the posting rate limit (a trigger) a 429 with Retry-After.
 */
function refusalOfPost(error: unknown): ApiError | undefined {
  if (!(error instanceof postgres.PostgresError)) return undefined;
  if (error.code === '23503' && error.constraint_name === 'community_post_workout_fkey') {
    return badRequest('unknown_workout', `workoutId: ${FOREIGN_WORKOUT}`, { workoutId: FOREIGN_WORKOUT });
  }
  if (error.code === '23514' && error.constraint_name === 'community_post_rate_limit') {
    const seconds = Math.max(1, Number.parseInt(error.detail ?? '', 10) || 60);
    const minutes = Math.ceil(seconds / 60);
    return new ApiError(
      429,
      'posting_too_often',
      `You are posting too often. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: seconds },
    );
  }
  return undefined;
}

/** /api/community/posts (the feed, likes) and /api/user/privacy (what others see of the member). */
export function communityRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(communityOperations.list, async (c, { query }) => {
    const { before, limit } = query;
    // The first page, the common read, is one statement; a later page first checks its cursor.
    const posts = await asUser(
      sql,
      c.get('claims'),
      before === undefined
        ? listPosts({ limit })
        : async (tx) => {
            if (!(await postExists(tx, before))) {
              throw badRequest('invalid_cursor', 'before: must be the id of a post in the feed', {
                before: 'must be the id of a post in the feed',
              });
            }
            return listPosts({ limit, before }).send(tx);
          },
    );
    return c.json(posts);
  });

  on(communityOperations.create, async (c, { body }) => {
    try {
      const post = await asUser(sql, c.get('claims'), (tx) => insertPost(tx, body));
      return c.json(post, 201);
    } catch (error) {
      throw refusalOfPost(error) ?? error;
    }
  });

  on(communityOperations.remove, async (c, { params: { id } }) => {
    const outcome = await asUser(sql, c.get('claims'), (tx) => deletePost(tx, id));
    if (outcome === 'missing') throw notFound(POST_NOT_FOUND);
    if (outcome === 'not_own') throw forbidden('You can only delete your own posts');
    return c.body(null, 204);
  });

  on(communityOperations.like, async (c, { params: { id } }) => {
    try {
      const like = await asUser(sql, c.get('claims'), (tx) => likePost(tx, id));
      if (!like) throw notFound(POST_NOT_FOUND);
      return c.json(like);
    } catch (error) {
      // Deleted between the look-up and the insert: the foreign key says so.
      if (error instanceof postgres.PostgresError && error.code === '23503') throw notFound(POST_NOT_FOUND);
      throw error;
    }
  });

  on(communityOperations.unlike, async (c, { params: { id } }) => {
    const like = await asUser(sql, c.get('claims'), (tx) => unlikePost(tx, id));
    if (!like) throw notFound(POST_NOT_FOUND);
    return c.json(like);
  });

  on(privacyOperations.get, async (c) => c.json(await asUser(sql, c.get('claims'), readPrivacy)));

  on(privacyOperations.update, async (c, { body }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => updatePrivacy(tx, body))),
  );

  return app;
}
