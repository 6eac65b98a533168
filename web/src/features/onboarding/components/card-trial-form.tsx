import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { loadStripeOnce, STRIPE_APPEARANCE } from '@/lib/stripe.ts';
import { confirmTrialCard } from '../confirm-trial.ts';

interface CardTrialFormProps {
  publishableKey: string;
  clientSecret: string;
  onConfirmed: () => void;
  onFailed: (message: string) => void;
}

function CardForm({ onConfirmed, onFailed }: Pick<CardTrialFormProps, 'onConfirmed' | 'onFailed'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    const outcome = await confirmTrialCard(stripe, elements, window.location.origin);
    setSubmitting(false);
    if (outcome.ok) onConfirmed();
    else onFailed(outcome.message);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Card details">
      <PaymentElement />
      <button type="submit" className="btn btn-primary" disabled={!stripe || !elements || submitting}>
        {submitting ? 'Processing...' : 'Start My Free Trial'}
      </button>
    </form>
  );
}

/** The trial's card form (Stripe Payment Element, confirming the subscription's SetupIntent). */
export default function CardTrialForm({
  publishableKey,
  clientSecret,
  onConfirmed,
  onFailed,
}: CardTrialFormProps) {
  const stripe = useMemo(() => loadStripeOnce(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: STRIPE_APPEARANCE }}>
      <CardForm onConfirmed={onConfirmed} onFailed={onFailed} />
    </Elements>
  );
}
