import { LiveSessionScreen } from '@/features/live-session/components/live-session-screen.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';

/** /workouts/live: the workout as it happens, set by set. */
export default function LiveWorkoutPage() {
  const user = useSignedInUser();
  return <LiveSessionScreen userId={user.id} />;
}
