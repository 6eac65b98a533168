import type { SubscriptionStatus } from '../contract/user.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { readEntitlement } from './subscription-store.ts';

const MESSAGES: Partial<Record<SubscriptionStatus, string>> = {
  expired: 'Your Premium access has ended. Subscribe to Premium to use this feature again.',
  inactive: 'Your Premium subscription is not active. Subscribe to Premium to use this feature.',
};

export const premiumRequired = (status: SubscriptionStatus | undefined) =>
  new ApiError(
    402,
    'premium_required',
    (status && MESSAGES[status]) ?? 'This is a Premium feature. Subscribe to Premium to use it.',
  );

/**
 * The check behind `access: 'premium'` (http/operation-router.ts): the member's effective status,
 * from the one SQL function, must include Premium (active, or a free trial that is still running).
 */
export const premiumGate = (sql: Sql) => async (claims: AccessClaims) => {
  const entitlement = await asUser(sql, claims, readEntitlement);
  if (!entitlement?.hasPremium) throw premiumRequired(entitlement?.status);
};
