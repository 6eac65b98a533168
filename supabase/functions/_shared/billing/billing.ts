import type { BillingSettings } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

/** Stripe as the rest of the backend sees it: absent in trial mode (no keys). */
export interface Billing {
  provider: PaymentProvider;
  publishableKey: string;
  trialBuyButtonId: string | undefined;
  monthlyBuyButtonIds: string[];
  /** STRIPE_WEBHOOK_SECRET is set, so the stripe-webhook function can verify deliveries. */
  webhookEnabled: boolean;
  /** Key material for the signed client references of buy-button checkouts (the Stripe secret key). */
  referenceSecret: string;
}

export function createBilling(settings: BillingSettings | undefined): Billing | undefined {
  if (!settings) return undefined;
  return {
    provider: new StripePaymentProvider({
      secretKey: settings.secretKey,
      monthlyPriceId: settings.monthlyPriceId,
      webhookSecret: settings.webhookSecret,
      apiUrl: settings.apiUrl,
    }),
    publishableKey: settings.publishableKey,
    trialBuyButtonId: settings.trialBuyButtonId,
    monthlyBuyButtonIds: settings.monthlyBuyButtonIds,
    webhookEnabled: settings.webhookSecret !== undefined,
    referenceSecret: settings.secretKey,
  };
}
