import { formatUsd, PRICING } from '@contract/pricing.ts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { confirmOneTimePayment } from '@/lib/confirm-payment.ts';
import { loadStripeOnce, STRIPE_APPEARANCE } from '@/lib/stripe.ts';

interface CheckoutFormProps {
  publishableKey: string;
  clientSecret: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
}

function PaymentForm({ onPaid, onFailed }: Pick<CheckoutFormProps, 'onPaid' | 'onFailed'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProcessing(true);
    const outcome = await confirmOneTimePayment(stripe, elements, `${window.location.origin}/`);
    // A failed confirmation re-enables the button.
    setProcessing(false);
    if (outcome.ok) onPaid();
    else onFailed(outcome.message);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Payment details">
      <PaymentElement />
      <button type="submit" className="btn btn-primary" disabled={!stripe || !elements || processing}>
        {processing ? 'Processing...' : `Pay ${formatUsd(PRICING.oneTimePriceCents)}`}
      </button>
    </form>
  );
}

/** The one-time purchase's card form (Stripe Payment Element). */
export default function CheckoutForm({ publishableKey, clientSecret, onPaid, onFailed }: CheckoutFormProps) {
  const stripe = useMemo(() => loadStripeOnce(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: STRIPE_APPEARANCE }}>
      <PaymentForm onPaid={onPaid} onFailed={onFailed} />
    </Elements>
  );
}
