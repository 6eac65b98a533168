import { Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** The signed-out pages of the onboarding flow: the brand bar and a centred column. */
export function OnboardingShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-base-200">
      <header className="border-b border-base-300 bg-base-100">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Link
            to={paths.landing.getHref()}
            className="touch-target flex items-center gap-2 text-xl font-extrabold"
          >
            <Dumbbell className="text-primary" aria-hidden />
            FitTrack
          </Link>
          <Link to={paths.auth.getHref({ mode: 'signin' })} className="btn btn-ghost btn-sm">
            Sign In
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-8 md:py-12">
        {children}
      </main>
    </div>
  );
}
