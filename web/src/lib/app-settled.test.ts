import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { whenAppSettles } from './app-settled.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A query whose answer the test gives when it chooses. */
function pendingQuery(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  const done = client.fetchQuery({
    queryKey: [key],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return async () => {
    answer(key);
    await done;
  };
}

/** Whether `promise` has resolved once pending callbacks have run. */
async function hasResolved(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return resolved;
}

it('waits for the page to load, then for a quiet second', async () => {
  const client = new QueryClient();
  let load: () => void = () => undefined;
  const pageLoaded = new Promise<void>((resolve) => {
    load = resolve;
  });
  const settled = whenAppSettles(client, { pageLoaded });
  await vi.advanceTimersByTimeAsync(5_000);
  expect(await hasResolved(settled)).toBe(false);
  load();
  await vi.advanceTimersByTimeAsync(999);
  expect(await hasResolved(settled)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await hasResolved(settled)).toBe(true);
});

it('counts the quiet second from the last answer, not from the first', async () => {
  const client = new QueryClient();
  const answerStats = pendingQuery(client, 'stats');
  const settled = whenAppSettles(client, { pageLoaded: Promise.resolve() });
  await vi.advanceTimersByTimeAsync(3_000);
  const answerGoals = pendingQuery(client, 'goals');
  await answerStats();
  await vi.advanceTimersByTimeAsync(2_000);
  expect(await hasResolved(settled)).toBe(false);
  await answerGoals();
  await vi.advanceTimersByTimeAsync(999);
  expect(await hasResolved(settled)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await hasResolved(settled)).toBe(true);
});

it('gives up waiting on a screen that never stops fetching', async () => {
  const client = new QueryClient();
  pendingQuery(client, 'never-answered');
  const settled = whenAppSettles(client, { pageLoaded: Promise.resolve(), longestWaitMs: 10_000 });
  await vi.advanceTimersByTimeAsync(9_999);
  expect(await hasResolved(settled)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await hasResolved(settled)).toBe(true);
});

it('shares one wait between the callers of one client', () => {
  const client = new QueryClient();
  const pageLoaded = Promise.resolve();
  expect(whenAppSettles(client, { pageLoaded })).toBe(whenAppSettles(client, { pageLoaded }));
});
