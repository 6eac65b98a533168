import type {
  Availability,
  CreateServiceBody,
  CreateTrainerBody,
  TrainerSpecialty,
  UpdateTrainerBody,
} from '@contract/trainers.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { HttpError } from '@/lib/api/http-error.ts';
import { bookingsQuery } from '@/lib/bookings.ts';
import { queryPrefixes, useRefreshAfter } from '@/lib/query-keys.ts';

export interface TrainerFilters {
  q?: string;
  specialty?: string;
  online?: boolean;
  maxPrice?: number;
}

export const trainerQueries = {
  all: () => queryPrefixes.trainers,
  list: (filters: TrainerFilters) =>
    queryOptions({
      queryKey: [...queryPrefixes.trainers, 'list', filters] as const,
      queryFn: ({ signal }) =>
        callApi('listTrainers', {
          query: {
            limit: 50,
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.specialty ? { specialty: filters.specialty as TrainerSpecialty } : {}),
            ...(filters.online ? { online: true } : {}),
            ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
          },
          signal,
        }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...queryPrefixes.trainers, 'detail', id] as const,
      queryFn: ({ signal }) => callApi('getTrainer', { params: { id }, signal }),
    }),
  slots: (id: string, serviceId: string) =>
    queryOptions({
      // Under bookings: a booking anywhere takes its time away.
      queryKey: [...queryPrefixes.bookings, 'slots', id, serviceId] as const,
      queryFn: ({ signal }) => callApi('listTrainerSlots', { params: { id }, query: { serviceId }, signal }),
    }),
  own: () =>
    queryOptions({
      queryKey: [...queryPrefixes.ownTrainer] as const,
      queryFn: ({ signal }) =>
        callApi('getOwnTrainer', { signal }).catch((error: unknown) => {
          // Not a trainer (yet): a state, not a failure.
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }),
    }),
  bookings: bookingsQuery,
};

export function useBook() {
  const refresh = useRefreshAfter('bookingChanged');
  return useMutation({
    mutationFn: (body: { serviceId: string; scheduledAt: string; notes?: string }) =>
      callApi('createBooking', { body }),
    onSuccess: refresh,
  });
}

export type BookingAction = 'accept' | 'decline' | 'cancel' | 'complete' | 'no-show';
const ACTION_OPERATION = {
  accept: 'acceptBooking',
  decline: 'declineBooking',
  cancel: 'cancelBooking',
  complete: 'completeBooking',
  'no-show': 'markBookingNoShow',
} as const;

export function useBookingAction() {
  const refresh = useRefreshAfter('bookingChanged');
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: BookingAction }) =>
      callApi(ACTION_OPERATION[action], { params: { id } }),
    onSuccess: refresh,
  });
}

export function useReview() {
  const refresh = useRefreshAfter('bookingChanged');
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string; rating: number; comment?: string }) =>
      callApi('reviewBooking', { params: { id }, body: { rating, ...(comment ? { comment } : {}) } }),
    onSuccess: refresh,
  });
}

export function useSaveTrainer(exists: boolean) {
  const refresh = useRefreshAfter('trainerProfileSaved');
  return useMutation({
    mutationFn: (body: CreateTrainerBody & UpdateTrainerBody) =>
      exists ? callApi('updateOwnTrainer', { body }) : callApi('createOwnTrainer', { body }),
    onSuccess: refresh,
  });
}

export function useAddService() {
  const refresh = useRefreshAfter('trainerProfileSaved');
  return useMutation({
    mutationFn: (body: CreateServiceBody) => callApi('createTrainerService', { body }),
    onSuccess: refresh,
  });
}

export function useToggleService() {
  const refresh = useRefreshAfter('trainerProfileSaved');
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      callApi('updateTrainerService', { params: { id }, body: { isActive } }),
    onSuccess: refresh,
  });
}

export function useSaveAvailability() {
  const refresh = useRefreshAfter('trainerProfileSaved');
  return useMutation({
    mutationFn: (body: Availability) => callApi('replaceTrainerAvailability', { body }),
    onSuccess: refresh,
  });
}

export function usePayouts() {
  return useMutation({ mutationFn: () => callApi('startTrainerPayouts', {}) });
}
