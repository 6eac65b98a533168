import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time used by process trees, read from Linux's /proc: how the load bench tells the
 * database's share of a request from the API's. Elsewhere every reading is undefined and the
 * bench leaves the figures out.
 */

interface ProcessStat {
  parent: number;
  cpuSeconds: number;
}

// /proc reports CPU time in clock ticks; Linux's USER_HZ is 100 on every mainstream build.
const TICKS_PER_SECOND = 100;

function readStat(pid: number): ProcessStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields resume after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [parent, userTicks, systemTicks] = [fields[1], fields[11], fields[12]].map(Number);
    if (parent === undefined || userTicks === undefined || systemTicks === undefined) return undefined;
    return { parent, cpuSeconds: (userTicks + systemTicks) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by each live process of the tree under `root`, by pid. */
export function treeCpu(root: number): Map<number, number> | undefined {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const stats = new Map<number, ProcessStat>();
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  if (!stats.has(root)) return undefined;
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current !== undefined && current > 1; ) {
      if (current === root) return true;
      current = stats.get(current)?.parent;
    }
    return false;
  };
  const usage = new Map<number, number>();
  for (const [pid, stat] of stats) if (inTree(pid)) usage.set(pid, stat.cpuSeconds);
  return usage;
}

/** CPU seconds the tree used between two readings; processes started in between count from zero. */
export function cpuBetween(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (!before || !after) return undefined;
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}
