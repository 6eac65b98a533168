import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { signUpExtras } from '@/lib/signup-extras.ts';
import { answersFromSearch } from '../answers-from-search.ts';
import { onboardingQueries } from '../api.ts';
import { PlanDetails } from './plan-details.tsx';

/** The plan appears after a 1.5 s wait. */
export const PLAN_DELAY_MS = 1500;

/** /onboarding/plan: the plan built from the answers in the URL. */
export function OnboardingPlanView() {
  const [search] = useSearchParams();
  const answers = answersFromSearch(search);
  const [waited, setWaited] = useState(false);
  const plan = useQuery({
    ...onboardingQueries.plan(answers ?? ({} as never)),
    enabled: answers !== undefined,
  });

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), PLAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    // A plan link opened directly still brings its answers to sign-up.
    if (answers) signUpExtras.saveAnswers(answers);
  }, [answers]);

  if (!answers) {
    return (
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body items-center gap-3 text-center">
          <h1 className="text-2xl font-bold">Your plan needs your answers</h1>
          <p className="opacity-75">Answer four short questions and we build a plan around them.</p>
          <Link to={paths.onboarding.getHref()} className="btn btn-primary">
            Answer the questions
          </Link>
        </div>
      </section>
    );
  }

  if (!waited || plan.isPending) {
    return (
      <section className="card border border-base-300 bg-base-100" aria-busy="true">
        <div className="card-body items-center gap-4 py-16 text-center">
          <span className="loading loading-spinner loading-lg text-primary" aria-hidden />
          <h1 className="text-2xl font-bold">Creating Your Personal Plan</h1>
          <p className="opacity-70">Matching workouts to your goal, experience, schedule and equipment...</p>
        </div>
      </section>
    );
  }

  if (plan.isError) {
    return (
      <section role="alert" className="card border border-base-300 bg-base-100">
        <div className="card-body items-center gap-3 text-center">
          <h1 className="text-2xl font-bold">We couldn't build your plan</h1>
          <p className="opacity-75">Please check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => plan.refetch()}>
            Try Again
          </button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="plan-title" className="card border border-base-300 bg-base-100 shadow-xl">
      <div className="card-body gap-6">
        <h1 id="plan-title" className="text-sm font-semibold uppercase tracking-wide text-primary">
          Your Personal Plan
        </h1>
        <PlanDetails plan={plan.data} />
        <div className="flex flex-col items-center gap-2">
          <Link to={paths.onboardingPayment.getHref()} className="btn btn-primary btn-lg w-full sm:w-auto">
            Start Your 7-Day Free Trial
            <ChevronRight size={18} aria-hidden />
          </Link>
          <Link to={paths.onboarding.getHref()} className="btn btn-ghost btn-sm">
            Change my answers
          </Link>
        </div>
      </div>
    </section>
  );
}
