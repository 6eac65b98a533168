import { SubscribePlans } from '@/features/subscription/components/subscribe-plans.tsx';

/** /subscribe: Subscribe to Premium. */
export default function SubscribePage() {
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold md:text-3xl">Subscribe to Premium</h1>
      <SubscribePlans />
    </main>
  );
}
