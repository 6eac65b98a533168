import { z } from 'zod';
import { singleLineText, timeZoneName } from './text.ts';
import { UNIT_SYSTEMS } from './units.ts';

export const subscriptionStatusSchema = z.enum(['free_trial', 'active', 'expired', 'inactive']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The signed-in member as the web app reads it. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  streak: z.number().int().nonnegative(),
  subscriptionStatus: subscriptionStatusSchema,
  timeZone: z.string(),
  /**
   * How weights and distances read for the member (the API itself always speaks pounds and
   * miles); null until the member or their first browser chose.
   */
  units: z.enum(UNIT_SYSTEMS).nullable(),
  createdAt: z.string(),
});

export type User = z.infer<typeof userSchema>;

const optionalNameSchema = (label: string) =>
  singleLineText({ label, max: 50, examples: ['Maya', 'Okafor'] }).transform((name) =>
    name === '' ? null : name,
  );

/** An IANA zone name the runtime knows, e.g. Europe/Berlin (the browser's own, sent by the web app). */
export const timeZoneSchema = timeZoneName();

/** Metric (kilograms, kilometres) or imperial (pounds, miles). */
export const unitsSchema = z.enum(UNIT_SYSTEMS, { message: 'units must be metric or imperial' });

/**
 * PATCH /api/user/profile. Names are trimmed; an empty name clears it (the completion guard then
 * asks for it again). Sending no name at all is refused with "Update Required", unless the request
 * only sets settings (the time zone, which the web app sends on its own, or the units).
 */
export const updateProfileBodySchema = z
  .object({
    firstName: optionalNameSchema('First name').optional(),
    lastName: optionalNameSchema('Last name').optional(),
    timeZone: timeZoneSchema.optional(),
    units: unitsSchema.optional(),
  })
  .refine(
    (body) =>
      Boolean(body.firstName) ||
      Boolean(body.lastName) ||
      ((body.timeZone !== undefined || body.units !== undefined) &&
        body.firstName === undefined &&
        body.lastName === undefined),
    { message: 'Update Required: Please enter at least your name or select a profile picture.' },
  )
  .meta({
    examples: [{ firstName: 'Maya', lastName: 'Okafor' }, { timeZone: 'Europe/Berlin' }, { units: 'metric' }],
  });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** The names sent with a picture upload (multipart fields); the same rules as PATCH, all optional. */
export const uploadProfileNamesSchema = z.object({
  firstName: optionalNameSchema('First name').optional(),
  lastName: optionalNameSchema('Last name').optional(),
});
