import { useParams } from 'react-router';
import { ExerciseDetail } from '@/features/exercise-detail/components/exercise-detail.tsx';
import { NotFoundPage } from '../not-found.tsx';

/** /exercises/:id: one exercise's records, progress and sessions. */
export default function ExerciseDetailPage() {
  const { id = '' } = useParams();
  // Keyed by the exercise so moving from one exercise to another starts from a clean page.
  return <ExerciseDetail key={id} exerciseId={id} notFound={<NotFoundPage />} />;
}
