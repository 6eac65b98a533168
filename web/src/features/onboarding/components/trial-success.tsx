import { useQuery } from '@tanstack/react-query';
import { Rocket, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StripeBuyButton } from '@/components/stripe-buy-button.tsx';
import { paths } from '@/config/paths.ts';
import { billingConfigQuery } from '@/lib/billing-config.ts';
import { signUpExtras } from '@/lib/signup-extras.ts';

/** After a purchase the page moves on to sign-up after 2 s. */
export const TRIAL_SUCCESS_REDIRECT_MS = 2000;

/** /trial-success: the welcome page after the trial's card. */
export function TrialSuccess() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const config = useQuery(billingConfigQuery());
  const purchased = search.get('success') === 'true';

  useEffect(() => {
    // Stripe's buy button returns here with its checkout session: sign-up takes it over.
    const sessionId = search.get('session_id');
    if (sessionId) signUpExtras.saveCheckoutSession(sessionId);
    if (!purchased) return;
    const timer = setTimeout(
      () => navigate(paths.auth.getHref({ from: 'onboarding' }), { replace: true }),
      TRIAL_SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [purchased, search, navigate]);

  const buyButtonId = config.data?.trialBuyButtonId;
  const publishableKey = config.data?.publishableKey;
  return (
    <section aria-labelledby="welcome-title" className="card border border-base-300 bg-base-100 shadow-xl">
      <div className="card-body items-center gap-4 text-center">
        <Rocket size={40} className="text-primary" aria-hidden />
        <h1 id="welcome-title" className="text-3xl font-bold">
          Welcome to FitTrack!
        </h1>
        <p className="max-w-md opacity-80">
          Your 7-day free trial is ready. Create your account to see your plan on your dashboard.
        </p>
        {purchased && (
          <p role="status" className="text-sm text-success">
            Purchase complete. Taking you to create your account...
          </p>
        )}
        <Link to={paths.auth.getHref({ from: 'onboarding' })} className="btn btn-primary">
          <UserPlus size={18} aria-hidden />
          Create Your Account
        </Link>
        <div className="divider my-0 text-xs opacity-60">or subscribe right away</div>
        {config.isPending && (
          <span
            className="loading loading-spinner text-primary"
            role="status"
            aria-label="Loading checkout"
          />
        )}
        {buyButtonId && publishableKey ? (
          <StripeBuyButton buyButtonId={buyButtonId} publishableKey={publishableKey} />
        ) : (
          config.isSuccess && (
            <p className="text-sm opacity-70">
              Card checkout is not set up on this server, so your trial runs without a card.
            </p>
          )
        )}
      </div>
    </section>
  );
}
