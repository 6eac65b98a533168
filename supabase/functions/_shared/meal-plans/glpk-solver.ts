import GLPK from 'glpk.js/node';
import type { MipModel, MipSolution, MipSolver } from '../domain/meal-planner-model.ts';

/**
 * The planner's solver: GLPK 5 compiled to WebAssembly (glpk.js). It runs in Node (tests, the
 * standalone server, the benchmark) and in Deno (the `api` edge function) from the same import,
 * mapped in supabase/functions/deno.json; the WebAssembly file is read next to the module, so
 * Deno needs --allow-read and --allow-env, which edge functions have. The web app never imports
 * it. Why GLPK and not HiGHS or yalps, with the figures: README, "Meal plans".
 *
 * Loading compiles the WebAssembly once per process (about 10 ms); `solve` is synchronous after.
 */

type Glpk = Awaited<ReturnType<typeof GLPK>>;

let loading: Promise<Glpk> | undefined;

/** The relative gap at which a branch-and-bound search may stop (objectives are mostly zero at best). */
const MIP_GAP = 0.01;

export async function loadGlpkSolver(): Promise<MipSolver> {
  loading ??= GLPK();
  const glpk = await loading;
  return (model, options) => solveWith(glpk, model, options.timeLimitMs, options.relax === true);
}

function bounds(glpk: Glpk, lower: number, upper: number) {
  const hasLower = Number.isFinite(lower);
  const hasUpper = Number.isFinite(upper);
  if (hasLower && hasUpper)
    return { type: lower === upper ? glpk.GLP_FX : glpk.GLP_DB, lb: lower, ub: upper };
  if (hasLower) return { type: glpk.GLP_LO, lb: lower, ub: 0 };
  if (hasUpper) return { type: glpk.GLP_UP, lb: 0, ub: upper };
  return { type: glpk.GLP_FR, lb: 0, ub: 0 };
}

function solveWith(glpk: Glpk, model: MipModel, timeLimitMs: number, relax: boolean): MipSolution {
  const rowTerms: { name: string; coef: number }[][] = model.rows.map(() => []);
  model.columns.forEach((column, index) => {
    const merged = new Map<number, number>();
    for (const [row, coefficient] of column.entries) merged.set(row, (merged.get(row) ?? 0) + coefficient);
    for (const [row, coefficient] of merged) rowTerms[row]?.push({ name: `c${index}`, coef: coefficient });
  });
  const result = glpk.solve(
    {
      name: 'meal-plan-day',
      objective: {
        direction: glpk.GLP_MIN,
        name: 'cost',
        vars: model.columns.map((column, index) => ({ name: `c${index}`, coef: column.cost })),
      },
      subjectTo: model.rows.map((row, index) => ({
        name: `r${index}`,
        vars: rowTerms[index] ?? [],
        bnds: bounds(glpk, row.lower, row.upper),
      })),
      bounds: model.columns.map((column, index) => ({
        name: `c${index}`,
        ...bounds(glpk, column.lower, column.upper),
      })),
      generals: relax ? [] : model.columns.flatMap((column, index) => (column.integer ? [`c${index}`] : [])),
    },
    {
      msglev: glpk.GLP_MSG_OFF,
      tmlim: Math.max(0.01, timeLimitMs / 1000),
      mipgap: MIP_GAP,
      presol: true,
    },
  );
  const status = result.result.status;
  if (status === glpk.GLP_NOFEAS || status === glpk.GLP_INFEAS)
    return { status: 'infeasible', values: [], objective: Number.NaN };
  if (status !== glpk.GLP_OPT && status !== glpk.GLP_FEAS)
    return { status: 'failed', values: [], objective: Number.NaN };
  return {
    status: status === glpk.GLP_OPT ? 'optimal' : 'time_limit',
    values: model.columns.map((_, index) => result.result.vars[`c${index}`] ?? 0),
    objective: result.result.z,
  };
}
