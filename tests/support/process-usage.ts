import { readdirSync, readFileSync } from 'node:fs';

/**
 * What a running process uses, read from Linux's /proc: CPU time per thread in nanoseconds
 * (schedstat, where the kernel has it) and resident memory. Used to hold the edge functions to
 * Supabase's limits, which are CPU time per request and memory.
 */

// /proc/<pid>/stat counts CPU in clock ticks; Linux's USER_HZ is 100 on every mainstream build.
const NANOSECONDS_PER_TICK = 10_000_000;

/** CPU time a thread has used so far, in nanoseconds; undefined once it has exited. */
export function threadCpuNs(pid: number, tid: number): number | undefined {
  try {
    // The first field of schedstat is the time spent running on a CPU, in nanoseconds.
    const runNs = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    if (Number.isFinite(runNs)) return runNs;
  } catch {
    // Kernels built without schedstats: fall back to the 10 ms ticks of stat.
  }
  try {
    const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields resume after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * NANOSECONDS_PER_TICK;
  } catch {
    return undefined;
  }
}

/**
 * CPU time used so far by the process's main thread (where `deno run` runs the isolate, so the
 * time Supabase's per-request CPU limit counts) and by all its live threads together (V8's
 * garbage-collection helpers and the I/O runtime too).
 */
export function processCpuNs(pid: number): { mainThread: number; allThreads: number } | undefined {
  const mainThread = threadCpuNs(pid, pid);
  if (mainThread === undefined) return undefined;
  let allThreads = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) allThreads += threadCpuNs(pid, Number(tid)) ?? 0;
  return { mainThread, allThreads };
}

/** Resident memory now and at its highest since the process started (VmRSS, VmHWM), in bytes. */
export function residentMemory(pid: number): { current: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) =>
      Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
    const current = kilobytes('VmRSS');
    const peak = kilobytes('VmHWM');
    if (!Number.isFinite(current) || !Number.isFinite(peak)) return undefined;
    return { current: current * 1024, peak: peak * 1024 };
  } catch {
    return undefined;
  }
}
