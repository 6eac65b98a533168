import type { CreateCalendarNoteBody } from '@contract/calendar-notes.ts';
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

export function useCreateNote() {
  const refresh = useRefreshAfter('calendarNoteWritten');
  return useMutation({
    mutationFn: (body: CreateCalendarNoteBody) => callApi('createCalendarNote', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateNote() {
  const refresh = useRefreshAfter('calendarNoteWritten');
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      callApi('updateCalendarNote', { params: { id }, body: { note } }),
    onSuccess: refresh,
  });
}

export function useDeleteNote() {
  const refresh = useRefreshAfter('calendarNoteWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteCalendarNote', { params: { id } }),
    onSuccess: refresh,
  });
}
