import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell.tsx';
import { TrialSuccess } from '@/features/onboarding/components/trial-success.tsx';

/** /trial-success: the welcome page after the trial starts. */
export default function TrialSuccessPage() {
  return (
    <OnboardingShell>
      <TrialSuccess />
    </OnboardingShell>
  );
}
