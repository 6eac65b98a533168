import { CircleCheck, Sparkles } from 'lucide-react';
import { useId } from 'react';

/** What Premium includes, as a card: settings, the Premium page and the subscribe page each list theirs. */
export function PremiumFeaturesCard({ title, features }: { title: string; features: readonly string[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id={titleId} className="card-title">
          <Sparkles size={18} className="text-warning" aria-hidden />
          {title}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Premium features">
          {features.map((feature) => (
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
