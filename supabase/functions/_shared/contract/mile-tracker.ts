import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  DEFAULT_ACTIVITY,
  MAX_MILES,
  MAX_SESSION_SECONDS,
  MILE_UNITS,
  ROUTE_POINTS_PER_REQUEST,
  SESSION_STATUSES,
  TRACKING_MODES,
} from './mile-rules.ts';
import { isoInstant } from './text.ts';

export {
  ACTIVITY_TYPES,
  type ActivityType,
  averagePaceOf,
  DEFAULT_ACTIVITY,
  FASTEST_MILE_SECONDS,
  MAX_MILES,
  MAX_SESSION_SECONDS,
  METERS_PER_MILE,
  MILE_UNITS,
  ROUTE_POINTS_PER_REQUEST,
  ROUTE_POINTS_PER_SESSION,
  SESSION_STATUSES,
  type SessionStatus,
  TRACKING_MODES,
  type TrackingMode,
} from './mile-rules.ts';

/**
 * The mile tracker's shapes. Times are whole seconds; distances are thousandths of a mile (1000
 * units per completed mile); paces are seconds per mile. The product spec's calls and payloads work
 * unchanged; the fields beyond them (tracking mode, paused time, GPS route points) are optional.
 */

export const activityTypeSchema = z.enum(ACTIVITY_TYPES, {
  message: 'activityType must be one of run, walk, bike',
});
export const trackingModeSchema = z.enum(TRACKING_MODES, { message: 'trackingMode must be manual or gps' });

const seconds = (label: string, min = 0) =>
  z
    .number({ message: `${label} must be a number of seconds` })
    .int(`${label} must be a whole number of seconds`)
    .min(min, min === 0 ? `${label} must not be negative` : `${label} must be at least ${min} second`)
    .max(MAX_SESSION_SECONDS, `${label} must be at most ${MAX_SESSION_SECONDS} seconds (48 hours)`);

/** One GPS fix of the route: where and when. */
export const routePointSchema = z.object({
  latitude: z
    .number({ message: 'latitude must be a number' })
    .min(-90, 'latitude must be between -90 and 90')
    .max(90, 'latitude must be between -90 and 90'),
  longitude: z
    .number({ message: 'longitude must be a number' })
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180'),
  recordedAt: isoInstant('recordedAt'),
});
export type RoutePoint = z.infer<typeof routePointSchema>;

const routeSchema = z
  .array(routePointSchema, { message: 'route must be a list of points' })
  .max(ROUTE_POINTS_PER_REQUEST, `route may carry at most ${ROUTE_POINTS_PER_REQUEST} points at a time`);

const mustBe =
  (expected: number | null, message: string) => (value: number | null | undefined, ctx: z.RefinementCtx) => {
    if (value !== undefined && value !== expected) ctx.addIssue({ code: 'custom', message });
  };

/**
 * POST /api/mile-tracker/sessions. A client may send distance and time as 0 and pace as null; a
 * new session starts with nothing, so anything else is refused.
 */
export const startMileSessionBodySchema = z.object({
  activityType: activityTypeSchema.default(DEFAULT_ACTIVITY),
  totalDistance: z
    .number({ message: 'totalDistance must be a number' })
    .optional()
    .superRefine(mustBe(0, 'totalDistance must be 0 for a new session')),
  totalTime: z
    .number({ message: 'totalTime must be a number' })
    .optional()
    .superRefine(mustBe(0, 'totalTime must be 0 for a new session')),
  averagePace: z
    .number({ message: 'averagePace must be null for a new session' })
    .nullable()
    .optional()
    .superRefine(mustBe(null, 'averagePace must be null for a new session')),
  trackingMode: trackingModeSchema.default('manual'),
});
export type StartMileSessionBody = z.input<typeof startMileSessionBodySchema>;

/**
 * POST /api/mile-tracker/sessions/{sessionId}/splits: one whole mile. A client may send pace equal
 * to the split time; it may be left out. `route` carries the GPS points recorded since the last call.
 */
export const recordSplitBodySchema = z
  .object({
    mileNumber: z
      .number({ message: 'mileNumber must be a number' })
      .int('mileNumber must be a whole number')
      .min(1, 'mileNumber must be at least 1')
      .max(MAX_MILES, `mileNumber must be at most ${MAX_MILES}`),
    splitTime: seconds('splitTime', 1),
    cumulativeTime: seconds('cumulativeTime', 1),
    pace: z.number({ message: 'pace must be a number of seconds' }).nullable().optional(),
    route: routeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.splitTime > body.cumulativeTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['splitTime'],
        message: 'splitTime cannot be more than cumulativeTime',
      });
    }
    if (body.pace != null && body.pace !== body.splitTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['pace'],
        message: 'pace of a whole mile must equal splitTime',
      });
    }
  });
export type RecordSplitBody = z.input<typeof recordSplitBodySchema>;

/**
 * PATCH /api/mile-tracker/sessions/{id}: finishes the session (its only use). A total
 * distance beyond the whole miles recorded is the partial last mile; the server stores it as a
 * split of its own (docs/decisions.md, "Mile tracker").
 */
export const finishMileSessionBodySchema = z.object({
  status: z.literal('completed', { message: "status must be 'completed'" }),
  totalDistance: z
    .number({ message: 'totalDistance must be a number' })
    .int('totalDistance must be a whole number of thousandths of a mile')
    .min(0, 'totalDistance must not be negative')
    .max(MAX_MILES * MILE_UNITS, `totalDistance must be at most ${MAX_MILES * MILE_UNITS}`),
  totalTime: seconds('totalTime'),
  averagePace: z
    .number({ message: 'averagePace must be a number of seconds per mile' })
    .min(0, 'averagePace must not be negative')
    .nullable()
    .optional(),
  completedAt: isoInstant('completedAt').optional(),
  pausedTime: seconds('pausedTime').optional(),
  route: routeSchema.optional(),
});
export type FinishMileSessionBody = z.input<typeof finishMileSessionBodySchema>;

/** GET /api/mile-tracker/sessions?status=&limit=&before= (newest first). */
export const SESSION_PAGE_DEFAULT = 50;
export const SESSION_PAGE_MAX = 100;
export const listMileSessionsQuerySchema = z.object({
  status: z.enum(SESSION_STATUSES, { message: 'status must be active or completed' }).optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${SESSION_PAGE_MAX}`)
    .max(SESSION_PAGE_MAX, `limit must be between 1 and ${SESSION_PAGE_MAX}`)
    .default(SESSION_PAGE_DEFAULT),
  before: z.uuid('before must be the id of a session').optional(),
});

export const mileSplitSchema = z.object({
  id: z.uuid(),
  mileNumber: z.number().int(),
  splitTime: z.number().int(),
  cumulativeTime: z.number().int(),
  /** Seconds per mile: the split time of a whole mile, extrapolated for the partial one. */
  pace: z.number().int().nullable(),
  /** Thousandths of a mile: 1000, or less for the partial last mile of a finished session. */
  distance: z.number().int(),
  partial: z.boolean(),
  completedAt: z.string(),
});
export type MileSplit = z.infer<typeof mileSplitSchema>;

export const mileSessionSchema = z.object({
  id: z.uuid(),
  activityType: activityTypeSchema,
  status: z.enum(SESSION_STATUSES),
  trackingMode: trackingModeSchema,
  /** Thousandths of a mile. */
  totalDistance: z.number().int(),
  /** Moving seconds (paused time excluded). */
  totalTime: z.number().int(),
  averagePace: z.number().int().nullable(),
  pausedTime: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  routePointCount: z.number().int(),
  splits: z.array(mileSplitSchema),
});
export type MileSession = z.infer<typeof mileSessionSchema>;

export const mileRouteSchema = z.object({
  sessionId: z.uuid(),
  points: z.array(routePointSchema),
});
export type MileRoute = z.infer<typeof mileRouteSchema>;
