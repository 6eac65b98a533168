import type {
  Consistency,
  ExperienceLevel,
  FitnessGoal,
  OnboardingAnswers,
  OnboardingPlan,
  PlanLevel,
  WorkoutLocation,
} from '../contract/onboarding.ts';

/**
 * The onboarding plan, as a pure function of the four answers: the experience sets level, workouts
 * per week and session length; the consistency then adjusts them; the goal picks one of five
 * titles; the location picks the equipment.
 */

interface Schedule {
  level: PlanLevel;
  workoutsPerWeek: number;
  sessionMinutesMin: number;
  sessionMinutesMax: number;
}

/** Experience sets the level, workouts per week and session length (beginner is the default). */
export const EXPERIENCE_RULES: Record<ExperienceLevel, Schedule> = {
  beginner: { level: 'beginner', workoutsPerWeek: 2, sessionMinutesMin: 20, sessionMinutesMax: 30 },
  // 'Some experience' has no level of its own: it stays at the beginner level.
  some_experience: { level: 'beginner', workoutsPerWeek: 3, sessionMinutesMin: 25, sessionMinutesMax: 35 },
  moderate: { level: 'intermediate', workoutsPerWeek: 4, sessionMinutesMin: 40, sessionMinutesMax: 50 },
  experienced: { level: 'intermediate', workoutsPerWeek: 5, sessionMinutesMin: 45, sessionMinutesMax: 60 },
  advanced: { level: 'advanced', workoutsPerWeek: 6, sessionMinutesMin: 60, sessionMinutesMax: 75 },
};

/** Consistency then adjusts workouts per week and session length; it never changes the level. */
export function adjustForConsistency(schedule: Schedule, consistency: Consistency): Schedule {
  switch (consistency) {
    case 'daily':
      return {
        ...schedule,
        workoutsPerWeek: Math.max(schedule.workoutsPerWeek, 6),
        sessionMinutesMin: 45,
        sessionMinutesMax: 60,
      };
    case 'five_to_six':
      return { ...schedule, workoutsPerWeek: Math.max(schedule.workoutsPerWeek, 5) };
    case 'three_to_four':
      return { ...schedule, workoutsPerWeek: Math.max(schedule.workoutsPerWeek, 4) };
    case 'one_to_two':
      return {
        ...schedule,
        workoutsPerWeek: Math.min(schedule.workoutsPerWeek, 3),
        sessionMinutesMin: 30,
        sessionMinutesMax: 40,
      };
    case 'just_starting':
      return { ...schedule, workoutsPerWeek: 2, sessionMinutesMin: 20, sessionMinutesMax: 30 };
  }
}

/** The five goal options map to five plan titles. */
export const GOAL_PLANS: Record<FitnessGoal, { title: string; description: string; feature: string }> = {
  lose_weight: {
    title: 'Fat Loss Program',
    description: 'Burn fat and keep your muscle with strength circuits and cardio intervals.',
    feature: 'Calorie-burning cardio intervals',
  },
  build_muscle: {
    title: 'Muscle Building Program',
    description: 'Build strength and size with progressive resistance training and planned recovery.',
    feature: 'Progressive overload tracking',
  },
  improve_endurance: {
    title: 'Endurance Training Program',
    description: 'Go longer with steady cardio, tempo sessions and strength that supports them.',
    feature: 'Mile-by-mile pace analytics',
  },
  athletic_performance: {
    title: 'Athletic Performance Program',
    description: 'Sharpen speed, power and agility with explosive drills and conditioning.',
    feature: 'Power and agility drills',
  },
  general_health: {
    title: 'General Health & Fitness Program',
    description: 'Feel better every day with balanced strength, cardio and mobility work.',
    feature: 'Balanced strength, cardio and mobility',
  },
};

const LEVEL_SENTENCES: Record<PlanLevel, string> = {
  beginner: 'It starts with the basics and builds the habit first.',
  intermediate: 'It builds on the base you have with more volume and variety.',
  advanced: 'It pushes an experienced athlete with high volume and intensity.',
};

/** Equipment lists come from the five location options. */
export const LOCATION_EQUIPMENT: Record<WorkoutLocation, readonly string[]> = {
  home_no_equipment: ['Bodyweight exercises', 'Exercise mat'],
  home_equipment: ['Dumbbells', 'Resistance bands', 'Exercise mat'],
  gym: ['Barbells and plates', 'Dumbbells', 'Cable machines', 'Cardio machines'],
  outdoors: ['Running shoes', 'Park bench or step', 'Resistance bands'],
  mixed: ['Dumbbells', 'Resistance bands', 'Bodyweight exercises', 'Running shoes'],
};

/** What every plan includes, after the goal's own feature. */
export const COMMON_FEATURES = [
  'Personalized weekly schedule',
  'AI difficulty coaching',
  'Progress tracking and streaks',
] as const;

export function buildOnboardingPlan(answers: OnboardingAnswers): OnboardingPlan {
  const schedule = adjustForConsistency(EXPERIENCE_RULES[answers.experience], answers.consistency);
  const goal = GOAL_PLANS[answers.fitnessGoal];
  return {
    level: schedule.level,
    title: goal.title,
    description: `${goal.description} ${LEVEL_SENTENCES[schedule.level]}`,
    workoutsPerWeek: schedule.workoutsPerWeek,
    sessionMinutesMin: schedule.sessionMinutesMin,
    sessionMinutesMax: schedule.sessionMinutesMax,
    locationOptions: 'Flexible',
    equipment: [...LOCATION_EQUIPMENT[answers.location]],
    features: [goal.feature, ...COMMON_FEATURES],
  };
}
