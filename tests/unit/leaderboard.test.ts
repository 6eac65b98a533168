import { describe, expect, it } from 'vitest';
import { assignRanks, averageReps } from '../../supabase/functions/_shared/domain/leaderboard.ts';

const ranksOf = (totals: number[]) =>
  assignRanks(totals.map((totalReps) => ({ totalReps }))).map((row) => row.rank);

describe('assignRanks', () => {
  it('numbers distinct totals 1, 2, 3', () => {
    expect(ranksOf([300, 200, 100])).toEqual([1, 2, 3]);
  });

  it('gives equal totals the same rank and skips the places they take', () => {
    expect(ranksOf([300, 200, 200, 100])).toEqual([1, 2, 2, 4]);
    expect(ranksOf([50, 50, 50])).toEqual([1, 1, 1]);
    expect(ranksOf([90, 90, 40, 40, 40, 10])).toEqual([1, 1, 3, 3, 3, 6]);
  });

  it('keeps every other field of the row', () => {
    expect(assignRanks([{ totalReps: 5, username: 'ada' }])).toEqual([
      { totalReps: 5, username: 'ada', rank: 1 },
    ]);
  });

  it('answers nothing for an empty board', () => {
    expect(ranksOf([])).toEqual([]);
  });

  it('refuses rows that are not sorted most reps first', () => {
    expect(() => ranksOf([10, 20])).toThrow(/sorted/);
  });
});

describe('averageReps', () => {
  it.each([
    [100, 4, 25],
    [248, 5, 50], // 49.6
    [247, 5, 49], // 49.4
    [25, 2, 13], // 12.5 rounds half up
    [7, 3, 2], // 2.33
    [0, 0, 0],
    [0, 3, 0],
  ])('%i reps over %i members is %i', (total, members, average) => {
    expect(averageReps(total, members)).toBe(average);
  });
});
