import { describe, expect, it } from 'vitest';
import { averageReps, rankEntries } from './leaderboard.ts';

const ranksOf = (totals: number[]) =>
  rankEntries(
    totals.map((totalReps) => ({ totalReps })),
    (_row, rank) => rank,
  );

describe('rankEntries', () => {
  it('numbers distinct totals 1, 2, 3', () => {
    expect(ranksOf([300, 200, 100])).toEqual([1, 2, 3]);
  });

  it('gives equal totals the same rank and skips the places they take', () => {
    expect(ranksOf([300, 200, 200, 100])).toEqual([1, 2, 2, 4]);
    expect(ranksOf([50, 50, 50])).toEqual([1, 1, 1]);
    expect(ranksOf([90, 90, 40, 40, 40, 10])).toEqual([1, 1, 3, 3, 3, 6]);
  });

  it('builds each entry from its row and rank, in board order', () => {
    const board = [
      { totalReps: 9, username: 'ada' },
      { totalReps: 9, username: 'bo' },
      { totalReps: 4, username: 'cy' },
    ];
    expect(rankEntries(board, (row, rank) => `${rank}. ${row.username}`)).toEqual([
      '1. ada',
      '1. bo',
      '3. cy',
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
