import type { Billing } from '../billing/billing.ts';
import { recordCustomerDeleted } from '../billing/billing-store.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { readStripeLinks } from './subscription-store.ts';

/**
 * The first step of deleting an account: whatever Stripe bills the member ends, before any of
 * their data goes, so a failure here leaves the account whole and the member can simply try again.
 * The customer is deleted in Stripe rather than its subscription cancelled at the period's end:
 * that ends every subscription at once and takes the member's card and details out of Stripe
 * too. Deleting a customer that is already gone succeeds, so a retry after a later step failed
 * passes here again.
 */
export async function endBillingForDeletion(
  { sql, billing }: { sql: Sql; billing: Billing | undefined },
  claims: AccessClaims,
): Promise<void> {
  const links = await asUser(sql, claims, readStripeLinks);
  if (!links.customerId) return;
  if (!billing) {
    // The server had Stripe's keys once and has not now: deleting the account would leave a
    // subscription charging a member who no longer exists here.
    throw new ApiError(
      503,
      'payment_provider_unavailable',
      'Your subscription is billed through Stripe, which this server cannot reach right now, so your account was not deleted. Please try again later.',
    );
  }
  try {
    await billing.provider.deleteCustomer(links.customerId);
  } catch (error) {
    console.warn('Ending a subscription with Stripe failed', error instanceof Error ? error.message : error);
    throw new ApiError(
      502,
      'payment_provider_unavailable',
      'We could not end your subscription with our payment provider, so your account was not deleted. Please try again in a few minutes.',
    );
  }
  await recordCustomerDeleted(sql, links.customerId, links.subscriptionId);
}
