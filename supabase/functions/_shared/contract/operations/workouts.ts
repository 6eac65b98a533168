import { z } from 'zod';
import { defineOperation, errorResponses } from '../operation.ts';
import {
  createWorkoutBodySchema,
  exerciseSchema,
  listExercisesQuerySchema,
  listWorkoutsQuerySchema,
  statsSchema,
  updateWorkoutBodySchema,
  workoutRangeParamsSchema,
  workoutSchema,
} from '../workouts.ts';

const tag = 'Workouts';
export const WORKOUT_NOT_FOUND = 'Workout not found';
const workoutIdParams = z.object({ id: z.uuid(WORKOUT_NOT_FOUND) });
const denied = { 401: { description: errorResponses[401] } } as const;
/** A workout's JSON: a set log of 100 sets fits with room to spare. */
const WORKOUT_BODY_MAX_BYTES = 16 * 1024;

export const workoutOperations = {
  create: defineOperation({
    id: 'logWorkout',
    method: 'post',
    path: '/api/workouts',
    summary: 'Log a workout (sent again with the same id: stored once)',
    tag,
    access: 'member',
    body: { kind: 'json', schema: createWorkoutBodySchema, maxBytes: WORKOUT_BODY_MAX_BYTES },
    responses: {
      201: { description: 'The logged workout.', schema: workoutSchema },
      200: {
        description: 'This id was stored before: the stored workout, unchanged.',
        schema: workoutSchema,
      },
      400: { description: errorResponses[400] },
      409: { description: 'The id is used by another record (id_taken).' },
      ...denied,
    },
  }),
  list: defineOperation({
    id: 'listWorkouts',
    method: 'get',
    path: '/api/workouts',
    summary: 'Workouts, newest first, a page at a time',
    tag,
    access: 'member',
    query: listWorkoutsQuerySchema,
    responses: {
      200: { description: 'One page of workouts.', schema: z.array(workoutSchema) },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  range: defineOperation({
    id: 'listWorkoutsInRange',
    method: 'get',
    path: '/api/workouts/range/{from}/{to}',
    summary: "Workouts on the member's local days from..to (inclusive, at most 62 days)",
    tag,
    access: 'member',
    params: workoutRangeParamsSchema,
    responses: {
      200: { description: 'Workouts, oldest first.', schema: z.array(workoutSchema) },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  get: defineOperation({
    id: 'getWorkout',
    method: 'get',
    path: '/api/workouts/{id}',
    summary: 'One workout',
    tag,
    access: 'member',
    params: workoutIdParams,
    notFoundMessage: WORKOUT_NOT_FOUND,
    responses: {
      200: { description: 'The workout.', schema: workoutSchema },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  update: defineOperation({
    id: 'updateWorkout',
    method: 'patch',
    path: '/api/workouts/{id}',
    summary: "Correct a workout's figures",
    tag,
    access: 'member',
    params: workoutIdParams,
    notFoundMessage: WORKOUT_NOT_FOUND,
    body: { kind: 'json', schema: updateWorkoutBodySchema, maxBytes: WORKOUT_BODY_MAX_BYTES },
    responses: {
      200: { description: 'The corrected workout.', schema: workoutSchema },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  remove: defineOperation({
    id: 'deleteWorkout',
    method: 'delete',
    path: '/api/workouts/{id}',
    summary: 'Delete a workout',
    tag,
    access: 'member',
    params: workoutIdParams,
    notFoundMessage: WORKOUT_NOT_FOUND,
    responses: { 204: { description: 'Deleted.' }, 404: { description: errorResponses[404] }, ...denied },
  }),
  stats: defineOperation({
    id: 'getStats',
    method: 'get',
    path: '/api/stats',
    summary: 'Totals: workouts, hours, calories, personal records',
    tag,
    access: 'member',
    responses: { 200: { description: 'The totals.', schema: statsSchema }, ...denied },
  }),
  exercises: defineOperation({
    id: 'listExercises',
    method: 'get',
    path: '/api/exercises',
    summary: 'The exercise library, by category or search',
    tag,
    access: 'member',
    query: listExercisesQuerySchema,
    responses: {
      200: { description: 'Matching exercises.', schema: z.array(exerciseSchema) },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
} as const;
