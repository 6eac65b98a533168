import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { type AuthState, useAuth, useAuthProviders } from '@/features/auth/api.ts';
import { useSigningOut } from '@/features/auth/signing-out.ts';
import { apiHref } from '@/lib/api/client.ts';
import { lazyScreen } from './lazy-screen.tsx';
import { NotFoundPage } from './not-found.tsx';
import { prefetchScreenDataAt, preloadScreenAt, screens } from './screens.ts';

// Each screen is its own chunk, so the landing page does not carry the dashboard's code.
const LandingPage = lazyScreen(screens.landing);
const AuthScreen = lazyScreen(screens.auth);
const OnboardingPage = lazyScreen(screens.onboarding);
const OnboardingPlanPage = lazyScreen(screens.onboardingPlan);
const OnboardingPaymentPage = lazyScreen(screens.onboardingPayment);
const TrialSuccessPage = lazyScreen(screens.trialSuccess);
const SignedInRoutes = lazyScreen(screens.signedIn);

/**
 * The route tables: one for visitors, one for signed-in members. Which applies depends on the sign-in
 * state, so a route of the other state falls through to the 404 page exactly like an unknown path.
 */
export function AppRoutes() {
  const auth = useAuth();
  const firstScreenShown = useFirstScreenShown(auth.status !== 'loading');
  const signingOut = useSigningOut();
  useLandingPageWhenSessionEnds(signingOut ? 'loading' : auth.status);
  if (signingOut) return <PageSpinner label="Signing out" />;
  if (auth.status === 'loading') return <PageSpinner label="Loading your session" />;
  if (auth.status === 'error') return <SessionError message={auth.error.message} />;
  if (!firstScreenShown) return <PageSpinner label="Loading your session" />;
  return (
    <Suspense fallback={<PageSpinner />}>
      {auth.status === 'signed-in' ? <SignedInRoutes /> : <SignedOutRoutes />}
    </Suspense>
  );
}

/**
 * Whether the first screen may render: once the session is known and the screen at this address
 * has downloaded, which starts here, once, after the session check above has been sent (its effect
 * runs first) so that call is not queued behind the screen's many chunks on a connection that
 * fetches a few at a time.
 *
 * Waiting here rather than in Suspense: a Suspense fallback would hold the screen back a further
 * 300 ms once its chunk arrived (lazy-screen.tsx). And the first screen renders in a transition,
 * which React splits into short tasks, as it did the screen revealed after a fallback: rendered
 * with the session's answer, the shell and the screen took the main thread in one block.
 * Meanwhile the screen's first answers are asked for as its chunk arrives (prefetchScreenDataAt),
 * beside the session check rather than after it.
 */
function useFirstScreenShown(sessionKnown: boolean) {
  const [arrived, setArrived] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void preloadScreenAt(window.location.pathname).then(() => {
      if (mounted) setArrived(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (sessionKnown && arrived) startTransition(() => setShown(true));
  }, [sessionKnown, arrived]);
  // Once the device's copy has been read back, as the screen's own queries would wait for it.
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) void prefetchScreenDataAt(window.location.pathname, queryClient);
  }, [restoring, queryClient]);
  return shown;
}

/**
 * A session that ends under a signed-in page (signed out in another tab, a refused renewal) takes
 * the visitor to the landing page rather than leaving them on that page's 404. A visitor who types
 * a signed-in address still gets the 404. Before paint, so the 404 never shows.
 */
function useLandingPageWhenSessionEnds(status: AuthState['status']) {
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  useLayoutEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    if (status === 'signed-out' && wasSignedIn.current) {
      wasSignedIn.current = false;
      navigate(paths.landing.getHref(), { replace: true });
    }
  }, [status, navigate]);
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path={paths.landing.path} element={<LandingRoute />} />
      <Route path={paths.auth.path} element={<AuthScreen />} />
      <Route path={paths.onboarding.path} element={<OnboardingPage />} />
      <Route path={paths.onboardingPlan.path} element={<OnboardingPlanPage />} />
      <Route path={paths.onboardingPayment.path} element={<OnboardingPaymentPage />} />
      <Route path={paths.trialSuccess.path} element={<TrialSuccessPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * The landing page's closing call to action goes to Google sign-in only where it exists, otherwise to
 * the sign-up form (docs/decisions.md).
 */
function LandingRoute() {
  const providers = useAuthProviders();
  const href = providers.data?.google ? apiHref('login') : paths.auth.getHref({ mode: 'signup' });
  return <LandingPage closingCallToActionHref={href} />;
}

/** The current-user call failed for a reason other than a refused token (server down, say). */
function SessionError({ message }: { message: string }) {
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">Failed to fetch user</h1>
      <p className="max-w-md opacity-70">{message}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
