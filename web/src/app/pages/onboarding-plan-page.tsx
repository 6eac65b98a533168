import { OnboardingPlanView } from '@/features/onboarding/components/onboarding-plan.tsx';
import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell.tsx';

/** /onboarding/plan: the plan built from the answers. */
export default function OnboardingPlanPage() {
  return (
    <OnboardingShell>
      <OnboardingPlanView />
    </OnboardingShell>
  );
}
