import type { UpdatePrivacyBody } from '@contract/privacy.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client.ts';
import { queryPrefixes, refreshAfter } from '@/lib/query-keys.ts';

export const privacyQueries = {
  all: () => queryPrefixes.privacy,
  settings: () =>
    queryOptions({
      queryKey: privacyQueries.all(),
      queryFn: ({ signal }) => callApi('getPrivacySettings', { signal }),
    }),
};

/** Saves one choice; the answer replaces the cached settings, and the feed and board refresh. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePrivacyBody) => callApi('updatePrivacySettings', { body: changes }),
    onSuccess: (settings) => {
      queryClient.setQueryData(privacyQueries.settings().queryKey, settings);
      return refreshAfter(queryClient, 'privacyChanged');
    },
  });
}
