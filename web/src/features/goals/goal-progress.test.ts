import { describe, expect, it } from 'vitest';
import {
  goalPercent,
  isAchieved,
  parseTarget,
  setupGoalTargets,
  showsGreatProgress,
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

describe('showsGreatProgress', () => {
  it('shows at 80% or more on any goal', () => {
    expect(showsGreatProgress([{ current: 3, target: 5 }])).toBe(false);
    expect(
      showsGreatProgress([
        { current: 3, target: 5 },
        { current: 4, target: 5 },
      ]),
    ).toBe(true);
    expect(showsGreatProgress([])).toBe(false);
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
  it('creates the seed starter goals without a plan', () => {
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
