import { z } from 'zod';
import { onboardingAnswersSchema, onboardingPlanSchema, savedOnboardingPlanSchema } from '../onboarding.ts';
import { defineOperation, EMPTY_BODY_LIMIT_BYTES, errorResponses } from '../operation.ts';
import {
  billingConfigSchema,
  checkoutReferenceSchema,
  paymentIntentBodySchema,
  paymentIntentSchema,
  paymentSchema,
  subscriptionSchema,
  trialSubscriptionSchema,
} from '../subscription.ts';

const tag = 'Premium';
const denied = { 401: { description: errorResponses[401] } } as const;
const conflicted = { 409: { description: errorResponses[409] } } as const;
const limited = { 429: { description: errorResponses[429] } } as const;

/** The subscription and payment calls, the onboarding plan, and what the pages need around them. */
export const subscriptionOperations = {
  get: defineOperation({
    id: 'getSubscription',
    method: 'get',
    path: '/api/user/subscription',
    summary: "The member's effective subscription status, days remaining and dates",
    tag,
    access: 'member',
    responses: { 200: { description: 'The subscription.', schema: subscriptionSchema }, ...denied },
  }),
  activate: defineOperation({
    id: 'activateSubscription',
    method: 'post',
    path: '/api/user/subscription/activate',
    summary: 'Undo a cancellation while the trial or period is still running',
    tag,
    access: 'member',
    responses: {
      200: { description: 'The subscription, renewing again.', schema: subscriptionSchema },
      ...denied,
      ...conflicted,
    },
  }),
  cancel: defineOperation({
    id: 'cancelSubscription',
    method: 'post',
    path: '/api/user/subscription/cancel',
    summary: 'Cancel at the end of the current trial or period (Premium continues until then)',
    tag,
    access: 'member',
    responses: {
      200: { description: 'The subscription, ending at currentPeriodEnd.', schema: subscriptionSchema },
      ...denied,
      ...conflicted,
    },
  }),
  payments: defineOperation({
    id: 'listPayments',
    method: 'get',
    path: '/api/user/payments',
    summary: "The member's own card payments, newest first",
    tag,
    access: 'member',
    responses: { 200: { description: 'Payments.', schema: z.array(paymentSchema) }, ...denied },
  }),
  checkoutReference: defineOperation({
    id: 'getCheckoutReference',
    method: 'get',
    path: '/api/user/subscription/checkout-reference',
    summary: "A signed reference tying a Stripe buy-button checkout to the member's account",
    tag,
    access: 'member',
    responses: {
      200: { description: 'The client-reference-id for the buy button.', schema: checkoutReferenceSchema },
      ...denied,
      ...conflicted,
    },
  }),
  billingConfig: defineOperation({
    id: 'getBillingConfig',
    method: 'get',
    path: '/api/billing/config',
    summary: "Prices, and Stripe's publishable key and buy buttons when the server has Stripe keys",
    tag,
    access: 'public',
    responses: { 200: { description: 'The configuration.', schema: billingConfigSchema } },
  }),
  createTrial: defineOperation({
    id: 'createTrialSubscription',
    method: 'post',
    path: '/api/create-trial-subscription',
    summary: 'Start a visitor on the 7-day trial: a card form secret with Stripe keys, trial mode without',
    tag,
    access: 'public',
    body: { kind: 'json', schema: z.object({}).meta({ examples: [{}] }), maxBytes: EMPTY_BODY_LIMIT_BYTES },
    responses: {
      200: {
        description: 'The card form secret and hand-over token, or nulls in trial mode.',
        schema: trialSubscriptionSchema,
      },
      ...limited,
    },
  }),
  createPaymentIntent: defineOperation({
    id: 'createPaymentIntent',
    method: 'post',
    path: '/api/create-payment-intent',
    summary: 'Start the one-time Premium purchase ($9.99, decided by the server)',
    tag,
    access: 'member',
    body: { kind: 'json', schema: paymentIntentBodySchema, maxBytes: EMPTY_BODY_LIMIT_BYTES },
    responses: {
      200: { description: 'The PaymentIntent client secret.', schema: paymentIntentSchema },
      400: { description: errorResponses[400] },
      ...denied,
      409: { description: 'Card payments are not available on this server (no Stripe keys).' },
    },
  }),
  onboardingPlan: defineOperation({
    id: 'buildOnboardingPlan',
    method: 'get',
    path: '/api/onboarding/plan',
    summary: 'The training plan built from the four onboarding answers',
    tag: 'Onboarding',
    access: 'public',
    query: onboardingAnswersSchema,
    responses: {
      200: { description: 'The plan.', schema: onboardingPlanSchema },
      400: { description: errorResponses[400] },
    },
  }),
  savedOnboardingPlan: defineOperation({
    id: 'getSavedOnboardingPlan',
    method: 'get',
    path: '/api/user/onboarding-plan',
    summary: "The member's onboarding answers and the plan built from them (null when never answered)",
    tag: 'Onboarding',
    access: 'member',
    responses: {
      200: { description: 'The saved plan, or null.', schema: savedOnboardingPlanSchema },
      ...denied,
    },
  }),
} as const;
