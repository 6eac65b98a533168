import type { CalendarNote, CreateCalendarNoteBody } from '@contract/calendar-notes.ts';
import type { Workout } from '@contract/workouts.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';

export const calendarQueries = {
  notes: () =>
    queryOptions({
      queryKey: ['/api/calendar-notes'] as const,
      queryFn: ({ queryKey, signal }) => getJson<CalendarNote[]>(queryKey, signal),
    }),
  /** The grid's workouts; under '/api/workouts' so every workout write refreshes it. */
  workoutsInRange: (from: string, to: string) =>
    queryOptions({
      queryKey: ['/api/workouts', 'range', from, to] as const,
      queryFn: ({ queryKey, signal }) => getJson<Workout[]>(queryKey, signal),
    }),
};

function useRefreshNotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarQueries.notes().queryKey });
}

export function useCreateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (body: CreateCalendarNoteBody) =>
      apiRequest<CalendarNote>('POST', '/api/calendar-notes', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      apiRequest<CalendarNote>('PUT', `/api/calendar-notes/${id}`, { body: { note } }),
    onSuccess: refresh,
  });
}

export function useDeleteNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/calendar-notes/${id}`),
    onSuccess: refresh,
  });
}
