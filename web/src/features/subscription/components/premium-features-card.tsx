import { CircleCheck, Sparkles } from 'lucide-react';
import { SETTINGS_PREMIUM_FEATURES } from '../features.ts';

/** Settings' premium features card: the seed's 8 items. */
export function PremiumFeaturesCard() {
  return (
    <section aria-labelledby="premium-features-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="premium-features-title" className="card-title">
          <Sparkles size={18} className="text-warning" aria-hidden />
          Premium Features
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Premium features">
          {SETTINGS_PREMIUM_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm">
              <CircleCheck size={16} className="shrink-0 text-success" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
