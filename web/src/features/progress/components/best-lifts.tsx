import type { WeightProgress } from '@contract/progress.ts';
import { formatWeight, useUnits, weightUnit } from '@/lib/units.ts';

/** Weight Progress: the best weight per exercise as bars scaled to the heaviest, in lbs or kg. */
export function BestLifts({ weight }: { weight: WeightProgress }) {
  const units = useUnits();
  const heaviest = Math.max(...weight.maxWeights, 1);
  return (
    <ol
      className="flex flex-col gap-2"
      aria-label={`Best weight per exercise in ${weightUnit(units, 'lbs')}`}
    >
      {weight.exerciseNames.map((name, index) => {
        const pounds = weight.maxWeights[index] ?? 0;
        return (
          <li key={name} className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="break-words">{name}</span>
            <span className="h-3 rounded-full bg-base-300" aria-hidden>
              <span
                className="block h-3 rounded-full"
                style={{ width: `${Math.max(2, (pounds / heaviest) * 100)}%`, backgroundColor: '#a855f7' }}
              />
            </span>
            <span className="whitespace-nowrap tabular-nums">
              {formatWeight(pounds, units, { style: 'lbs' })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
