import { type LoadResult, percentile } from './open-loop.ts';

/**
 * A closed loop: a fixed number of clients, each sending its next request as soon as the last one
 * was answered, for a fixed time. What it measures is throughput at saturation, the rate a server
 * keeps up for as long as the work lasts, which an open loop's verdict (a p99 under a bound at a
 * given rate) hides behind the machine's passing stalls. Its latencies understate a stall (a
 * client waiting sends nothing), so they are reported beside the rate, never judged alone.
 */
export async function runClosedLoop(options: {
  clients: number;
  seconds: number;
  send: (sequence: number) => Promise<void>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let sequence = 0;
  let errors = 0;
  let firstError: string | undefined;
  const begin = performance.now();
  const ends = begin + options.seconds * 1000;

  const client = async () => {
    while (performance.now() < ends) {
      const sentAt = performance.now();
      try {
        await options.send(sequence++);
        latencies.push(performance.now() - sentAt);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));

  const elapsed = (performance.now() - begin) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const completed = sorted.length;
  return {
    rate: 0,
    seconds: options.seconds,
    sent: sequence,
    completed,
    errors,
    unfinished: 0,
    sendLagP99: 0,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted[completed - 1] ?? 0,
    achievedRate: completed / elapsed,
    ...(firstError ? { firstError } : {}),
  };
}
