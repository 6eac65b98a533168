import type { UpdateProfileBody, User } from '@contract/user.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQuery } from '@/lib/current-user.ts';

function useReplaceCurrentUser() {
  const queryClient = useQueryClient();
  return async (user: User) => {
    const { queryKey } = currentUserQuery();
    queryClient.setQueryData(queryKey, user);
    await queryClient.invalidateQueries({ queryKey });
  };
}

/** PATCH /api/user/profile; the cached member is replaced by the answer, then refreshed (seed 000 section 7). */
export function useUpdateProfile() {
  const replaceCurrentUser = useReplaceCurrentUser();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest<User>('PATCH', '/api/user/profile', { body }),
    onSuccess: replaceCurrentUser,
  });
}

/** POST /api/user/profile/upload: the picture and the names in one multipart request. */
export function useUploadProfilePicture() {
  const replaceCurrentUser = useReplaceCurrentUser();
  return useMutation({
    mutationFn: ({ file, firstName, lastName }: { file: File; firstName: string; lastName: string }) => {
      const form = new FormData();
      form.set('profileImage', file);
      form.set('firstName', firstName);
      form.set('lastName', lastName);
      return apiRequest<User>('POST', '/api/user/profile/upload', { body: form });
    },
    onSuccess: replaceCurrentUser,
  });
}

/**
 * Workout days, streaks and calendars count in the member's zone (DESIGN section 5): when the
 * browser's zone differs from the stored one, the browser's is saved.
 */
export function useSyncTimeZone(storedTimeZone: string) {
  const { mutate } = useUpdateProfile();
  useEffect(() => {
    const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browserTimeZone && browserTimeZone !== storedTimeZone) mutate({ timeZone: browserTimeZone });
  }, [storedTimeZone, mutate]);
}
