import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { routineQueries } from '@/features/routines/api.ts';
import { RoutineList } from '@/features/routines/components/routine-list.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(routineQueries.list());
}

/** /routines: the member's routines, to start, edit or delete, and a way to make a new one. */
export default function RoutinesPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      <Link to={paths.workouts.getHref()} className="btn btn-ghost h-11 self-start px-2">
        <ArrowLeft size={16} aria-hidden />
        Workouts
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Routines</h1>
        <Link to={paths.newRoutine.getHref()} className="btn btn-primary h-11">
          <Plus size={16} aria-hidden />
          New Routine
        </Link>
      </div>
      <RoutineList />
    </main>
  );
}
