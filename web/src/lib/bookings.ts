import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api/client.ts';
import { queryPrefixes } from './query-keys.ts';

/**
 * The member's bookings, as the member who booked or as the trainer booked: one cached answer each,
 * shared by the trainers' screens and badge and by the calendar's training sessions.
 */
export const bookingsQuery = (as: 'member' | 'trainer') =>
  queryOptions({
    queryKey: [...queryPrefixes.bookings, 'list', as] as const,
    queryFn: ({ signal }) => callApi('listBookings', { query: { as }, signal }),
  });
