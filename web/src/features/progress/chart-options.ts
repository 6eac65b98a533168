import type { ProgressMetrics, WeightProgress } from '@contract/progress.ts';
import type { ApexOptions } from 'apexcharts';

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** A local day (yyyy-MM-dd) as the UTC midnight the chart's time axis places it at. */
const dayAt = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Days on a time axis: the chart itself thins the labels to what fits (a few on three months,
 * every day on a week) instead of writing 90 dates over each other.
 */
const dayAxis: ApexOptions['xaxis'] = {
  type: 'datetime',
  labels: { datetimeUTC: true, format: 'MMM d', rotate: 0, hideOverlappingLabels: true },
  tooltip: { enabled: false },
};
const dayTooltip: ApexOptions['tooltip'] = { x: { format: 'MMM d' } };

export function frequencyChart(frequency: ProgressMetrics['workoutFrequency']): ApexOptions {
  return {
    chart: { type: 'bar' },
    series: [{ name: 'Workouts', data: frequency.map((day) => ({ x: dayAt(day.date), y: day.count })) }],
    xaxis: dayAxis,
    tooltip: dayTooltip,
    yaxis: {
      min: 0,
      forceNiceScale: true,
      labels: { formatter: (value: number) => String(Math.round(value)) },
    },
    plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
  };
}

export function activityChart(frequency: ProgressMetrics['workoutFrequency']): ApexOptions {
  return {
    chart: { type: 'area' },
    series: [{ name: 'Minutes', data: frequency.map((day) => ({ x: dayAt(day.date), y: day.minutes })) }],
    xaxis: dayAxis,
    tooltip: dayTooltip,
    yaxis: { min: 0, labels: { formatter: (value: number) => `${Math.round(value)} min` } },
    stroke: { curve: 'smooth', width: 2 },
    fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
    colors: ['#38bdf8'],
  };
}

export function weightChart(weight: WeightProgress): ApexOptions {
  return {
    chart: { type: 'bar' },
    series: [{ name: 'Best weight (lbs)', data: weight.maxWeights }],
    xaxis: { categories: weight.exerciseNames, title: { text: 'lbs' } },
    plotOptions: { bar: { horizontal: true, borderRadius: 4, barHeight: '60%' } },
    colors: ['#a855f7'],
  };
}

export const shortDayLabel = shortDay;
