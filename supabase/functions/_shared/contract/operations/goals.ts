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
    summary: 'Set a weekly goal',
    tag,
    access: 'member',
    body: { kind: 'json', schema: createGoalBodySchema, maxBytes: 4 * 1024 },
    responses: {
      201: { description: 'The goal.', schema: goalSchema },
      400: { description: errorResponses[400] },
      409: { description: 'A goal of this type exists: edit it instead.' },
      ...denied,
    },
  }),
  update: defineOperation({
    id: 'updateGoal',
    method: 'patch',
    path: '/api/goals/{id}',
    summary: "Change a goal's type or target",
    tag,
    access: 'member',
    params: goalIdParams,
    notFoundMessage: GOAL_NOT_FOUND,
    body: { kind: 'json', schema: updateGoalBodySchema, maxBytes: 4 * 1024 },
    responses: {
      200: { description: 'The goal.', schema: goalSchema },
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
