import { OnboardingPlanView } from '@/features/onboarding/components/onboarding-plan.tsx';
import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell.tsx';

/** /onboarding/plan: the plan built from the answers (seed 001 section 2). */
export default function OnboardingPlanPage() {
  return (
    <OnboardingShell>
      <OnboardingPlanView />
    </OnboardingShell>
  );
}
