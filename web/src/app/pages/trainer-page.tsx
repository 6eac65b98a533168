import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { TrainerProfile } from '@/features/trainers/components/trainer-profile.tsx';

/** /trainers/:id: a trainer's profile, services, reviews and booking. */
export default function TrainerPage() {
  const { id = '' } = useParams();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 md:p-6">
      <Link to={paths.trainers.getHref()} className="btn btn-ghost self-start">
        ← All trainers
      </Link>
      <TrainerProfile id={id} />
    </main>
  );
}
