import highsPackageDefault, { type Highs, type InitOptions, type ModelData } from 'highs';
import {
  type MipModel,
  type MipSolution,
  type MipSolver,
  type SolveOptions,
  SolverUnavailableError,
} from '../domain/meal-planner-model.ts';

/**
 * The package's loader. Node and Deno both load its ES module, whose default export this is, but
 * the package declares its types as CommonJS, which Deno's checker reads as "the default import is
 * the whole module": the cast states what both runtimes actually hand over.
 */
const loadHighs = highsPackageDefault as unknown as (options?: InitOptions) => Promise<Highs>;

/**
 * The planner's solver: HiGHS compiled to WebAssembly (the npm package `highs`, MIT licence). It
 * runs in Node (tests, the standalone server, the benchmark) and in Deno (the `api` edge function)
 * from the same import, mapped in supabase/functions/deno.json; the WebAssembly file is read next
 * to the module, so Deno needs --allow-read, which edge functions have. The web app never imports
 * it. Why HiGHS, its settings and the figures: docs/decisions.md, "Meal plans".
 *
 * One module per process or isolate: loading compiles 3.5 MB of WebAssembly, so it happens once
 * and every request reuses it (`solve` is synchronous after). A module that failed inside (a trap,
 * an abort, an error from the solver's own code) is not trusted again: the request that met the
 * failure gets SolverUnavailableError, and a fresh module is instantiated for the next ones.
 */

/**
 * MIP settings, measured on the planner's day programs (a few dozen yes/no choices each). The
 * feasibility-jump, RINS and RENS heuristics and restarts are built for large programs: here they
 * cost more than they found, doubling the slowest solves.
 */
const MIP_OPTIONS = {
  /** The relative gap at which the search may stop (objectives are mostly zero at best). */
  mip_rel_gap: 0.01,
  mip_heuristic_run_feasibility_jump: false,
  mip_heuristic_run_rins: false,
  mip_heuristic_run_rens: false,
  mip_allow_restart: false,
} as const;

/**
 * WebAssembly memory grows and never shrinks: a module past this is replaced after the solve, so
 * one unusual program cannot keep the isolate near its memory limit. Day programs need about 25 MB.
 */
const MEMORY_CEILING_BYTES = 96 * 1024 * 1024;

/**
 * A loader of MIP solvers sharing one HiGHS module, replaced when it fails or outgrows
 * MEMORY_CEILING_BYTES. `instantiate` is how a module is made (the package's loader by default).
 */
export function highsSolverLoader(instantiate: () => Promise<Highs> = () => loadHighs()) {
  let current: { highs: Promise<Highs>; loaded?: Highs } | undefined;

  const module = () => {
    if (!current) {
      const entry: { highs: Promise<Highs>; loaded?: Highs } = {
        highs: instantiate().then(
          (highs) => {
            entry.loaded = highs;
            return highs;
          },
          (error: unknown) => {
            // A failed load is not kept: the next request tries again.
            if (current === entry) current = undefined;
            throw error;
          },
        ),
      };
      current = entry;
    }
    return current.highs;
  };

  const retire = (highs: Highs) => {
    if (current?.loaded !== highs) return;
    current = undefined;
    // Instantiate the replacement now, so the next request does not wait for it.
    module().catch(() => undefined);
  };

  return async (): Promise<MipSolver> => {
    const highs = await module();
    return (model, options) => {
      let solution: MipSolution;
      try {
        solution = solveWith(highs, model, options);
      } catch (error) {
        // Input the wrapper refused never reached the module: a bug in the program, not a failure.
        if (error instanceof highs.errors.HighsValidationError) throw error;
        retire(highs);
        throw new SolverUnavailableError('The solver failed and is being restarted', { cause: error });
      }
      if (highs.memoryBytes > MEMORY_CEILING_BYTES) retire(highs);
      return solution;
    };
  };
}

/** The solver every request uses: one HiGHS module per process or isolate. */
export const loadHighsSolver = highsSolverLoader();

function toModelData(highs: Highs, model: MipModel, relax: boolean): ModelData {
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const column of model.columns) {
    // HiGHS refuses a row listed twice in one column; the builder may add to a row twice.
    const merged = new Map<number, number>();
    for (const [row, coefficient] of column.entries) merged.set(row, (merged.get(row) ?? 0) + coefficient);
    for (const [row, coefficient] of merged) {
      indices.push(row);
      values.push(coefficient);
    }
    starts.push(indices.length);
  }
  const { integer, continuous } = highs.constants.variableType;
  return {
    numCols: model.columns.length,
    numRows: model.rows.length,
    colCost: model.columns.map((column) => column.cost),
    colLower: model.columns.map((column) => column.lower),
    colUpper: model.columns.map((column) => column.upper),
    rowLower: model.rows.map((row) => row.lower),
    rowUpper: model.rows.map((row) => row.upper),
    matrix: {
      format: 'csc',
      numRows: model.rows.length,
      numCols: model.columns.length,
      starts,
      indices,
      values,
    },
    ...(relax ? {} : { integrality: model.columns.map((column) => (column.integer ? integer : continuous)) }),
  };
}

function solveWith(highs: Highs, model: MipModel, options: SolveOptions): MipSolution {
  const relax = options.relax === true;
  const instance = highs.createModel(toModelData(highs, model, relax));
  try {
    instance.options.set({
      output_flag: false,
      time_limit: options.timeLimitMs / 1000,
      ...(relax ? {} : MIP_OPTIONS),
    });
    const { modelStatus } = instance.run();
    const status = highs.constants.modelStatus;
    // Every column the planner builds is bounded below with a cost of at least zero, so its
    // programs cannot be unbounded: "unbounded or infeasible" is infeasible.
    if (modelStatus === status.infeasible || modelStatus === status.unboundedOrInfeasible)
      return { status: 'infeasible', values: [], objective: Number.NaN };
    if (instance.info.get('primal_solution_status') !== highs.constants.solutionStatus.feasible)
      return { status: 'failed', values: [], objective: Number.NaN };
    return {
      status: modelStatus === status.optimal ? 'optimal' : 'time_limit',
      values: Array.from(instance.getSolution().colValue),
      objective: instance.getObjectiveValue(),
    };
  } finally {
    instance.dispose();
  }
}
