/** Weekly goal types and the starter set, without zod (the dashboard's first screen reads them). */
export const GOAL_TYPES = ['workouts', 'minutes', 'calories'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** Setup Goals creates these three weekly goals at once. */
export const STARTER_GOALS: readonly { type: GoalType; target: number }[] = [
  { type: 'workouts', target: 5 },
  { type: 'minutes', target: 200 },
  { type: 'calories', target: 1500 },
];

/** How each goal type reads: its name, and the unit of its weekly target. */
export const GOAL_LABELS: Record<GoalType, { title: string; unit: string }> = {
  workouts: { title: 'Workouts', unit: 'workouts' },
  minutes: { title: 'Active minutes', unit: 'min' },
  calories: { title: 'Calories burned', unit: 'kcal' },
};
