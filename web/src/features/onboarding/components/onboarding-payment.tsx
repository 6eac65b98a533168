import { formatUsd, PRICING } from '@contract/pricing.ts';
import { ArrowLeft, CircleCheck, CreditCard, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { signUpExtras } from '@/lib/signup-extras.ts';
import { useCreateTrialSubscription } from '../api.ts';
import { toPlanSearch } from '../plan-format.ts';

const CardTrialForm = lazy(() => import('./card-trial-form.tsx'));

/** One price wording for both variants of the page: the trial, then the one monthly price. */
export const TRIAL_PRICE_LINE = `$0.00 for ${PRICING.trialDays} days, then ${formatUsd(PRICING.monthlyPriceCents)}/month`;

const INCLUDED = [
  'Your personal training plan',
  'AI difficulty coaching',
  'Advanced progress analytics',
  'Mile tracking with GPS',
  'Cancel anytime during the trial',
];

/**
 * /onboarding/payment: on entry the trial is requested; with a client
 * secret the card form is shown, without one trial mode.
 */
export function OnboardingPayment() {
  const trial = useCreateTrialSubscription();
  const navigate = useNavigate();
  const toast = useToast();
  const requested = useRef(false);
  const answers = signUpExtras.answers();
  const backToPlan = answers
    ? `${paths.onboardingPlan.getHref()}?${toPlanSearch(answers)}`
    : paths.onboardingPlan.getHref();

  useEffect(() => {
    // Once per visit to the page (React's development double effects included).
    if (requested.current) return;
    requested.current = true;
    trial.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.handoverToken) signUpExtras.saveTrialHandover(answer.handoverToken);
      },
      onError: (error) => console.error('Creating the trial subscription failed', error),
    });
  }, [trial]);

  if (trial.isError) {
    return (
      <section role="alert" className="card border border-base-300 bg-base-100">
        <div className="card-body items-center gap-3 text-center">
          <h1 className="text-2xl font-bold">Unable to Process</h1>
          <p className="opacity-75">We're having trouble setting up your subscription. Please try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      </section>
    );
  }

  const answer = trial.data;
  return (
    <section aria-labelledby="payment-title" className="card border border-base-300 bg-base-100 shadow-xl">
      <div className="card-body gap-5">
        <div>
          <h1 id="payment-title" className="text-2xl font-bold">
            Start Your 7-Day Free Trial
          </h1>
          <p className="mt-1 text-lg font-semibold text-primary">{TRIAL_PRICE_LINE}</p>
        </div>
        <ul className="flex flex-col gap-1 text-sm" aria-label="Included in your trial">
          {INCLUDED.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CircleCheck size={14} className="text-success" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
        {!answer && (
          <div className="flex items-center gap-3" role="status">
            <span className="loading loading-spinner text-primary" aria-hidden />
            Setting up your free trial...
          </div>
        )}
        {answer && !answer.clientSecret && (
          <div className="flex flex-col gap-3">
            <p className="flex items-start gap-2 rounded-box bg-base-200 p-3 text-sm">
              <ShieldCheck size={18} className="mt-0.5 shrink-0 text-success" aria-hidden />
              No card needed: your trial starts when you create your account.
            </p>
            <Link to={paths.auth.getHref({ from: 'onboarding' })} className="btn btn-primary">
              Start My Free Trial
            </Link>
          </div>
        )}
        {answer?.clientSecret && answer.publishableKey && (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-sm opacity-80">
              <CreditCard size={16} aria-hidden />
              You won't be charged during the trial. Cancel anytime before it ends.
            </p>
            <Suspense
              fallback={
                <span
                  className="loading loading-spinner text-primary"
                  role="status"
                  aria-label="Loading the card form"
                />
              }
            >
              <CardTrialForm
                publishableKey={answer.publishableKey}
                clientSecret={answer.clientSecret}
                onConfirmed={() => {
                  toast({
                    title: 'Welcome to FitTrack!',
                    description: 'Your free trial has started successfully!',
                  });
                  navigate(paths.trialSuccess.getHref());
                }}
                onFailed={(message) =>
                  toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
                }
              />
            </Suspense>
          </div>
        )}
        <Link to={backToPlan} className="btn btn-ghost btn-sm self-center">
          <ArrowLeft size={16} aria-hidden />
          Back to Plan
        </Link>
      </div>
    </section>
  );
}
