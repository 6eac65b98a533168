import type { QueryClient } from '@tanstack/react-query';
import { leaderboardQueries } from '@/features/leaderboard/api.ts';
import { LeaderboardBoard } from '@/features/leaderboard/components/leaderboard-board.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  // The board opens on all time.
  void client.prefetchQuery(leaderboardQueries.entries('all'));
  void client.prefetchQuery(leaderboardQueries.summary('all'));
}

/** /leaderboard: members ranked by total reps. */
export default function LeaderboardPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">Leaderboard</h1>
        <p className="opacity-80">Members ranked by total reps: every set times its reps.</p>
      </div>
      <LeaderboardBoard />
    </main>
  );
}
