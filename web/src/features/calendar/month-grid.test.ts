import type { Workout } from '@contract/workouts.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aWorkout } from '@/testing/workout.ts';
import { dotsByDay, GRID_CELLS, gridRange, monthGrid, monthStats } from './month-grid.ts';

const workout = (date: Date, overrides: Partial<Workout> = {}) =>
  aWorkout({ date: date.toISOString(), ...overrides });

describe('monthGrid', () => {
  // 2026: February starts on a Sunday, March on a Sunday, June on a Monday, September on a Tuesday,
  // April on a Wednesday, January on a Thursday, May on a Friday, August on a Saturday.
  it.each([
    [1, 0],
    [5, 1],
    [8, 2],
    [3, 3],
    [0, 4],
    [4, 5],
    [7, 6],
  ])('month %i of 2026 starts on weekday %i and fills 42 cells, Sunday first', (monthIndex, weekday) => {
    const cells = monthGrid(2026, monthIndex);
    expect(cells).toHaveLength(GRID_CELLS);
    expect(cells.findIndex((cell) => cell.inMonth)).toBe(weekday);
    expect(cells[weekday]?.day).toBe(1);
    expect(new Date(`${cells[0]?.key}T12:00:00`).getDay()).toBe(0);
    const daysInMonth = new Date(2026, monthIndex + 1, 0).getDate();
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(daysInMonth);
  });

  it('spans the previous and next months across a year end', () => {
    expect(gridRange(2026, 11)).toEqual({ from: '2026-11-29', to: '2027-01-09' });
    expect(gridRange(2027, 0)).toEqual({ from: '2026-12-27', to: '2027-02-06' });
  });
});

describe('dotsByDay', () => {
  it('shows at most 3 categories per day and counts dumbbells as strength', () => {
    const day = new Date(2026, 5, 10, 9);
    const dots = dotsByDay([
      workout(day, { category: 'dumbbells' }),
      workout(day, { category: 'strength' }),
      workout(day, { category: 'swimming' }),
      workout(day, { category: 'yoga' }),
      workout(day, { category: 'cardio' }),
    ]);
    expect(dots.get('2026-06-10')).toEqual(['strength', 'cardio', 'yoga']);
  });

  it('puts a session on its local day', () => {
    const lateEvening = new Date(2026, 5, 10, 23, 50);
    expect([...dotsByDay([workout(lateEvening)]).keys()]).toEqual(['2026-06-10']);
  });
});

describe('monthStats', () => {
  it('counts only the displayed month, at its boundaries', () => {
    const workouts = [
      workout(new Date(2026, 4, 31, 23, 59)),
      workout(new Date(2026, 5, 1, 0, 0), { duration: 45, caloriesBurned: 200 }),
      workout(new Date(2026, 5, 30, 23, 59), { duration: 60, caloriesBurned: 300 }),
      workout(new Date(2026, 6, 1, 0, 0)),
      workout(new Date(2025, 5, 15)),
    ];
    expect(monthStats(workouts, 2026, 5)).toEqual({ count: 2, hours: '1.8', calories: 500 });
  });

  it('shows hours with one decimal', () => {
    expect(monthStats([], 2026, 5)).toEqual({ count: 0, hours: '0.0', calories: 0 });
  });
});

describe('in a non-UTC zone', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('counts a session by its local day, not its UTC day', () => {
    // 02:00 UTC on 1 July is 22:00 on 30 June in New York.
    const lateJune = workout(new Date('2026-07-01T02:00:00Z'));
    expect(monthStats([lateJune], 2026, 5).count).toBe(1);
    expect(monthStats([lateJune], 2026, 6).count).toBe(0);
    expect([...dotsByDay([lateJune]).keys()]).toEqual(['2026-06-30']);
  });

  it('still builds a Sunday-first grid across the March daylight-saving change', () => {
    const cells = monthGrid(2026, 2);
    expect(cells[7]?.key).toBe('2026-03-08');
    expect(cells[8]?.key).toBe('2026-03-09');
  });
});
