import { describe, expect, it } from 'vitest';
import {
  freeGoalTypes,
  goalPercent,
  goalsBanner,
  isAchieved,
  parseTarget,
  setupGoalTargets,
} from './goal-progress.ts';

describe('goalPercent', () => {
  it('rounds and caps at 100', () => {
    expect(goalPercent({ current: 0, target: 5 })).toBe(0);
    expect(goalPercent({ current: 2, target: 3 })).toBe(66);
    expect(goalPercent({ current: 5, target: 5 })).toBe(100);
    expect(goalPercent({ current: 12, target: 5 })).toBe(100);
  });
  it('marks a goal achieved at 100%', () => {
    expect(isAchieved({ current: 199, target: 200 })).toBe(false);
    expect(isAchieved({ current: 200, target: 200 })).toBe(true);
  });
});

describe('goalsBanner', () => {
  it('says "Great progress!" while a goal is close (80-99%)', () => {
    expect(goalsBanner([{ current: 3, target: 5 }])).toBeNull();
    expect(
      goalsBanner([
        { current: 4, target: 5 },
        { current: 10, target: 200 },
      ]),
    ).toBe("Great progress! You're close to your weekly goals.");
    expect(goalsBanner([])).toBeNull();
  });

  it('says goals are achieved once they are, instead of calling them close', () => {
    expect(goalsBanner([{ current: 5, target: 5 }])).toBe(
      'Weekly goal achieved! Enjoy a rest day or keep going.',
    );
    expect(
      goalsBanner([
        { current: 6, target: 5 },
        { current: 200, target: 200 },
      ]),
    ).toBe('Every weekly goal achieved! Enjoy a rest day or keep going.');
    expect(
      goalsBanner([
        { current: 5, target: 5 },
        { current: 170, target: 200 },
        { current: 0, target: 1500 },
      ]),
    ).toBe('1 of 3 weekly goals achieved, and you’re close on the rest. Keep it up!');
    expect(
      goalsBanner([
        { current: 5, target: 5 },
        { current: 0, target: 200 },
      ]),
    ).toBe('1 of 2 weekly goals achieved. Keep it up!');
  });
});

describe('freeGoalTypes', () => {
  it('offers only the types without a goal', () => {
    expect(freeGoalTypes([{ type: 'workouts' }, { type: 'calories' }])).toEqual(['minutes']);
    expect(freeGoalTypes([])).toEqual(['workouts', 'minutes', 'calories']);
  });
});

describe('parseTarget', () => {
  it.each([
    ['5', 5],
    [' 200 ', 200],
    ['0', null],
    ['-3', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
  ])('%j is %j', (text, expected) => expect(parseTarget(text)).toBe(expected));
});

describe('setupGoalTargets', () => {
  it('creates the starter goals (5 workouts, 200 minutes, 1500 kcal) without a plan', () => {
    expect(setupGoalTargets()).toEqual([
      { type: 'workouts', target: 5 },
      { type: 'minutes', target: 200 },
      { type: 'calories', target: 1500 },
    ]);
  });

  it("takes the plan's weekly workouts and minutes when the member has one", () => {
    expect(setupGoalTargets({ workouts: 4, minutes: 180, source: 'Muscle Building Program' })).toEqual([
      { type: 'workouts', target: 4 },
      { type: 'minutes', target: 180 },
      { type: 'calories', target: 1500 },
    ]);
  });
});
