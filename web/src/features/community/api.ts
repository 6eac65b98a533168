import type { CreatePostBody } from '@contract/community.ts';
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export const FEED_PAGE_SIZE = 20;
/** How many of the member's latest workouts the composer offers to attach. */
export const ATTACHABLE_WORKOUTS = 10;

export const communityQueries = {
  all: () => queryPrefixes.community,
  feed: () =>
    infiniteQueryOptions({
      queryKey: [...communityQueries.all(), 'posts'] as const,
      queryFn: ({ pageParam, signal }) =>
        callApi('listCommunityPosts', {
          query: { limit: FEED_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
          signal,
        }),
      initialPageParam: '',
      // A full page may have more behind it; the last post shown is the cursor (docs/decisions.md,
      // Community and leaderboard).
      getNextPageParam: (lastPage) => (lastPage.length === FEED_PAGE_SIZE ? lastPage.at(-1)?.id : undefined),
    }),
  /** The member's own latest workouts, to attach one to a post; every workout write refreshes them. */
  attachableWorkouts: () =>
    queryOptions({
      queryKey: [...communityQueries.all(), 'attachable-workouts'] as const,
      queryFn: ({ signal }) => callApi('listWorkouts', { query: { limit: ATTACHABLE_WORKOUTS }, signal }),
    }),
};

export function useSharePost() {
  const refresh = useRefreshAfter('postWritten');
  return useMutation({
    mutationFn: (body: CreatePostBody) => callApi('createCommunityPost', { body }),
    onSuccess: refresh,
  });
}

export function useToggleLike() {
  const refresh = useRefreshAfter('postWritten');
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      callApi(like ? 'likeCommunityPost' : 'unlikeCommunityPost', { params: { id } }),
    onSettled: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefreshAfter('postWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteCommunityPost', { params: { id } }),
    onSuccess: refresh,
  });
}
