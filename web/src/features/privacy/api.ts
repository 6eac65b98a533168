import type { PrivacySettings, UpdatePrivacyBody } from '@contract/privacy.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client.ts';
import { PRIVACY_DEPENDENT_QUERY_KEYS } from '@/lib/privacy-dependent-queries.ts';

export const privacyQueries = {
  all: () => ['/api/user/privacy'] as const,
  settings: () =>
    queryOptions({
      queryKey: privacyQueries.all(),
      queryFn: ({ queryKey, signal }) => getJson<PrivacySettings>(queryKey, signal),
    }),
};

/** Saves one choice; the answer replaces the cached settings, and the feed and board refresh. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePrivacyBody) =>
      apiRequest<PrivacySettings>('PATCH', '/api/user/privacy', { body: changes }),
    onSuccess: (settings) => {
      queryClient.setQueryData(privacyQueries.settings().queryKey, settings);
      return Promise.all(
        PRIVACY_DEPENDENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
