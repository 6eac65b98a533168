export type Intensity = 'low' | 'moderate' | 'high';

export interface RecommendedWorkout {
  name: string;
  minutes: number;
  intensity: Intensity;
  focus: string;
  /** The library exercise a member logs it as (its main movement). */
  exercise: string;
}

/** Where the log dialog's difficulty starts for each intensity. */
export const INTENSITY_DIFFICULTY: Record<Intensity, number> = { low: 2, moderate: 3, high: 4 };

/** A fixed catalogue of 15 named workouts, 15 to 45 minutes. */
export const RECOMMENDED_WORKOUTS: readonly RecommendedWorkout[] = [
  {
    name: 'Morning Mobility Flow',
    minutes: 15,
    intensity: 'low',
    focus: 'Yoga sequence to loosen hips, spine and shoulders',
    exercise: 'Sun Salutation',
  },
  {
    name: 'Full-Body Strength Builder',
    minutes: 45,
    intensity: 'high',
    focus: 'Squat, press, row and hinge in supersets',
    exercise: 'Barbell Back Squat',
  },
  {
    name: 'Core Crusher',
    minutes: 20,
    intensity: 'moderate',
    focus: 'Planks, leg raises and anti-rotation work',
    exercise: 'Plank',
  },
  {
    name: 'Upper-Body Push',
    minutes: 35,
    intensity: 'moderate',
    focus: 'Bench press, overhead press and dips',
    exercise: 'Bench Press',
  },
  {
    name: 'Lower-Body Power',
    minutes: 40,
    intensity: 'high',
    focus: 'Squats, deadlifts and lunges',
    exercise: 'Deadlift',
  },
  {
    name: 'Easy Recovery Ride',
    minutes: 30,
    intensity: 'low',
    focus: 'Steady cycling at a conversational pace',
    exercise: 'Cycling',
  },
  {
    name: 'Sprint Intervals',
    minutes: 20,
    intensity: 'high',
    focus: 'Eight hard one-minute efforts with easy recoveries',
    exercise: 'Treadmill Intervals',
  },
  {
    name: 'Dumbbell Circuit',
    minutes: 30,
    intensity: 'moderate',
    focus: 'Thrusters, rows, lunges and presses back to back',
    exercise: 'Dumbbell Thruster',
  },
  {
    name: 'Swim Endurance Set',
    minutes: 40,
    intensity: 'moderate',
    focus: 'Freestyle repeats with short rests',
    exercise: 'Freestyle Swim',
  },
  {
    name: 'Evening Stretch',
    minutes: 15,
    intensity: 'low',
    focus: 'Gentle yoga holds to unwind before sleep',
    exercise: "Child's Pose",
  },
  {
    name: 'Back and Biceps',
    minutes: 35,
    intensity: 'moderate',
    focus: 'Pull-ups, rows and curls',
    exercise: 'Pull-Up',
  },
  {
    name: 'HIIT Burner',
    minutes: 25,
    intensity: 'high',
    focus: 'Burpees, mountain climbers and jump rope rounds',
    exercise: 'HIIT Circuit',
  },
  {
    name: 'Brisk Walk and Talk',
    minutes: 30,
    intensity: 'low',
    focus: 'A purposeful walk that adds to your daily activity',
    exercise: 'Brisk Walking',
  },
  {
    name: 'Rowing Pyramid',
    minutes: 25,
    intensity: 'high',
    focus: 'Row 1-2-3-2-1 minutes hard with equal rests',
    exercise: 'Indoor Rowing',
  },
  {
    name: 'Balance and Stability',
    minutes: 20,
    intensity: 'low',
    focus: 'Single-leg work and standing yoga balances',
    exercise: 'Tree Pose',
  },
];

export const SHOWN_RECOMMENDATIONS = 3;

/** A small deterministic hash (FNV-1a), so everyone sees the same pick on the same day. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `count` distinct workouts chosen by `random` (0 <= random() < 1). */
export function pickWorkouts(random: () => number, count = SHOWN_RECOMMENDATIONS): RecommendedWorkout[] {
  const pool = [...RECOMMENDED_WORKOUTS];
  const picked: RecommendedWorkout[] = [];
  while (picked.length < count && pool.length > 0) {
    const [chosen] = pool.splice(Math.floor(random() * pool.length), 1);
    if (chosen) picked.push(chosen);
  }
  return picked;
}

/** The daily pick: the same three for a given local day (yyyy-MM-dd), different from day to day. */
export function dailyPick(day: string): RecommendedWorkout[] {
  let state = hashOf(day) || 1;
  // xorshift32 seeded by the day
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return pickWorkouts(random);
}
