/**
 * The common names Strong and Hevy give exercises of this app's library, each with the library
 * exercise it means. Both apps name an exercise "Movement (Equipment)"; a name found here is
 * stored as the library's exercise, one matched without regard to letter case as it is. Every
 * target is a library name (a unit test holds them to it).
 */
const ALIASES: Record<string, string> = {
  'squat (barbell)': 'Barbell Back Squat',
  'back squat (barbell)': 'Barbell Back Squat',
  'full squat': 'Barbell Back Squat',
  'front squat (barbell)': 'Front Squat',
  'deadlift (barbell)': 'Deadlift',
  'conventional deadlift': 'Deadlift',
  'romanian deadlift (barbell)': 'Romanian Deadlift',
  'romanian deadlift (dumbbell)': 'Dumbbell Romanian Deadlift',
  'bench press (barbell)': 'Bench Press',
  'barbell bench press': 'Bench Press',
  'incline bench press (barbell)': 'Incline Bench Press',
  'bench press (dumbbell)': 'Dumbbell Bench Press',
  'overhead press (barbell)': 'Overhead Press',
  'strict military press (barbell)': 'Overhead Press',
  'shoulder press (dumbbell)': 'Dumbbell Shoulder Press',
  'seated overhead press (dumbbell)': 'Dumbbell Shoulder Press',
  'bent over row (barbell)': 'Barbell Row',
  'bent over one arm row (dumbbell)': 'One-Arm Dumbbell Row',
  'dumbbell row': 'One-Arm Dumbbell Row',
  'pull up': 'Pull-Up',
  'pull up (assisted)': 'Pull-Up',
  'chin up': 'Chin-Up',
  'push up': 'Push-Up',
  'triceps dip': 'Dips',
  'chest dip': 'Dips',
  'hip thrust (barbell)': 'Hip Thrust',
  'leg press (machine)': 'Leg Press',
  'lat pulldown (cable)': 'Lat Pulldown',
  'lat pulldown (machine)': 'Lat Pulldown',
  'seated row (cable)': 'Seated Cable Row',
  'seated cable row - v grip (cable)': 'Seated Cable Row',
  'walking lunge': 'Walking Lunges',
  'walking lunge (dumbbell)': 'Dumbbell Lunge',
  'lunge (dumbbell)': 'Dumbbell Lunge',
  'bulgarian split squat (dumbbell)': 'Bulgarian Split Squat',
  'leg curl (machine)': 'Leg Curl',
  'lying leg curl (machine)': 'Leg Curl',
  'seated leg curl (machine)': 'Leg Curl',
  'leg extension (machine)': 'Leg Extension',
  'standing calf raise (machine)': 'Standing Calf Raise',
  'calf raise (standing)': 'Standing Calf Raise',
  'good morning (barbell)': 'Good Morning',
  'hanging knee raise': 'Hanging Leg Raise',
  'goblet squat (kettlebell)': 'Goblet Squat',
  'goblet squat (dumbbell)': 'Goblet Squat',
  'bicep curl (dumbbell)': 'Dumbbell Curl',
  'biceps curl (dumbbell)': 'Dumbbell Curl',
  'hammer curl (dumbbell)': 'Hammer Curl',
  'lateral raise (dumbbell)': 'Lateral Raise',
  'arnold press (dumbbell)': 'Arnold Press',
  'chest fly (dumbbell)': 'Dumbbell Fly',
  'skullcrusher (barbell)': 'Skull Crusher',
  'skullcrusher (dumbbell)': 'Skull Crusher',
  'triceps extension (dumbbell)': 'Overhead Triceps Extension',
  'concentration curl (dumbbell)': 'Concentration Curl',
  'reverse fly (dumbbell)': 'Rear Delt Fly',
  'rear delt reverse fly (dumbbell)': 'Rear Delt Fly',
  'shrug (dumbbell)': 'Dumbbell Shrug',
  'step-up (dumbbell)': 'Dumbbell Step-Up',
  'thruster (dumbbell)': 'Dumbbell Thruster',
  'pullover (dumbbell)': 'Dumbbell Pullover',
  'running (treadmill)': 'Running',
  treadmill: 'Running',
  'cycling (indoor)': 'Cycling',
  bike: 'Cycling',
  'rowing (machine)': 'Indoor Rowing',
  'jump rope': 'Jump Rope',
  'elliptical trainer': 'Elliptical',
  'stair machine': 'Stair Climber',
  walking: 'Brisk Walking',
  swimming: 'Freestyle Swim',
};

/** The library name a file's exercise name stands for, or the name itself (trimmed) when none. */
export function canonicalExerciseName(name: string): string {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  return ALIASES[trimmed.toLowerCase()] ?? trimmed;
}

/** Every library name the aliases lead to, for the test that holds them to the library. */
export const aliasTargets = (): string[] => [...new Set(Object.values(ALIASES))];
