import { OnboardingPayment } from '@/features/onboarding/components/onboarding-payment.tsx';
import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell.tsx';

/** /onboarding/payment: the trial, with a card when the server has Stripe keys (seed 001 section 2). */
export default function OnboardingPaymentPage() {
  return (
    <OnboardingShell>
      <OnboardingPayment />
    </OnboardingShell>
  );
}
