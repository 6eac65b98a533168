import { z } from 'zod';
import {
  communityPostSchema,
  createPostBodySchema,
  listPostsQuerySchema,
  POST_RATE_LIMIT,
  postLikeSchema,
} from '../community.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Community';
export const POST_NOT_FOUND = 'Post not found';
const postIdParams = z.object({ id: z.uuid(POST_NOT_FOUND) });
const denied = { 401: { description: errorResponses[401] } } as const;

export const communityOperations = {
  list: defineOperation({
    id: 'listCommunityPosts',
    method: 'get',
    path: '/api/community/posts',
    summary: 'The community feed, newest first, a page at a time',
    tag,
    access: 'member',
    query: listPostsQuerySchema,
    responses: {
      200: { description: 'One page of posts.', schema: z.array(communityPostSchema) },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  create: defineOperation({
    id: 'createCommunityPost',
    method: 'post',
    path: '/api/community/posts',
    summary: 'Share a post, optionally with one of your own workouts',
    tag,
    access: 'member',
    body: { kind: 'json', schema: createPostBodySchema, maxBytes: 8 * 1024 },
    responses: {
      201: { description: 'The post as the feed shows it.', schema: communityPostSchema },
      400: { description: errorResponses[400] },
      429: {
        description: `More than ${POST_RATE_LIMIT.posts} posts in ${POST_RATE_LIMIT.minutes} minutes: retry after the seconds in Retry-After.`,
      },
      ...denied,
    },
  }),
  remove: defineOperation({
    id: 'deleteCommunityPost',
    method: 'delete',
    path: '/api/community/posts/{id}',
    summary: 'Delete one of your own posts',
    tag,
    access: 'member',
    params: postIdParams,
    notFoundMessage: POST_NOT_FOUND,
    responses: {
      204: { description: 'Deleted.' },
      403: { description: "The post is another member's." },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  like: defineOperation({
    id: 'likeCommunityPost',
    method: 'post',
    path: '/api/community/posts/{id}/like',
    summary: 'Like a post (once: liking again changes nothing)',
    tag,
    access: 'member',
    params: postIdParams,
    notFoundMessage: POST_NOT_FOUND,
    responses: {
      200: { description: "The post's likes now.", schema: postLikeSchema },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  unlike: defineOperation({
    id: 'unlikeCommunityPost',
    method: 'delete',
    path: '/api/community/posts/{id}/like',
    summary: 'Take back your like of a post',
    tag,
    access: 'member',
    params: postIdParams,
    notFoundMessage: POST_NOT_FOUND,
    responses: {
      200: { description: "The post's likes now.", schema: postLikeSchema },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
} as const;
