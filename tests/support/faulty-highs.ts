import loadHighs, { type Highs } from 'highs';
import { highsSolverLoader } from '../../supabase/functions/_shared/meal-plans/highs-solver.ts';

/** What a test can make a real HiGHS module do. */
export interface ModuleFaults {
  /** The next model it is asked to create traps, as a crashed WebAssembly module does. */
  trapNext: boolean;
  /** Reported in place of its real memory size. */
  memoryBytes: number | undefined;
}

function withFaults(highs: Highs, faults: ModuleFaults): Highs {
  return new Proxy(highs, {
    get(target, key) {
      if (key === 'createModel' && faults.trapNext) {
        faults.trapNext = false;
        return () => {
          throw new WebAssembly.RuntimeError('unreachable');
        };
      }
      if (key === 'memoryBytes' && faults.memoryBytes !== undefined) return faults.memoryBytes;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The production solver loader over real HiGHS modules that the test can make fail; `modules`
 * holds the faults of every module instantiated so far, oldest first.
 */
export function faultyHighsSolverLoader() {
  const modules: ModuleFaults[] = [];
  const load = highsSolverLoader(async () => {
    const faults: ModuleFaults = { trapNext: false, memoryBytes: undefined };
    modules.push(faults);
    return withFaults(await loadHighs(), faults);
  });
  return { load, modules };
}
