import type { Sql } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';

/**
 * The trainer columns only the server writes, from what Stripe answered: the Connect account,
 * whether it takes payouts, and the listing plan's customer and subscription. Service role,
 * because members may not write these columns on any path.
 */

export async function setPayoutAccount(sql: Sql, trainerId: string, accountId: string) {
  await asServiceRole(
    sql,
    (tx) => tx`
      update public.trainer set stripe_account_id = ${accountId}
      where id = ${trainerId} and stripe_account_id is null`,
  );
}

export async function setPayoutsEnabled(sql: Sql, trainerId: string, enabled: boolean) {
  await asServiceRole(
    sql,
    (tx) => tx`update public.trainer set payouts_enabled = ${enabled} where id = ${trainerId}`,
  );
}

export async function setListingSubscription(
  sql: Sql,
  trainerId: string,
  customerId: string,
  subscriptionId: string,
) {
  await asServiceRole(
    sql,
    (tx) => tx`
      update public.trainer set stripe_customer_id = ${customerId}, stripe_subscription_id = ${subscriptionId}
      where id = ${trainerId}`,
  );
}
