import { Database } from 'lucide-react';
import { UnitsChoice } from '@/features/profile/components/units-choice.tsx';

/**
 * Settings > Your data: how the member's figures read, and (as they arrive) taking the data out,
 * bringing it in and deleting the account. Each part is its own feature's component, listed here
 * in order, divided by a rule.
 */
const PARTS = [{ key: 'units', Part: UnitsChoice }] as const;

export function YourDataSection() {
  return (
    <section aria-labelledby="your-data-title" className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id="your-data-title" className="card-title">
          <Database size={20} className="text-primary" aria-hidden />
          Your data
        </h2>
        <div className="flex flex-col gap-6 [&>*+*]:border-t [&>*+*]:border-base-300 [&>*+*]:pt-6">
          {PARTS.map(({ key, Part }) => (
            <Part key={key} />
          ))}
        </div>
      </div>
    </section>
  );
}
