import type { LeaderboardPeriod } from '../contract/leaderboard.ts';
import { type SingleStatement, singleStatement } from '../db/as-user.ts';
import type { FunctionRow, Nullable } from '../db/rows.ts';

/**
 * The leaderboard's rows and figures, from the totals the triggers keep (migration
 * 20261124300400) through social.leaderboard and social.leaderboard_standing (migration
 * 20261124300500), which leave out every member who chose not to be on the board.
 */

export interface BoardRow {
  userId: string;
  name: string;
  username: string;
  totalReps: number;
}

export function readBoard(period: LeaderboardPeriod, limit: number): SingleStatement<BoardRow[]> {
  return singleStatement(
    (tx) => tx<FunctionRow<'social.leaderboard'>[]>`
      select user_id, name, username, total_reps from social.leaderboard(${period}, ${limit})`,
    (rows) =>
      rows.map((row) => ({
        userId: row.user_id,
        name: row.name,
        username: row.username,
        totalReps: Number(row.total_reps),
      })),
  );
}

export interface Standing {
  members: number;
  totalReps: number;
  topReps: number;
  myReps: number | null;
  myRank: number | null;
  hidden: boolean;
}

/** The caller's reps and rank are null while they are off the board. */
type StandingRow = Nullable<FunctionRow<'social.leaderboard_standing'>, 'my_reps' | 'my_rank'>;

export function readStanding(period: LeaderboardPeriod): SingleStatement<Standing> {
  return singleStatement(
    (tx) => tx<StandingRow[]>`
      select members, total_reps, top_reps, my_reps, my_rank, hidden from social.leaderboard_standing(${period})`,
    ([row]) => ({
      members: row?.members ?? 0,
      totalReps: Number(row?.total_reps ?? 0),
      topReps: Number(row?.top_reps ?? 0),
      myReps: row?.my_reps == null ? null : Number(row.my_reps),
      myRank: row?.my_rank ?? null,
      hidden: row?.hidden ?? false,
    }),
  );
}
