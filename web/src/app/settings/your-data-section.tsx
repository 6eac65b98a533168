import { Database } from 'lucide-react';
import { DeleteAccount } from '@/features/account-deletion/components/delete-account.tsx';
import { ExportData } from '@/features/data-export/components/export-data.tsx';
import { ImportData } from '@/features/data-import/components/import-data.tsx';
import { UnitsChoice } from '@/features/profile/components/units-choice.tsx';

/**
 * Settings > Your data: taking the data out, bringing it in, how the member's figures read, and
 * deleting the account. Each part is its own feature's component, listed here in order, divided
 * by a rule.
 */
const PARTS = [
  { key: 'export', Part: ExportData },
  { key: 'import', Part: ImportData },
  { key: 'units', Part: UnitsChoice },
  { key: 'delete-account', Part: DeleteAccount },
] as const;

export function YourDataSection() {
  return (
    <section aria-labelledby="your-data-title" className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id="your-data-title" className="card-title">
          <Database size={20} className="text-primary" aria-hidden />
          Your data
        </h2>
        <div className="flex flex-col gap-6 [&>*+*]:border-t [&>*+*]:border-base-300 [&>*+*]:pt-6">
          {/* Each part in its own box, so the rule above it never runs through a fieldset's legend. */}
          {PARTS.map(({ key, Part }) => (
            <div key={key}>
              <Part />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
