/**
 * A mixed-integer linear program in a solver-neutral form: minimise the sum of column costs times
 * values, subject to row bounds on sums of column entries and column bounds. The planner builds
 * these; an adapter (meal-plans/highs-solver.ts) hands them to a solver. Keeping the model neutral
 * is what let solvers be measured against each other on identical programs.
 */

export interface MipColumn {
  name: string;
  cost: number;
  lower: number;
  /** Infinity for none. */
  upper: number;
  integer: boolean;
  /** [row index, coefficient] pairs. */
  entries: [number, number][];
}

export interface MipRow {
  name: string;
  /** -Infinity for none. */
  lower: number;
  /** Infinity for none. */
  upper: number;
}

export interface MipModel {
  columns: MipColumn[];
  rows: MipRow[];
}

export type MipStatus = 'optimal' | 'time_limit' | 'infeasible' | 'failed';

export interface MipSolution {
  status: MipStatus;
  /** Column values in column order; empty when no solution was found. */
  values: number[];
  objective: number;
}

export interface SolveOptions {
  timeLimitMs: number;
  /** Solve the linear relaxation: integrality dropped (used to prove a target unreachable). */
  relax?: boolean;
}

/**
 * Solves a model; synchronous once the solver is loaded. Throws SolverUnavailableError when the
 * solver itself failed (as opposed to answering that a program has no solution).
 */
export type MipSolver = (model: MipModel, options: SolveOptions) => MipSolution;

/** The solver failed inside and cannot answer now; a later request gets a fresh one. */
export class SolverUnavailableError extends Error {
  override name = 'SolverUnavailableError';
}

/** Builds a model row by row and column by column. */
export class ModelBuilder {
  readonly columns: MipColumn[] = [];
  readonly rows: MipRow[] = [];

  row(name: string, lower: number, upper: number): number {
    this.rows.push({ name, lower, upper });
    return this.rows.length - 1;
  }

  column(
    name: string,
    { cost = 0, lower = 0, upper = Number.POSITIVE_INFINITY, integer = false } = {},
    entries: [number, number][] = [],
  ): number {
    this.columns.push({ name, cost, lower, upper, integer, entries });
    return this.columns.length - 1;
  }

  add(column: number, row: number, coefficient: number) {
    this.columns[column]?.entries.push([row, coefficient]);
  }

  build(): MipModel {
    return { columns: this.columns, rows: this.rows };
  }
}
