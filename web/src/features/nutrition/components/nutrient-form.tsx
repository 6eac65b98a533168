import { MEAL_TYPES, type MealType } from '@contract/food-item-rules.ts';
import { MEAL_LABELS } from '@contract/nutrition.ts';
import { useId } from 'react';
import { TextField } from '@/components/text-field.tsx';

/** A food typed in: text as the inputs hold it, so a half-typed number stays as typed. */
export interface FoodDraft {
  name: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  fiber: string;
  sugar: string;
  sodium: string;
  servingSize: string;
}

export const EMPTY_DRAFT: FoodDraft = {
  name: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
  fiber: '',
  sugar: '',
  sodium: '',
  servingSize: '',
};

const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The draft as the API takes it: required figures stay missing until typed, so the server names them. */
export function draftBody(draft: FoodDraft) {
  return {
    name: draft.name,
    calories: asNumber(draft.calories),
    protein: asNumber(draft.protein),
    carbs: asNumber(draft.carbs),
    fat: asNumber(draft.fat),
    fiber: asNumber(draft.fiber),
    sugar: asNumber(draft.sugar),
    sodium: asNumber(draft.sodium),
    ...(draft.servingSize.trim() ? { servingSize: draft.servingSize } : {}),
  };
}

/** What the Add food and Scan food dialogs are opened with. */
export interface FoodDialogProps {
  open: boolean;
  onClose: () => void;
  meal: MealType;
  loggedAt: string | undefined;
}

type MacroKey = 'calories' | 'protein' | 'carbs' | 'fat';

/** The four figures every food has, as both a typed food and an item of a photo show them. */
export const MACRO_FIELDS: { key: MacroKey; label: string; step: string }[] = [
  { key: 'calories', label: 'Calories (kcal)', step: '1' },
  { key: 'protein', label: 'Protein (g)', step: '0.1' },
  { key: 'carbs', label: 'Carbs (g)', step: '0.1' },
  { key: 'fat', label: 'Fat (g)', step: '0.1' },
];

const FIELDS: { key: keyof FoodDraft; label: string; step: string }[] = [
  ...MACRO_FIELDS,
  { key: 'fiber', label: 'Fiber (g)', step: '0.1' },
  { key: 'sugar', label: 'Sugar (g)', step: '0.1' },
  { key: 'sodium', label: 'Sodium (mg)', step: '1' },
];

/** Name, serving and nutrients of a food entered by hand, each with its error under it. */
export function NutrientFields({
  draft,
  onChange,
  errors,
}: {
  draft: FoodDraft;
  onChange: (draft: FoodDraft) => void;
  errors: Record<string, string>;
}) {
  const set = (key: keyof FoodDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [key]: event.target.value });
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Food name"
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={200}
      />
      <TextField
        label="Serving (optional)"
        value={draft.servingSize}
        onChange={set('servingSize')}
        error={errors.servingSize}
        placeholder="1 bowl"
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type="number"
            min={0}
            step={field.step}
            value={draft[field.key]}
            onChange={set(field.key)}
            error={errors[field.key]}
          />
        ))}
      </div>
    </div>
  );
}

/** Which meal an entry belongs to. */
export function MealSelect({ value, onChange }: { value: MealType; onChange: (meal: MealType) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Meal
      </label>
      <select
        id={id}
        className="select h-11 w-full"
        value={value}
        onChange={(event) => onChange(event.target.value as MealType)}
      >
        {MEAL_TYPES.map((meal) => (
          <option key={meal} value={meal}>
            {MEAL_LABELS[meal]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Field errors of a refused save, by field name, from the API's error body. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = (error as { body?: { fields?: Record<string, string> } } | null)?.body;
  return body?.fields ?? {};
}
