import { type BacktestReport, runCoachBacktest } from '../support/coach-simulator.ts';

/** `npm run bench:coach`: the coach's backtest on simulated athletes (figures, never asserted here). */
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function print(title: string, report: BacktestReport) {
  console.log(`### ${title}: ${report.athletes} athletes over 12 weeks, ${report.suggestions} suggestions`);
  console.log(
    `direction matches the true change, confidence 80 or more: ${percent(report.accuracyHighConfidence)} (target 90%)`,
  );
  for (const band of report.accuracyByBand) {
    console.log(`  confidence ${band.band}: ${percent(band.accuracy)} of ${band.suggestions}`);
  }
  console.log(
    `athletes with falling capacity wrongly pushed up (confidence 60+): ${percent(report.wronglyPushedUpShare)} (target under 2%)`,
  );
}

console.log('## Difficulty coach backtest');
print('Workouts without set logs (exertion and completion per session)', runCoachBacktest());
print(
  'Workouts with set logs (RPE and reps per set)',
  runCoachBacktest(undefined, undefined, { setLogs: true }),
);
