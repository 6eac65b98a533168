import { z } from 'zod';
import { changedAtSchema, clientIdSchema } from './client-writes.ts';
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
 * `id` (optional) is the client's: sent again, the goal as stored is answered (200) and nothing
 * changes. `changedAt` (optional, default now) is when the member set it.
 */
export const createGoalBodySchema = z
  .object({
    id: clientIdSchema.optional(),
    type: goalTypeSchema,
    target: targetSchema,
    current: z.unknown().optional(),
    period: z.literal('weekly', { message: 'Goals are weekly' }).optional(),
    isActive: z.unknown().optional(),
    changedAt: changedAtSchema.optional(),
  })
  .meta({
    examples: [
      { type: 'workouts', target: 5, current: 0, period: 'weekly', isActive: true },
      {
        id: '5e0c7a92-1f3b-4d8e-a6c4-9b2d3e7f1a05',
        type: 'minutes',
        target: 200,
        changedAt: '2026-11-26T18:04:05.120Z',
      },
    ],
  });
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;

/**
 * PATCH /api/goals/:id: type and target. `changedAt` (optional, default now) is when the member made
 * the change: each field is written only when no later change of that field is stored, and the
 * goal as stored is answered.
 */
export const updateGoalBodySchema = z
  .object({
    type: goalTypeSchema.optional(),
    target: targetSchema.optional(),
    changedAt: changedAtSchema.optional(),
  })
  .refine((body) => body.type !== undefined || body.target !== undefined, { message: 'Nothing to update' })
  .meta({
    examples: [
      { target: 4 },
      { type: 'minutes', target: 200 },
      { target: 6, changedAt: '2026-11-26T18:04:05.120Z' },
    ],
  });
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
