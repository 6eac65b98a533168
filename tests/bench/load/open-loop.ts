/**
 * An open-loop load generator: requests start on a fixed schedule whatever the server does (a slow
 * answer never delays the next request), so a stall shows in the figures as requests piling up
 * instead of hiding behind fewer requests (the "coordinated omission" of closed-loop tools). Each
 * latency runs from the moment the request was sent; how late the generator's own timers sent
 * them is reported apart (sendLagP99), so its slack is not charged to the server.
 */
export interface LoadResult {
  rate: number;
  seconds: number;
  sent: number;
  completed: number;
  errors: number;
  /** Requests still waiting when the schedule ended plus the grace period: counted as errors too. */
  unfinished: number;
  /** How late the generator itself sent its requests (99th percentile, ms): its own timer slack. */
  sendLagP99: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  achievedRate: number;
  firstError?: string;
  /** CPU milliseconds the generator process itself used, warm-up included (set by generator.ts). */
  generatorCpuMs?: number;
}

/** The value at fraction `p` of latencies sorted ascending (0 when there are none). */
export const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

export async function runOpenLoop(options: {
  rate: number;
  seconds: number;
  send: (sequence: number) => Promise<void>;
  /** Beyond this many in flight the generator itself is saturated: the run reports it as errors. */
  maxInFlight?: number;
}): Promise<LoadResult> {
  const total = Math.round(options.rate * options.seconds);
  const latencies = new Float64Array(total);
  const sendLags = new Float64Array(total);
  const maxInFlight = options.maxInFlight ?? 2_000;
  let started = 0;
  let completed = 0;
  let errors = 0;
  let inFlight = 0;
  let firstError: string | undefined;
  const intervalMs = 1000 / options.rate;
  const begin = performance.now();

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - begin) / intervalMs) + 1);
      while (started < due) {
        const sequence = started++;
        const scheduledAt = begin + sequence * intervalMs;
        if (inFlight >= maxInFlight) {
          errors++;
          firstError ??= `more than ${maxInFlight} requests in flight`;
          continue;
        }
        inFlight++;
        const sentAt = performance.now();
        sendLags[sequence] = sentAt - scheduledAt;
        options.send(sequence).then(
          () => {
            latencies[completed++] = performance.now() - sentAt;
            inFlight--;
          },
          (error: unknown) => {
            errors++;
            firstError ??= error instanceof Error ? error.message : String(error);
            inFlight--;
          },
        );
      }
      // Sleep until the next request is due rather than polling: a generator spinning on
      // setImmediate takes a whole core from the server it measures.
      if (started < total) setTimeout(tick, Math.max(0, begin + started * intervalMs - performance.now()));
      else resolve();
    };
    tick();
  });
  // Let what is in flight finish, for at most 5 seconds.
  const graceEnds = performance.now() + 5_000;
  while (inFlight > 0 && performance.now() < graceEnds)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = (performance.now() - begin) / 1000;
  const sorted = latencies.slice(0, completed).sort();
  return {
    rate: options.rate,
    seconds: options.seconds,
    sent: started,
    completed,
    errors: errors + inFlight,
    unfinished: inFlight,
    sendLagP99: percentile(sendLags.slice(0, started).sort(), 0.99),
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    achievedRate: completed / elapsed,
    ...(firstError ? { firstError } : {}),
  };
}
