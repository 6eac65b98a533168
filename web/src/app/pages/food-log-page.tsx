import { FoodLog } from '@/features/nutrition/components/food-log.tsx';
import { NutritionInsights } from '@/features/nutrition/components/nutrition-insights.tsx';

/** /food-log: what the member ate, day by day, and how the week or month went. */
export default function FoodLogPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-6">
      <h1 className="text-2xl font-bold">Food Log</h1>
      <FoodLog />
      <NutritionInsights />
    </main>
  );
}
