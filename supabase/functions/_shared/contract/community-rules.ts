/** What a post may be, without zod (the community page's composer reads it on its first view). */

/** The kinds of community post. */
export const POST_TYPES = ['message', 'workout_progress', 'goal_achievement'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A post is a short message; the database holds the same limit (migration 20261124300100). */
export const POST_MAX_LENGTH = 500;
/** Posting rate limit, enforced by the database (migration 20261124300200); here for the docs and the UI. */
export const POST_RATE_LIMIT = { posts: 5, minutes: 10 } as const;
