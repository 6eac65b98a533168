// Plain constants without zod, so pages that only show prices do not load the validation library.

/**
 * The one price configuration every page renders: a 7-day free trial, then $15.99 a month; the
 * one-time purchase stays $9.99 and buys 30 days of Premium. Amounts are in cents, as Stripe counts
 * them.
 */
export const PRICING = {
  trialDays: 7,
  monthlyPriceCents: 1599,
  oneTimePriceCents: 999,
  oneTimePremiumDays: 30,
  currency: 'usd',
} as const;

/** "$15.99" */
export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
