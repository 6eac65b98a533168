import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePremiumAccess } from '@/lib/subscription-status.ts';

/** A Premium badge for paying members, an Upgrade to Premium button for everyone else. */
export function PremiumStatus() {
  const { subscription } = usePremiumAccess();
  if (!subscription) return null;
  if (subscription.isActive) {
    return (
      <span className="badge badge-warning gap-1 font-semibold" title="Premium">
        <Crown size={14} aria-hidden />
        <span className="max-lg:sr-only">Premium</span>
      </span>
    );
  }
  return (
    <Link
      to={paths.subscription.getHref()}
      className="btn btn-warning btn-outline btn-sm max-lg:btn-square"
      aria-label="Upgrade to Premium"
      title="Upgrade to Premium"
    >
      <Crown size={14} aria-hidden />
      {/* Below wide screens the crown alone, so the header keeps room for its links and sign-out. */}
      <span className="hidden lg:inline">Upgrade to Premium</span>
    </Link>
  );
}
