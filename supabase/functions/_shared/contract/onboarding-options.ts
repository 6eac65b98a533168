/**
 * The onboarding questionnaire's four questions of five options each.
 * The values travel as the query parameters fitnessGoal, experience, consistency and location
 * (/onboarding/plan), then with the trial and the sign-up, and are saved on the new account.
 * Kept apart from their schema (onboarding.ts): the questionnaire shows them before anyone answers,
 * and a screen importing a module of schemas builds every schema in it, zod's own code included.
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

/**
 * One answer to each question (onboardingAnswersSchema in onboarding.ts checks them). A type, not
 * an interface: the answers are also a plan URL's query (a record of strings).
 */
export type OnboardingAnswers = {
  fitnessGoal: FitnessGoal;
  experience: ExperienceLevel;
  consistency: Consistency;
  location: WorkoutLocation;
};
