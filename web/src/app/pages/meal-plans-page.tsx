import type { QueryClient } from '@tanstack/react-query';
import { mealPlanQueries } from '@/features/meal-plans/api.ts';
import { MealPlansScreen } from '@/features/meal-plans/components/meal-plans-screen.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(mealPlanQueries.list());
  void client.prefetchQuery(mealPlanQueries.active());
}

/** /meal-plans: the catalogue, the active plan and food preferences. */
export default function MealPlansPage() {
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 md:p-6">
      <MealPlansScreen />
    </main>
  );
}
