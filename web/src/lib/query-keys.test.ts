import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { queryPrefixes, refreshAfter } from './query-keys.ts';

/** A client holding one settled answer under each key given. */
function cacheWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'answer');
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { client, stale };
}

it('refreshes every view of what a workout write changed, in any feature, and nothing else', async () => {
  const { client, stale } = cacheWith([
    [...queryPrefixes.workouts, 'recent'],
    [...queryPrefixes.calendarWorkouts, '2025-01-01', '2025-01-31'],
    [...queryPrefixes.leaderboard, 'entries', 'week'],
    [...queryPrefixes.currentUser, 'bearer'],
    [...queryPrefixes.coachSuggestions, 'pending'],
    queryPrefixes.privacy,
    queryPrefixes.exerciseLevels,
    queryPrefixes.calendarNotes,
  ]);
  await refreshAfter(client, 'workoutWritten');
  expect(stale()).toEqual([
    [...queryPrefixes.workouts, 'recent'],
    [...queryPrefixes.calendarWorkouts, '2025-01-01', '2025-01-31'],
    [...queryPrefixes.leaderboard, 'entries', 'week'],
    [...queryPrefixes.currentUser, 'bearer'],
    [...queryPrefixes.coachSuggestions, 'pending'],
  ]);
});

it('keeps the kinds of data apart: no prefix begins another, so a refresh never reaches a neighbour', () => {
  const prefixes = Object.values(queryPrefixes);
  for (const prefix of prefixes) {
    const beginsIt = prefixes.filter((other) => other.every((segment, index) => prefix[index] === segment));
    expect(beginsIt, prefix.join('/')).toEqual([prefix]);
  }
});

it('a recorded session (workouts written) refreshes the sessions and every exercise history, not the routines', async () => {
  const { client, stale } = cacheWith([
    [...queryPrefixes.workoutSessions, 'list'],
    [...queryPrefixes.exerciseHistory, 'previous', 'bench press'],
    [...queryPrefixes.routines, 'list'],
  ]);
  await refreshAfter(client, 'workoutWritten');
  expect(stale()).toEqual([
    [...queryPrefixes.workoutSessions, 'list'],
    [...queryPrefixes.exerciseHistory, 'previous', 'bench press'],
  ]);
});

it('a routine write refreshes the routines only', async () => {
  const { client, stale } = cacheWith([[...queryPrefixes.routines, 'one', 'id'], queryPrefixes.workouts]);
  await refreshAfter(client, 'routineWritten');
  expect(stale()).toEqual([[...queryPrefixes.routines, 'one', 'id']]);
});

it('an import refreshes every view of workouts, and the routines, notes and goals an export restores', async () => {
  const { client, stale } = cacheWith([
    [...queryPrefixes.workouts, 'history'],
    [...queryPrefixes.calendarWorkouts, '2024-01-01', '2024-01-31'],
    [...queryPrefixes.progress, 'weights'],
    [...queryPrefixes.routines, 'list'],
    queryPrefixes.calendarNotes,
    queryPrefixes.goals,
    queryPrefixes.privacy,
    queryPrefixes.mealPlans,
  ]);
  await refreshAfter(client, 'dataImported');
  expect(stale()).toEqual([
    [...queryPrefixes.workouts, 'history'],
    [...queryPrefixes.calendarWorkouts, '2024-01-01', '2024-01-31'],
    [...queryPrefixes.progress, 'weights'],
    [...queryPrefixes.routines, 'list'],
    queryPrefixes.calendarNotes,
    queryPrefixes.goals,
  ]);
});
