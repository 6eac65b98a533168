import type { LeaderboardSummary } from '../contract/leaderboard.ts';
import { leaderboardOperations } from '../contract/operations/leaderboard.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { averageReps, rankEntries } from '../domain/leaderboard.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { readBoard, readStanding } from './leaderboard-store.ts';

/** /api/leaderboard: members ranked by total reps (all time or this week) and the summary cards. */
export function leaderboardRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(leaderboardOperations.list, async (c, { query }) => {
    const rows = await asUser(sql, c.get('claims'), readBoard(query.period, query.limit));
    return c.json(
      rankEntries(rows, ({ userId, name, username, totalReps }, rank) => ({
        rank,
        userId,
        name,
        username,
        totalReps,
      })),
    );
  });

  on(leaderboardOperations.summary, async (c, { query }) => {
    const standing = await asUser(sql, c.get('claims'), readStanding(query.period));
    const summary: LeaderboardSummary = {
      period: query.period,
      topScore: standing.topReps,
      totalUsers: standing.members,
      averageReps: averageReps(standing.totalReps, standing.members),
      me:
        standing.myRank !== null && standing.myReps !== null
          ? { rank: standing.myRank, totalReps: standing.myReps }
          : null,
      hidden: standing.hidden,
    };
    return c.json(summary);
  });

  return app;
}
