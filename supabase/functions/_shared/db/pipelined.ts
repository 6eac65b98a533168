/**
 * Awaits statements sent together on one connection (postgres.js pipelines them). When some fail,
 * the first one sent is the cause: those behind it in the same transaction fail only because it
 * was aborted, and their rejections may settle first.
 */
export async function pipelined<T extends readonly unknown[]>(
  steps: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(steps);
  for (const step of settled) if (step.status === 'rejected') throw step.reason;
  return settled.map((step) => (step as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
