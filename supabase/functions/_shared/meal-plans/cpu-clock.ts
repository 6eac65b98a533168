import process from 'node:process';

/** Node 22 lacks the per-thread figure (Node 24 and Deno have it): the whole process's then. */
const threadCpuUsage: () => { user: number; system: number } =
  typeof process.threadCpuUsage === 'function' ? () => process.threadCpuUsage() : () => process.cpuUsage();

/**
 * The clock a plan's solving budget is read on: the CPU time of the thread running the planner,
 * in milliseconds. An edge function is limited by the CPU time of its isolate's thread, not by
 * the time it waits. On the wall clock, a busy machine (other requests, other processes on the
 * same cores) used up a plan's budget while the planner waited for a core; on the whole process's
 * CPU time, so did the engine compiling the solver's WebAssembly on background threads after the
 * first plans. Either could turn a first plan on a loaded machine into a 503.
 *
 * The one deployed module that imports a Node built-in (biome.json makes the exception): CPU time
 * has no web standard, and Node, Deno and Supabase's edge runtime all provide `node:process`.
 */
export function plannerThreadCpuMs(): number {
  const { user, system } = threadCpuUsage();
  return (user + system) / 1000;
}
