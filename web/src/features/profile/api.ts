import type { Units } from '@contract/units.ts';
import type { UpdateProfileBody, User } from '@contract/user.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api/client.ts';
import { whenAppSettles } from '@/lib/app-settled.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import { refreshAfter } from '@/lib/query-keys.ts';
import { readBrowserTimeZone } from '@/lib/time-zone/browser-time-zone.ts';
import { browserUnits } from '@/lib/units.ts';

/** The cached member is replaced by the server's answer at once, then refreshed. */
function useReplaceCurrentUser() {
  const queryClient = useQueryClient();
  return async (user: User) => {
    queryClient.setQueryData(currentUserQuery().queryKey, user);
    await refreshAfter(queryClient, 'profileSaved');
  };
}

export function useUpdateProfile() {
  const replaceCurrentUser = useReplaceCurrentUser();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi('updateProfile', { body }),
    onSuccess: replaceCurrentUser,
  });
}

/** The picture and the names in one multipart request. */
export function useUploadProfilePicture() {
  const replaceCurrentUser = useReplaceCurrentUser();
  return useMutation({
    mutationFn: ({ file, firstName, lastName }: { file: File; firstName: string; lastName: string }) =>
      callApi('uploadProfilePicture', {
        body: { fields: { firstName, lastName }, files: { profileImage: file } },
      }),
    onSuccess: replaceCurrentUser,
  });
}

/**
 * What the browser tells about the member, saved in one request when the profile needs it:
 * - A workout day is the member's local calendar day, so workout days, streaks and calendars count
 *   in their zone: when the browser's zone differs from the stored one, the browser's is saved.
 * - Units the member never chose start as the browser's language suggests (imperial for a United
 *   States locale, metric otherwise); from then on only the member changes them, in Settings.
 */
export function useSyncBrowserSettings(stored: Pick<User, 'timeZone' | 'units'>) {
  const { mutate } = useUpdateProfile();
  const queryClient = useQueryClient();
  const { timeZone: storedTimeZone, units: storedUnits } = stored;
  useEffect(() => {
    let current = true;
    // After the first screen, which the profile's save and the member's new answer would redraw.
    void whenAppSettles(queryClient)
      .then(readBrowserTimeZone)
      .then((browserTimeZone) => {
        if (!current) return;
        const changes: { timeZone?: string; units?: Units } = {};
        if (browserTimeZone && browserTimeZone !== storedTimeZone) changes.timeZone = browserTimeZone;
        if (storedUnits === null) changes.units = browserUnits();
        if (changes.timeZone !== undefined || changes.units !== undefined) mutate(changes);
      });
    return () => {
      current = false;
    };
  }, [storedTimeZone, storedUnits, mutate, queryClient]);
}
