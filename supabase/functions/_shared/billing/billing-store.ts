import type { Sql, Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';
import { asServiceRole } from '../db/service-role.ts';
import {
  type BillingEvent,
  type SubscriptionSnapshot,
  TRAINER_BOOKING,
  TRAINER_LISTING,
} from './payment-provider.ts';

/**
 * Service-role SQL of the billing module (migrations 20261124400200 and ...300). Service role is
 * needed because these rows belong to no signed-in member: webhook deliveries and visitors'
 * hand-overs come without a user, and the subscription columns of a profile are server-managed
 * (members may not write them). Member reads go through `asUser` in the subscription store.
 */

/** The state id for snapshots the server read from Stripe itself; any real event of the same second wins the tie. */
const SERVER_READ = 'api';

export async function applySnapshot(tx: Tx, snapshot: SubscriptionSnapshot, stateAt: Date, eventId: string) {
  const [row] = await tx<{ applied: boolean }[]>`
    select private.apply_stripe_subscription(
      ${snapshot.customerId}, ${snapshot.subscriptionId}, ${snapshot.status}, ${snapshot.trialEnd},
      ${snapshot.currentPeriodEnd}, ${snapshot.cancelAtPeriodEnd}, ${snapshot.startedAt},
      ${stateAt}, ${eventId}) as applied`;
  return row?.applied ?? false;
}

/** A subscription as Stripe answered the server just now: newer than any event created before it. */
export const recordServerRead = (sql: Sql, snapshot: SubscriptionSnapshot) =>
  asServiceRole(sql, (tx) => applySnapshot(tx, snapshot, new Date(), SERVER_READ));

/**
 * The customer of an account being deleted, deleted in Stripe too: its state is recorded as
 * canceled as of now, so an event Stripe sends about it afterwards updates this row (or, being
 * older, changes nothing) instead of starting a customer that waits for an account to claim it.
 * The row keeps Stripe's ids and no trace of the person.
 */
export async function recordCustomerDeleted(sql: Sql, customerId: string, subscriptionId: string | null) {
  await asServiceRole(
    sql,
    (tx) => tx`
      select private.apply_stripe_subscription(
        ${customerId}, ${subscriptionId}, 'canceled', null, null, false, null, ${new Date()}, ${SERVER_READ})`,
  );
}

export type DeliveryOutcome = 'applied' | 'replayed' | 'ignored' | 'malformed';

/**
 * One webhook delivery in one transaction: the event id is recorded first (`on conflict do
 * nothing`); a delivery whose id is already there is a replay and changes nothing else. The
 * effect is written in the same transaction, so an event is never recorded without its effect
 * nor applied twice. `onCheckout` runs inside it for checkout sessions (it needs the signing key).
 * Events of types off the allow-list, and malformed ones, touch nothing.
 */
export function recordDelivery(
  sql: Sql,
  event: BillingEvent,
  onCheckout: (tx: Tx, event: Extract<BillingEvent, { kind: 'checkout' }>) => Promise<void>,
): Promise<DeliveryOutcome> {
  // Ignored and malformed events leave no trace at all, not even their id: a replay is answered
  // the same way, and a copy resent after the reader is fixed is applied.
  if (event.kind === 'ignored' || event.kind === 'malformed') return Promise.resolve(event.kind);
  return asServiceRole(sql, async (tx) => {
    const [fresh] = await tx`
      insert into private.stripe_event (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing
      returning id`;
    if (!fresh) return 'replayed';
    switch (event.kind) {
      case 'subscription':
        // A trainer's listing plan is the trainer's, not the member's Premium.
        if (event.subscription.purpose === TRAINER_LISTING) {
          await applyListingSnapshot(tx, event.subscription);
        } else {
          await applySnapshot(tx, event.subscription, event.created, event.id);
        }
        return 'applied';
      case 'invoice':
        await tx`select private.record_stripe_invoice(${event.customerId}, ${event.paidAt}, ${event.failedAt})`;
        return 'applied';
      case 'payment': {
        const userId = event.userId && UUID.test(event.userId) ? event.userId : null;
        await tx`
          select private.record_stripe_payment(
            ${event.paymentIntentId}, ${userId}, ${event.customerId}, ${event.amountCents},
            ${event.currency}, ${event.description}, ${event.createdAt}, ${event.premiumDays})`;
        if (event.purpose === TRAINER_BOOKING) {
          await tx`select private.record_booking_payment(${event.paymentIntentId}, ${event.createdAt})`;
        }
        return 'applied';
      }
      case 'checkout':
        await onCheckout(tx, event);
        return 'applied';
      default: {
        const unknown: never = event;
        throw new Error(`Unknown billing event ${JSON.stringify(unknown)}`);
      }
    }
  });
}

/** A trainer's listing plan as Stripe reports it, onto the trainer with that subscription or customer. */
export async function applyListingSnapshot(tx: Tx, snapshot: SubscriptionSnapshot) {
  await tx`
    select private.apply_trainer_listing(
      ${snapshot.customerId}, ${snapshot.subscriptionId}, ${snapshot.status}, ${snapshot.currentPeriodEnd})`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Links a customer to a member and copies the Stripe state already recorded for it. */
export async function attachCustomer(
  tx: Tx,
  userId: string,
  customerId: string,
  subscriptionId: string | null,
) {
  await tx`select private.attach_stripe_customer(${userId}, ${customerId}, ${subscriptionId})`;
}

/** Whether a member with this id exists (a signed reference may outlive its account). */
export async function memberExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx`select 1 from public.profile where id = ${userId}`;
  return row !== undefined;
}

export async function isCustomerAttached(tx: Tx, customerId: string): Promise<boolean> {
  const [row] = await tx`select 1 from public.profile where stripe_customer_id = ${customerId}`;
  return row !== undefined;
}

// ---- Hand-overs (visitor to member) ----------------------------------------------------------

export type HandoverRow = Pick<
  Row<'private.stripe_handover'>,
  'id' | 'stripe_customer_id' | 'stripe_subscription_id'
>;

export async function insertTokenHandover(
  sql: Sql,
  tokenHash: string,
  validMinutes: number,
): Promise<string> {
  const [row] = await asServiceRole(
    sql,
    (tx) => tx<Pick<Row<'private.stripe_handover'>, 'id'>[]>`
      insert into private.stripe_handover (token_hash, expires_at)
      values (${tokenHash}, now() + make_interval(mins => ${validMinutes}))
      returning id`,
  );
  if (!row) throw new Error('The hand-over was not recorded');
  return row.id;
}

export async function setHandoverStripeIds(
  sql: Sql,
  id: string,
  ids: { customerId: string; subscriptionId?: string },
) {
  await asServiceRole(
    sql,
    (tx) => tx`
      update private.stripe_handover
      set stripe_customer_id = ${ids.customerId},
          stripe_subscription_id = coalesce(${ids.subscriptionId ?? null}, stripe_subscription_id)
      where id = ${id}`,
  );
}

/** True while a token's hand-over can still be claimed (checked before the account is created). */
export async function isTokenClaimable(sql: Sql, tokenHash: string): Promise<boolean> {
  const [row] = await asServiceRole(
    sql,
    (tx) => tx`
      select 1 from private.stripe_handover
      where token_hash = ${tokenHash} and claimed_at is null and swept_at is null
        and expires_at > now() and stripe_customer_id is not null`,
  );
  return row !== undefined;
}

/**
 * Claims a token's hand-over for the new member and attaches its customer, in one transaction:
 * the conditional UPDATE lets exactly one claim through, whatever races it.
 */
export function claimTokenHandover(sql: Sql, tokenHash: string, userId: string) {
  return asServiceRole(sql, async (tx) => {
    const [row] = await tx<HandoverRow[]>`
      update private.stripe_handover
      set claimed_by = ${userId}, claimed_at = now()
      where token_hash = ${tokenHash} and claimed_at is null and swept_at is null
        and expires_at > now() and stripe_customer_id is not null
      returning id, stripe_customer_id, stripe_subscription_id`;
    if (!row?.stripe_customer_id) return null;
    await attachCustomer(tx, userId, row.stripe_customer_id, row.stripe_subscription_id);
    return row;
  });
}

/** A completed buy-button checkout nobody could be tied to yet: claimable by its session id for a day. */
export async function recordCheckoutHandover(
  tx: Tx,
  checkout: { sessionId: string; customerId: string; subscriptionId: string | null },
  validMinutes: number,
) {
  await tx`
    insert into private.stripe_handover (checkout_session_id, stripe_customer_id, stripe_subscription_id, expires_at)
    values (${checkout.sessionId}, ${checkout.customerId}, ${checkout.subscriptionId},
            now() + make_interval(mins => ${validMinutes}))
    on conflict do nothing`;
}

/** Whether a checkout session was already claimed or swept (it may not be claimed again). */
export async function isCheckoutSpent(sql: Sql, sessionId: string, customerId: string): Promise<boolean> {
  const [row] = await asServiceRole(
    sql,
    (tx) => tx`
      select 1 from private.stripe_handover
      where (checkout_session_id = ${sessionId} or stripe_customer_id = ${customerId})
        and (claimed_at is not null or swept_at is not null)
      union all
      select 1 from public.profile where stripe_customer_id = ${customerId}
      limit 1`,
  );
  return row !== undefined;
}

/** Claims a checkout's customer for the new member (recording the hand-over if the webhook has not yet). */
export function claimCheckoutHandover(
  sql: Sql,
  checkout: { sessionId: string; customerId: string; subscriptionId: string | null },
  userId: string,
) {
  return asServiceRole(sql, async (tx) => {
    if (await isCustomerAttached(tx, checkout.customerId)) return null;
    const [row] = await tx<HandoverRow[]>`
      insert into private.stripe_handover (checkout_session_id, stripe_customer_id, stripe_subscription_id,
                                           expires_at, claimed_by, claimed_at)
      values (${checkout.sessionId}, ${checkout.customerId}, ${checkout.subscriptionId}, now(), ${userId}, now())
      on conflict (checkout_session_id) do update
        set claimed_by = excluded.claimed_by, claimed_at = excluded.claimed_at
        where stripe_handover.claimed_at is null and stripe_handover.swept_at is null
          and stripe_handover.expires_at > now()
      returning id, stripe_customer_id, stripe_subscription_id`;
    if (!row?.stripe_customer_id) return null;
    await attachCustomer(tx, userId, row.stripe_customer_id, row.stripe_subscription_id);
    return row;
  });
}

/** Hand-overs nobody claimed before they expired (oldest first, a batch at a time). */
export async function listUnclaimedExpired(sql: Sql, limit: number): Promise<HandoverRow[]> {
  return asServiceRole(
    sql,
    (tx) => tx<HandoverRow[]>`
      select id, stripe_customer_id, stripe_subscription_id
      from private.stripe_handover
      where claimed_at is null and swept_at is null and expires_at < now()
      order by expires_at
      limit ${limit}`,
  );
}

/** Marks a hand-over swept, unless it was claimed meanwhile (then the claim stands). */
export async function markSwept(sql: Sql, id: string, customerId: string | null): Promise<boolean> {
  const rows = await asServiceRole(
    sql,
    (tx) => tx`
      update private.stripe_handover
      set swept_at = now(), stripe_customer_id = coalesce(stripe_customer_id, ${customerId})
      where id = ${id} and claimed_at is null and swept_at is null
      returning id`,
  );
  return rows.length > 0;
}
