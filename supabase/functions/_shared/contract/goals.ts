import { z } from 'zod';
import { GOAL_TYPES } from './goal-rules.ts';

export const goalTypeSchema = z.enum(GOAL_TYPES, {
  message: 'Goal type must be workouts, minutes or calories',
});

const targetSchema = z
  .number({ message: 'Target must be a number' })
  .int('Target must be a whole number')
  .positive('Target must be more than 0')
  .max(1_000_000, 'Target must be at most 1,000,000');

/**
 * POST /api/goals. A client may send current, period and isActive too; the server decides them
 * (progress is counted from workouts, every goal is weekly and starts active), so they are ignored.
 */
export const createGoalBodySchema = z
  .object({
    type: goalTypeSchema,
    target: targetSchema,
    current: z.unknown().optional(),
    period: z.literal('weekly', { message: 'Goals are weekly' }).optional(),
    isActive: z.unknown().optional(),
  })
  .meta({ examples: [{ type: 'workouts', target: 5, current: 0, period: 'weekly', isActive: true }] });
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;

/** PATCH /api/goals/:id: type and target. */
export const updateGoalBodySchema = z
  .object({ type: goalTypeSchema.optional(), target: targetSchema.optional() })
  .refine((body) => body.type !== undefined || body.target !== undefined, { message: 'Nothing to update' })
  .meta({ examples: [{ target: 4 }, { type: 'minutes', target: 200 }] });
export type UpdateGoalBody = z.input<typeof updateGoalBodySchema>;

/**
 * A goal with its progress. `current` counts the member's current local week, Sunday to Saturday
 * (workouts, minutes or calories), not all-time totals.
 */
export const goalSchema = z.object({
  id: z.uuid(),
  type: goalTypeSchema,
  target: z.number().int(),
  current: z.number().int(),
  period: z.literal('weekly'),
  isActive: z.boolean(),
});
export type Goal = z.infer<typeof goalSchema>;
