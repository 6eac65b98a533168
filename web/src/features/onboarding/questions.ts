import {
  CONSISTENCY_OPTIONS,
  EXPERIENCE_LEVELS,
  FITNESS_GOALS,
  type OnboardingAnswers,
  WORKOUT_LOCATIONS,
} from '@contract/onboarding-options.ts';

/** Four questions of five options each; the values are the contract's. */
export interface Question<Key extends keyof OnboardingAnswers = keyof OnboardingAnswers> {
  key: Key;
  title: string;
  subtitle: string;
  options: readonly { value: OnboardingAnswers[Key]; label: string; hint: string }[];
}

const GOAL_LABELS: Record<(typeof FITNESS_GOALS)[number], { label: string; hint: string }> = {
  lose_weight: { label: 'Lose weight', hint: 'Burn fat and feel lighter' },
  build_muscle: { label: 'Build muscle', hint: 'Get stronger and add size' },
  improve_endurance: { label: 'Improve endurance', hint: 'Go longer without tiring' },
  athletic_performance: { label: 'Athletic performance', hint: 'Speed, power and agility' },
  general_health: { label: 'General health', hint: 'Move more and feel better' },
};
const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], { label: string; hint: string }> = {
  beginner: { label: 'Complete beginner', hint: 'New to regular training' },
  some_experience: { label: 'Some experience', hint: 'Trained on and off' },
  moderate: { label: 'Moderate', hint: 'Training regularly for a while' },
  experienced: { label: 'Experienced (2+ years)', hint: 'Consistent for over two years' },
  advanced: { label: 'Advanced (5+ years)', hint: 'Five years or more of serious training' },
};
const CONSISTENCY_LABELS: Record<(typeof CONSISTENCY_OPTIONS)[number], { label: string; hint: string }> = {
  daily: { label: 'Daily', hint: 'Every day of the week' },
  five_to_six: { label: '5-6 times a week', hint: 'Almost every day' },
  three_to_four: { label: '3-4 times a week', hint: 'Every other day' },
  one_to_two: { label: '1-2 times a week', hint: 'When the week allows' },
  just_starting: { label: 'Just getting started', hint: 'Not training yet' },
};
const LOCATION_LABELS: Record<(typeof WORKOUT_LOCATIONS)[number], { label: string; hint: string }> = {
  home_no_equipment: { label: 'At home, no equipment', hint: 'Bodyweight only' },
  home_equipment: { label: 'At home with equipment', hint: 'Dumbbells or bands' },
  gym: { label: 'At the gym', hint: 'Full equipment' },
  outdoors: { label: 'Outdoors', hint: 'Parks, trails and streets' },
  mixed: { label: 'A mix of places', hint: 'Wherever the day takes me' },
};

const optionsOf = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, { label: string; hint: string }>,
) => values.map((value) => ({ value, ...labels[value] }));

export const QUESTIONS = [
  {
    key: 'fitnessGoal',
    title: 'What is your main fitness goal?',
    subtitle: 'Your plan is built around it.',
    options: optionsOf(FITNESS_GOALS, GOAL_LABELS),
  },
  {
    key: 'experience',
    title: 'How much training experience do you have?',
    subtitle: 'So we start at the right level.',
    options: optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS),
  },
  {
    key: 'consistency',
    title: 'How often do you work out now?',
    subtitle: 'Your plan fits the time you really have.',
    options: optionsOf(CONSISTENCY_OPTIONS, CONSISTENCY_LABELS),
  },
  {
    key: 'location',
    title: 'Where will you train?',
    subtitle: 'We pick exercises for the equipment you have.',
    options: optionsOf(WORKOUT_LOCATIONS, LOCATION_LABELS),
  },
] as const satisfies readonly Question[];

/** Percent of the questionnaire reached: step 1 of 4 shows 25%. */
export const progressPercent = (step: number) => Math.round(((step + 1) / QUESTIONS.length) * 100);
