import type { Appearance, Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js, loaded from js.stripe.com (allowed by the Content-Security-Policy) only when a page
 * shows a card form, and once per publishable key. Imported lazily by the card forms, so pages
 * without one never download it.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    promise.catch((error: unknown) => {
      // A provider script that fails to load is logged only.
      console.warn('Stripe.js failed to load', error);
      loaded.delete(publishableKey);
    });
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** The Payment Element in the app's dark theme. */
export const STRIPE_APPEARANCE: Appearance = { theme: 'night', variables: { colorPrimary: '#605dff' } };
