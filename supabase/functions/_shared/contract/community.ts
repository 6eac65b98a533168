import { z } from 'zod';
import { POST_MAX_LENGTH, POST_TYPES } from './community-rules.ts';
import { multiLineText } from './text.ts';
import { exerciseCategorySchema } from './workouts.ts';

export { POST_MAX_LENGTH, POST_RATE_LIMIT, POST_TYPES, type PostType } from './community-rules.ts';

export const postTypeSchema = z.enum(POST_TYPES, {
  message: 'postType must be one of message, workout_progress, goal_achievement',
});

export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

/** Non-empty after trimming, sent trimmed. Line breaks are kept, other control characters refused. */
export const postContentSchema = multiLineText({
  label: 'Content',
  min: 1,
  minMessage: 'Write something to share',
  max: POST_MAX_LENGTH,
  maxMessage: `A post can be at most ${POST_MAX_LENGTH} characters`,
});

/** POST /api/community/posts. `workoutId` attaches one of the member's own workouts (checked by the database). */
export const createPostBodySchema = z.object({
  content: postContentSchema,
  postType: postTypeSchema.default('message'),
  workoutId: z.uuid('workoutId must be the id of one of your workouts').nullable().optional(),
});
export type CreatePostBody = z.input<typeof createPostBodySchema>;

/** GET /api/community/posts?limit=&before=: newest first; `before` is the id of the last post already shown. */
export const listPostsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${FEED_PAGE_MAX}`)
    .max(FEED_PAGE_MAX, `limit must be between 1 and ${FEED_PAGE_MAX}`)
    .default(FEED_PAGE_DEFAULT),
  before: z.uuid('before must be the id of a post').optional(),
});

/** A community post, with what the feed needs to offer unlike and delete. */
export const communityPostSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  postType: postTypeSchema,
  createdAt: z.string(),
  likes: z.number().int().nonnegative(),
  /** Whether the caller likes it (one like per member and post). */
  likedByMe: z.boolean(),
  /** Whether the caller wrote it (and may delete it). */
  isOwn: z.boolean(),
  user: z.object({
    name: z.string(),
    username: z.string(),
    /** Null when the author chose not to show their streak. */
    streak: z.number().int().nonnegative().nullable(),
  }),
  workout: z
    .object({
      name: z.string(),
      category: exerciseCategorySchema,
      duration: z.number().int(),
      caloriesBurned: z.number().int(),
    })
    .nullable(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** POST and DELETE /api/community/posts/:id/like answer the post's count as it now stands. */
export const postLikeSchema = z.object({
  id: z.uuid(),
  likes: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
});
export type PostLike = z.infer<typeof postLikeSchema>;
