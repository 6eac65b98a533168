import type { QueryClient } from '@tanstack/react-query';
import { Mail, UserPen, UserRound } from 'lucide-react';
import { useOutletContext } from 'react-router';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { privacyQueries } from '@/features/privacy/api.ts';
import { PrivacyCard } from '@/features/privacy/components/privacy-card.tsx';
import { PremiumFeaturesCard } from '@/features/subscription/components/premium-features-card.tsx';
import {
  SettingsSubscriptionBanner,
  SettingsSubscriptionCard,
} from '@/features/subscription/components/settings-subscription.tsx';
import { SETTINGS_PREMIUM_FEATURES } from '@/features/subscription/features.ts';
import { trainerQueries } from '@/features/trainers/api.ts';
import { TrainerSettingsCard } from '@/features/trainers/components/trainer-settings-card.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import type { LayoutContext } from '../layout/app-layout.tsx';
import { YourDataSection } from '../settings/your-data-section.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(privacyQueries.settings());
  void client.prefetchQuery(trainerQueries.own());
}

/** /settings: the profile card, the subscription card, the premium features card, privacy and the member's data. */
export default function SettingsPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-6">
      <h1 className="text-2xl font-bold md:text-3xl">Settings</h1>
      <SettingsSubscriptionBanner />
      <ProfileCard />
      <SettingsSubscriptionCard />
      <PremiumFeaturesCard title="Premium Features" features={SETTINGS_PREMIUM_FEATURES} />
      <PrivacyCard />
      <TrainerSettingsCard />
      <YourDataSection />
    </main>
  );
}

/**
 * The member's name and e-mail, and the profile editor's button. The member's record is read here
 * rather than by the page, so its renewal re-renders this card alone.
 */
function ProfileCard() {
  const user = useSignedInUser();
  const { openProfileEditor } = useOutletContext<LayoutContext>();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="profile-card-title" className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id="profile-card-title" className="card-title">
          Profile
        </h2>
        <div className="flex items-center gap-4">
          <UserAvatar user={user} size="lg" />
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex items-center gap-2">
              <UserRound size={16} className="opacity-60" aria-hidden />
              <dt className="sr-only">Name</dt>
              <dd className="font-semibold">{fullName || 'Not set'}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Mail size={16} className="opacity-60" aria-hidden />
              <dt className="sr-only">E-mail</dt>
              <dd>{user.email || 'Not available'}</dd>
            </div>
          </dl>
        </div>
        <button type="button" className="btn btn-outline btn-sm self-start" onClick={openProfileEditor}>
          <UserPen size={16} aria-hidden />
          Edit Profile
        </button>
      </div>
    </section>
  );
}
