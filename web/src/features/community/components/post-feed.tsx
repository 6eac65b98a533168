import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadMore } from '@/components/load-more.tsx';
import { communityQueries } from '../api.ts';
import { PostCard } from './post-card.tsx';

/** Time-ago labels move on by themselves while the page stays open. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The feed, newest first, a page at a time; the empty state offers Create First Post. */
export function PostFeed({ onCreateFirst }: { onCreateFirst: () => void }) {
  const feed = useInfiniteQuery(communityQueries.feed());
  const now = useNow();
  const posts = feed.data?.pages.flat() ?? [];

  return (
    <section aria-labelledby="feed-title" className="flex flex-col gap-3">
      <h2 id="feed-title" className="text-lg font-semibold">
        Community Feed
      </h2>
      {feed.isPending && (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading posts">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton h-32 rounded-box" />
          ))}
        </div>
      )}
      {feed.isError && (
        <div role="alert" className="alert alert-error flex justify-between">
          <span>Unable to load posts</span>
          <button type="button" className="btn btn-sm" onClick={() => feed.refetch()}>
            Try again
          </button>
        </div>
      )}
      {feed.isSuccess && posts.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-8 text-center">
          <MessageSquarePlus size={32} className="text-primary" aria-hidden />
          <p className="text-lg font-semibold">No posts yet</p>
          <p className="text-sm opacity-80">Be the first to share something with the community.</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={onCreateFirst}>
            Create First Post
          </button>
        </div>
      )}
      {posts.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} now={now} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={feed} label="Load more posts" failure="Unable to load more posts" />
    </section>
  );
}
