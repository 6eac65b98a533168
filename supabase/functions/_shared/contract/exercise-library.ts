import type { ExerciseCategory } from './workout-rules.ts';

export interface LibraryExercise {
  /** Unique across the library; the `exercise` table is keyed by it. */
  name: string;
  category: ExerciseCategory;
  description: string;
  /** Accent colour of the exercise card, a CSS hex colour. */
  color: string;
  /** Equipment needed, or null for bodyweight. */
  equipment: string | null;
}

/**
 * The built-in exercise library: one source for the web app and for the `exercise` table, which
 * `supabase/seed.sql` fills from it (`npm run seed:generate`). The instructions live in
 * exercise-instructions.ts, so the web app loads them only when a member opens an exercise.
 */
export const EXERCISE_LIBRARY: readonly LibraryExercise[] = [
  // Strength: barbell, machine, cable and bodyweight lifts.
  {
    name: 'Barbell Back Squat',
    category: 'strength',
    description:
      'The classic lower-body lift with the bar on your upper back; builds legs and trunk strength.',
    color: '#f97316',
    equipment: 'Barbell and rack',
  },
  {
    name: 'Front Squat',
    category: 'strength',
    description: 'A squat with the bar across the front of your shoulders; more upright and quad-focused.',
    color: '#fb923c',
    equipment: 'Barbell and rack',
  },
  {
    name: 'Deadlift',
    category: 'strength',
    description: 'Lift a loaded bar from the floor to standing; trains the whole posterior chain.',
    color: '#ef4444',
    equipment: 'Barbell',
  },
  {
    name: 'Romanian Deadlift',
    category: 'strength',
    description: 'A hip hinge from standing with soft knees; stretches and strengthens the hamstrings.',
    color: '#f43f5e',
    equipment: 'Barbell',
  },
  {
    name: 'Bench Press',
    category: 'strength',
    description: 'Press a barbell from your chest while lying on a bench; the main upper-body push.',
    color: '#f97316',
    equipment: 'Barbell and bench',
  },
  {
    name: 'Incline Bench Press',
    category: 'strength',
    description: 'A bench press on a 30-45 degree incline that shifts work to the upper chest.',
    color: '#fb923c',
    equipment: 'Barbell and incline bench',
  },
  {
    name: 'Overhead Press',
    category: 'strength',
    description: 'Press a barbell from your shoulders to overhead while standing; builds strong shoulders.',
    color: '#ef4444',
    equipment: 'Barbell',
  },
  {
    name: 'Barbell Row',
    category: 'strength',
    description: 'A bent-over pull of a barbell to your torso; thickens the upper back.',
    color: '#f43f5e',
    equipment: 'Barbell',
  },
  {
    name: 'Pull-Up',
    category: 'strength',
    description: 'Pull your body up to a bar with an overhand grip; a benchmark of upper-body strength.',
    color: '#f97316',
    equipment: 'Pull-up bar',
  },
  {
    name: 'Chin-Up',
    category: 'strength',
    description: 'A pull-up with palms facing you, which brings more biceps into the pull.',
    color: '#fb923c',
    equipment: 'Pull-up bar',
  },
  {
    name: 'Push-Up',
    category: 'strength',
    description: 'The bodyweight press from the floor; works chest, shoulders, arms and core.',
    color: '#ef4444',
    equipment: null,
  },
  {
    name: 'Dips',
    category: 'strength',
    description: 'Lower and press your body between parallel bars; strong triceps and chest builder.',
    color: '#f43f5e',
    equipment: 'Parallel bars',
  },
  {
    name: 'Hip Thrust',
    category: 'strength',
    description: 'Drive a loaded bar up with your hips, upper back on a bench; the strongest glute exercise.',
    color: '#f97316',
    equipment: 'Barbell and bench',
  },
  {
    name: 'Leg Press',
    category: 'strength',
    description: 'Push a weighted sled away with your legs; heavy leg work with a supported back.',
    color: '#fb923c',
    equipment: 'Leg press machine',
  },
  {
    name: 'Lat Pulldown',
    category: 'strength',
    description: 'Pull a cable bar down to your upper chest; builds the back and prepares for pull-ups.',
    color: '#ef4444',
    equipment: 'Cable machine',
  },
  {
    name: 'Seated Cable Row',
    category: 'strength',
    description: 'Pull a cable handle to your torso while seated; balanced mid-back work.',
    color: '#f43f5e',
    equipment: 'Cable machine',
  },
  {
    name: 'Walking Lunges',
    category: 'strength',
    description: 'Alternating forward lunges that travel across the floor; legs, balance and coordination.',
    color: '#f97316',
    equipment: null,
  },
  {
    name: 'Bulgarian Split Squat',
    category: 'strength',
    description: 'A single-leg squat with the rear foot on a bench; builds leg strength one side at a time.',
    color: '#fb923c',
    equipment: 'Bench',
  },
  {
    name: 'Plank',
    category: 'strength',
    description: 'Hold a straight body position on your forearms; builds a stable, strong core.',
    color: '#ef4444',
    equipment: null,
  },
  {
    name: 'Hanging Leg Raise',
    category: 'strength',
    description: 'Raise your legs while hanging from a bar; a demanding lower-abdominal exercise.',
    color: '#f43f5e',
    equipment: 'Pull-up bar',
  },
  {
    name: 'Leg Curl',
    category: 'strength',
    description: 'Curl a padded lever toward your glutes on a machine; isolates the hamstrings.',
    color: '#f97316',
    equipment: 'Leg curl machine',
  },
  {
    name: 'Leg Extension',
    category: 'strength',
    description: 'Straighten your knees against a padded lever; isolates the quadriceps.',
    color: '#fb923c',
    equipment: 'Leg extension machine',
  },
  {
    name: 'Standing Calf Raise',
    category: 'strength',
    description: 'Rise onto your toes under load; strengthens the calves and ankles.',
    color: '#ef4444',
    equipment: 'Calf raise machine or step',
  },
  {
    name: 'Good Morning',
    category: 'strength',
    description: 'A barbell hip hinge with the bar on your back; strengthens hamstrings and lower back.',
    color: '#f43f5e',
    equipment: 'Barbell',
  },

  // Dumbbells: free-weight work with one or two dumbbells.
  {
    name: 'Dumbbell Bench Press',
    category: 'dumbbells',
    description: 'Press two dumbbells up from your chest on a bench; a freer path than the barbell.',
    color: '#a855f7',
    equipment: 'Dumbbells and bench',
  },
  {
    name: 'Goblet Squat',
    category: 'dumbbells',
    description: 'A squat holding one dumbbell at your chest; teaches an upright, deep squat.',
    color: '#8b5cf6',
    equipment: 'Dumbbell',
  },
  {
    name: 'Dumbbell Curl',
    category: 'dumbbells',
    description: 'Curl dumbbells from your thighs to your shoulders; builds the biceps.',
    color: '#c084fc',
    equipment: 'Dumbbells',
  },
  {
    name: 'Hammer Curl',
    category: 'dumbbells',
    description: 'A curl with palms facing each other; works the biceps and the forearm.',
    color: '#a855f7',
    equipment: 'Dumbbells',
  },
  {
    name: 'Dumbbell Shoulder Press',
    category: 'dumbbells',
    description: 'Press dumbbells overhead from your shoulders, seated or standing.',
    color: '#8b5cf6',
    equipment: 'Dumbbells',
  },
  {
    name: 'Lateral Raise',
    category: 'dumbbells',
    description: 'Raise dumbbells out to your sides; isolates the side of the shoulders.',
    color: '#c084fc',
    equipment: 'Dumbbells',
  },
  {
    name: 'One-Arm Dumbbell Row',
    category: 'dumbbells',
    description: 'Row a dumbbell with one arm while supported on a bench; builds the lats.',
    color: '#a855f7',
    equipment: 'Dumbbell and bench',
  },
  {
    name: 'Dumbbell Lunge',
    category: 'dumbbells',
    description: 'Step forward into a lunge holding dumbbells at your sides.',
    color: '#8b5cf6',
    equipment: 'Dumbbells',
  },
  {
    name: 'Dumbbell Romanian Deadlift',
    category: 'dumbbells',
    description: 'A hip hinge with dumbbells in front of your thighs; targets the hamstrings.',
    color: '#c084fc',
    equipment: 'Dumbbells',
  },
  {
    name: 'Arnold Press',
    category: 'dumbbells',
    description: 'A shoulder press that rotates the palms as you press; works every part of the shoulder.',
    color: '#a855f7',
    equipment: 'Dumbbells',
  },
  {
    name: 'Dumbbell Fly',
    category: 'dumbbells',
    description: 'Open and close your arms in a wide arc on a bench; stretches and works the chest.',
    color: '#8b5cf6',
    equipment: 'Dumbbells and bench',
  },
  {
    name: 'Skull Crusher',
    category: 'dumbbells',
    description: 'Lower dumbbells toward your head lying down and extend; isolates the triceps.',
    color: '#c084fc',
    equipment: 'Dumbbells and bench',
  },
  {
    name: 'Overhead Triceps Extension',
    category: 'dumbbells',
    description: 'Lower one dumbbell behind your head with both hands and extend; long-head triceps work.',
    color: '#a855f7',
    equipment: 'Dumbbell',
  },
  {
    name: 'Concentration Curl',
    category: 'dumbbells',
    description: 'A seated one-arm curl with the elbow braced on your thigh; strict biceps isolation.',
    color: '#8b5cf6',
    equipment: 'Dumbbell',
  },
  {
    name: 'Rear Delt Fly',
    category: 'dumbbells',
    description: 'Raise dumbbells out to the sides while bent over; works the back of the shoulders.',
    color: '#c084fc',
    equipment: 'Dumbbells',
  },
  {
    name: 'Dumbbell Shrug',
    category: 'dumbbells',
    description: 'Lift your shoulders toward your ears holding dumbbells; builds the upper trapezius.',
    color: '#a855f7',
    equipment: 'Dumbbells',
  },
  {
    name: 'Dumbbell Step-Up',
    category: 'dumbbells',
    description: 'Step onto a box or bench holding dumbbells; single-leg strength and balance.',
    color: '#8b5cf6',
    equipment: 'Dumbbells and box',
  },
  {
    name: 'Renegade Row',
    category: 'dumbbells',
    description: 'Row dumbbells alternately from a plank position; combines back and core work.',
    color: '#c084fc',
    equipment: 'Dumbbells',
  },
  {
    name: 'Dumbbell Thruster',
    category: 'dumbbells',
    description: 'A front squat flowing into an overhead press; full-body strength and conditioning.',
    color: '#a855f7',
    equipment: 'Dumbbells',
  },
  {
    name: 'Dumbbell Pullover',
    category: 'dumbbells',
    description: 'Lower one dumbbell behind your head lying across a bench; works lats and chest.',
    color: '#8b5cf6',
    equipment: 'Dumbbell and bench',
  },

  // Cardio: running, machines and bodyweight conditioning.
  {
    name: 'Running',
    category: 'cardio',
    description: 'Steady outdoor or treadmill running that builds aerobic fitness and endurance.',
    color: '#3b82f6',
    equipment: null,
  },
  {
    name: 'Treadmill Intervals',
    category: 'cardio',
    description: 'Alternating fast and easy efforts on a treadmill; boosts speed and fitness quickly.',
    color: '#0ea5e9',
    equipment: 'Treadmill',
  },
  {
    name: 'Cycling',
    category: 'cardio',
    description: 'Road or stationary cycling; low-impact endurance for heart and legs.',
    color: '#38bdf8',
    equipment: 'Bike',
  },
  {
    name: 'Indoor Rowing',
    category: 'cardio',
    description: 'Full-body cardio on a rowing machine: legs, back and arms in every stroke.',
    color: '#3b82f6',
    equipment: 'Rowing machine',
  },
  {
    name: 'Jump Rope',
    category: 'cardio',
    description: 'Skipping rope for coordination, footwork and fast conditioning.',
    color: '#0ea5e9',
    equipment: 'Jump rope',
  },
  {
    name: 'Elliptical',
    category: 'cardio',
    description: 'Low-impact striding on an elliptical trainer; easy on the joints.',
    color: '#38bdf8',
    equipment: 'Elliptical trainer',
  },
  {
    name: 'Stair Climber',
    category: 'cardio',
    description: 'Climb an endless staircase; intense work for glutes, legs and lungs.',
    color: '#3b82f6',
    equipment: 'Stair climber',
  },
  {
    name: 'Brisk Walking',
    category: 'cardio',
    description: 'Walking at a purposeful pace; the most accessible way to build daily activity.',
    color: '#0ea5e9',
    equipment: null,
  },
  {
    name: 'HIIT Circuit',
    category: 'cardio',
    description: 'Short bursts of hard bodyweight work with brief rests; high intensity in little time.',
    color: '#38bdf8',
    equipment: null,
  },
  {
    name: 'Burpees',
    category: 'cardio',
    description: 'Squat, kick back into a plank, push up and jump; a full-body conditioning classic.',
    color: '#3b82f6',
    equipment: null,
  },
  {
    name: 'Hiking',
    category: 'cardio',
    description: 'Walking trails with climbs and descents; endurance with fresh air.',
    color: '#0ea5e9',
    equipment: 'Hiking shoes',
  },
  {
    name: 'Mountain Climbers',
    category: 'cardio',
    description: 'Drive your knees to your chest quickly from a plank; cardio and core together.',
    color: '#38bdf8',
    equipment: null,
  },

  // Yoga: poses and flows for mobility, balance and calm.
  {
    name: 'Sun Salutation',
    category: 'yoga',
    description: 'A flowing sequence of poses linked to the breath; warms up the whole body.',
    color: '#22c55e',
    equipment: 'Mat',
  },
  {
    name: 'Downward Dog',
    category: 'yoga',
    description: 'An inverted V pose that stretches the back of the legs and strengthens the shoulders.',
    color: '#10b981',
    equipment: 'Mat',
  },
  {
    name: 'Warrior II',
    category: 'yoga',
    description: 'A wide standing pose with bent front knee; builds leg endurance and opens the hips.',
    color: '#34d399',
    equipment: 'Mat',
  },
  {
    name: 'Tree Pose',
    category: 'yoga',
    description: 'A one-legged balance with the foot on the inner leg; improves balance and focus.',
    color: '#22c55e',
    equipment: 'Mat',
  },
  {
    name: "Child's Pose",
    category: 'yoga',
    description: 'A kneeling forward rest that gently stretches the back and hips.',
    color: '#10b981',
    equipment: 'Mat',
  },
  {
    name: 'Pigeon Pose',
    category: 'yoga',
    description: 'A deep hip opener with one leg bent in front; eases tight hips and glutes.',
    color: '#34d399',
    equipment: 'Mat',
  },
  {
    name: 'Bridge Pose',
    category: 'yoga',
    description: 'Lift your hips from lying on your back; strengthens glutes and opens the chest.',
    color: '#22c55e',
    equipment: 'Mat',
  },
  {
    name: 'Vinyasa Flow',
    category: 'yoga',
    description: 'A continuous sequence of poses moving with the breath; strength, mobility and calm.',
    color: '#10b981',
    equipment: 'Mat',
  },

  // Swimming: strokes, drills and water skills.
  {
    name: 'Freestyle Swim',
    category: 'swimming',
    description: 'Front crawl, the fastest stroke; whole-body endurance with no impact.',
    color: '#06b6d4',
    equipment: 'Pool',
  },
  {
    name: 'Backstroke',
    category: 'swimming',
    description: 'Swim on your back with alternating arms; good for posture and shoulders.',
    color: '#14b8a6',
    equipment: 'Pool',
  },
  {
    name: 'Breaststroke',
    category: 'swimming',
    description: 'A rhythmic stroke with a frog kick; relaxed pace, strong legs and chest.',
    color: '#22d3ee',
    equipment: 'Pool',
  },
  {
    name: 'Butterfly',
    category: 'swimming',
    description: 'Both arms together with a dolphin kick; the most demanding stroke.',
    color: '#06b6d4',
    equipment: 'Pool',
  },
  {
    name: 'Kickboard Drills',
    category: 'swimming',
    description: 'Lengths holding a kickboard to train the kick on its own.',
    color: '#14b8a6',
    equipment: 'Pool and kickboard',
  },
  {
    name: 'Pull Buoy Sets',
    category: 'swimming',
    description: 'Freestyle with a buoy between the legs, so the arms and back do the work.',
    color: '#22d3ee',
    equipment: 'Pool and pull buoy',
  },
  {
    name: 'Treading Water',
    category: 'swimming',
    description: 'Stay upright in deep water with sculling arms and a steady kick; safety and stamina.',
    color: '#06b6d4',
    equipment: 'Pool',
  },
];

/** What a search looks at; the API's exercises may lack a description. */
type SearchableExercise = Pick<LibraryExercise, 'name' | 'category'> & { description: string | null };

/**
 * How closely an exercise's name answers a search, best first; an exercise found only in its
 * description or category comes after every name match.
 */
export const SEARCH_RANK = {
  exactName: 0,
  nameStart: 1,
  nameWordStart: 2,
  nameElsewhere: 3,
  descriptionOrCategory: 4,
} as const;

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Whether `needle` begins one of the words of `text` (both already lower case). */
function startsAWord(text: string, needle: string): boolean {
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + 1)) {
    if (!isWordCharacter(text[index - 1])) return true;
  }
  return false;
}

/**
 * Where an exercise ranks for a search (case-insensitive, over name, description and category),
 * or null when it does not match. An empty search matches everything, all ranked alike.
 */
export function exerciseSearchRank(exercise: SearchableExercise, query: string): number | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return SEARCH_RANK.exactName;
  const name = exercise.name.toLowerCase();
  if (name === needle) return SEARCH_RANK.exactName;
  if (name.startsWith(needle)) return SEARCH_RANK.nameStart;
  if (startsAWord(name, needle)) return SEARCH_RANK.nameWordStart;
  if (name.includes(needle)) return SEARCH_RANK.nameElsewhere;
  const foundElsewhere = [exercise.description ?? '', exercise.category].some((text) =>
    text.toLowerCase().includes(needle),
  );
  return foundElsewhere ? SEARCH_RANK.descriptionOrCategory : null;
}

/** Exercise search: case-insensitive, over name, description and category. */
export function matchesExerciseSearch(exercise: SearchableExercise, query: string): boolean {
  return exerciseSearchRank(exercise, query) !== null;
}

/**
 * The exercises matching a search, name matches first (exact, then the name's start, then a word's
 * start, then anywhere in the name), then those found only in description or category. Exercises
 * of the same rank keep the order they were given in.
 */
export function searchExercises<Exercise extends SearchableExercise>(
  exercises: readonly Exercise[],
  query: string,
): Exercise[] {
  return exercises
    .map((exercise, index) => ({ exercise, index, rank: exerciseSearchRank(exercise, query) }))
    .filter((entry): entry is { exercise: Exercise; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.exercise);
}
