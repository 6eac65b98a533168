import { useSignedInUser } from '@/lib/current-user.ts';
import { WelcomeBanner } from './components/welcome-banner.tsx';

/** The signed-in home (seed 000 section 2); the sections below the banner arrive with their features. */
export default function DashboardPage() {
  const user = useSignedInUser();
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 md:p-6">
      <WelcomeBanner user={user} />
    </main>
  );
}
