import { z } from 'zod';

import {
  CONSISTENCY_OPTIONS,
  EXPERIENCE_LEVELS,
  FITNESS_GOALS,
  type OnboardingAnswers,
  WORKOUT_LOCATIONS,
} from './onboarding-options.ts';

export {
  CONSISTENCY_OPTIONS,
  type Consistency,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  FITNESS_GOALS,
  type FitnessGoal,
  type OnboardingAnswers,
  WORKOUT_LOCATIONS,
  type WorkoutLocation,
} from './onboarding-options.ts';

const choice = <const Values extends readonly [string, ...string[]]>(values: Values, label: string) =>
  z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` });

export const onboardingAnswersSchema = z
  .object({
    fitnessGoal: choice(FITNESS_GOALS, 'fitnessGoal'),
    experience: choice(EXPERIENCE_LEVELS, 'experience'),
    consistency: choice(CONSISTENCY_OPTIONS, 'consistency'),
    location: choice(WORKOUT_LOCATIONS, 'location'),
  })
  .meta({
    examples: [
      { fitnessGoal: 'build_muscle', experience: 'moderate', consistency: 'three_to_four', location: 'gym' },
    ],
  }) satisfies z.ZodType<OnboardingAnswers>;

export const PLAN_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const planLevelSchema = z.enum(PLAN_LEVELS);
export type PlanLevel = z.infer<typeof planLevelSchema>;

/** The onboarding plan: what the plan page and the dashboard's Your plan card show. */
export const onboardingPlanSchema = z.object({
  level: planLevelSchema,
  title: z.string(),
  description: z.string(),
  workoutsPerWeek: z.number().int().min(1).max(7),
  sessionMinutesMin: z.number().int().positive(),
  sessionMinutesMax: z.number().int().positive(),
  /** The plan shows its location options as 'Flexible'. */
  locationOptions: z.literal('Flexible'),
  equipment: z.array(z.string()),
  features: z.array(z.string()),
});
export type OnboardingPlan = z.infer<typeof onboardingPlanSchema>;

/** GET /api/user/onboarding-plan: the answers saved at sign-up and the plan built from them. */
export const savedOnboardingPlanSchema = z
  .object({
    answers: onboardingAnswersSchema,
    plan: onboardingPlanSchema,
    answeredAt: z.string(),
  })
  .nullable();
export type SavedOnboardingPlan = z.infer<typeof savedOnboardingPlanSchema>;
