import { z } from 'zod';
import { createGoalBodySchema, goalSchema, updateGoalBodySchema } from '../goals.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Goals';
export const GOAL_NOT_FOUND = 'Goal not found';
const goalIdParams = z.object({ id: z.uuid(GOAL_NOT_FOUND) });
const denied = { 401: { description: errorResponses[401] } } as const;

export const goalOperations = {
  list: defineOperation({
    id: 'listGoals',
    method: 'get',
    path: '/api/goals',
    summary: "Weekly goals with this local week's progress",
    tag,
    access: 'member',
    responses: { 200: { description: 'Goals.', schema: z.array(goalSchema) }, ...denied },
  }),
  create: defineOperation({
    id: 'createGoal',
    method: 'post',
    path: '/api/goals',
    summary: 'Set a weekly goal (sent again with the same id: stored once)',
    tag,
    access: 'member',
    body: { kind: 'json', schema: createGoalBodySchema, maxBytes: 4 * 1024 },
    responses: {
      201: { description: 'The goal.', schema: goalSchema },
      200: { description: 'This id was stored before: the stored goal, unchanged.', schema: goalSchema },
      400: { description: errorResponses[400] },
      409: {
        description:
          'A goal of this type exists: edit it instead (goal_exists), or the id is used by another record (id_taken).',
      },
      ...denied,
    },
  }),
  update: defineOperation({
    id: 'updateGoal',
    method: 'patch',
    path: '/api/goals/{id}',
    summary: "Change a goal's type or target (per field, an edit made before the stored change leaves it)",
    tag,
    access: 'member',
    params: goalIdParams,
    notFoundMessage: GOAL_NOT_FOUND,
    body: { kind: 'json', schema: updateGoalBodySchema, maxBytes: 4 * 1024 },
    responses: {
      200: { description: 'The goal as now stored.', schema: goalSchema },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      409: { description: 'A goal of the new type exists.' },
      ...denied,
    },
  }),
  remove: defineOperation({
    id: 'deleteGoal',
    method: 'delete',
    path: '/api/goals/{id}',
    summary: 'Delete a goal',
    tag,
    access: 'member',
    params: goalIdParams,
    notFoundMessage: GOAL_NOT_FOUND,
    responses: { 204: { description: 'Deleted.' }, 404: { description: errorResponses[404] }, ...denied },
  }),
} as const;
