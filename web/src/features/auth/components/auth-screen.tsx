import { Dumbbell, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { apiHref } from '@/lib/api/client.ts';
import { GoogleButton } from './google-button.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type AuthMode = 'selection' | 'signin' | 'signup';

const TITLES: Record<AuthMode, { title: string; subtitle: string }> = {
  selection: { title: 'Welcome to FitTrack', subtitle: 'Create an account or sign in to keep training.' },
  signin: { title: 'Welcome Back', subtitle: 'Sign in with your username or e-mail.' },
  signup: { title: 'Create Your Account', subtitle: 'Start tracking your workouts in under a minute.' },
};

/** What the server's Google routes put in `?error=` when they send the visitor back here. */
const OAUTH_ERRORS: Record<string, string> = {
  google_not_configured: 'Google sign-in is not set up on this server. Use your username or e-mail instead.',
  google_sign_in_failed: 'Google sign-in did not complete. Please try again.',
};

function initialMode(params: URLSearchParams): AuthMode {
  // Arriving from the onboarding flow opens straight on sign-up.
  if (params.get('from') === 'onboarding') return 'signup';
  const mode = params.get('mode');
  return mode === 'signin' || mode === 'signup' ? mode : 'selection';
}

/** /auth: the selection, sign-in and sign-up screens. */
export default function AuthScreen() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>(() => initialMode(params));
  // Toggling between forms mounts a fresh one, which resets it.
  const [formKey, setFormKey] = useState(0);
  const switchTo = (next: AuthMode) => {
    setMode(next);
    setFormKey((key) => key + 1);
  };
  const oauthError = OAUTH_ERRORS[params.get('error') ?? ''];
  const { title, subtitle } = TITLES[mode];

  return (
    <main className="flex min-h-screen items-center justify-center bg-base-200 p-4">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-5">
          <Link
            to={paths.landing.getHref()}
            className="touch-target flex items-center gap-2 self-center text-lg font-extrabold"
          >
            <Dumbbell className="text-primary" aria-hidden />
            FitTrack
          </Link>
          <div className="text-center">
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="mt-1 text-sm opacity-70">{subtitle}</p>
          </div>
          {oauthError && (
            <p role="alert" className="alert alert-warning text-sm">
              {oauthError}
            </p>
          )}
          {mode === 'selection' && (
            <div className="flex flex-col gap-3">
              <button type="button" className="btn btn-primary" onClick={() => switchTo('signup')}>
                <UserPlus aria-hidden size={18} />
                Create New Account
              </button>
              <button type="button" className="btn btn-outline" onClick={() => switchTo('signin')}>
                <LogIn aria-hidden size={18} />
                Sign In to Existing Account
              </button>
              <div className="divider my-0 text-xs opacity-60">or</div>
              <GoogleButton href={apiHref('login')} />
            </div>
          )}
          {mode === 'signin' && (
            <SignInForm
              key={formKey}
              onBack={() => switchTo('selection')}
              onToggle={() => switchTo('signup')}
            />
          )}
          {mode === 'signup' && (
            <SignUpForm
              key={formKey}
              onBack={() => switchTo('selection')}
              onToggle={() => switchTo('signin')}
            />
          )}
        </div>
      </div>
    </main>
  );
}
