import { MealPlansScreen } from '@/features/meal-plans/components/meal-plans-screen.tsx';

/** /meal-plans: the catalogue, the active plan and food preferences. */
export default function MealPlansPage() {
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 md:p-6">
      <MealPlansScreen />
    </main>
  );
}
