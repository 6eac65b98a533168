import { z } from 'zod';

export const subscriptionStatusSchema = z.enum(['free_trial', 'active', 'expired', 'inactive']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The signed-in member as the web app reads it (seed 000 section 3, seed 001 section 3). */
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
  createdAt: z.string(),
});

export type User = z.infer<typeof userSchema>;

const optionalNameSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(50, `${label} must be at most 50 characters`)
    .transform((name) => (name === '' ? null : name));

/**
 * PATCH /api/user/profile. Names are trimmed; an empty name clears it (the completion guard then asks
 * for it again). Sending neither a first nor a last name is refused with the seed's "Update Required".
 */
export const updateProfileBodySchema = z
  .object({
    firstName: optionalNameSchema('First name').optional(),
    lastName: optionalNameSchema('Last name').optional(),
  })
  .refine((body) => Boolean(body.firstName) || Boolean(body.lastName), {
    message: 'Update Required: Please enter at least your name or select a profile picture.',
  });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
