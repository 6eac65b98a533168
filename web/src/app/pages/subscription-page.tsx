import type { QueryClient } from '@tanstack/react-query';
import { subscriptionQueries } from '@/features/subscription/api.ts';
import { SubscriptionOverview } from '@/features/subscription/components/subscription-overview.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(subscriptionQueries.payments());
}

/** /subscription: the Premium page. */
export default function SubscriptionPage() {
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">Premium</h1>
        <p className="opacity-80">Your plan, what it includes, and how it renews.</p>
      </div>
      <SubscriptionOverview />
    </main>
  );
}
