import { loadHighsSolver } from '../../supabase/functions/_shared/meal-plans/highs-solver.ts';
import { runMealBench } from '../support/meal-requests.ts';

/**
 * `npm run bench:meals`: the meal planner over random requests from a fixed seed:
 * share of days on target among feasible requests, exclusion violations, and the solve time of a
 * 7-day plan on this machine, each plan under the production time cap. Figures only; the suite
 * asserts the violations on its own seed.
 */
const count = Number(process.argv[2] ?? 1000);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const residentBefore = process.memoryUsage().rss;
const solve = await loadHighsSolver();
const residentLoaded = process.memoryUsage().rss;
const started = performance.now();
const report = runMealBench(solve, { count, seed: 20261124 });
const seconds = ((performance.now() - started) / 1000).toFixed(0);

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(2)}%`;
const sorted = [...report.sevenDaySolveMs].sort((a, b) => a - b);
const quantile = (q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

console.log(`## Meal planner: ${report.requests} random requests (seed 20261124), ${seconds} s`);
console.log(
  `feasible requests: ${report.feasibleRequests} (the rest cannot reach the targets with their allowed foods, proven by the linear relaxation)`,
);
console.log(
  `days within ±5% calories and ±10% protein, carbs and fat, feasible requests: ${percent(report.daysWithinTargets, report.daysOfFeasibleRequests)} of ${report.daysOfFeasibleRequests} (target at least 99%)`,
);
console.log(`  missed days the linear relaxation proves unreachable: ${report.infeasibleDaysProven}`);
console.log(`allergen, diet and never-food violations: ${report.violations.length} (target 0)`);
for (const violation of report.violations.slice(0, 10)) console.log(`  ${JSON.stringify(violation)}`);
console.log(`plans whose totals are not the sum of their foods: ${report.untrueTotals} (target 0)`);
console.log(`requests the planner refused (no meal can be composed): ${report.plannerErrors}`);
console.log(`days repeated from an earlier day because a plan reached its time cap: ${report.repeatedDays}`);
console.log(
  `7-day plan solve time (CPU of the planner's thread, the budget's clock) over ${sorted.length} plans: p50 ${quantile(0.5).toFixed(0)} ms, p95 ${quantile(0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms (target p95 at most 300 ms); the first, while the solver's WebAssembly still warms up: ${(report.sevenDaySolveMs[0] ?? Number.NaN).toFixed(0)} ms`,
);
console.log(
  `resident memory: ${megabytes(residentBefore)} before loading the solver, ${megabytes(residentLoaded)} after, at most ${megabytes(report.peakResidentBytes)} while planning`,
);
