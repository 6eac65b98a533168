import { confirmsUsername } from '../contract/auth.ts';
import type { User } from '../contract/user.ts';
import { ApiError, badRequest, unauthorized } from '../http/errors.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { AccountDeletionUnavailableError, type AuthProvider } from './auth-provider.ts';

/** What deleting an account needs from the other areas, handed in by createApiApp. */
export interface AccountDeletionPorts {
  /** The member's own profile, read as the member (which also checks the session is live). */
  readProfile: (claims: AccessClaims) => Promise<User | null>;
  /** Ends whatever Stripe bills the member (subscription area); throws ApiError when it cannot. */
  endBilling: (claims: AccessClaims) => Promise<void>;
  /** Removes the member's stored files (user area); throws ApiError when it cannot. */
  removeFiles: (claims: AccessClaims, accessToken: string) => Promise<void>;
}

export const CONFIRM_MISMATCH = 'Type your username exactly as it is shown to delete your account';

/**
 * Deletes the signed-in member's account. The steps that reach other services come first and
 * can each be repeated safely, and the account itself goes last in one step, so whatever fails
 * leaves an account its owner can still sign in to and delete again:
 * 1. `confirm` is checked against the username: a mismatch changes nothing;
 * 2. Stripe stops billing (the customer is deleted there), or the request is refused;
 * 3. the member's files are removed, or the request is refused;
 * 4. the auth user is deleted, and with it, in the same transaction, every session and every
 *    row keyed to the member (the foreign keys to auth.users cascade; the triggers that keep
 *    totals, leaderboards, streaks and like counts skip a member who is gone).
 */
export async function deleteAccount(
  { auth, readProfile, endBilling, removeFiles }: AccountDeletionPorts & { auth: AuthProvider },
  { claims, accessToken, confirm }: { claims: AccessClaims; accessToken: string; confirm: string },
): Promise<void> {
  const profile = await readProfile(claims);
  if (!profile) throw unauthorized('This account no longer exists.', 'account_missing');
  if (!confirmsUsername(confirm, profile.username)) {
    throw badRequest('confirmation_mismatch', `confirm: ${CONFIRM_MISMATCH}`, { confirm: CONFIRM_MISMATCH });
  }
  await endBilling(claims);
  await removeFiles(claims, accessToken);
  try {
    await auth.deleteUser(claims.sub);
  } catch (error) {
    console.error('Deleting an account failed', error instanceof Error ? error.message : error);
    if (error instanceof AccountDeletionUnavailableError) {
      throw new ApiError(
        503,
        'account_deletion_unavailable',
        'Accounts cannot be deleted on this server until its operator completes its setup. Please try again later.',
      );
    }
    throw new ApiError(
      503,
      'account_deletion_failed',
      'Deleting your account did not finish. Please try again in a few minutes: it continues where it stopped.',
    );
  }
}
