import { estimateCalories } from '@contract/workout-rules.ts';
import { describe, expect, it } from 'vitest';
import { difficultyLabel, exertionLabel } from './labels.ts';

describe('difficultyLabel', () => {
  it.each([
    [1, 'Very Easy'],
    [2, 'Easy'],
    [3, 'Moderate'],
    [4, 'Hard'],
    [5, 'Very Hard'],
  ])('%i is %s', (level, label) => expect(difficultyLabel(level)).toBe(label));
});

describe('exertionLabel', () => {
  it.each([
    [1, 'Very Light'],
    [2, 'Very Light'],
    [3, 'Light'],
    [4, 'Light'],
    [5, 'Moderate'],
    [6, 'Moderate'],
    [7, 'Hard'],
    [8, 'Hard'],
    [9, 'Maximum Effort'],
    [10, 'Maximum Effort'],
  ])('%i is %s', (exertion, label) => expect(exertionLabel(exertion)).toBe(label));
});

describe('estimateCalories (minutes x (2 + 0.8 x difficulty))', () => {
  it.each([
    [30, 3, 132], // 30 x (2 + 2.4) = 132
    [5, 1, 14], // 5 x 2.8 = 14
    [120, 5, 720], // 120 x 6 = 720
    [45, 2, 162], // 45 x 3.6 = 162
    [25, 4, 130], // 25 x 5.2 = 130
    [35, 3, 154], // 35 x 4.4 = 154
  ])('%i minutes at difficulty %i is %i kcal', (duration, difficulty, calories) => {
    expect(estimateCalories(duration, difficulty)).toBe(calories);
  });
});
