import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { bookingsQuery } from '@/lib/bookings.ts';
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
  /** Confirmed sessions with a trainer, as the member who booked and as the trainer booked. */
  trainingSessions: () =>
    queryOptions({
      queryKey: [...queryPrefixes.bookings, 'calendar'] as const,
      // The two lists the trainers' badge keeps too, read through the cache rather than asked again.
      queryFn: async ({ client }) => {
        const [asMember, asTrainer] = await Promise.all([
          client.fetchQuery(bookingsQuery('member')),
          client.fetchQuery(bookingsQuery('trainer')),
        ]);
        return [
          ...asMember.map((booking) => ({ ...booking, withName: booking.trainerName })),
          ...asTrainer.map((booking) => ({ ...booking, withName: booking.memberName })),
        ].filter((booking) => booking.status === 'confirmed' || booking.status === 'completed');
      },
    }),
};

export function useDeleteNote() {
  const refresh = useRefreshAfter('calendarNoteWritten');
  return useMutation({
    mutationFn: (id: string) => callApi('deleteCalendarNote', { params: { id } }),
    onSuccess: refresh,
  });
}
