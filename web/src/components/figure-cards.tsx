import type { LucideIcon } from 'lucide-react';

export interface Figure {
  label: string;
  value: string;
  icon: LucideIcon;
}

interface FigureCardsProps {
  /** Names the section for assistive technology. */
  label: string;
  figures: Figure[];
  /** The grid's columns at each width, e.g. `grid-cols-2 lg:grid-cols-4`. */
  columns: string;
  /** How large the values read; live figures keep their digits from shifting with `tabular-nums`. */
  valueClassName?: string;
}

/** A row of cards, each an icon beside a term and its value, as one definition list. */
export function FigureCards({ label, figures, columns, valueClassName = 'text-2xl' }: FigureCardsProps) {
  return (
    <section aria-label={label}>
      <dl className={`grid gap-3 ${columns}`}>
        {figures.map(({ label: term, value, icon: Icon }) => (
          <div
            key={term}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-box bg-base-200 p-4"
          >
            {/* The term and its value are direct children of the group, as a definition list needs. */}
            <Icon className="row-span-2 shrink-0 text-primary" aria-hidden />
            <dt className="min-w-0 text-xs uppercase tracking-wide opacity-70">{term}</dt>
            <dd className={`min-w-0 font-bold ${valueClassName}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
