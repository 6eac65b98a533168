/**
 * Leaderboard arithmetic: ranks with ties and the rounded average. No I/O.
 */

/**
 * Competition ranking ("1224"): equal totals share a rank and the next distinct total skips the
 * places they took. `sorted` must be most reps first, from the top of the board; each row becomes
 * `entry(row, rank)`, built once (the board is answered on every visit to it).
 */
export function rankEntries<Row extends { totalReps: number }, Entry>(
  sorted: readonly Row[],
  entry: (row: Row, rank: number) => Entry,
): Entry[] {
  const entries: Entry[] = [];
  let previousTotal = Number.POSITIVE_INFINITY;
  let previousRank = 0;
  for (const [index, row] of sorted.entries()) {
    if (row.totalReps > previousTotal)
      throw new Error('rankEntries needs rows sorted by totalReps, most first');
    const rank = row.totalReps === previousTotal ? previousRank : index + 1;
    entries.push(entry(row, rank));
    previousTotal = row.totalReps;
    previousRank = rank;
  }
  return entries;
}

/**
 * The Average Reps card: total over members, rounded to the nearest whole rep, halves up
 * (12.5 becomes 13). No members gives 0.
 */
export function averageReps(totalReps: number, members: number): number {
  if (members <= 0) return 0;
  return Math.round(totalReps / members);
}
