import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import { faultyHighsSolverLoader } from '../../../../tests/support/faulty-highs.ts';
import { type MipModel, ModelBuilder, SolverUnavailableError } from '../domain/meal-planner-model.ts';
import { highsSolverLoader } from './highs-solver.ts';

/** Pick items worth 5, 4 and 3 weighing 3, 2 and 2 within a weight of 4.5; the best is the last two. */
function knapsack(): MipModel {
  const builder = new ModelBuilder();
  const weight = builder.row('weight', Number.NEGATIVE_INFINITY, 4.5);
  for (const [value, load] of [
    [5, 3],
    [4, 2],
    [3, 2],
  ] as const)
    builder.column(`item_${value}`, { upper: 1, integer: true, cost: -value }, [[weight, load]]);
  return builder.build();
}

describe('the HiGHS solver', () => {
  it('solves an integer program to its optimum and its relaxation to the fractional one', async () => {
    const solve = await highsSolverLoader()();
    const whole = solve(knapsack(), { timeLimitMs: 1000 });
    expect(whole.status).toBe('optimal');
    expect(whole.values.map(Math.round)).toEqual([0, 1, 1]);
    expect(whole.objective).toBeCloseTo(-7);
    const relaxed = solve(knapsack(), { timeLimitMs: 1000, relax: true });
    expect(relaxed.status).toBe('optimal');
    expect(relaxed.objective).toBeLessThan(-7.5);
  });

  it('answers infeasible, with no values, for a program without a solution', async () => {
    const builder = new ModelBuilder();
    const row = builder.row('at least two', 2, Number.POSITIVE_INFINITY);
    builder.column('x', { upper: 1, integer: true }, [[row, 1]]);
    const solve = await highsSolverLoader()();
    expect(solve(builder.build(), { timeLimitMs: 1000 })).toMatchObject({ status: 'infeasible', values: [] });
  });

  it('loads its module once and shares it between requests', async () => {
    const { load, modules } = faultyHighsSolverLoader();
    await load();
    await load();
    expect(modules).toHaveLength(1);
  });

  it('answers SolverUnavailableError when the module fails, and gives the next request a fresh module that solves', async () => {
    const { load, modules } = faultyHighsSolverLoader();
    const failing = await load();
    const first = modules[0];
    if (!first) throw new Error('no module was made');
    first.trapNext = true;
    expect(() => failing(knapsack(), { timeLimitMs: 1000 })).toThrow(SolverUnavailableError);

    const next = await load();
    expect(modules).toHaveLength(2);
    expect(next(knapsack(), { timeLimitMs: 1000 }).status).toBe('optimal');
  });

  it('replaces a module whose memory grew past its ceiling, after answering the solve that grew it', async () => {
    const { load, modules } = faultyHighsSolverLoader();
    const solve = await load();
    const first = modules[0];
    if (!first) throw new Error('no module was made');
    first.memoryBytes = 200 * 1024 * 1024;
    expect(solve(knapsack(), { timeLimitMs: 1000 }).status).toBe('optimal');
    await load();
    expect(modules).toHaveLength(2);
  });

  it('tries again on the next request when loading the module failed', async () => {
    let attempts = 0;
    const load = highsSolverLoader(async () => {
      attempts++;
      if (attempts === 1) throw new Error('the WebAssembly file could not be read');
      return loadHighs();
    });
    await expect(load()).rejects.toThrow('could not be read');
    const solve = await load();
    expect(solve(knapsack(), { timeLimitMs: 1000 }).status).toBe('optimal');
    expect(attempts).toBe(2);
  });
});
