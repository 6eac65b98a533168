/**
 * Preloaded into an edge function under Deno (`deno run --preload`) by the limits bench and test:
 * on SIGUSR2 it prints the isolate's memory as one line, `edge-usage <n> <json>`, numbered so the
 * reader can wait for the answer to its own signal. The function's code runs unchanged.
 */

/** The part of Deno's API used here, typed locally: this file is also compiled by tsc for Node. */
interface DenoUsageApi {
  memoryUsage(): { rss: number; heapTotal: number; heapUsed: number; external: number };
  addSignalListener(signal: 'SIGUSR2', handler: () => void): void;
}

const deno = (globalThis as unknown as { Deno: DenoUsageApi }).Deno;
let reports = 0;
deno.addSignalListener('SIGUSR2', () => {
  reports++;
  console.log(`edge-usage ${reports} ${JSON.stringify(deno.memoryUsage())}`);
});
