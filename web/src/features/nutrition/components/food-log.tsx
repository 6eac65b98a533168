import { MEAL_TYPES, type MealType } from '@contract/food-item-rules.ts';
import type { Meal } from '@contract/meal-plans.ts';
import { type CreateFoodEntryBody, type FoodDay, type FoodEntry, MEAL_LABELS } from '@contract/nutrition.ts';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { useToast } from '@/components/toast.tsx';
import { fullDate, localDayKey, parseDay } from '@/lib/dates.ts';
import { usePremiumAccess } from '@/lib/subscription-status.ts';
import { formatNumber } from '@/lib/units.ts';
import { nutritionQueries, useAddFoodEntries, useAddFoodEntry, useDeleteFoodEntry } from '../api.ts';
import { copiesOf, loggedAtFor, percentOf, planMealsFor, shiftDay } from '../log-day.ts';
import { AddFoodDialog } from './add-food-dialog.tsx';
import { EditEntryDialog } from './edit-entry-dialog.tsx';
import { FoodPhoto } from './food-photo.tsx';
import { ScanDialog } from './scan-dialog.tsx';

const TARGET_SOURCE_TEXT = {
  plan: 'Targets from your active meal plan.',
  preferences: 'Calorie target from your meal preferences; macros split 25% protein, 45% carbs, 30% fat.',
  default:
    'Default targets: the 2,000 kcal reference day (set your meal preferences or start a meal plan for your own).',
} as const;

const TOTALS: { key: keyof FoodDay['totals']; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sugar', label: 'Sugar', unit: 'g' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
];
const number = (value: number) => formatNumber(value, 1);

/**
 * The day's totals against its targets; before the day arrives, the same rows without figures, so
 * the meals below do not move when it does.
 */
function DayTotals({ day }: { day: FoodDay | undefined }) {
  return (
    <section aria-labelledby="totals-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="totals-title" className="card-title">
          Day totals
        </h2>
        {!day && <span className="sr-only" role="status" aria-label="Loading the day" />}
        <ul className="flex flex-col gap-2">
          {TOTALS.map(({ key, label, unit }) => {
            // Its own key: the row with figures replaces it rather than moving its boxes.
            if (!day)
              return (
                <li key={`${key}-pending`} className="text-sm">
                  <div className="flex justify-between">
                    <span>{label}</span>
                    <span className="skeleton h-5 w-24" />
                  </div>
                  <progress className="progress" value={0} max={1} aria-hidden />
                </li>
              );
            const value = day.totals[key];
            const target = day.targets[key];
            // Sugar and sodium are limits, the rest are goals.
            const limit = key === 'sugar' || key === 'sodium';
            return (
              <li key={key} className="text-sm">
                <div className="flex justify-between">
                  <span>{label}</span>
                  <span>
                    {number(value)} / {number(target)} {unit}
                    {limit && <span className="opacity-60"> max</span>}
                  </span>
                </div>
                <progress
                  className={`progress ${limit && value > target ? 'progress-warning' : 'progress-primary'}`}
                  value={Math.min(value, target)}
                  max={target || 1}
                  aria-label={`${label}: ${number(value)} of ${number(target)} ${unit} (${percentOf(value, target)}%)`}
                />
              </li>
            );
          })}
        </ul>
        {day ? (
          <p className="text-xs opacity-70">{TARGET_SOURCE_TEXT[day.targets.source]}</p>
        ) : (
          // As tall as a new member's note, which most first visits show.
          <p className="skeleton text-xs text-transparent" aria-hidden>
            {TARGET_SOURCE_TEXT.default}
          </p>
        )}
      </div>
    </section>
  );
}

function EntryRow({ entry, onEdit }: { entry: FoodEntry; onEdit: () => void }) {
  const remove = useDeleteFoodEntry();
  const toast = useToast();
  return (
    <li className="flex items-center gap-2 rounded-box bg-base-100 p-2">
      {entry.imageUrl && (
        <FoodPhoto url={entry.imageUrl} alt="" className="size-11 shrink-0 rounded object-cover" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{entry.name}</p>
        <p className="text-xs opacity-70">
          {entry.calories} kcal · P {number(entry.protein)} g · C {number(entry.carbs)} g · F{' '}
          {number(entry.fat)} g{entry.servingSize ? ` · ${entry.servingSize}` : ''}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={`Edit ${entry.name}`}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm ml-2 text-error"
        aria-label={`Delete ${entry.name}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(entry.id, {
            onSuccess: () => toast({ title: 'Entry deleted' }),
            onError: () => toast({ title: 'Failed to delete the entry', variant: 'destructive' }),
          })
        }
      >
        Delete
      </button>
    </li>
  );
}

/**
 * The food log of one local day: meals with their entries, the day's totals against the member's
 * targets, and every way to add food: search, by hand, yesterday's meal again, the meal plan's
 * meal, and scanning (Premium).
 */
export function FoodLog() {
  const today = localDayKey(new Date());
  const [day, setDay] = useState(today);
  const [adding, setAdding] = useState<MealType | null>(null);
  const [scanning, setScanning] = useState(false);
  const [editing, setEditing] = useState<FoodEntry | null>(null);
  const log = useQuery(nutritionQueries.day(day));
  const yesterday = useQuery(nutritionQueries.day(shiftDay(day, -1)));
  const plan = useQuery(nutritionQueries.activePlan());
  const { hasPremium } = usePremiumAccess();
  const loggedAt = loggedAtFor(day, today);
  const planMeals = plan.data ? planMealsFor(plan.data.mealPlan, plan.data.startDate, day) : [];

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Day" className="flex items-center gap-2">
        <button
          type="button"
          className="btn btn-ghost btn-square"
          aria-label="Previous day"
          onClick={() => setDay(shiftDay(day, -1))}
        >
          <ChevronLeft aria-hidden />
        </button>
        <h2 className="flex-1 text-center font-semibold" aria-live="polite">
          {day === today ? `Today, ${fullDate(parseDay(day))}` : fullDate(parseDay(day))}
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-square"
          aria-label="Next day"
          disabled={day >= today}
          onClick={() => setDay(shiftDay(day, 1))}
        >
          <ChevronRight aria-hidden />
        </button>
      </nav>
      {day !== today && (
        <button type="button" className="btn btn-ghost btn-sm self-center" onClick={() => setDay(today)}>
          Back to today
        </button>
      )}

      <div className="flex gap-2">
        <button type="button" className="btn btn-primary flex-1" onClick={() => setAdding('breakfast')}>
          Add food
        </button>
        <button type="button" className="btn btn-outline flex-1" onClick={() => setScanning(true)}>
          Scan food
        </button>
      </div>

      {log.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-error">
          <p>Unable to load the food log</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => log.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <DayTotals day={log.data} />
          {MEAL_TYPES.map((meal) => (
            <MealSection
              key={meal}
              meal={meal}
              entries={log.data?.entries.filter((entry) => entry.mealType === meal)}
              copies={copiesOf(yesterday.data?.entries ?? [], meal, loggedAt)}
              fromPlan={planMeals.filter((planned) => planned.mealType === meal)}
              loggedAt={loggedAt}
              onAdd={() => setAdding(meal)}
              onEdit={setEditing}
            />
          ))}
        </>
      )}

      {adding && <AddFoodDialog open onClose={() => setAdding(null)} meal={adding} loggedAt={loggedAt} />}
      {scanning &&
        (hasPremium === false ? (
          <ScanLocked onClose={() => setScanning(false)} />
        ) : (
          <ScanDialog open onClose={() => setScanning(false)} meal="snack" loggedAt={loggedAt} />
        ))}
      {editing && <EditEntryDialog entry={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/**
 * One meal of the day: its entries (a placeholder line until the day arrives), and the ways to add
 * to it: search, yesterday's same meal again, the meal plan's meal.
 */
function MealSection({
  meal,
  entries,
  copies,
  fromPlan,
  loggedAt,
  onAdd,
  onEdit,
}: {
  meal: MealType;
  entries: FoodEntry[] | undefined;
  copies: CreateFoodEntryBody[];
  fromPlan: Meal[];
  loggedAt: string | undefined;
  onAdd: () => void;
  onEdit: (entry: FoodEntry) => void;
}) {
  const copy = useAddFoodEntries();
  const ate = useAddFoodEntry();
  const toast = useToast();
  const label = MEAL_LABELS[meal].toLowerCase();
  return (
    <section aria-labelledby={`meal-${meal}`} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <h3 id={`meal-${meal}`} className="text-lg font-semibold">
          {MEAL_LABELS[meal]}
        </h3>
        {entries && (
          <span className="text-sm opacity-70">
            {entries.reduce((sum, entry) => sum + entry.calories, 0)} kcal
          </span>
        )}
      </div>
      {!entries && <span className="skeleton h-5 w-48" />}
      {entries?.length === 0 && <p className="text-sm opacity-70">Nothing logged for {label}.</p>}
      {entries && entries.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={`${MEAL_LABELS[meal]} entries`}>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} onEdit={() => onEdit(entry)} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onAdd}>
          Add to {label}
        </button>
        {copies.length > 0 && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={copy.isPending}
            onClick={() =>
              copy.mutate(copies, {
                onSuccess: () => toast({ title: `Yesterday's ${label} copied` }),
                onError: () => toast({ title: 'Failed to copy the meal', variant: 'destructive' }),
              })
            }
          >
            Copy yesterday's {label}
          </button>
        )}
        {fromPlan.map((planned) => (
          <button
            key={planned.id}
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`I ate this: ${planned.name}`}
            disabled={ate.isPending}
            onClick={() =>
              ate.mutate(
                {
                  name: planned.name,
                  calories: planned.calories,
                  protein: planned.protein,
                  carbs: planned.carbs,
                  fat: planned.fat,
                  mealType: meal,
                  ...(loggedAt ? { loggedAt } : {}),
                },
                {
                  onSuccess: () => toast({ title: 'Food logged', description: planned.name }),
                  onError: () => toast({ title: 'Failed to log the meal', variant: 'destructive' }),
                },
              )
            }
          >
            I ate this: {planned.name}
          </button>
        ))}
      </div>
    </section>
  );
}

function ScanLocked({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Scan food">
      <PremiumUpsell feature="AI-powered food scanning" />
    </Dialog>
  );
}
