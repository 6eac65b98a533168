import { formatUsd, PRICING } from '@contract/pricing.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { messageOf } from '@/lib/api/http-error.ts';
import { refreshAfter } from '@/lib/query-keys.ts';
import { useCreatePaymentIntent } from '../api.ts';
import { ONE_TIME_FEATURES } from '../features.ts';

const CheckoutForm = lazy(() => import('./checkout-form.tsx'));

/** The payment page, Complete Your Purchase: the one-time Premium purchase. */
export function CheckoutView() {
  const intent = useCreatePaymentIntent();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    // The client sends the amount; the server charges its own price whatever it is.
    intent.mutate(PRICING.oneTimePriceCents / 100, {
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to initialize payment. Please try again.',
          variant: 'destructive',
        }),
    });
  }, [intent, toast]);

  const back = (
    <Link to={paths.dashboard.getHref()} className="btn btn-ghost btn-sm self-start">
      <ArrowLeft size={16} aria-hidden />
      Back to Dashboard
    </Link>
  );

  if (intent.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <section role="alert" className="card bg-base-200">
          <div className="card-body items-center gap-3 text-center">
            <p className="text-lg font-semibold">Payment initialization failed. Please try again.</p>
            <p className="text-sm opacity-70">{messageOf(intent.error, '')}</p>
            <Link to={paths.dashboard.getHref()} className="btn btn-primary">
              Return to Dashboard
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="grid gap-6 md:grid-cols-5">
        <section aria-labelledby="payment-details-title" className="card bg-base-200 md:col-span-3">
          <div className="card-body gap-4">
            <h2 id="payment-details-title" className="card-title">
              Payment details
            </h2>
            {!intent.data && (
              <span
                className="loading loading-spinner text-primary"
                role="status"
                aria-label="Preparing payment"
              />
            )}
            {intent.data && (
              <Suspense
                fallback={
                  <span
                    className="loading loading-spinner text-primary"
                    role="status"
                    aria-label="Loading the payment form"
                  />
                }
              >
                <CheckoutForm
                  publishableKey={intent.data.publishableKey}
                  clientSecret={intent.data.clientSecret}
                  onPaid={() => {
                    toast({
                      title: 'Payment Successful',
                      description: 'Thank you for your purchase! Welcome to Premium!',
                    });
                    void refreshAfter(queryClient, 'subscriptionChanged');
                    navigate(paths.dashboard.getHref());
                  }}
                  onFailed={(message) =>
                    toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
                  }
                />
              </Suspense>
            )}
            <p className="flex items-center gap-2 text-xs opacity-70">
              <ShieldCheck size={14} aria-hidden />
              Payments are processed securely by Stripe.
            </p>
          </div>
        </section>
        <section aria-labelledby="order-summary-title" className="card bg-base-200 md:col-span-2">
          <div className="card-body gap-3">
            <h2 id="order-summary-title" className="card-title">
              Order summary
            </h2>
            <div className="flex justify-between font-semibold">
              <span>Premium (One-time)</span>
              <span>{formatUsd(PRICING.oneTimePriceCents)}</span>
            </div>
            <p className="text-xs opacity-70">{PRICING.oneTimePremiumDays} days of Premium, no renewal.</p>
            <ul className="flex flex-col gap-1 text-sm" aria-label="Included">
              {ONE_TIME_FEATURES.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <CircleCheck size={14} className="text-success" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="divider my-0" />
            <div className="flex justify-between text-lg font-bold">
              <span>Total</span>
              <span>{formatUsd(PRICING.oneTimePriceCents)} USD</span>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
