import type { QueryClient } from '@tanstack/react-query';
import { communityQueries } from '@/features/community/api.ts';
import { CommunityBoard } from '@/features/community/components/community-board.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  void client.prefetchInfiniteQuery(communityQueries.feed());
  void client.prefetchQuery(communityQueries.attachableWorkouts());
}

/** /community: share with other members and cheer them on. */
export default function CommunityPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">Community</h1>
        <p className="opacity-80">Share your progress and celebrate each other&apos;s wins.</p>
      </div>
      <CommunityBoard />
    </main>
  );
}
