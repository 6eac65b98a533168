import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * Shown in place of a Premium feature when the member's trial or subscription has ended (the
 * server would answer 402): what the feature is, and the way to get it back.
 */
export function PremiumUpsell({ feature, compact = false }: { feature: string; compact?: boolean }) {
  return (
    <div
      className={`flex flex-col items-start gap-2 rounded-box border border-warning/40 bg-warning/10 ${compact ? 'p-3' : 'p-4'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Crown size={16} className="text-warning" aria-hidden />
        {feature} is a Premium feature
      </p>
      <p className="text-sm opacity-80">
        Your free trial or subscription has ended. Upgrade to keep using it.
      </p>
      <Link to={paths.subscription.getHref()} className="btn btn-warning btn-sm">
        Upgrade to Premium
      </Link>
    </div>
  );
}
