import { z } from 'zod';

/** What a member lets others see; both are on until the member turns them off. */
export const privacySettingsSchema = z.object({
  /** Appear on the leaderboard (and in its counts, top score and average). */
  showOnLeaderboard: z.boolean(),
  /** Show the streak beside the name on the member's posts. */
  showStreak: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { showOnLeaderboard: true, showStreak: true };

/** PATCH /api/user/privacy: either choice or both. */
export const updatePrivacyBodySchema = z
  .object({
    showOnLeaderboard: z.boolean({ message: 'showOnLeaderboard must be true or false' }).optional(),
    showStreak: z.boolean({ message: 'showStreak must be true or false' }).optional(),
  })
  .refine((body) => body.showOnLeaderboard !== undefined || body.showStreak !== undefined, {
    message: 'Nothing to update',
  });
export type UpdatePrivacyBody = z.input<typeof updatePrivacyBodySchema>;
