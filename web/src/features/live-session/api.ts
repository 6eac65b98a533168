import type { RoutineBody } from '@contract/strength-log.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { HttpError } from '@/lib/api/http-error.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';
import { exerciseIdFor, type PreviousSession, previousSessionOf } from './previous-sets.ts';

/** Sessions read back for "previous": the newest with sets is nearly always the first. */
const HISTORY_SESSIONS_READ = 5;
const NOTHING_BEFORE: PreviousSession = { sets: [], note: null };

/** Last session's sets and note of an exercise, found by its name as the server resolves it. */
async function previousSessionFor(name: string, signal: AbortSignal): Promise<PreviousSession> {
  const exercises = await callApi('listExercises', { query: { search: name }, signal });
  const id = exerciseIdFor(exercises, name);
  // A name never logged and not in the library has no history yet.
  if (!id) return NOTHING_BEFORE;
  try {
    const history = await callApi('getExerciseHistory', {
      params: { id },
      query: { limit: HISTORY_SESSIONS_READ },
      signal,
    });
    return previousSessionOf(history);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return NOTHING_BEFORE;
    throw error;
  }
}

export const liveSessionQueries = {
  previous: (exerciseName: string) =>
    queryOptions({
      queryKey: [...queryPrefixes.exerciseHistory, 'previous', exerciseName.toLowerCase()] as const,
      queryFn: ({ signal }) => previousSessionFor(exerciseName, signal),
      // Last session does not change while this one runs; a finished session refreshes it.
      staleTime: 10 * 60_000,
    }),
  routine: (id: string) =>
    queryOptions({
      queryKey: [...queryPrefixes.routines, 'one', id] as const,
      queryFn: ({ signal }) => callApi('getRoutine', { params: { id }, signal }),
      retry: (failures, error) => !(error instanceof HttpError && error.status === 404) && failures < 2,
    }),
  customExercises: () =>
    queryOptions({
      queryKey: [...queryPrefixes.exercises, 'custom'] as const,
      queryFn: ({ signal }) => callApi('listExercises', { query: { scope: 'custom' }, signal }),
    }),
};

export function useSaveRoutine() {
  const refresh = useRefreshAfter('routineWritten');
  return useMutation({
    mutationFn: (body: RoutineBody) => callApi('createRoutine', { body }),
    onSuccess: refresh,
  });
}
