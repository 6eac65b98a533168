import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { TimeChart } from '@/components/time-chart.tsx';
import { isPremiumRequired, usePremiumAccess } from '@/lib/subscription-status.ts';
import { formatFigure, formatNumber } from '@/lib/units.ts';
import { nutritionQueries } from '../api.ts';

const TREND_TEXT = {
  up: 'Calories are trending up',
  down: 'Calories are trending down',
  steady: 'Calories are steady',
  unknown: 'Log two or more days to see a trend',
} as const;
const NUTRIENT_NAMES = { fiber: 'Fiber', sugar: 'Sugar', sodium: 'Sodium' } as const;
const number = (value: number) => formatNumber(value, 1);

/** Week and month insights (Premium): averages against targets, split, days on target, guidelines, top foods, trend. */
export function NutritionInsights() {
  const [range, setRange] = useState<'week' | 'month'>('week');
  const { hasPremium } = usePremiumAccess();
  const insights = useQuery({ ...nutritionQueries.insights(range), enabled: hasPremium === true });
  const locked = hasPremium === false || isPremiumRequired(insights.error);
  const data = insights.data;

  return (
    <section aria-labelledby="insights-title" className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id="insights-title" className="card-title">
          Nutrition insights
        </h2>
        {locked ? (
          <PremiumUpsell feature="Detailed nutrition insights" />
        ) : (
          <>
            <div role="tablist" aria-label="Insights period" className="tabs tabs-box">
              {(['week', 'month'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  aria-selected={range === value}
                  className={`tab flex-1 ${range === value ? 'tab-active' : ''}`}
                  onClick={() => setRange(value)}
                >
                  {value === 'week' ? 'Week' : 'Month'}
                </button>
              ))}
            </div>
            {(insights.isPending || hasPremium === undefined) && (
              <div className="skeleton h-48 rounded-box" role="status" aria-label="Loading insights" />
            )}
            {insights.isError && !locked && (
              <p role="alert" className="text-sm text-error">
                Unable to load insights
              </p>
            )}
            {data && data.daysLogged === 0 && (
              <p className="text-sm opacity-70">
                Nothing logged in the last {range === 'week' ? '7' : '30'} days yet. Log your meals to see
                insights.
              </p>
            )}
            {data && data.daysLogged > 0 && (
              <>
                <dl className="grid grid-cols-2 gap-2">
                  <div className="rounded-box bg-base-100 p-3">
                    <dt className="text-xs opacity-70">Average calories</dt>
                    <dd className="text-xl font-bold">
                      {formatFigure(data.averages.calories)}
                      <span className="text-sm font-normal opacity-70">
                        {' '}
                        / {formatFigure(data.targets.calories)} kcal
                      </span>
                    </dd>
                  </div>
                  <div className="rounded-box bg-base-100 p-3">
                    <dt className="text-xs opacity-70">Days on target (±10%)</dt>
                    <dd className="text-xl font-bold">
                      {data.daysOnTarget} of {data.daysLogged}
                    </dd>
                  </div>
                  <div className="col-span-2 rounded-box bg-base-100 p-3">
                    <dt className="text-xs opacity-70">Average macros and split of calories</dt>
                    <dd className="text-sm">
                      Protein {number(data.averages.protein)} g ({data.macroSplit.protein}%) · Carbs{' '}
                      {number(data.averages.carbs)} g ({data.macroSplit.carbs}%) · Fat{' '}
                      {number(data.averages.fat)} g ({data.macroSplit.fat}%)
                    </dd>
                  </div>
                </dl>
                <p className="text-sm">{TREND_TEXT[data.trend]}</p>
                <TimeChart
                  label={`Calories per day, last ${range === 'week' ? '7' : '30'} days`}
                  kind="bars"
                  points={data.days.map((day) => ({ day: day.date, value: day.calories }))}
                  seriesName="Calories"
                  color="#f59e0b"
                  formatValue={(value) => `${Math.round(value)} kcal`}
                  table={{ caption: 'Calories per day', columns: ['Day', 'Calories'] }}
                  height={200}
                />
                <ul className="flex flex-col gap-1 text-sm" aria-label="Daily guidelines">
                  {data.guidelines.map((rule) => (
                    <li key={rule.nutrient} className="flex justify-between gap-2">
                      <span>
                        {NUTRIENT_NAMES[rule.nutrient]}: {number(rule.average)} {rule.unit} a day
                      </span>
                      <span className={rule.met ? 'text-success' : 'text-warning'}>
                        {rule.kind === 'atLeast' ? 'aim for at least' : 'keep under'}{' '}
                        {formatFigure(rule.amount)} {rule.unit} {rule.met ? '✓' : ''}
                      </span>
                    </li>
                  ))}
                </ul>
                <div>
                  <h3 className="mb-1 text-sm font-semibold">Most calories from</h3>
                  <ol className="flex flex-col gap-1 text-sm">
                    {data.topFoods.map((food) => (
                      <li key={food.name} className="flex justify-between">
                        <span>{food.name}</span>
                        <span className="opacity-70">{formatFigure(food.calories)} kcal</span>
                      </li>
                    ))}
                  </ol>
                </div>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
