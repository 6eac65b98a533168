import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export const calendarQueries = {
  notes: () =>
    queryOptions({
      queryKey: queryPrefixes.calendarNotes,
      queryFn: ({ signal }) => callApi('listCalendarNotes', { signal }),
    }),
  /** The grid's workouts; every workout write refreshes them (lib/query-keys.ts). */
  workoutsInRange: (from: string, to: string) =>
    queryOptions({
      queryKey: [...queryPrefixes.calendarWorkouts, from, to] as const,
      queryFn: ({ signal }) => callApi('listWorkoutsInRange', { params: { from, to }, signal }),
    }),
};

export function useDeleteNote() {
  const refresh = useRefreshAfter('calendarNoteWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteCalendarNote', { params: { id } }),
    onSuccess: refresh,
  });
}
