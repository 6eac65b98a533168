import type { Meal } from '@contract/meal-plans.ts';
import { Clock, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { allergenLine, INGREDIENT_PREVIEW } from '../labels.ts';

/** One meal of a plan day: name, prep time, description, figures, ingredients (3, then all on click). */
export function MealCard({ meal }: { meal: Meal }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = meal.ingredients.length - INGREDIENT_PREVIEW;
  const shown = expanded ? meal.ingredients : meal.ingredients.slice(0, INGREDIENT_PREVIEW);
  return (
    <article aria-label={meal.name} className="flex flex-col gap-2 rounded-box bg-base-100 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold">{meal.name}</h4>
        {meal.prepTime !== null && (
          <span className="flex items-center gap-1 text-xs opacity-70">
            <Clock size={12} aria-hidden />
            {meal.prepTime} min
          </span>
        )}
      </div>
      {meal.description && <p className="text-sm opacity-80">{meal.description}</p>}
      <p className="flex flex-wrap gap-x-3 text-xs">
        <span className="font-semibold text-primary">{meal.calories} cal</span>
        <span>{meal.protein}g protein</span>
        <span>{meal.carbs}g carbs</span>
        <span>{meal.fat}g fat</span>
      </p>
      <div>
        <p className="text-xs font-medium opacity-70">Ingredients</p>
        <ul id={listId} className="list-inside list-disc text-sm" aria-label={`Ingredients of ${meal.name}`}>
          {shown.map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
        {hidden > 0 && (
          <button
            type="button"
            className="btn btn-link btn-xs px-0"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : `+${hidden} more ingredient${hidden === 1 ? '' : 's'}`}
          </button>
        )}
      </div>
      <p className="flex items-center gap-1 text-xs opacity-70">
        <ShieldCheck size={12} aria-hidden />
        {allergenLine(meal)}
      </p>
    </article>
  );
}
