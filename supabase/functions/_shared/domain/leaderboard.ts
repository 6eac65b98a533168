/**
 * Leaderboard arithmetic: ranks with ties and the rounded average (seed 001 section 9). No I/O.
 */

/**
 * Competition ranking ("1224"): equal totals share a rank and the next distinct total skips the
 * places they took. `sorted` must be most reps first, from the top of the board.
 */
export function assignRanks<Row extends { totalReps: number }>(
  sorted: readonly Row[],
): (Row & { rank: number })[] {
  let previous: { totalReps: number; rank: number } | undefined;
  return sorted.map((row, index) => {
    if (previous && row.totalReps > previous.totalReps) {
      throw new Error('assignRanks needs rows sorted by totalReps, most first');
    }
    const rank = previous && previous.totalReps === row.totalReps ? previous.rank : index + 1;
    previous = { totalReps: row.totalReps, rank };
    return { ...row, rank };
  });
}

/**
 * The Average Reps card: total over members, rounded to the nearest whole rep, halves up
 * (12.5 becomes 13). No members gives 0.
 */
export function averageReps(totalReps: number, members: number): number {
  if (members <= 0) return 0;
  return Math.round(totalReps / members);
}
