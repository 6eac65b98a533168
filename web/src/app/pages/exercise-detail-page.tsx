import type { QueryClient } from '@tanstack/react-query';
import { type Params, useParams } from 'react-router';
import { exerciseDetailQueries } from '@/features/exercise-detail/api.ts';
import { ExerciseDetail } from '@/features/exercise-detail/components/exercise-detail.tsx';
import { NotFoundPage } from '../not-found.tsx';

/** The first page of the exercise's history (screens.ts asks for it as the chunk arrives). */
export function prefetchData(client: QueryClient, { id }: Params) {
  if (id) void client.prefetchInfiniteQuery(exerciseDetailQueries.history(id));
}

/** /exercises/:id: one exercise's records, progress and sessions. */
export default function ExerciseDetailPage() {
  const { id = '' } = useParams();
  // Keyed by the exercise so moving from one exercise to another starts from a clean page.
  return <ExerciseDetail key={id} exerciseId={id} notFound={<NotFoundPage />} />;
}
