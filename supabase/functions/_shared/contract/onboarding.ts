import { z } from 'zod';

/**
 * The onboarding questionnaire's four questions of five options each.
 * The values travel as the query parameters fitnessGoal, experience, consistency and location
 * (/onboarding/plan), then with the trial and the sign-up, and are saved on the new account.
 */
export const FITNESS_GOALS = [
  'lose_weight',
  'build_muscle',
  'improve_endurance',
  'athletic_performance',
  'general_health',
] as const;
export const EXPERIENCE_LEVELS = [
  'beginner',
  'some_experience',
  'moderate',
  'experienced',
  'advanced',
] as const;
export const CONSISTENCY_OPTIONS = [
  'daily',
  'five_to_six',
  'three_to_four',
  'one_to_two',
  'just_starting',
] as const;
export const WORKOUT_LOCATIONS = ['home_no_equipment', 'home_equipment', 'gym', 'outdoors', 'mixed'] as const;

export type FitnessGoal = (typeof FITNESS_GOALS)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Consistency = (typeof CONSISTENCY_OPTIONS)[number];
export type WorkoutLocation = (typeof WORKOUT_LOCATIONS)[number];

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
  });
export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;

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
