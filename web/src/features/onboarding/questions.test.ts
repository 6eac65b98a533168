import { describe, expect, it } from 'vitest';
import { answersFromSearch } from './answers-from-search.ts';
import { sessionLength, toPlanSearch } from './plan-format.ts';
import { progressPercent, QUESTIONS } from './questions.ts';

describe('the onboarding questionnaire', () => {
  it('has four questions of five options each, with distinct labels', () => {
    expect(QUESTIONS.map((question) => question.key)).toEqual([
      'fitnessGoal',
      'experience',
      'consistency',
      'location',
    ]);
    for (const question of QUESTIONS) {
      expect(question.options).toHaveLength(5);
      expect(new Set(question.options.map((option) => option.label)).size).toBe(5);
    }
  });

  it('reports progress by step', () => {
    expect([0, 1, 2, 3].map(progressPercent)).toEqual([25, 50, 75, 100]);
  });

  it('carries the answers as the plan page query parameters and reads them back', () => {
    const answers = {
      fitnessGoal: 'lose_weight',
      experience: 'beginner',
      consistency: 'daily',
      location: 'outdoors',
    } as const;
    const search = toPlanSearch(answers);
    expect(search).toBe('fitnessGoal=lose_weight&experience=beginner&consistency=daily&location=outdoors');
    expect(answersFromSearch(new URLSearchParams(search))).toEqual(answers);
  });

  it('rejects a plan URL with a missing or unknown answer', () => {
    expect(answersFromSearch(new URLSearchParams('fitnessGoal=lose_weight'))).toBeUndefined();
    expect(
      answersFromSearch(
        new URLSearchParams('fitnessGoal=fly&experience=beginner&consistency=daily&location=outdoors'),
      ),
    ).toBeUndefined();
  });

  it('writes a session length as a range of minutes', () => {
    expect(sessionLength({ sessionMinutesMin: 40, sessionMinutesMax: 50 })).toBe('40-50 minutes');
  });
});
