import type { MealType } from '@contract/food-items.ts';
import type { FoodSearchResult } from '@contract/nutrition.ts';
import { nutrientsForGrams } from '@contract/nutrition-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { formatNumber } from '@/lib/units.ts';
import { nutritionQueries, useAddFoodEntry } from '../api.ts';
import {
  draftBody,
  EMPTY_DRAFT,
  type FoodDialogProps,
  type FoodDraft,
  fieldErrorsOf,
  MealSelect,
  NutrientFields,
} from './nutrient-form.tsx';

const format = (value: number) => formatNumber(value, 1);

/** Search results: the member's own foods and the catalogue; choosing one opens its portion. */
function FoodResults({ query, onChoose }: { query: string; onChoose: (food: FoodSearchResult) => void }) {
  const results = useQuery({ ...nutritionQueries.search(query), placeholderData: (previous) => previous });
  if (results.isPending)
    return <div className="skeleton h-24 rounded-box" role="status" aria-label="Searching foods" />;
  if (results.isError) {
    return (
      <p role="alert" className="text-sm text-error">
        Unable to search foods
      </p>
    );
  }
  if (results.data.length === 0) return <p className="text-sm opacity-70">No food matches “{query}”.</p>;
  return (
    <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label="Foods found">
      {results.data.map((food) => (
        <li key={`${food.source}-${food.id}`}>
          <button
            type="button"
            className="btn btn-ghost h-auto min-h-11 w-full justify-between text-left font-normal"
            onClick={() => onChoose(food)}
          >
            <span>
              {food.name}
              {food.source === 'custom' && <span className="badge badge-sm badge-outline ml-2">Yours</span>}
            </span>
            <span className="text-xs opacity-70">
              {food.serving.calories} kcal{food.servingSize ? ` · ${food.servingSize}` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Adding a food: found in the catalogue (grams, with the common serving as the default and the
 * figures computed as the server computes them) or one's own foods, or typed in by hand.
 */
export function AddFoodDialog({ open, onClose, meal: initialMeal, loggedAt }: FoodDialogProps) {
  const [mode, setMode] = useState<'search' | 'custom'>('search');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<FoodSearchResult | null>(null);
  const [grams, setGrams] = useState('');
  const [draft, setDraft] = useState<FoodDraft>(EMPTY_DRAFT);
  const [meal, setMeal] = useState<MealType>(initialMeal);
  const add = useAddFoodEntry();
  const toast = useToast();
  const errors = fieldErrorsOf(add.error);

  const close = () => {
    setChosen(null);
    setQuery('');
    setDraft(EMPTY_DRAFT);
    setMode('search');
    add.reset();
    onClose();
  };

  const choose = (food: FoodSearchResult) => {
    if (food.source === 'custom') {
      const text = (value: number) => String(value);
      setDraft({
        name: food.name,
        servingSize: food.servingSize ?? '',
        calories: text(food.serving.calories),
        protein: text(food.serving.protein),
        carbs: text(food.serving.carbs),
        fat: text(food.serving.fat),
        fiber: text(food.serving.fiber),
        sugar: text(food.serving.sugar),
        sodium: text(food.serving.sodium),
      });
      setMode('custom');
      return;
    }
    setChosen(food);
    setGrams(String(food.servingGrams ?? 100));
  };

  const saved = () => {
    toast({ title: 'Food logged' });
    close();
  };
  const gramsValue = Number(grams);
  const preview =
    chosen?.per100g && gramsValue > 0 ? nutrientsForGrams(chosen.per100g, gramsValue) : undefined;

  return (
    <Dialog open={open} onClose={close} title="Add food">
      <div className="flex flex-col gap-4">
        <MealSelect value={meal} onChange={setMeal} />
        <div role="tablist" aria-label="How to add" className="tabs tabs-box">
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'search'}
            className={`tab flex-1 ${mode === 'search' ? 'tab-active' : ''}`}
            onClick={() => setMode('search')}
          >
            Search foods
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'custom'}
            className={`tab flex-1 ${mode === 'custom' ? 'tab-active' : ''}`}
            onClick={() => setMode('custom')}
          >
            Custom food
          </button>
        </div>

        {mode === 'search' && !chosen && (
          <>
            <SearchField
              label="Search foods"
              placeholder="Oats, chicken, apple..."
              value={query}
              onChange={setQuery}
            />
            <FoodResults query={query.trim()} onChoose={choose} />
          </>
        )}

        {mode === 'search' && chosen && (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate(
                {
                  foodItemId: chosen.id,
                  grams: gramsValue,
                  mealType: meal,
                  ...(loggedAt ? { loggedAt } : {}),
                },
                { onSuccess: saved },
              );
            }}
          >
            <p className="font-semibold">{chosen.name}</p>
            <TextField
              label="Grams"
              type="number"
              min={1}
              step="1"
              value={grams}
              onChange={(event) => setGrams(event.target.value)}
              error={errors.grams}
              hint={chosen.servingSize ? `Common serving: ${chosen.servingSize}` : undefined}
            />
            {preview && (
              <p className="text-sm" aria-live="polite">
                {preview.calories} kcal · protein {format(preview.protein)} g · carbs {format(preview.carbs)}{' '}
                g · fat {format(preview.fat)} g
              </p>
            )}
            {add.isError && !errors.grams && (
              <p role="alert" className="text-sm text-error">
                {add.error.message.replace(/^\d+: /, '')}
              </p>
            )}
            <div className="flex gap-2">
              <button type="button" className="btn btn-ghost" onClick={() => setChosen(null)}>
                Back to results
              </button>
              <button type="submit" className="btn btn-primary flex-1" disabled={add.isPending}>
                Add to log
              </button>
            </div>
          </form>
        )}

        {mode === 'custom' && (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate(
                { ...draftBody(draft), mealType: meal, ...(loggedAt ? { loggedAt } : {}) },
                { onSuccess: saved },
              );
            }}
          >
            <NutrientFields draft={draft} onChange={setDraft} errors={errors} />
            <button type="submit" className="btn btn-primary" disabled={add.isPending}>
              Add to log
            </button>
          </form>
        )}
      </div>
    </Dialog>
  );
}
