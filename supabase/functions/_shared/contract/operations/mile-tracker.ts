import { z } from 'zod';
import {
  finishMileSessionBodySchema,
  listMileSessionsQuerySchema,
  mileRouteSchema,
  mileSessionSchema,
  mileSplitSchema,
  ROUTE_POINTS_PER_REQUEST,
  recordSplitBodySchema,
  startMileSessionBodySchema,
} from '../mile-tracker.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Mile tracker';
export const MILE_SESSION_NOT_FOUND = 'Session not found';
const sessionIdParams = z.object({ id: z.uuid(MILE_SESSION_NOT_FOUND) });
const splitParams = z.object({ sessionId: z.uuid(MILE_SESSION_NOT_FOUND) });
const denied = { 401: { description: errorResponses[401] } } as const;
/** A split or finish may carry the GPS points since the previous call: up to 4000 of about 100 bytes. */
const ROUTE_BODY_MAX_BYTES = ROUTE_POINTS_PER_REQUEST * 128;

export const mileTrackerOperations = {
  active: defineOperation({
    id: 'getActiveMileSession',
    method: 'get',
    path: '/api/mile-tracker/sessions/active',
    summary: "The member's active session with its splits, or null when there is none",
    tag,
    access: 'member',
    responses: {
      200: { description: 'The active session, or null.', schema: mileSessionSchema.nullable() },
      ...denied,
    },
  }),
  list: defineOperation({
    id: 'listMileSessions',
    method: 'get',
    path: '/api/mile-tracker/sessions',
    summary: 'Sessions with their splits, newest first, a page at a time',
    tag,
    access: 'member',
    query: listMileSessionsQuerySchema,
    responses: {
      200: { description: 'One page of sessions.', schema: z.array(mileSessionSchema) },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
  start: defineOperation({
    id: 'startMileSession',
    method: 'post',
    path: '/api/mile-tracker/sessions',
    summary: 'Start a session (one active session per member)',
    tag,
    access: 'member',
    // GPS tracking is Premium ("mile tracking with GPS"); by hand is free.
    premiumWhen: ({ body }) => (body as { trackingMode: string }).trackingMode === 'gps',
    body: { kind: 'json', schema: startMileSessionBodySchema, maxBytes: 1024 },
    responses: {
      201: { description: 'The new active session.', schema: mileSessionSchema },
      400: { description: errorResponses[400] },
      409: { description: 'The member already has an active session (error session_already_active).' },
      ...denied,
    },
  }),
  get: defineOperation({
    id: 'getMileSession',
    method: 'get',
    path: '/api/mile-tracker/sessions/{id}',
    summary: 'One session with its splits',
    tag,
    access: 'member',
    params: sessionIdParams,
    notFoundMessage: MILE_SESSION_NOT_FOUND,
    responses: {
      200: { description: 'The session.', schema: mileSessionSchema },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  route: defineOperation({
    id: 'getMileSessionRoute',
    method: 'get',
    path: '/api/mile-tracker/sessions/{id}/route',
    summary: "A session's GPS route points, in the order recorded (empty for manual sessions)",
    tag,
    access: 'member',
    params: sessionIdParams,
    notFoundMessage: MILE_SESSION_NOT_FOUND,
    responses: {
      200: { description: 'The route.', schema: mileRouteSchema },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  split: defineOperation({
    id: 'recordMileSplit',
    method: 'post',
    path: '/api/mile-tracker/sessions/{sessionId}/splits',
    summary: 'Record the next whole mile; a retried request for the same mile is accepted once',
    tag,
    access: 'member',
    params: splitParams,
    notFoundMessage: MILE_SESSION_NOT_FOUND,
    body: { kind: 'json', schema: recordSplitBodySchema, maxBytes: ROUTE_BODY_MAX_BYTES },
    responses: {
      201: { description: 'The recorded split.', schema: mileSplitSchema },
      200: { description: 'The same split was already recorded: nothing changed.', schema: mileSplitSchema },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      409: {
        description:
          'The session is completed (session_completed), or this mile was recorded with other times (split_conflict).',
      },
      ...denied,
    },
  }),
  finish: defineOperation({
    id: 'finishMileSession',
    method: 'patch',
    path: '/api/mile-tracker/sessions/{id}',
    summary: 'Finish the session; totals are checked against its splits; a retried finish is accepted once',
    tag,
    access: 'member',
    params: sessionIdParams,
    notFoundMessage: MILE_SESSION_NOT_FOUND,
    body: { kind: 'json', schema: finishMileSessionBodySchema, maxBytes: ROUTE_BODY_MAX_BYTES },
    responses: {
      200: { description: 'The completed session.', schema: mileSessionSchema },
      400: { description: errorResponses[400] },
      404: { description: errorResponses[404] },
      409: { description: 'The session was already finished with other totals (session_completed).' },
      ...denied,
    },
  }),
} as const;
