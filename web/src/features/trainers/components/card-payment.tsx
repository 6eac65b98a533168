import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { confirmOneTimePayment } from '@/lib/confirm-payment.ts';
import { loadStripeOnce, STRIPE_APPEARANCE } from '@/lib/stripe.ts';

function PaymentForm({ onPaid, amountLabel }: { onPaid: () => void; amountLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    // Back to this trainer's page when the card's bank takes the member away to check the payment.
    const outcome = await confirmOneTimePayment(stripe, elements, window.location.href);
    setBusy(false);
    if (outcome.ok) onPaid();
    else setError(outcome.message);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <PaymentElement />
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!stripe || busy}>
        {busy ? 'Paying…' : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}

/** Stripe Elements for a booking's PaymentIntent; the webhook marks the booking paid. */
export function CardPayment(props: {
  clientSecret: string;
  publishableKey: string;
  amountLabel: string;
  onPaid: () => void;
}) {
  const stripe = useMemo(() => loadStripeOnce(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: STRIPE_APPEARANCE }}>
      <PaymentForm onPaid={props.onPaid} amountLabel={props.amountLabel} />
    </Elements>
  );
}
