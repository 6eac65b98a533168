import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { ConnectionError } from '../api/connection-error.ts';
import { HttpError } from '../api/http-error.ts';
import { queryPrefixes } from '../query-keys.ts';
import { createQueryClient } from './offline-query-client.ts';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

it('keeps an answer on screen while the connection is gone, and refreshes it when it returns', async () => {
  vi.useFakeTimers();
  const client = createQueryClient();
  client.mount();
  client.setQueryData(queryPrefixes.stats, { totalWorkouts: 3 });
  const queryFn = vi
    .fn()
    .mockRejectedValueOnce(new ConnectionError())
    .mockResolvedValueOnce({ totalWorkouts: 4 });
  const observer = new QueryObserver(client, { queryKey: queryPrefixes.stats, queryFn });
  const stop = observer.subscribe(() => undefined);

  // The call fails for lack of connection; the client hears it and goes offline.
  onlineManager.setOnline(false);
  void observer.refetch();
  await vi.advanceTimersByTimeAsync(5000);
  expect(observer.getCurrentResult()).toMatchObject({
    status: 'success',
    fetchStatus: 'paused',
    data: { totalWorkouts: 3 },
  });

  onlineManager.setOnline(true);
  await vi.advanceTimersByTimeAsync(0);
  expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { totalWorkouts: 4 } });
  expect(queryFn).toHaveBeenCalledTimes(2);
  stop();
  client.unmount();
});

it('fails at once, without waiting, when there is nothing to show', async () => {
  onlineManager.setOnline(false);
  const client = createQueryClient();
  const queryFn = vi.fn().mockRejectedValue(new ConnectionError());
  // offlineFirst: the attempt is made even while offline, so the answer is known at once.
  await expect(client.fetchQuery({ queryKey: queryPrefixes.routines, queryFn })).rejects.toBeInstanceOf(
    ConnectionError,
  );
  expect(queryFn).toHaveBeenCalledOnce();
  expect(client.getQueryState(queryPrefixes.routines)?.status).toBe('error');
});

it('keeps the app’s no-retry rule for every other failure', async () => {
  const client = createQueryClient();
  client.setQueryData(queryPrefixes.goals, []);
  const queryFn = vi.fn().mockRejectedValue(new HttpError(500, '', 'Internal Server Error'));
  await expect(
    client.fetchQuery({ queryKey: queryPrefixes.goals, queryFn, staleTime: 0 }),
  ).rejects.toBeInstanceOf(HttpError);
  expect(queryFn).toHaveBeenCalledOnce();
});

it('never collects kept kinds of data while the app runs, so the device copy keeps them', () => {
  const client = createQueryClient();
  expect(client.getQueryDefaults([...queryPrefixes.workouts, 'history']).gcTime).toBe(Infinity);
  expect(client.getQueryDefaults([...queryPrefixes.community, 'posts']).gcTime).toBeUndefined();
});
