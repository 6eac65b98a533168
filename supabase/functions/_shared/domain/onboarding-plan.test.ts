import { describe, expect, it } from 'vitest';
import {
  CONSISTENCY_OPTIONS,
  EXPERIENCE_LEVELS,
  FITNESS_GOALS,
  type OnboardingAnswers,
  onboardingPlanSchema,
  WORKOUT_LOCATIONS,
} from '../contract/onboarding.ts';
import { weeklyMinutesOf } from '../contract/onboarding-plan-figures.ts';
import { buildOnboardingPlan } from './onboarding-plan.ts';

/**
 * The onboarding plan's rules, written out again here as the test's own oracle (not imported from
 * the code under test), and checked against every one of the 5 x 5 x 5 x 5 = 625 answer
 * combinations.
 */
const BY_EXPERIENCE = {
  beginner: { level: 'beginner', workouts: 2, minutes: [20, 30] },
  some_experience: { level: 'beginner', workouts: 3, minutes: [25, 35] },
  moderate: { level: 'intermediate', workouts: 4, minutes: [40, 50] },
  experienced: { level: 'intermediate', workouts: 5, minutes: [45, 60] },
  advanced: { level: 'advanced', workouts: 6, minutes: [60, 75] },
} as const;

function expectedSchedule(answers: OnboardingAnswers) {
  const base = BY_EXPERIENCE[answers.experience];
  let workouts: number = base.workouts;
  let minutes: readonly number[] = base.minutes;
  if (answers.consistency === 'daily') {
    workouts = Math.max(workouts, 6);
    minutes = [45, 60];
  } else if (answers.consistency === 'five_to_six') {
    workouts = Math.max(workouts, 5);
  } else if (answers.consistency === 'three_to_four') {
    workouts = Math.max(workouts, 4);
  } else if (answers.consistency === 'one_to_two') {
    workouts = Math.min(workouts, 3);
    minutes = [30, 40];
  } else {
    workouts = 2;
    minutes = [20, 30];
  }
  return { level: base.level, workouts, minutes };
}

const TITLES = {
  lose_weight: 'Fat Loss Program',
  build_muscle: 'Muscle Building Program',
  improve_endurance: 'Endurance Training Program',
  athletic_performance: 'Athletic Performance Program',
  general_health: 'General Health & Fitness Program',
} as const;

const allAnswers: OnboardingAnswers[] = FITNESS_GOALS.flatMap((fitnessGoal) =>
  EXPERIENCE_LEVELS.flatMap((experience) =>
    CONSISTENCY_OPTIONS.flatMap((consistency) =>
      WORKOUT_LOCATIONS.map((location) => ({ fitnessGoal, experience, consistency, location })),
    ),
  ),
);

describe('buildOnboardingPlan over every answer combination', () => {
  it('has 625 combinations to check', () => {
    expect(allAnswers).toHaveLength(625);
    expect(new Set(allAnswers.map((answers) => JSON.stringify(answers))).size).toBe(625);
  });

  it.each(allAnswers)('follows the plan rules for %o', (answers) => {
    const plan = buildOnboardingPlan(answers);
    const expected = expectedSchedule(answers);
    expect(onboardingPlanSchema.parse(plan)).toEqual(plan);
    expect(plan.level).toBe(expected.level);
    expect(plan.workoutsPerWeek).toBe(expected.workouts);
    expect([plan.sessionMinutesMin, plan.sessionMinutesMax]).toEqual(expected.minutes);
    expect(plan.title).toBe(TITLES[answers.fitnessGoal]);
    expect(plan.locationOptions).toBe('Flexible');
    expect(plan.equipment.length).toBeGreaterThan(0);
    expect(plan.features.length).toBeGreaterThan(0);
    expect(plan.description).not.toBe('');
  });
});

describe('the parts each answer decides', () => {
  it('takes the equipment from the location alone, a different list for each of the 5', () => {
    const lists = WORKOUT_LOCATIONS.map((location) =>
      JSON.stringify(
        buildOnboardingPlan({
          fitnessGoal: 'general_health',
          experience: 'beginner',
          consistency: 'daily',
          location,
        }).equipment,
      ),
    );
    expect(new Set(lists).size).toBe(5);
    for (const answers of allAnswers) {
      const sameLocation = buildOnboardingPlan({
        ...answers,
        fitnessGoal: 'lose_weight',
        experience: 'advanced',
      });
      expect(buildOnboardingPlan(answers).equipment).toEqual(sameLocation.equipment);
    }
  });

  it('never lets consistency change the level', () => {
    for (const answers of allAnswers) {
      expect(buildOnboardingPlan(answers).level).toBe(BY_EXPERIENCE[answers.experience].level);
    }
  });

  it('gives 5 different titles and a goal-specific first feature', () => {
    const plans = FITNESS_GOALS.map((fitnessGoal) =>
      buildOnboardingPlan({
        fitnessGoal,
        experience: 'moderate',
        consistency: 'three_to_four',
        location: 'gym',
      }),
    );
    expect(new Set(plans.map((plan) => plan.title)).size).toBe(5);
    expect(new Set(plans.map((plan) => plan.features[0])).size).toBe(5);
  });

  it('gives a daily beginner 6 sessions of 45-60 minutes and an advanced 1-2 timer 3 sessions', () => {
    expect(
      buildOnboardingPlan({
        fitnessGoal: 'build_muscle',
        experience: 'beginner',
        consistency: 'daily',
        location: 'gym',
      }),
    ).toMatchObject({ level: 'beginner', workoutsPerWeek: 6, sessionMinutesMin: 45, sessionMinutesMax: 60 });
    expect(
      buildOnboardingPlan({
        fitnessGoal: 'build_muscle',
        experience: 'advanced',
        consistency: 'one_to_two',
        location: 'gym',
      }),
    ).toMatchObject({ level: 'advanced', workoutsPerWeek: 3, sessionMinutesMin: 30, sessionMinutesMax: 40 });
  });

  it('proposes weekly minutes for Setup Goals from the sessions at their midpoint, in steps of 5', () => {
    expect(weeklyMinutesOf({ workoutsPerWeek: 4, sessionMinutesMin: 40, sessionMinutesMax: 50 })).toBe(180);
    expect(weeklyMinutesOf({ workoutsPerWeek: 3, sessionMinutesMin: 25, sessionMinutesMax: 35 })).toBe(90);
    expect(weeklyMinutesOf({ workoutsPerWeek: 5, sessionMinutesMin: 45, sessionMinutesMax: 60 })).toBe(265);
  });
});
