import { UNIT_SYSTEMS, type Units } from '@contract/units.ts';
import { Ruler } from 'lucide-react';
import { useId } from 'react';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { UNITS_LABELS, useUnits } from '@/lib/units.ts';
import { useUpdateProfile } from '../api.ts';

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary';

const SAVED: Record<Units, string> = {
  metric: 'Weights now read in kilograms, distances in kilometres.',
  imperial: 'Weights now read in pounds, distances in miles.',
};

/**
 * Metric or imperial, saved on the profile as soon as it is picked (arrow keys move between the
 * two, as in any radio group). What was stored keeps its value: only how it reads changes.
 */
export function UnitsChoice() {
  const units = useUnits();
  const update = useUpdateProfile();
  const toast = useToast();
  const legendId = useId();
  const descriptionId = useId();
  const shown = update.isPending && update.variables?.units ? update.variables.units : units;

  const choose = (next: Units) => {
    // Focus stays on the radio while a choice saves; a second pick waits for the first.
    if (next === units || update.isPending) return;
    update.mutate(
      { units: next },
      {
        onSuccess: () => toast({ title: 'Units saved', description: SAVED[next] }),
        onError: (error) =>
          toast({
            title: 'Could not save your units',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <fieldset aria-labelledby={legendId} aria-describedby={descriptionId} className="flex flex-col gap-2">
      <legend id={legendId} className="flex items-center gap-2 font-medium">
        <Ruler size={18} className="text-primary" aria-hidden />
        Units
      </legend>
      <p id={descriptionId} className="text-sm opacity-70">
        How weights, distances, paces and speeds read everywhere in the app. Your logged figures stay as they
        are.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {UNIT_SYSTEMS.map((option) => (
          <label key={option} className={choice}>
            <input
              type="radio"
              name="units"
              value={option}
              className="radio radio-primary radio-sm shrink-0"
              checked={shown === option}
              onChange={() => choose(option)}
            />
            <span>
              <span className="block font-medium">{UNITS_LABELS[option].name}</span>
              <span className="block text-xs opacity-70">{UNITS_LABELS[option].detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
