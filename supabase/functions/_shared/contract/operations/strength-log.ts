import { z } from 'zod';
import { defineOperation, errorResponses } from '../operation.ts';
import {
  createdWorkoutSessionSchema,
  createWorkoutSessionBodySchema,
  exerciseHistoryQuerySchema,
  exerciseHistorySchema,
  listWorkoutSessionsQuerySchema,
  routineBodySchema,
  routineSchema,
  workoutSessionSchema,
} from '../strength-log.ts';

const tag = 'Strength log';
export const SESSION_NOT_FOUND = 'Session not found';
export const ROUTINE_NOT_FOUND = 'Routine not found';
export const EXERCISE_NOT_FOUND = 'Exercise not found';
const sessionIdParams = z.object({ id: z.uuid(SESSION_NOT_FOUND) });
const routineIdParams = z.object({ id: z.uuid(ROUTINE_NOT_FOUND) });
const exerciseIdParams = z.object({ id: z.uuid(EXERCISE_NOT_FOUND) });
const denied = { 401: { description: errorResponses[401] } } as const;
/** A session's JSON: 40 exercises of 100 sets each fit with room to spare. */
const SESSION_BODY_MAX_BYTES = 512 * 1024;
const ROUTINE_BODY_MAX_BYTES = 256 * 1024;

export const workoutSessionOperations = {
  create: defineOperation({
    id: 'recordWorkoutSession',
    method: 'post',
    path: '/api/workout-sessions',
    summary: 'Record a whole session (sent again with the same id: stored once)',
    tag,
    access: 'member',
    body: { kind: 'json', schema: createWorkoutSessionBodySchema, maxBytes: SESSION_BODY_MAX_BYTES },
    responses: {
      201: {
        description: 'The stored session, its workouts and the records it broke.',
        schema: createdWorkoutSessionSchema,
      },
      200: {
        description: 'This id was stored before: the stored session, unchanged.',
        schema: createdWorkoutSessionSchema,
      },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  list: defineOperation({
    id: 'listWorkoutSessions',
    method: 'get',
    path: '/api/workout-sessions',
    summary: 'Sessions, newest first, a page at a time',
    tag,
    access: 'member',
    query: listWorkoutSessionsQuerySchema,
    responses: {
      200: { description: 'One page of sessions.', schema: z.array(workoutSessionSchema) },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  get: defineOperation({
    id: 'getWorkoutSession',
    method: 'get',
    path: '/api/workout-sessions/{id}',
    summary: 'One session with its exercises and sets',
    tag,
    access: 'member',
    params: sessionIdParams,
    notFoundMessage: SESSION_NOT_FOUND,
    responses: {
      200: { description: 'The session.', schema: workoutSessionSchema },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  remove: defineOperation({
    id: 'deleteWorkoutSession',
    method: 'delete',
    path: '/api/workout-sessions/{id}',
    summary: 'Delete a session and its workouts',
    tag,
    access: 'member',
    params: sessionIdParams,
    notFoundMessage: SESSION_NOT_FOUND,
    responses: { 204: { description: 'Deleted.' }, 404: { description: errorResponses[404] }, ...denied },
  }),
  exerciseHistory: defineOperation({
    id: 'getExerciseHistory',
    method: 'get',
    path: '/api/exercises/{id}/history',
    summary: "The member's sessions of one exercise, newest first, and their records",
    tag,
    access: 'member',
    params: exerciseIdParams,
    notFoundMessage: EXERCISE_NOT_FOUND,
    query: exerciseHistoryQuerySchema,
    responses: {
      200: { description: 'Sessions and records.', schema: exerciseHistorySchema },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
} as const;

export const routineOperations = {
  list: defineOperation({
    id: 'listRoutines',
    method: 'get',
    path: '/api/routines',
    summary: "The member's routines, by name",
    tag,
    access: 'member',
    responses: { 200: { description: 'Routines.', schema: z.array(routineSchema) }, ...denied },
  }),
  create: defineOperation({
    id: 'createRoutine',
    method: 'post',
    path: '/api/routines',
    summary: 'Save a routine (at most 100 per member)',
    tag,
    access: 'member',
    body: { kind: 'json', schema: routineBodySchema, maxBytes: ROUTINE_BODY_MAX_BYTES },
    responses: {
      201: { description: 'The saved routine.', schema: routineSchema },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  get: defineOperation({
    id: 'getRoutine',
    method: 'get',
    path: '/api/routines/{id}',
    summary: 'One routine',
    tag,
    access: 'member',
    params: routineIdParams,
    notFoundMessage: ROUTINE_NOT_FOUND,
    responses: {
      200: { description: 'The routine.', schema: routineSchema },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  replace: defineOperation({
    id: 'replaceRoutine',
    method: 'put',
    path: '/api/routines/{id}',
    summary: 'Replace a routine: name and exercises, in order',
    tag,
    access: 'member',
    params: routineIdParams,
    notFoundMessage: ROUTINE_NOT_FOUND,
    body: { kind: 'json', schema: routineBodySchema, maxBytes: ROUTINE_BODY_MAX_BYTES },
    responses: {
      200: { description: 'The routine as replaced.', schema: routineSchema },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  remove: defineOperation({
    id: 'deleteRoutine',
    method: 'delete',
    path: '/api/routines/{id}',
    summary: 'Delete a routine (sessions started from it stay)',
    tag,
    access: 'member',
    params: routineIdParams,
    notFoundMessage: ROUTINE_NOT_FOUND,
    responses: { 204: { description: 'Deleted.' }, 404: { description: errorResponses[404] }, ...denied },
  }),
} as const;
