import type { FoodDayTotals, NutritionInsights, NutritionTargets } from '../contract/nutrition.ts';
import {
  DAILY_GUIDELINES,
  isOnTarget,
  macroSplit,
  NUTRIENT_KEYS,
  type Nutrients,
  ZERO_NUTRIENTS,
} from '../contract/nutrition-rules.ts';

/** Half against half of the logged days: a change under 5% is steady. */
const TREND_THRESHOLD = 0.05;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Insights of a range of days. Averages are per logged day (a day without entries says nothing of
 * what was eaten, so it does not pull the average to zero); days on target are logged days within
 * 10% of the calorie target; the trend compares the later half of the logged days with the earlier.
 */
export function buildInsights(input: {
  range: 'week' | 'month';
  days: FoodDayTotals[];
  targets: NutritionTargets;
  topFoods: NutritionInsights['topFoods'];
}): NutritionInsights {
  const logged = input.days.filter((day) => day.entries > 0);
  const averages: Nutrients = { ...ZERO_NUTRIENTS };
  if (logged.length > 0) {
    for (const key of NUTRIENT_KEYS) {
      const sum = logged.reduce((total, day) => total + day[key], 0);
      averages[key] = key === 'calories' ? Math.round(sum / logged.length) : round(sum / logged.length, 1);
    }
  }
  const guidelines = (['fiber', 'sugar', 'sodium'] as const).map((nutrient) => {
    const rule = DAILY_GUIDELINES[nutrient];
    const average = averages[nutrient];
    return {
      nutrient,
      average,
      amount: rule.amount,
      unit: rule.unit,
      kind: rule.kind,
      met: logged.length > 0 && (rule.kind === 'atLeast' ? average >= rule.amount : average <= rule.amount),
    };
  });
  return {
    range: input.range,
    from: input.days[0]?.date ?? '',
    to: input.days[input.days.length - 1]?.date ?? '',
    days: input.days,
    daysLogged: logged.length,
    averages,
    targets: input.targets,
    macroSplit: macroSplit(averages),
    daysOnTarget: logged.filter((day) => isOnTarget(day.calories, input.targets.calories)).length,
    guidelines,
    topFoods: input.topFoods,
    trend: trendOf(logged.map((day) => day.calories)),
  };
}

export function trendOf(calories: readonly number[]): NutritionInsights['trend'] {
  if (calories.length < 2) return 'unknown';
  const half = Math.floor(calories.length / 2);
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const earlier = mean(calories.slice(0, half));
  const later = mean(calories.slice(calories.length - half));
  if (earlier === 0) return later > 0 ? 'up' : 'steady';
  const change = (later - earlier) / earlier;
  if (change > TREND_THRESHOLD) return 'up';
  if (change < -TREND_THRESHOLD) return 'down';
  return 'steady';
}
