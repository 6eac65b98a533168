import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell.tsx';
import { TrialSuccess } from '@/features/onboarding/components/trial-success.tsx';

/** /trial-success (seed 001 section 2). */
export default function TrialSuccessPage() {
  return (
    <OnboardingShell>
      <TrialSuccess />
    </OnboardingShell>
  );
}
