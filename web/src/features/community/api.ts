import type { CommunityPost, CreatePostBody, PostLike } from '@contract/community.ts';
import type { Workout } from '@contract/workouts.ts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const FEED_PAGE_SIZE = 20;
/** How many of the member's latest workouts the composer offers to attach. */
export const ATTACHABLE_WORKOUTS = 10;

export const communityQueries = {
  all: () => ['/api/community'] as const,
  feed: () =>
    infiniteQueryOptions({
      queryKey: [...communityQueries.all(), 'posts'] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
        if (pageParam) query.set('before', pageParam);
        return apiRequest<CommunityPost[]>('GET', `/api/community/posts?${query}`, { signal });
      },
      initialPageParam: '',
      // A full page may have more behind it; the last post shown is the cursor (README).
      getNextPageParam: (lastPage) => (lastPage.length === FEED_PAGE_SIZE ? lastPage.at(-1)?.id : undefined),
    }),
  /**
   * The member's own latest workouts, to attach one to a post. Keyed under /api/workouts so every
   * workout write refreshes it (lib/workout-dependent-queries.ts).
   */
  attachableWorkouts: () =>
    queryOptions({
      queryKey: ['/api/workouts', 'community-attachable'] as const,
      queryFn: ({ signal }) =>
        apiRequest<Workout[]>('GET', `/api/workouts?limit=${ATTACHABLE_WORKOUTS}`, { signal }),
    }),
};

function useRefreshFeed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communityQueries.all() });
}

export function useSharePost() {
  const refresh = useRefreshFeed();
  return useMutation({
    mutationFn: (body: CreatePostBody) => apiRequest<CommunityPost>('POST', '/api/community/posts', { body }),
    onSuccess: refresh,
  });
}

export function useToggleLike() {
  const refresh = useRefreshFeed();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      apiRequest<PostLike>(like ? 'POST' : 'DELETE', `/api/community/posts/${id}/like`),
    onSettled: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefreshFeed();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/community/posts/${id}`),
    onSuccess: refresh,
  });
}
