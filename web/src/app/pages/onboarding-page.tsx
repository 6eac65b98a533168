import { OnboardingQuestionnaire } from '@/features/onboarding/components/onboarding-questionnaire.tsx';
import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell.tsx';

/** /onboarding: the four questions. */
export default function OnboardingPage() {
  return (
    <OnboardingShell>
      <OnboardingQuestionnaire />
    </OnboardingShell>
  );
}
