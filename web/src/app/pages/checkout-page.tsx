import { CheckoutView } from '@/features/subscription/components/checkout-view.tsx';

/** /checkout: Complete Your Purchase, the one-time Premium purchase. */
export default function CheckoutPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold md:text-3xl">Complete Your Purchase</h1>
      <CheckoutView />
    </main>
  );
}
