import type { Context } from 'hono';
import type { Billing } from '../billing/billing.ts';
import { issueDueRefunds } from '../billing/booking-refunds.ts';
import { TRAINER_BOOKING, TRAINER_LISTING } from '../billing/payment-provider.ts';
import type { MarketplaceSettings } from '../config.ts';
import {
  BOOKING_NOT_FOUND,
  NO_TRAINER_PROFILE,
  SERVICE_NOT_FOUND,
  TRAINER_NOT_FOUND,
  trainerOperations,
} from '../contract/operations/trainers.ts';
import {
  BOOKING_MAX_AHEAD_DAYS,
  BOOKING_MIN_LEAD_HOURS,
  type BookingStatus,
  type OwnTrainer,
} from '../contract/trainers.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql, Tx } from '../db/database.ts';
import { bookableSlots, withinAvailability } from '../domain/trainer-slots.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { publicOrigin } from '../http/public-url.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { commissionCents } from './booking-money.ts';
import { setListingSubscription, setPayoutAccount, setPayoutsEnabled } from './trainer-payments-store.ts';
import {
  busyRanges,
  changeBookingStatus,
  deleteService,
  deleteTrainer,
  findBookableService,
  findBooking,
  findListedTrainer,
  findOwnTrainerRow,
  insertBooking,
  insertReview,
  insertService,
  insertTrainer,
  listBookings,
  listTrainers,
  type OwnTrainerRow,
  readAvailability,
  readOwnTrainer,
  replaceAvailability,
  setBookingPaymentIntent,
  updateService,
  updateTrainer,
} from './trainer-store.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface TrainerDependencies {
  sql: Sql;
  auth: SessionAuthority;
  billing?: Billing | undefined;
  marketplace: MarketplaceSettings;
}

/** A database refusal as postgres.js reports it (duck-typed, as http/errors.ts does). */
interface DatabaseError extends Error {
  code: string;
  constraint_name?: string;
}
const isDatabaseError = (error: unknown): error is DatabaseError =>
  error instanceof Error &&
  error.name === 'PostgresError' &&
  typeof (error as DatabaseError).code === 'string';

const timeRefusal = (code: string, message: string) =>
  badRequest(code, `scheduledAt: ${message}`, { scheduledAt: message });

const refusals = {
  ownService: () =>
    badRequest('own_service', 'serviceId: A trainer cannot book their own service', {
      serviceId: 'A trainer cannot book their own service',
    }),
  serviceInactive: () =>
    badRequest('service_inactive', 'serviceId: This service is not offered at the moment', {
      serviceId: 'This service is not offered at the moment',
    }),
  inPast: () => timeRefusal('in_past', 'This time has passed'),
};

/** The booking rules the database holds, as the answers the API gives for them. */
function bookingRefusal(error: unknown): ApiError | undefined {
  if (!isDatabaseError(error)) return undefined;
  if (error.code === '23P01') {
    return conflict('slot_taken', 'scheduledAt: This time was just booked by someone else; pick another', {
      scheduledAt: 'This time was just booked by someone else; pick another',
    });
  }
  if (error.code === '55000') return conflict('illegal_transition', error.message);
  // The insert policy's Premium rule: the trial or subscription ended since the gate let it in.
  if (error.code === '42501') {
    return new ApiError(
      402,
      'premium_required',
      'Booking a trainer is a Premium feature. Subscribe to Premium to book.',
    );
  }
  if (error.code === '23514') {
    if (error.constraint_name === 'booking_not_own_service') return refusals.ownService();
    if (error.constraint_name === 'booking_service_offered') return refusals.serviceInactive();
    if (error.constraint_name === 'booking_in_future') return refusals.inPast();
  }
  return undefined;
}

const rethrowBookingRefusal = (error: unknown): never => {
  throw bookingRefusal(error) ?? error;
};

/**
 * /api/trainers, /api/trainer and /api/bookings: the trainer marketplace. Browsing is free;
 * booking is Premium. A booking's price is the service's (copied by the database) and the
 * platform keeps `commissionPercent` of it. With Stripe and a trainer whose payouts are set up,
 * the member pays by card (a PaymentIntent whose fee is the commission, the rest transferred to
 * the trainer); otherwise the booking is paid in person.
 */
export function trainerRoutes({ sql, auth, billing, marketplace }: TrainerDependencies) {
  const { app, on } = operationRouter(auth);
  const paidListing = Boolean(billing && marketplace.listingPriceId);

  const ownTrainerOrThrow = async (tx: Tx): Promise<OwnTrainerRow> => {
    const row = await findOwnTrainerRow(tx);
    if (!row) throw notFound(NO_TRAINER_PROFILE);
    return row;
  };

  const presentOwn = async (tx: Tx, row: OwnTrainerRow): Promise<OwnTrainer> => {
    const { detail, availability } = await readOwnTrainer(tx, row);
    const trialRunning =
      row.subscription_status === 'free_trial' &&
      row.subscription_expires_at !== null &&
      row.subscription_expires_at > new Date();
    const planActive = row.subscription_status === 'active';
    const listingStatus = !paidListing
      ? 'free'
      : row.subscription_status === 'free_trial' && !trialRunning
        ? 'expired'
        : row.subscription_status;
    return {
      ...detail,
      isActive: row.is_active,
      listed: row.is_active && (!paidListing || trialRunning || planActive),
      listingStatus,
      listingEndsAt: paidListing ? (row.subscription_expires_at?.toISOString() ?? null) : null,
      payoutsEnabled: row.payouts_enabled,
      paymentsAvailable: Boolean(billing),
      availability,
    };
  };

  on(trainerOperations.list, async (c, { query }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => listTrainers(tx, query, paidListing))),
  );

  on(trainerOperations.get, async (c, { params: { id } }) => {
    const found = await asUser(sql, c.get('claims'), (tx) => findListedTrainer(tx, id, paidListing));
    if (!found) throw notFound(TRAINER_NOT_FOUND);
    return c.json(found.detail);
  });

  on(trainerOperations.slots, async (c, { params: { id }, query }) => {
    const now = Date.now();
    const earliest = new Date(now + BOOKING_MIN_LEAD_HOURS * HOUR);
    const latest = new Date(now + BOOKING_MAX_AHEAD_DAYS * DAY);
    const from = query.from && new Date(query.from) > earliest ? new Date(query.from) : earliest;
    const to = query.to && new Date(query.to) < latest ? new Date(query.to) : latest;
    const answer = await asUser(sql, c.get('claims'), async (tx) => {
      const service = await findBookableService(tx, query.serviceId, paidListing);
      if (!service || service.trainer_id !== id || !service.is_active) return undefined;
      const plan = await readAvailability(tx, id, service.time_zone);
      const busy = await busyRanges(tx, id, from, new Date(to.getTime() + service.duration * 60_000));
      return { plan, busy, duration: service.duration };
    });
    if (!answer) throw notFound(SERVICE_NOT_FOUND);
    const slots = bookableSlots({
      plan: answer.plan,
      duration: answer.duration,
      busy: answer.busy,
      from,
      to,
    });
    return c.json({
      timeZone: answer.plan.timeZone,
      duration: answer.duration,
      slots: slots.map((slot) => slot.toISOString()),
    });
  });

  on(trainerOperations.own, async (c) => {
    const claims = c.get('claims');
    let own = await asUser(sql, claims, async (tx) => {
      const row = await ownTrainerOrThrow(tx);
      return { row, presented: await presentOwn(tx, row) };
    });
    // Back from Stripe's onboarding: whether the account can receive transfers now.
    if (billing && own.row.stripe_account_id && !own.row.payouts_enabled) {
      const { payoutsEnabled } = await billing.provider.retrieveAccountPayouts(own.row.stripe_account_id);
      if (payoutsEnabled) {
        await setPayoutsEnabled(sql, own.row.id, true);
        own = { ...own, presented: { ...own.presented, payoutsEnabled: true, payInPersonOnly: false } };
      }
    }
    return c.json(own.presented);
  });

  on(trainerOperations.create, async (c, { body }) => {
    const created = await asUser(sql, c.get('claims'), async (tx) => {
      const row = await insertTrainer(tx, body);
      return row && presentOwn(tx, row);
    });
    if (!created) throw conflict('trainer_exists', 'You are a trainer already');
    return c.json(created, 201);
  });

  on(trainerOperations.update, async (c, { body }) => {
    const updated = await asUser(sql, c.get('claims'), async (tx) => {
      const row = await updateTrainer(tx, body);
      return row && presentOwn(tx, row);
    });
    if (!updated) throw notFound(NO_TRAINER_PROFILE);
    return c.json(updated);
  });

  on(trainerOperations.remove, async (c) => {
    if (!(await asUser(sql, c.get('claims'), deleteTrainer))) throw notFound(NO_TRAINER_PROFILE);
    return c.body(null, 204);
  });

  on(trainerOperations.createService, async (c, { body }) =>
    c.json(
      await asUser(sql, c.get('claims'), async (tx) =>
        insertService(tx, (await ownTrainerOrThrow(tx)).id, body),
      ),
      201,
    ),
  );

  on(trainerOperations.updateService, async (c, { params: { id }, body }) => {
    const service = await asUser(sql, c.get('claims'), (tx) => updateService(tx, id, body));
    if (!service) throw notFound(SERVICE_NOT_FOUND);
    return c.json(service);
  });

  on(trainerOperations.removeService, async (c, { params: { id } }) => {
    if (!(await asUser(sql, c.get('claims'), (tx) => deleteService(tx, id))))
      throw notFound(SERVICE_NOT_FOUND);
    return c.body(null, 204);
  });

  on(trainerOperations.availability, async (c, { body }) =>
    c.json(
      await asUser(sql, c.get('claims'), async (tx) => {
        const row = await ownTrainerOrThrow(tx);
        await replaceAvailability(tx, row.id, body);
        return readAvailability(tx, row.id, body.timeZone);
      }),
    ),
  );

  on(trainerOperations.payouts, async (c) => {
    const claims = c.get('claims');
    if (!billing) throw paymentsUnavailable();
    const row = await asUser(sql, claims, ownTrainerOrThrow);
    let accountId = row.stripe_account_id;
    if (!accountId) {
      accountId = await billing.provider.createExpressAccount({
        email: claims.email,
        metadata: { trainer_id: row.id, user_id: claims.sub },
      });
      await setPayoutAccount(sql, row.id, accountId);
    }
    const back = `${publicOrigin(c)}/trainer-dashboard`;
    const url = await billing.provider.createAccountLink({
      accountId,
      refreshUrl: `${back}?payouts=refresh`,
      returnUrl: `${back}?payouts=done`,
    });
    return c.json({ url });
  });

  on(trainerOperations.subscription, async (c) => {
    const claims = c.get('claims');
    const row = await asUser(sql, claims, ownTrainerOrThrow);
    if (!billing || !marketplace.listingPriceId) {
      return c.json({ status: 'free', clientSecret: null, publishableKey: null });
    }
    const subscription = await billing.provider.createListingSubscription({
      customerId: row.stripe_customer_id ?? undefined,
      email: claims.email,
      priceId: marketplace.listingPriceId,
      metadata: { purpose: TRAINER_LISTING, trainer_id: row.id, user_id: claims.sub },
      idempotencyKey: `trainer-listing-${row.id}-${row.stripe_subscription_id ?? 'first'}`,
    });
    await setListingSubscription(sql, row.id, subscription.customerId, subscription.subscriptionId);
    return c.json({
      status: subscription.status,
      clientSecret: subscription.clientSecret,
      publishableKey: billing.publishableKey,
    });
  });

  on(trainerOperations.book, async (c, { body }) => {
    const claims = c.get('claims');
    const start = new Date(body.scheduledAt);
    const now = Date.now();
    const created = await asUser(sql, claims, async (tx) => {
      const service = await findBookableService(tx, body.serviceId, paidListing);
      if (!service) throw notFound(SERVICE_NOT_FOUND);
      // The database refuses these too; checked here first so the answer names the first reason.
      if (service.trainer_user_id === claims.sub) throw refusals.ownService();
      if (!service.is_active) throw refusals.serviceInactive();
      if (start.getTime() <= now) throw refusals.inPast();
      if (start.getTime() < now + BOOKING_MIN_LEAD_HOURS * HOUR) {
        throw timeRefusal('too_soon', `Book at least ${BOOKING_MIN_LEAD_HOURS} hours ahead`);
      }
      if (start.getTime() > now + BOOKING_MAX_AHEAD_DAYS * DAY) {
        throw timeRefusal('too_far', `Book at most ${BOOKING_MAX_AHEAD_DAYS} days ahead`);
      }
      const plan = await readAvailability(tx, service.trainer_id, service.time_zone);
      if (!withinAvailability(start, service.duration, plan)) {
        throw timeRefusal('outside_availability', 'The trainer is not available at this time');
      }
      const byCard = Boolean(billing && service.payouts_enabled && service.stripe_account_id);
      const commission = commissionCents(service.price, marketplace.commissionPercent);
      const id = await insertBooking(tx, {
        trainerId: service.trainer_id,
        serviceId: service.id,
        scheduledAt: start.toISOString(),
        notes: body.notes,
        commissionCents: commission,
        paymentMode: byCard ? 'stripe' : 'in_person',
      }).catch(rethrowBookingRefusal);
      let payment: { clientSecret: string; publishableKey: string } | null = null;
      if (byCard && billing && service.stripe_account_id) {
        // Created inside the booking's transaction: a booking never exists without its payment.
        const intent = await billing.provider.createDestinationPayment({
          amountCents: service.price,
          applicationFeeCents: commission,
          destinationAccountId: service.stripe_account_id,
          description: `FitTrack: ${service.name}`,
          metadata: { purpose: TRAINER_BOOKING, booking_id: id, user_id: claims.sub },
          idempotencyKey: `booking-${id}`,
        });
        await setBookingPaymentIntent(tx, id, intent.id);
        payment = { clientSecret: intent.clientSecret, publishableKey: billing.publishableKey };
      }
      const booking = await findBooking(tx, id);
      if (!booking) throw new Error('The new booking is not visible to its member');
      return { booking: booking.booking, payment };
    });
    return c.json(created, 201);
  });

  on(trainerOperations.bookings, async (c, { query }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => listBookings(tx, query.as))),
  );

  const transition = async (c: Context<AppEnv>, id: string, status: BookingStatus) => {
    const claims = c.get('claims');
    const changed = await asUser(sql, claims, async (tx) => {
      const moved = await changeBookingStatus(tx, id, status).catch(rethrowBookingRefusal);
      return moved ? findBooking(tx, id) : undefined;
    });
    if (!changed) throw notFound(BOOKING_NOT_FOUND);
    if (changed.booking.refundStatus === 'due' && billing) {
      try {
        await issueDueRefunds(sql, billing.provider, id);
        const refunded = await asUser(sql, claims, (tx) => findBooking(tx, id));
        if (refunded) return c.json(refunded.booking);
      } catch (error) {
        // The refund stays due; the billing sweep issues it.
        console.warn(`Refund of booking ${id} failed; the sweep retries it`, error);
      }
    }
    return c.json(changed.booking);
  };

  on(trainerOperations.accept, (c, { params: { id } }) => transition(c, id, 'confirmed'));
  on(trainerOperations.decline, (c, { params: { id } }) => transition(c, id, 'declined'));
  on(trainerOperations.cancel, (c, { params: { id } }) => transition(c, id, 'cancelled'));
  on(trainerOperations.complete, (c, { params: { id } }) => transition(c, id, 'completed'));
  on(trainerOperations.noShow, (c, { params: { id } }) => transition(c, id, 'no_show'));

  on(trainerOperations.review, async (c, { params: { id }, body }) => {
    const claims = c.get('claims');
    const review = await asUser(sql, claims, async (tx) => {
      const stored = await findBooking(tx, id);
      if (!stored || stored.memberId !== claims.sub) throw notFound(BOOKING_NOT_FOUND);
      if (stored.booking.status !== 'completed') {
        throw conflict('not_completed', 'Only a completed session can be reviewed');
      }
      const inserted = await insertReview(tx, { id, trainerId: stored.booking.trainerId }, body);
      if (!inserted) throw conflict('already_reviewed', 'You reviewed this session already');
      return inserted;
    });
    return c.json(review, 201);
  });

  return app;
}

const paymentsUnavailable = () =>
  conflict(
    'payments_unavailable',
    'Card payments are not set up on this server; bookings are paid in person.',
  );
