import { OnboardingPayment } from '@/features/onboarding/components/onboarding-payment.tsx';
import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell.tsx';

/** /onboarding/payment: the trial, with a card when the server has Stripe keys. */
export default function OnboardingPaymentPage() {
  return (
    <OnboardingShell>
      <OnboardingPayment />
    </OnboardingShell>
  );
}
