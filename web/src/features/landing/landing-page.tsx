import { ArrowRight, Crown, Dumbbell, Timer, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { isApiHref } from '@/lib/api/client.ts';

interface LandingPageProps {
  /**
   * Where the closing call to action leads: the API's login (Google) when Google sign-in is
   * configured, and the sign-up form otherwise, so the button never ends on an error.
   */
  closingCallToActionHref: string;
}

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Workout Tracking',
    text: 'Log every session from a library of 70+ exercises, with difficulty, exertion and duration, and watch your streak grow.',
    icon: <Dumbbell aria-hidden />,
  },
  {
    title: 'Mile Tracker',
    text: 'Time your runs and walks mile by mile, with pace analytics that show when you speed up and when you fade.',
    icon: <Timer aria-hidden />,
  },
  {
    title: 'Community & Leaderboards',
    text: 'Share progress with people who train like you, cheer each other on and climb the weekly leaderboard.',
    icon: <Trophy aria-hidden />,
  },
  {
    title: 'Premium Features',
    text: 'Custom meal plans, advanced progress analytics and priority access to new features when you go Premium.',
    icon: <Crown aria-hidden />,
  },
];

/** The public page for visitors. */
export default function LandingPage({ closingCallToActionHref }: LandingPageProps) {
  const closingIsApiNavigation = isApiHref(closingCallToActionHref);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <span className="flex items-center gap-2 text-xl font-extrabold">
            <Dumbbell className="text-primary" aria-hidden />
            FitTrack
          </span>
          <Link to={paths.auth.getHref()} className="btn btn-ghost btn-sm">
            Sign In
          </Link>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
          <h1 className="text-4xl font-extrabold leading-tight md:text-6xl">
            Train smarter. <span className="text-primary">See every rep count.</span>
          </h1>
          <p className="max-w-2xl text-lg opacity-75">
            FitTrack logs your workouts, keeps your streak alive, and coaches your difficulty from how each
            session felt, so you always train at the right level.
          </p>
          <div className="flex flex-col items-center gap-2">
            <Link to={paths.onboarding.getHref()} className="btn btn-primary btn-lg">
              Get Started Free
              <ArrowRight aria-hidden />
            </Link>
            <p className="text-sm opacity-70">7-day free trial</p>
          </div>
        </section>

        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 pb-16">
          <h2 id="features-title" className="mb-8 text-center text-2xl font-bold md:text-3xl">
            Everything you need to keep going
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="card border border-base-300 bg-base-200">
                <div className="card-body">
                  <span className="text-primary">{feature.icon}</span>
                  <h3 className="card-title text-lg">{feature.title}</h3>
                  <p className="text-sm opacity-75">{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="mx-auto mb-16 max-w-4xl px-4">
          <div className="card bg-gradient-to-br from-primary/25 to-secondary/20">
            <div className="card-body items-center text-center">
              <h2 className="text-2xl font-bold md:text-3xl">Ready to start your streak?</h2>
              <p className="opacity-80">Create your account in under a minute. Your first week is on us.</p>
              {closingIsApiNavigation ? (
                <a href={closingCallToActionHref} className="btn btn-primary">
                  Start Training Today
                </a>
              ) : (
                <Link to={closingCallToActionHref} className="btn btn-primary">
                  Start Training Today
                </Link>
              )}
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-base-300 px-4 py-6 text-center text-sm opacity-70">
        <p>© {new Date().getFullYear()} FitTrack Inc. · Built by people who train, for people who train.</p>
      </footer>
    </div>
  );
}
