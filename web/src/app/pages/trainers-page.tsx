import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { TrainerDirectory } from '@/features/trainers/components/trainer-directory.tsx';

/** /trainers: find a personal trainer (browsing is free; booking is Premium). */
export default function TrainersPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">Trainers</h1>
        <div className="flex gap-2">
          <Link to={paths.bookings.getHref()} className="btn btn-ghost bg-base-200">
            My bookings
          </Link>
          <Link to={paths.trainerDashboard.getHref()} className="btn btn-ghost bg-base-200">
            Trainer dashboard
          </Link>
        </div>
      </div>
      <TrainerDirectory />
    </main>
  );
}
