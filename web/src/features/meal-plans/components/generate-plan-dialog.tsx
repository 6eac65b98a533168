import {
  DAILY_CALORIES,
  generateMealPlanBodySchema,
  MEAL_GOAL_LABELS,
  MEAL_GOALS,
  type MealGoal,
  PLAN_DURATION,
} from '@contract/meal-plans.ts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/field-errors.ts';
import { mealPlanQueries, useGenerateMealPlan } from '../api.ts';
import { FORM_DEFAULTS, parseCalories, parseDuration, parseList } from '../meal-plan-form.ts';

interface GeneratePlanDialogProps {
  open: boolean;
  onClose: () => void;
  onGenerated?: () => void;
}

const EMPTY = { restrictions: '', allergies: '', preferences: '' };

/**
 * The Generate AI Meal Plan dialog: goal (the saved one, else maintenance), calories
 * 1200-4000 (2000), duration 3-14 days (7), and comma-separated restrictions, allergies and
 * preferences. Checked with the server's own schema; the server's messages land under the fields.
 */
export function GeneratePlanDialog({ open, onClose, onGenerated }: GeneratePlanDialogProps) {
  const saved = useQuery({ ...mealPlanQueries.preferences(), enabled: open });
  const [goal, setGoal] = useState<MealGoal>('maintenance');
  const [calories, setCalories] = useState<string>(FORM_DEFAULTS.dailyCalories);
  const [duration, setDuration] = useState<string>(FORM_DEFAULTS.duration);
  const [lists, setLists] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const generate = useGenerateMealPlan();
  const toast = useToast();
  const goalId = useId();

  const savedGoal = saved.data?.goal;
  useEffect(() => {
    if (open && savedGoal) setGoal(savedGoal);
  }, [open, savedGoal]);

  const reset = () => {
    setGoal(savedGoal ?? 'maintenance');
    setCalories(FORM_DEFAULTS.dailyCalories);
    setDuration(FORM_DEFAULTS.duration);
    setLists(EMPTY);
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = generateMealPlanBodySchema.safeParse({
      goal,
      dailyCalories: parseCalories(calories),
      duration: parseDuration(duration),
      dietaryRestrictions: parseList(lists.restrictions),
      allergies: parseList(lists.allergies),
      preferences: parseList(lists.preferences),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    generate.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: 'AI Meal Plan Generated!',
          description: 'Your personalized meal plan has been created and assigned.',
        });
        reset();
        onClose();
        onGenerated?.();
      },
      onError: (error) => {
        if (error instanceof HttpError) setErrors(error.fields);
        toast({
          title: 'Error',
          description: messageOf(error, 'Failed to generate meal plan'),
          variant: 'destructive',
        });
      },
    });
  };

  const pending = generate.isPending;
  return (
    <Dialog
      open={open}
      title="Generate AI Meal Plan"
      description="A plan for your calories and goal that leaves out everything you are allergic to."
      onClose={pending ? undefined : close}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={goalId} className="text-sm font-medium">
            Goal
          </label>
          <select
            id={goalId}
            className="select w-full"
            value={goal}
            onChange={(event) => setGoal(event.target.value as MealGoal)}
          >
            {MEAL_GOALS.map((option) => (
              <option key={option} value={option}>
                {MEAL_GOAL_LABELS[option]}
              </option>
            ))}
          </select>
          {errors.goal && <p className="text-xs text-error">{errors.goal}</p>}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Daily Calories"
            inputMode="numeric"
            value={calories}
            onChange={(event) => setCalories(event.target.value)}
            hint={`${DAILY_CALORIES.min}-${DAILY_CALORIES.max}`}
            error={errors.dailyCalories}
          />
          <TextField
            label="Duration (days)"
            inputMode="numeric"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            hint={`${PLAN_DURATION.min}-${PLAN_DURATION.max}`}
            error={errors.duration}
          />
        </div>
        <TextField
          label="Dietary Restrictions"
          placeholder="vegetarian, gluten-free"
          value={lists.restrictions}
          onChange={(event) => setLists({ ...lists, restrictions: event.target.value })}
          hint="Comma-separated"
          error={errors.dietaryRestrictions}
        />
        <TextField
          label="Allergies"
          placeholder="peanuts, shellfish"
          value={lists.allergies}
          onChange={(event) => setLists({ ...lists, allergies: event.target.value })}
          hint="Comma-separated"
          error={errors.allergies}
        />
        <TextField
          label="Preferences"
          placeholder="salmon, berries"
          value={lists.preferences}
          onChange={(event) => setLists({ ...lists, preferences: event.target.value })}
          hint="Comma-separated foods you would like to see"
          error={errors.preferences}
        />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden />}
            {pending ? 'Generating...' : 'Generate Plan'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
