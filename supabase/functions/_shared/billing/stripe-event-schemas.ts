import { z } from 'zod';

/**
 * What the webhook reads from a verified Stripe event, and nothing more: the envelope's id, type
 * and time, and for each allow-listed type the fields of `data.object` the adapter turns into a
 * billing event. A delivery is checked against these before any database work, so a field that is
 * missing or of the wrong type is answered on purpose instead of failing half-way through. A field
 * the reader uses must be listed here: the reader takes the parsed types, so it cannot read one
 * that is not. Bounds follow the columns the values are written to.
 */

/** Stored text: PostgreSQL's text cannot hold a NUL character. */
const text = z.string().refine((value) => !value.includes('\u0000'), 'must not contain a NUL character');
const stripeId = text.min(1).max(255);
/** The form `private.stripe_customer_state` accepts (and the only form Stripe issues). */
const customerId = z.string().regex(/^cus_[A-Za-z0-9]{1,250}$/, 'must be a Stripe customer id (cus_...)');
/** Unix seconds up to the year 9999, so every value is a valid date here and in PostgreSQL. */
const unixSeconds = z.number().int().nonnegative().max(253_402_300_799);
/** A reference Stripe sends as an id, or as the object when expanded (never in webhooks, but in API answers). */
const expandable = <Id extends z.ZodType<string>>(id: Id) => z.union([id, z.object({ id })]);

/** An event as Stripe delivers it; `data` is read per type below. */
export const stripeEventEnvelopeSchema = z.object({
  /** Recorded in `private.stripe_event` (1 to 255 characters) so a replay is recognised. */
  id: stripeId,
  type: z.string().min(1),
  /** Orders subscription states: the newest event wins whatever the delivery order. */
  created: unixSeconds,
  /** Read per type with the object schemas below; an event without it is about nothing. */
  data: z.unknown().optional(),
});

/** customer.subscription.*; its type also reads the subscriptions the server fetches from Stripe's API. */
const subscriptionObjectSchema = z.object({
  object: z.literal('subscription'),
  id: stripeId,
  customer: expandable(customerId),
  /** Stripe's spelling; statuses Stripe adds later read as inactive (private.sync_profile_from_stripe). */
  status: text.min(1),
  trial_end: unixSeconds.nullable(),
  start_date: unixSeconds,
  cancel_at_period_end: z.boolean(),
  cancel_at: unixSeconds.nullable(),
  /** Since API version 2025-03-31 the billing period lives on the subscription's items. */
  items: z.object({ data: z.array(z.object({ current_period_end: unixSeconds })) }),
  /** Set by the server on the subscriptions it creates: `trainer_listing` for a trainer's listing plan. */
  metadata: z.object({ purpose: z.string().optional() }).optional(),
});

/** invoice.payment_failed: whose payment failed (an invoice without a customer is about nobody). */
const failedInvoiceObjectSchema = z.object({
  object: z.literal('invoice'),
  customer: expandable(customerId).nullable(),
});

/** invoice.paid: whose payment arrived, and when (the event's time when Stripe gives none). */
const paidInvoiceObjectSchema = failedInvoiceObjectSchema.extend({
  status_transitions: z.object({ paid_at: unixSeconds.nullable() }),
});

/** payment_intent.succeeded: one row of `public.payment`, for the member or customer it names. */
const paymentIntentObjectSchema = z.object({
  object: z.literal('payment_intent'),
  id: stripeId,
  customer: expandable(customerId).nullable(),
  /** Cents; `payment.amount` is a non-negative integer column. */
  amount: z.number().int().nonnegative().max(2_147_483_647),
  amount_received: z.number().int().nonnegative().max(2_147_483_647),
  /** `payment.currency` holds three lower-case letters. */
  currency: z.string().regex(/^[a-z]{3}$/, 'must be a three-letter currency code'),
  description: text.nullable(),
  created: unixSeconds,
  /** Set by the server on the PaymentIntents it creates: the purpose and the member. */
  metadata: z.object({ purpose: z.string().optional(), user_id: z.string().optional() }),
});

/** checkout.session.completed; its type also reads the sessions the server fetches from Stripe's API. */
const checkoutSessionObjectSchema = z.object({
  object: z.literal('checkout.session'),
  id: stripeId,
  /** payment, setup or subscription */
  mode: z.string(),
  /** complete, open or expired */
  status: z.string().nullable(),
  customer: expandable(customerId).nullable(),
  subscription: expandable(stripeId).nullable(),
  client_reference_id: z.string().nullable(),
  created: unixSeconds,
});

/**
 * The allow-list: each event type the webhook acts on, with the object it must carry. Anything
 * else that arrives signed is acknowledged with 2xx and no effect, so Stripe does not retry it.
 */
export const HANDLED_EVENT_OBJECTS = {
  'customer.subscription.created': subscriptionObjectSchema,
  'customer.subscription.updated': subscriptionObjectSchema,
  'customer.subscription.deleted': subscriptionObjectSchema,
  'invoice.paid': paidInvoiceObjectSchema,
  'invoice.payment_failed': failedInvoiceObjectSchema,
  'payment_intent.succeeded': paymentIntentObjectSchema,
  'checkout.session.completed': checkoutSessionObjectSchema,
} as const;

export type HandledEventType = keyof typeof HANDLED_EVENT_OBJECTS;
export const isHandledEventType = (type: string): type is HandledEventType =>
  Object.hasOwn(HANDLED_EVENT_OBJECTS, type);

export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObjectSchema>;

/** `data.object` when `data` is an object that has one; the type's schema then says what is wrong. */
export const dataObjectOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null && 'object' in data ? data.object : undefined;

/** Zod's issues as `path: message`, the path starting at `under`, for the log. */
export const describeIssues = (error: z.ZodError, under: string): string[] =>
  error.issues.map((issue) => {
    const path = [under, ...issue.path.map(String)].filter((part) => part !== '').join('.');
    return `${path || '(body)'}: ${issue.message}`;
  });
