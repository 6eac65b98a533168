import { describe, expect, it } from 'vitest';
import { streakInsight, strengthInsight } from './insights.ts';

describe('progress insights', () => {
  it('never says "0-day streak" and counts days as a person would', () => {
    expect(streakInsight({ currentStreak: 0, longestStreak: 0, consistencyPercentage7Days: 0 })).toBe(
      'No streak running right now. Log a workout today to start one.',
    );
    expect(streakInsight({ currentStreak: 1, longestStreak: 1, consistencyPercentage7Days: 14 })).toBe(
      'You are on a 1-day streak. You trained on 1 of the last 7 days.',
    );
    expect(streakInsight({ currentStreak: 3, longestStreak: 5, consistencyPercentage7Days: 43 })).toBe(
      'You are on a 3-day streak. Your best run: 5 days. You trained on 3 of the last 7 days.',
    );
    expect(streakInsight({ currentStreak: 0, longestStreak: 4, consistencyPercentage7Days: 0 })).toBe(
      'No streak running right now. Your best run: 4 days.',
    );
    expect(streakInsight({ currentStreak: 6, longestStreak: 6, consistencyPercentage7Days: 86 })).toBe(
      'You are on a 6-day streak. Your best run yet. You trained on 6 of the last 7 days.',
    );
  });

  it('uses singular and plural for recorded bests', () => {
    expect(strengthInsight({ exerciseNames: ['Deadlift'], maxWeights: [245] }, 'imperial')).toBe(
      'Heaviest lift so far: Deadlift, 245 lbs. 1 exercise has a recorded best.',
    );
    expect(
      strengthInsight({ exerciseNames: ['Deadlift', 'Bench Press'], maxWeights: [245, 155] }, 'imperial'),
    ).toBe('Heaviest lift so far: Deadlift, 245 lbs. 2 exercises have a recorded best.');
    expect(strengthInsight({ exerciseNames: [], maxWeights: [] }, 'imperial')).toMatch(
      /^No weights logged yet/,
    );
    expect(strengthInsight({ exerciseNames: ['Deadlift'], maxWeights: [242.51] }, 'metric')).toBe(
      'Heaviest lift so far: Deadlift, 110 kg. 1 exercise has a recorded best.',
    );
  });
});
