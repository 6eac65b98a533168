import { TrainerDashboard } from '@/features/trainers/components/trainer-dashboard.tsx';

/** /trainer-dashboard: the member's trainer side (or becoming a trainer). */
export default function TrainerDashboardPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold md:text-3xl">Trainer dashboard</h1>
      <TrainerDashboard />
    </main>
  );
}
