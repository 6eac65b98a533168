import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePremiumAccess } from '@/lib/subscription-status.ts';

/** Seed 000 section 1: a Premium badge for paying members, an Upgrade to Premium button for everyone else. */
export function PremiumStatus() {
  const { subscription } = usePremiumAccess();
  if (!subscription) return null;
  if (subscription.isActive) {
    return (
      <span className="badge badge-warning gap-1 font-semibold">
        <Crown size={14} aria-hidden />
        Premium
      </span>
    );
  }
  return (
    <Link to={paths.subscription.getHref()} className="btn btn-warning btn-outline btn-sm">
      <Crown size={14} aria-hidden />
      <span className="hidden sm:inline">Upgrade to Premium</span>
      <span className="sm:hidden">Upgrade</span>
    </Link>
  );
}
