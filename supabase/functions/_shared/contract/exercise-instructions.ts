import type { LibraryExercise } from './exercise-library.ts';
import type { ExerciseCategory } from './workout-rules.ts';

export interface ExerciseInstructions {
  /** How to do one repetition or session, in order. */
  steps: string[];
  /** Form cues and common mistakes to avoid. */
  tips: string[];
  /** Muscles the exercise works, e.g. "Quadriceps". */
  targetMuscles: string[];
}

/** How to do each library exercise (steps, tips, target muscles), keyed by its name. */
export const EXERCISE_INSTRUCTIONS: Readonly<Record<string, ExerciseInstructions>> = {
  'Barbell Back Squat': {
    steps: [
      'Set the bar at mid-chest height, step under it and rest it on your upper back, not your neck.',
      'Stand up to unrack, take two steps back and set your feet shoulder-width apart, toes slightly out.',
      'Brace your core, then sit down and back, knees tracking over your toes.',
      'Descend until your hips are at or just below knee height.',
      'Drive through your whole foot to stand up, keeping your chest up.',
    ],
    tips: [
      'Keep your heels down; if they lift, widen your stance or work on ankle mobility.',
      'Take a big breath and hold it on the way down, exhale near the top.',
      'Set the safety bars just below your bottom position.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Adductors', 'Core'],
  },
  'Front Squat': {
    steps: [
      'Rest the bar on the front of your shoulders, fingertips under the bar and elbows high.',
      'Unrack and stand with feet shoulder-width apart.',
      'Squat straight down, keeping the elbows up and the torso upright.',
      'Stand up by driving the elbows and chest upward.',
    ],
    tips: [
      'If the wrist position hurts, use a cross-arm grip or lifting straps.',
      'Dropping elbows makes the bar roll forward: lead every rep with the elbows.',
      'Keep your weight over mid-foot; drifting onto your toes tips you forward.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Upper back', 'Core'],
  },
  Deadlift: {
    steps: [
      'Stand with mid-foot under the bar, feet hip-width apart.',
      'Hinge down and grip the bar just outside your legs.',
      'Bring your shins to the bar, flatten your back and pull the slack out of the bar.',
      'Push the floor away and stand up, keeping the bar close to your legs.',
      'Lock out with hips and knees together, then lower the bar the same way.',
    ],
    tips: [
      'Never round your lower back to reach the bar; raise the bar on plates if needed.',
      'Think "push the floor" rather than "pull the bar".',
      'Do not lean back at the top; stand tall and squeeze your glutes.',
    ],
    targetMuscles: ['Hamstrings', 'Glutes', 'Lower back', 'Trapezius', 'Forearms'],
  },
  'Romanian Deadlift': {
    steps: [
      'Hold the bar at hip height with a shoulder-width grip.',
      'Unlock your knees slightly and push your hips back.',
      'Slide the bar down your thighs until you feel a strong hamstring stretch.',
      'Drive your hips forward to return to standing.',
    ],
    tips: [
      'Keep the bar touching your legs the whole way.',
      'Your back stays flat; the depth comes from the hips.',
      'Stop when your hips stop moving back; going lower only rounds the back.',
    ],
    targetMuscles: ['Hamstrings', 'Glutes', 'Lower back'],
  },
  'Bench Press': {
    steps: [
      'Lie on the bench with eyes under the bar and feet flat on the floor.',
      'Grip slightly wider than shoulder-width and pull your shoulder blades together.',
      'Unrack and lower the bar under control to your lower chest.',
      'Press the bar back up and slightly back over your shoulders.',
    ],
    tips: [
      'Keep elbows about 45 degrees from your body, not flared straight out.',
      'Use a spotter or safety arms when working near your limit.',
      'Keep your feet planted and your glutes on the bench for every rep.',
    ],
    targetMuscles: ['Chest', 'Triceps', 'Front deltoids'],
  },
  'Incline Bench Press': {
    steps: [
      'Set the bench to 30-45 degrees and lie back with feet planted.',
      'Grip a little wider than your shoulders and retract your shoulder blades.',
      'Lower the bar to your upper chest, just below the collarbone.',
      'Press up until your arms are straight.',
    ],
    tips: [
      'A steeper incline turns it into a shoulder press; stay at 45 degrees or lower.',
      'Keep your shoulder blades squeezed back to protect your shoulders.',
      'Touch your chest lightly; do not bounce the bar off it.',
    ],
    targetMuscles: ['Upper chest', 'Front deltoids', 'Triceps'],
  },
  'Overhead Press': {
    steps: [
      'Hold the bar on your front shoulders, hands just outside shoulder-width.',
      'Squeeze your glutes and brace your core.',
      'Press the bar straight up, moving your head back slightly to clear it.',
      'Finish with the bar over your mid-foot and your head through the arms.',
      'Lower under control to the shoulders.',
    ],
    tips: [
      'Do not lean back to finish the rep; a strong brace protects the lower back.',
      'Start with your forearms vertical and wrists stacked over your elbows.',
      'Breathe in and brace before each rep, breathe out at the top.',
    ],
    targetMuscles: ['Deltoids', 'Triceps', 'Upper chest', 'Core'],
  },
  'Barbell Row': {
    steps: [
      'Hinge forward to about 45 degrees with a flat back and soft knees.',
      'Let the bar hang at arm length, hands shoulder-width.',
      'Pull the bar to your lower ribs, leading with the elbows.',
      'Lower it under control to full arm extension.',
    ],
    tips: ['Avoid using your hips to swing the weight up.', 'Pause briefly with the bar at your ribs.'],
    targetMuscles: ['Latissimus dorsi', 'Rhomboids', 'Rear deltoids', 'Biceps'],
  },
  'Pull-Up': {
    steps: [
      'Hang from the bar with an overhand grip slightly wider than your shoulders.',
      'Pull your shoulder blades down and back to start the movement.',
      'Pull until your chin is above the bar.',
      'Lower yourself to a full hang under control.',
    ],
    tips: ['Use a resistance band or the assisted machine until you can do 5 clean reps.', 'Avoid kicking.'],
    targetMuscles: ['Latissimus dorsi', 'Biceps', 'Rear deltoids', 'Core'],
  },
  'Chin-Up': {
    steps: [
      'Grip the bar shoulder-width with palms facing you.',
      'From a dead hang, pull your chest toward the bar.',
      'Get your chin over the bar, then lower slowly.',
    ],
    tips: [
      'Keep your ribs down to avoid arching your back.',
      'Lower all the way to straight arms; half reps build half the strength.',
      'If you cannot do a full rep yet, jump to the top and lower yourself slowly.',
    ],
    targetMuscles: ['Biceps', 'Latissimus dorsi', 'Core'],
  },
  'Push-Up': {
    steps: [
      'Place your hands under your shoulders and step back into a straight plank.',
      'Lower your chest toward the floor with elbows about 45 degrees from your body.',
      'Stop just above the floor, then push back up to straight arms.',
    ],
    tips: [
      'Keep a straight line from head to heels; do not let your hips sag.',
      'Make it easier with hands on a bench, harder with feet raised.',
    ],
    targetMuscles: ['Chest', 'Triceps', 'Front deltoids', 'Core'],
  },
  Dips: {
    steps: [
      'Support yourself on the bars with straight arms.',
      'Lean slightly forward and lower until your upper arms are about parallel to the floor.',
      'Press back up to straight arms.',
    ],
    tips: [
      'Stop higher if you feel pain at the front of the shoulder.',
      'Use the assisted machine to start.',
    ],
    targetMuscles: ['Triceps', 'Chest', 'Front deltoids'],
  },
  'Hip Thrust': {
    steps: [
      'Sit with your upper back against a bench and a padded bar over your hips.',
      'Plant your feet hip-width apart so the shins are vertical at the top.',
      'Drive through your heels to lift your hips until your body is flat from shoulders to knees.',
      'Squeeze your glutes for a second, then lower.',
    ],
    tips: [
      'Keep your chin tucked and ribs down; do not arch your lower back at the top.',
      'Push through your heels; if you feel it mostly in your thighs, move your feet further out.',
      'Pause at the top instead of bouncing between reps.',
    ],
    targetMuscles: ['Glutes', 'Hamstrings'],
  },
  'Leg Press': {
    steps: [
      'Sit with your back flat on the pad and feet shoulder-width on the platform.',
      'Release the safety handles.',
      'Lower the sled until your knees are at about 90 degrees.',
      'Press back up without locking your knees.',
    ],
    tips: [
      'Keep your lower back on the pad; stop the descent before it lifts.',
      'Keep your knees in line with your toes.',
      'Feet higher on the platform shift work to the glutes and hamstrings, lower to the front of the thighs.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Hamstrings'],
  },
  'Lat Pulldown': {
    steps: [
      'Sit with thighs under the pads and grip the bar wider than your shoulders.',
      'Lean back slightly and pull the bar to your upper chest.',
      'Squeeze your shoulder blades down and together at the bottom.',
      'Let the bar rise under control until your arms are straight.',
    ],
    tips: ['Do not pull behind your neck.', 'Avoid swinging your torso to move the weight.'],
    targetMuscles: ['Latissimus dorsi', 'Biceps', 'Rhomboids'],
  },
  'Seated Cable Row': {
    steps: [
      'Sit with feet on the platform, knees soft, and grab the handle.',
      'Sit tall with arms extended.',
      'Row the handle to your lower ribs, squeezing your shoulder blades together.',
      'Return slowly until your arms are straight.',
    ],
    tips: [
      'Keep your torso still; the arms and back do the work.',
      'Lead with your elbows and keep your chest up.',
      'Let your shoulder blades move forward at the start, then pull them back first on each rep.',
    ],
    targetMuscles: ['Rhomboids', 'Latissimus dorsi', 'Rear deltoids', 'Biceps'],
  },
  'Walking Lunges': {
    steps: [
      'Stand tall, then take a long step forward.',
      'Lower until both knees are bent about 90 degrees, back knee just above the floor.',
      'Push through the front heel and bring the back leg forward into the next step.',
    ],
    tips: ['Keep your front knee over your foot, not caving inward.', 'Hold dumbbells to add load.'],
    targetMuscles: ['Quadriceps', 'Glutes', 'Hamstrings'],
  },
  'Bulgarian Split Squat': {
    steps: [
      'Stand about two steps in front of a bench and rest one foot on it behind you.',
      'Lower straight down until your front thigh is about parallel to the floor.',
      'Drive up through the front foot.',
      'Finish all reps, then switch legs.',
    ],
    tips: [
      'A longer stance works the glutes more, a shorter one the quads.',
      'Keep most of your weight on the front foot; the back foot is only for balance.',
      'Hold on to a rack or wall at first if balance limits you.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Adductors'],
  },
  Plank: {
    steps: [
      'Place your forearms on the floor, elbows under your shoulders.',
      'Step your feet back so your body forms a straight line.',
      'Squeeze your glutes and brace as if about to be punched in the stomach.',
      'Hold while breathing steadily.',
    ],
    tips: [
      'Stop when your hips start to sag or rise.',
      'Several 20-40 second holds beat one shaky long one.',
    ],
    targetMuscles: ['Core', 'Shoulders', 'Glutes'],
  },
  'Hanging Leg Raise': {
    steps: [
      'Hang from the bar with straight arms and shoulders engaged.',
      'Raise your legs, curling your pelvis up at the top.',
      'Lower slowly without swinging.',
    ],
    tips: [
      'Bend your knees to make it easier.',
      'Start each rep from a still hang; pause if you begin to swing.',
      'Tilt your pelvis up at the top so the abs, not only the hip flexors, do the work.',
    ],
    targetMuscles: ['Abdominals', 'Hip flexors', 'Forearms'],
  },
  'Leg Curl': {
    steps: [
      'Adjust the machine so your knees line up with its pivot and the pad sits just above your heels.',
      'Hold the handles and keep your hips pressed into the bench or seat.',
      'Curl your heels toward your glutes as far as you can.',
      'Pause, then lower slowly until your legs are almost straight.',
    ],
    tips: [
      'Do not let your hips lift off the pad to finish the rep.',
      'Take 2-3 seconds on the way down; the lowering builds the hamstrings too.',
    ],
    targetMuscles: ['Hamstrings', 'Calves'],
  },
  'Leg Extension': {
    steps: [
      'Sit with your back against the pad and line up your knees with the machine pivot.',
      'Set the lower pad just above your ankles and hold the handles.',
      'Straighten your legs until your knees are fully extended.',
      'Squeeze your thighs for a moment, then lower under control.',
    ],
    tips: [
      'Keep your hips in the seat; if they lift, the weight is too heavy.',
      'Use moderate weights and higher reps if your knees are sensitive.',
    ],
    targetMuscles: ['Quadriceps', 'Rectus femoris'],
  },
  'Standing Calf Raise': {
    steps: [
      'Stand with the balls of your feet on a step or platform, heels hanging off.',
      'Rise as high as you can onto your toes.',
      'Pause, then lower your heels below the step for a full stretch.',
    ],
    tips: [
      'Move slowly; bouncing takes the work away from the calves.',
      'Keep your knees straight but not locked, and hold a rail for balance.',
    ],
    targetMuscles: ['Calves', 'Ankles'],
  },
  'Good Morning': {
    steps: [
      'Set the bar on your upper back as for a back squat, feet hip-width apart.',
      'Unlock your knees slightly and brace your core.',
      'Push your hips back and lower your chest with a flat back until you feel a strong hamstring stretch.',
      'Drive your hips forward to return to standing.',
    ],
    tips: [
      'Start very light; the long lever loads the lower back heavily.',
      'Stop the descent as soon as your back starts to round.',
      'Keep the knee bend the same throughout; it is a hinge, not a squat.',
    ],
    targetMuscles: ['Hamstrings', 'Glutes', 'Lower back'],
  },
  'Dumbbell Bench Press': {
    steps: [
      'Sit on the bench with the dumbbells on your thighs, then lie back bringing them to your chest.',
      'Press them up until your arms are straight, palms facing forward.',
      'Lower slowly until the dumbbells are level with your chest.',
    ],
    tips: [
      'Keep your shoulder blades pinched together.',
      'Lower the weights to your thighs before sitting up.',
    ],
    targetMuscles: ['Chest', 'Triceps', 'Front deltoids'],
  },
  'Goblet Squat': {
    steps: [
      'Hold one end of a dumbbell vertically against your chest.',
      'Stand with feet a little wider than shoulder-width.',
      'Squat down between your heels, elbows brushing the inside of your knees.',
      'Stand up, keeping the dumbbell close to your body.',
    ],
    tips: [
      'Keep your chest up and your heels on the floor.',
      'Pause for a second at the bottom to build depth and control.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Core'],
  },
  'Dumbbell Curl': {
    steps: [
      'Stand with a dumbbell in each hand, palms forward.',
      'Curl the weights up while keeping your elbows at your sides.',
      'Squeeze at the top, then lower slowly.',
    ],
    tips: [
      'If you need to swing, the weight is too heavy.',
      'Lower the weights all the way to straight arms on every rep.',
      'Breathe out as you curl up and in as you lower.',
    ],
    targetMuscles: ['Biceps', 'Forearms'],
  },
  'Hammer Curl': {
    steps: [
      'Hold dumbbells at your sides with palms facing in.',
      'Curl them up without rotating your wrists.',
      'Lower under control.',
    ],
    tips: [
      'Keep your upper arms still.',
      'Curl both arms together or alternate; either way, do not swing your body.',
      'Keep your wrists straight and in line with your forearms.',
    ],
    targetMuscles: ['Brachialis', 'Biceps', 'Forearms'],
  },
  'Dumbbell Shoulder Press': {
    steps: [
      'Hold the dumbbells at shoulder height, palms forward.',
      'Brace your core and press them overhead until your arms are straight.',
      'Lower them back to shoulder height.',
    ],
    tips: [
      'Do not arch your lower back; sit on a bench with back support if needed.',
      'Keep your forearms vertical and your wrists stacked over your elbows.',
      'Stop the dumbbells just above your head rather than knocking them together.',
    ],
    targetMuscles: ['Deltoids', 'Triceps', 'Upper trapezius'],
  },
  'Lateral Raise': {
    steps: [
      'Stand with light dumbbells at your sides, elbows slightly bent.',
      'Raise the weights out to the sides until your arms are parallel to the floor.',
      'Lower slowly.',
    ],
    tips: ['Lead with your elbows, not your hands.', 'Light weights and strict form work best here.'],
    targetMuscles: ['Side deltoids', 'Trapezius'],
  },
  'One-Arm Dumbbell Row': {
    steps: [
      'Put one knee and hand on a bench, back flat.',
      'Hold the dumbbell with the other arm hanging straight.',
      'Pull it to your hip, elbow close to your body.',
      'Lower under control; finish the set, then switch sides.',
    ],
    tips: [
      'Do not twist your torso to lift the weight.',
      'Keep your shoulder down, away from your ear, as you pull.',
      'Let the dumbbell hang to a full stretch at the bottom of each rep.',
    ],
    targetMuscles: ['Latissimus dorsi', 'Rhomboids', 'Biceps'],
  },
  'Dumbbell Lunge': {
    steps: [
      'Stand tall with a dumbbell in each hand.',
      'Step forward and lower until both knees are at about 90 degrees.',
      'Push back to the start and alternate legs.',
    ],
    tips: [
      'Keep your torso upright and your front knee over your foot.',
      'Take a long enough step that your front heel stays on the floor.',
      'Lower the back knee straight down rather than lunging forward over the front foot.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Hamstrings'],
  },
  'Dumbbell Romanian Deadlift': {
    steps: [
      'Hold the dumbbells in front of your thighs, knees slightly bent.',
      'Push your hips back and slide the weights down your legs.',
      'Stop at a strong hamstring stretch, then drive your hips forward.',
    ],
    tips: [
      'Keep your back flat and the weights close to your legs.',
      'Stop where your back would start to round, often around mid-shin.',
      'Breathe in at the top, hold it on the way down and breathe out as you stand.',
    ],
    targetMuscles: ['Hamstrings', 'Glutes', 'Lower back'],
  },
  'Arnold Press': {
    steps: [
      'Start with the dumbbells in front of your shoulders, palms facing you.',
      'Press up while rotating your palms to face forward.',
      'Reverse the rotation on the way down.',
    ],
    tips: [
      'Use lighter weights than for a regular shoulder press.',
      'Brace your core and do not lean back as you press.',
      'Make the rotation smooth and finish it as your arms straighten.',
    ],
    targetMuscles: ['Deltoids', 'Triceps'],
  },
  'Dumbbell Fly': {
    steps: [
      'Lie on a bench with dumbbells above your chest, palms facing each other.',
      'With a slight bend in your elbows, open your arms in a wide arc.',
      'Stop when you feel a stretch across your chest, then bring the weights back together.',
    ],
    tips: [
      'Keep the elbow angle fixed; it is a hug, not a press.',
      'Stop when your upper arms reach about bench level to protect your shoulders.',
      'Choose lighter weights than for a press; the long lever makes them feel heavy.',
    ],
    targetMuscles: ['Chest', 'Front deltoids'],
  },
  'Skull Crusher': {
    steps: [
      'Lie on a bench with the dumbbells held above your chest, palms facing in.',
      'Bend only at the elbows to lower the weights beside your head.',
      'Extend your arms to return.',
    ],
    tips: [
      'Keep your upper arms vertical and still.',
      'Start light and lower slowly; control matters most when the weights are near your head.',
      'Let your elbows point toward the ceiling, not flare out to the sides.',
    ],
    targetMuscles: ['Triceps', 'Anconeus'],
  },
  'Overhead Triceps Extension': {
    steps: [
      'Hold one dumbbell overhead with both hands.',
      'Lower it behind your head by bending your elbows.',
      'Straighten your arms to lift it back up.',
    ],
    tips: [
      'Keep your elbows pointing forward, close to your head.',
      'Brace your core and keep your ribs down so your lower back does not arch.',
      'Sit on a bench with back support if standing strains your lower back.',
    ],
    targetMuscles: ['Triceps', 'Anconeus', 'Core'],
  },
  'Concentration Curl': {
    steps: [
      'Sit on the end of a bench with feet wide and a dumbbell in one hand.',
      'Brace the back of that upper arm against the inside of the same-side thigh, arm straight.',
      'Curl the dumbbell toward your shoulder without moving your upper arm.',
      'Squeeze at the top, lower slowly to a straight arm, and switch arms after the set.',
    ],
    tips: [
      'Keep your torso still; do not lean back to lift the weight.',
      'Start with your weaker arm and match its reps on the other side.',
    ],
    targetMuscles: ['Biceps', 'Brachialis'],
  },
  'Rear Delt Fly': {
    steps: [
      'Hinge forward with a flat back, dumbbells hanging under your chest.',
      'Raise your arms out to the sides with a slight elbow bend.',
      'Squeeze your shoulder blades, then lower slowly.',
    ],
    tips: [
      'Use light weights and avoid jerking your torso.',
      'Keep your neck neutral and look at the floor a little ahead of you.',
      'Think of moving your arms wide, not pulling them back like a row.',
    ],
    targetMuscles: ['Rear deltoids', 'Rhomboids', 'Trapezius'],
  },
  'Dumbbell Shrug': {
    steps: [
      'Stand tall with a dumbbell in each hand at your sides, palms facing in.',
      'Lift your shoulders straight up toward your ears.',
      'Hold the top for a second.',
      'Lower your shoulders slowly to a full stretch.',
    ],
    tips: [
      'Move straight up and down; rolling the shoulders adds strain, not results.',
      'Keep your arms straight and let the shoulders do the lifting.',
      'Use lifting straps if your grip gives out first.',
    ],
    targetMuscles: ['Upper trapezius', 'Levator scapulae', 'Forearms'],
  },
  'Dumbbell Step-Up': {
    steps: [
      'Stand facing a knee-high box with a dumbbell in each hand.',
      'Place one foot fully on the box.',
      'Drive through that foot to stand on the box.',
      'Step down with control and repeat.',
    ],
    tips: [
      'Push with the top leg; do not bounce off the bottom foot.',
      'Keep your torso upright and your knee in line with your toes.',
      'Start with a lower box and work up to knee height.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes'],
  },
  'Renegade Row': {
    steps: [
      'Set up in a high plank with your hands on two dumbbells and feet wider than hip-width.',
      'Brace your core and glutes to keep your hips level.',
      'Row one dumbbell to your hip while pressing the other into the floor.',
      'Lower it with control and repeat on the other side.',
    ],
    tips: [
      'Widen your feet to make it easier to stop your hips from twisting.',
      'Use hexagonal dumbbells so they do not roll.',
      'Choose a light weight; holding the plank is the hard part.',
    ],
    targetMuscles: ['Latissimus dorsi', 'Rhomboids', 'Core', 'Shoulders'],
  },
  'Dumbbell Thruster': {
    steps: [
      'Hold the dumbbells at your shoulders and stand with feet shoulder-width apart.',
      'Squat down until your thighs are about parallel to the floor.',
      'Drive up and use that momentum to press the weights overhead.',
      'Bring the weights back to your shoulders as you start the next squat.',
    ],
    tips: ['Breathe out as you press.', 'Keep your elbows up at the bottom of the squat.'],
    targetMuscles: ['Quadriceps', 'Glutes', 'Deltoids', 'Triceps'],
  },
  'Dumbbell Pullover': {
    steps: [
      'Lie with your upper back across a bench, feet flat and hips slightly below the bench.',
      'Hold one dumbbell with both hands cupping the top end, arms over your chest with a slight elbow bend.',
      'Lower the dumbbell in an arc behind your head until you feel a stretch in your lats and chest.',
      'Bring it back over your chest along the same arc, keeping the elbow bend fixed.',
    ],
    tips: [
      'Keep your ribs down and core braced; do not arch your back to get more range.',
      'Only go as far back as your shoulders allow without pain.',
      'Breathe in as you lower and out as you pull back up.',
    ],
    targetMuscles: ['Latissimus dorsi', 'Chest', 'Triceps', 'Serratus anterior'],
  },
  Running: {
    steps: [
      'Walk or jog easily for 5 minutes to warm up.',
      'Run at a conversational pace: you can still speak in sentences.',
      'Keep a short, quick stride with your feet landing under your hips.',
      'Finish with 5 minutes of easy jogging or walking.',
    ],
    tips: [
      'Increase your weekly distance by no more than about 10% at a time.',
      'Relax your shoulders and hands.',
    ],
    targetMuscles: ['Quadriceps', 'Hamstrings', 'Calves', 'Heart and lungs'],
  },
  'Treadmill Intervals': {
    steps: [
      'Warm up with 5 minutes of easy jogging.',
      'Run 1 minute hard, at a pace you could hold for about 5 minutes.',
      'Recover with 2 minutes of walking or easy jogging.',
      'Repeat 5-8 times, then cool down for 5 minutes.',
    ],
    tips: ['Hold the handrails only to get on and off.', 'The hard efforts should feel hard but controlled.'],
    targetMuscles: ['Legs', 'Heart and lungs'],
  },
  Cycling: {
    steps: [
      'Set the saddle so your knee is slightly bent at the bottom of the pedal stroke.',
      'Pedal easily for 5 minutes.',
      'Ride the main part at a steady, moderate effort.',
      'Spin easily for the last 5 minutes.',
    ],
    tips: [
      'Aim for a smooth cadence of 80-95 revolutions per minute.',
      'Keep your upper body relaxed and your knees tracking straight over the pedals.',
      'Wear a helmet outdoors and use lights in low light.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Calves', 'Heart and lungs'],
  },
  'Indoor Rowing': {
    steps: [
      'Strap your feet in and grab the handle with straight arms.',
      'Push with your legs first, then lean back slightly, then pull the handle to your lower ribs.',
      'Return in reverse order: arms, body, then bend your knees.',
    ],
    tips: ['The power comes mostly from the legs.', 'Keep the recovery slower than the drive.'],
    targetMuscles: ['Legs', 'Back', 'Arms', 'Heart and lungs'],
  },
  'Jump Rope': {
    steps: [
      'Hold the handles at hip height and start with the rope behind you.',
      'Turn the rope with your wrists, not your arms.',
      'Jump just high enough to clear the rope, landing softly on the balls of your feet.',
      'Work in rounds, for example 1 minute on and 30 seconds off.',
    ],
    tips: [
      'Keep your elbows close to your sides.',
      'Start with short rounds; your calves tire quickly at first.',
      'Jump on a gym floor or mat rather than concrete to spare your joints.',
    ],
    targetMuscles: ['Calves', 'Shoulders', 'Heart and lungs'],
  },
  Elliptical: {
    steps: [
      'Step onto the pedals, hold the handles and stride at an easy pace for 5 minutes.',
      'Stand tall with your weight centred over your feet.',
      'Raise the resistance or incline until the effort is moderate and steady.',
      'Push and pull the moving handles to bring your upper body into the work.',
      'Lower the resistance for a 5-minute cool-down.',
    ],
    tips: [
      'Keep your whole foot on the pedal and press through your heels.',
      'Do not lean on the handles; let your legs carry your weight.',
      'Stride backwards for a few minutes to change the emphasis.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Hamstrings', 'Heart and lungs'],
  },
  'Stair Climber': {
    steps: [
      'Start at a slow step rate to warm up.',
      'Stand tall and step with your whole foot on each stair.',
      'Raise the speed to a steady, challenging effort.',
    ],
    tips: [
      'Lean only lightly on the rails; carrying your weight is the exercise.',
      'Keep your chest up and your hips under you instead of hunching forward.',
      'Lower the speed rather than hanging on the rails when it gets hard.',
    ],
    targetMuscles: ['Glutes', 'Quadriceps', 'Calves', 'Heart and lungs'],
  },
  'Brisk Walking': {
    steps: [
      'Walk at a pace where you breathe faster but can still talk.',
      'Swing your arms naturally and stand tall.',
      'Keep it up for at least 20-30 minutes.',
    ],
    tips: [
      'Add hills or a weighted backpack to make it harder.',
      'To go faster, take quicker steps rather than longer ones.',
      'Wear comfortable, supportive shoes.',
    ],
    targetMuscles: ['Legs', 'Heart and lungs'],
  },
  'HIIT Circuit': {
    steps: [
      'Pick 4-6 moves, for example jumping jacks, squats, push-ups and high knees.',
      'Do each for 30-40 seconds at a hard effort.',
      'Rest 20 seconds between moves.',
      'Repeat the circuit 3-4 times.',
    ],
    tips: ['Warm up first.', 'Keep form clean even when tired.'],
    targetMuscles: ['Full body', 'Heart and lungs'],
  },
  Burpees: {
    steps: [
      'From standing, squat and place your hands on the floor.',
      'Jump or step your feet back into a plank and do a push-up.',
      'Jump your feet back to your hands.',
      'Jump up with your arms overhead.',
    ],
    tips: [
      'Step back instead of jumping to make it easier.',
      'Land softly on the jump, knees slightly bent.',
      'Keep your back flat in the plank; do not let your hips sag.',
    ],
    targetMuscles: ['Full body', 'Heart and lungs'],
  },
  Hiking: {
    steps: [
      'Choose a trail that suits your fitness and check the route and weather before you go.',
      'Walk at an easy pace for the first 10-15 minutes to warm up.',
      'On climbs, shorten your stride and keep a steady breathing rhythm.',
      'On descents, take small steps with slightly bent knees.',
      'On longer hikes, stop briefly to drink and eat.',
    ],
    tips: [
      'Trekking poles take load off the knees on steep descents.',
      'Wear broken-in shoes and carry water, an extra layer and a charged phone.',
      'Pick a pace you can keep for hours; if you cannot talk, slow down.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Calves', 'Heart and lungs'],
  },
  'Mountain Climbers': {
    steps: [
      'Start in a high plank with hands under your shoulders.',
      'Drive one knee toward your chest, then switch legs quickly.',
      'Keep alternating at a steady rhythm.',
    ],
    tips: [
      'Keep your hips low and level.',
      'Keep your shoulders stacked over your hands.',
      'Slow down if your hips start to bounce up and down.',
    ],
    targetMuscles: ['Core', 'Shoulders', 'Hip flexors', 'Heart and lungs'],
  },
  'Sun Salutation': {
    steps: [
      'Stand tall, inhale and sweep your arms overhead.',
      'Exhale and fold forward.',
      'Inhale to a half lift, exhale and step back to a plank, then lower down.',
      'Inhale into upward dog, exhale into downward dog for a few breaths.',
      'Step forward, fold, and rise back to standing.',
    ],
    tips: ['Let the breath set the pace.', 'Bend your knees in the folds if your hamstrings are tight.'],
    targetMuscles: ['Hamstrings', 'Shoulders', 'Core', 'Spine'],
  },
  'Downward Dog': {
    steps: [
      'Start on hands and knees, hands slightly ahead of your shoulders.',
      'Tuck your toes and lift your hips up and back.',
      'Press the floor away and lengthen your spine.',
      'Hold for 5-8 breaths.',
    ],
    tips: [
      'A long spine matters more than straight legs or heels on the floor.',
      'Spread your fingers and press through the whole hand to protect your wrists.',
      'Bend your knees as much as needed to keep your back from rounding.',
    ],
    targetMuscles: ['Hamstrings', 'Calves', 'Shoulders', 'Back'],
  },
  'Warrior II': {
    steps: [
      'Step your feet wide, front foot forward, back foot turned slightly in.',
      'Bend your front knee over the ankle.',
      'Stretch your arms out at shoulder height and look over the front hand.',
      'Hold for 5 breaths, then switch sides.',
    ],
    tips: [
      'Keep the front knee pointing at the middle toes.',
      'Keep your torso upright over your hips rather than leaning toward the front leg.',
      'Relax your shoulders down away from your ears.',
    ],
    targetMuscles: ['Quadriceps', 'Glutes', 'Shoulders', 'Hips'],
  },
  'Tree Pose': {
    steps: [
      'Stand on one leg and place the other foot on your inner calf or thigh, not the knee.',
      'Bring your hands together at your chest or overhead.',
      'Fix your gaze on one point and hold for 5-8 breaths.',
      'Switch sides.',
    ],
    tips: [
      'Press the foot and leg into each other for stability.',
      'Rest a hand on a wall until your balance improves.',
      'Keep your hips level instead of sinking into the standing hip.',
    ],
    targetMuscles: ['Ankles', 'Calves', 'Core', 'Hips'],
  },
  "Child's Pose": {
    steps: [
      'Kneel with big toes together and knees apart.',
      'Sit back toward your heels and fold forward.',
      'Rest your forehead down, arms forward or by your sides.',
      'Breathe slowly into your back for 1-2 minutes.',
    ],
    tips: [
      'Place a cushion under your hips or head if they do not reach.',
      'Widen your knees to make room for your belly, or keep them together for a rounder back stretch.',
    ],
    targetMuscles: ['Lower back', 'Hips', 'Shoulders'],
  },
  'Pigeon Pose': {
    steps: [
      'From downward dog, bring one knee forward behind the same-side wrist.',
      'Extend the other leg straight back.',
      'Square your hips and fold forward if it feels right.',
      'Hold for 1-2 minutes, then switch sides.',
    ],
    tips: [
      'Support the hip of the front leg with a block if it does not reach the floor.',
      'Ease off if you feel pain in the front knee; bring the front foot closer to your hips.',
      'A reclined figure-four stretch on your back is a gentler alternative.',
    ],
    targetMuscles: ['Glutes', 'Hip flexors', 'Piriformis'],
  },
  'Bridge Pose': {
    steps: [
      'Lie on your back with knees bent and feet flat, hip-width apart, heels close to your hips.',
      'Rest your arms by your sides, palms down.',
      'Press into your feet and lift your hips until your body forms a line from shoulders to knees.',
      'If it is comfortable, interlace your hands under your back and roll your shoulders under.',
      'Hold for 5-8 breaths, then roll down slowly, one part of the spine at a time.',
    ],
    tips: [
      'Keep your knees pointing forward rather than letting them fall open.',
      'Do not turn your head while in the pose, to protect your neck.',
      'Rest your sacrum on a block for a supported, gentler version.',
    ],
    targetMuscles: ['Glutes', 'Hamstrings', 'Lower back', 'Chest'],
  },
  'Vinyasa Flow': {
    steps: [
      'Begin with a few rounds of sun salutations.',
      'Flow through standing poses such as warriors and triangle, one breath per movement.',
      'Add balances and twists as you warm up.',
      'Finish with seated stretches and a few minutes of rest lying down.',
    ],
    tips: [
      "If you lose your breath, pause in child's pose.",
      'Move at the pace of your own breath, not the pace of the class or video.',
    ],
    targetMuscles: ['Full body', 'Core', 'Hips'],
  },
  'Freestyle Swim': {
    steps: [
      'Float face down with your body long and hips near the surface.',
      'Reach forward with one arm and pull it back under your body to your hip.',
      'Alternate arms while kicking steadily from the hips.',
      'Turn your head to the side to breathe every 2 or 3 strokes.',
    ],
    tips: [
      'Breathe out under water so you only need to breathe in when you turn.',
      'Keep your head still and look at the pool floor between breaths.',
      'Roll your body with each stroke instead of swinging your arms flat across the water.',
    ],
    targetMuscles: ['Latissimus dorsi', 'Shoulders', 'Core', 'Legs'],
  },
  Backstroke: {
    steps: [
      'Float on your back with ears in the water and hips high.',
      'Enter each hand little finger first above your shoulder and pull toward your hip.',
      'Kick with straight legs and loose ankles.',
    ],
    tips: [
      'Count strokes from the flags to know when the wall is near.',
      'Keep your head still and your eyes on the ceiling or sky.',
      'Let your body roll from side to side with each arm stroke.',
    ],
    targetMuscles: ['Back', 'Shoulders', 'Core', 'Legs'],
  },
  Breaststroke: {
    steps: [
      'Start in a streamlined glide, arms straight ahead.',
      'Sweep your hands out and back, then bring them together under your chest.',
      'Lift your head to breathe as your hands come in.',
      'Shoot your hands forward, then kick with a frog (whip) kick and glide.',
    ],
    tips: [
      'Pull, breathe, kick, glide: the glide is where the speed comes from.',
      'Keep your head in line with your body during the glide.',
      'Turn your feet out and drive with the soles of your feet in the kick.',
    ],
    targetMuscles: ['Chest', 'Adductors', 'Quadriceps', 'Shoulders'],
  },
  Butterfly: {
    steps: [
      'Push off in a streamline and start a dolphin kick that ripples from your chest through your hips to your feet.',
      'With your arms extended, pull both hands under your body in a keyhole path toward your hips.',
      'As your hands push past your hips, lift your chin forward to breathe and kick again.',
      'Swing both arms forward low over the water, putting your face back in before your hands enter.',
      'Enter with hands shoulder-width apart and kick as they go in: two kicks per arm cycle.',
    ],
    tips: [
      'Learn the dolphin kick on its own first, with fins if needed.',
      'Keep the breath low and quick; lifting your head high sinks your hips.',
      'Swim short distances with good form rather than long, struggling ones.',
    ],
    targetMuscles: ['Shoulders', 'Latissimus dorsi', 'Chest', 'Core'],
  },
  'Kickboard Drills': {
    steps: [
      'Hold the board at arm length with your body flat in the water.',
      'Kick from the hips with slightly bent knees and pointed toes.',
      'Swim 4-8 lengths with short rests.',
    ],
    tips: [
      'Small, fast kicks are more effective than big splashes.',
      'Keep your ankles loose; stiff feet push less water.',
      'Add fins to learn the feel of a good kick if you barely move.',
    ],
    targetMuscles: ['Glutes', 'Quadriceps', 'Hip flexors', 'Core'],
  },
  'Pull Buoy Sets': {
    steps: [
      'Place the pull buoy between your upper thighs and push off in a streamline.',
      'Swim freestyle with your legs relaxed and together, without kicking.',
      'Focus on a long reach forward and a full pull back to your hip.',
      'Swim repeats of 2-4 lengths with 20-30 seconds of rest.',
    ],
    tips: [
      'Keep your core engaged so your hips do not swing from side to side.',
      'Use the set to practise breathing to both sides.',
      'Add hand paddles only once your shoulders are used to the extra pulling.',
    ],
    targetMuscles: ['Latissimus dorsi', 'Shoulders', 'Triceps', 'Core'],
  },
  'Treading Water': {
    steps: [
      'In deep water, keep your body upright with your head above the surface.',
      'Sweep your hands back and forth just under the surface.',
      'Kick with an eggbeater or gentle bicycle motion.',
      'Work in intervals of 30-60 seconds.',
    ],
    tips: [
      'Stay relaxed; tension makes you sink and tire quickly.',
      'Breathe slowly and steadily; a calm rhythm saves energy.',
    ],
    targetMuscles: ['Legs', 'Shoulders', 'Core'],
  },
};

const GENERIC_STEPS: Record<ExerciseCategory, string[]> = {
  strength: [
    'Warm up for 5 minutes and do one light set to rehearse the movement.',
    'Set up in a stable position with your core braced and a neutral spine.',
    'Move through the full range of motion under control: about 2 seconds down, 1 second up.',
    'Breathe out on the effort and in on the return.',
    'Rest 60-120 seconds between sets.',
  ],
  dumbbells: [
    'Pick a pair of dumbbells you can lift for the planned reps with good form.',
    'Set your stance, brace your core and keep your wrists straight.',
    'Lift and lower with control, without swinging the weights.',
    'Keep both sides moving evenly; finish every rep on the weaker side.',
    'Rest 60-90 seconds between sets.',
  ],
  cardio: [
    'Start with 5 minutes at an easy pace to warm up.',
    'Build to a pace where you can speak in short sentences.',
    'Hold that effort for the main part of the session.',
    'Cool down for 5 minutes at an easy pace.',
  ],
  yoga: [
    'Come into the starting position on your mat and settle your breath.',
    'Move into the pose slowly, lengthening the spine.',
    'Hold for 5-8 slow breaths, easing deeper on each exhale.',
    'Release with control and rest for a breath before repeating on the other side.',
  ],
  swimming: [
    'Warm up with 2-4 easy lengths in any stroke.',
    'Swim the main set at a steady effort, focusing on a long, relaxed stroke.',
    'Rest 15-30 seconds at the wall between repeats.',
    'Cool down with easy lengths.',
  ],
};

const GENERIC_TIPS = [
  'Stop if you feel sharp pain; discomfort from effort is fine, pain is not.',
  'Quality before quantity: fewer good repetitions beat many sloppy ones.',
  'Progress gradually: add a little load, time or distance only when the current level feels easy.',
];

/** The exercise's own instructions, or generic ones for its category. */
export function instructionsFor(exercise: Pick<LibraryExercise, 'name' | 'category'>): ExerciseInstructions {
  return (
    EXERCISE_INSTRUCTIONS[exercise.name] ?? {
      steps: GENERIC_STEPS[exercise.category],
      tips: GENERIC_TIPS,
      targetMuscles: [],
    }
  );
}
