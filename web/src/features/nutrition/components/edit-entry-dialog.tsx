import type { MealType } from '@contract/food-items.ts';
import type { FoodEntry } from '@contract/nutrition.ts';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { useUpdateFoodEntry } from '../api.ts';
import { draftBody, type FoodDraft, fieldErrorsOf, MealSelect, NutrientFields } from './nutrient-form.tsx';

const draftOf = (entry: FoodEntry): FoodDraft => ({
  name: entry.name,
  servingSize: entry.servingSize ?? '',
  calories: String(entry.calories),
  protein: String(entry.protein),
  carbs: String(entry.carbs),
  fat: String(entry.fat),
  fiber: String(entry.fiber),
  sugar: String(entry.sugar),
  sodium: String(entry.sodium),
});

/**
 * Changing an entry: a catalogue food by its grams (the server computes its figures again), any
 * other by its name and figures; either may move to another meal.
 */
export function EditEntryDialog({ entry, onClose }: { entry: FoodEntry; onClose: () => void }) {
  const [meal, setMeal] = useState<MealType>(entry.mealType);
  const [grams, setGrams] = useState(String(entry.grams ?? ''));
  const [draft, setDraft] = useState<FoodDraft>(() => draftOf(entry));
  const update = useUpdateFoodEntry();
  const toast = useToast();
  const errors = fieldErrorsOf(update.error);
  const fromCatalogue = entry.foodItemId !== null;
  return (
    <Dialog open onClose={onClose} title={`Edit ${entry.name}`}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const body = fromCatalogue
            ? { mealType: meal, ...(Number(grams) > 0 ? { grams: Number(grams) } : {}) }
            : { ...draftBody(draft), mealType: meal };
          update.mutate(
            { id: entry.id, body },
            {
              onSuccess: () => {
                toast({ title: 'Entry updated' });
                onClose();
              },
            },
          );
        }}
      >
        <MealSelect value={meal} onChange={setMeal} />
        {fromCatalogue ? (
          <TextField
            label="Grams"
            type="number"
            min={1}
            step="1"
            value={grams}
            onChange={(event) => setGrams(event.target.value)}
            error={errors.grams}
          />
        ) : (
          <NutrientFields draft={draft} onChange={setDraft} errors={errors} />
        )}
        {update.isError && Object.keys(errors).length === 0 && (
          <p role="alert" className="text-sm text-error">
            Failed to update the entry
          </p>
        )}
        <div className="flex gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary flex-1" disabled={update.isPending}>
            Save changes
          </button>
        </div>
      </form>
    </Dialog>
  );
}
