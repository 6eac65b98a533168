import type { ProgressMetrics, WeightProgress } from '@contract/progress.ts';
import type { ApexOptions } from 'apexcharts';

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

export function frequencyChart(frequency: ProgressMetrics['workoutFrequency']): ApexOptions {
  return {
    chart: { type: 'bar' },
    series: [{ name: 'Workouts', data: frequency.map((day) => day.count) }],
    xaxis: {
      categories: frequency.map((day) => shortDay(day.date)),
      labels: { rotate: -45, hideOverlappingLabels: true },
    },
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
    series: [{ name: 'Minutes', data: frequency.map((day) => day.minutes) }],
    xaxis: {
      categories: frequency.map((day) => shortDay(day.date)),
      labels: { rotate: -45, hideOverlappingLabels: true },
    },
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
