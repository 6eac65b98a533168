import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { callApi } from '@/lib/api/client.ts';
import { session } from '@/lib/session.ts';

/**
 * Deletes the account for good (`confirm`: the username, typed again). The server ends every
 * session and clears the cookie; this browser then forgets the member as sign-out does (the
 * tokens and every cached answer) and lands on the landing page, where a toast says it is done.
 * No page load, so the toast survives; all of it happens in one turn, so no signed-in screen
 * renders again without its member.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: (confirm: string) => callApi('deleteAccount', { body: { confirm } }),
    onSuccess: () => {
      navigate(paths.landing.getHref(), { replace: true });
      session.clear();
      queryClient.clear();
      toast({
        title: 'Account deleted',
        description: 'Your account and everything in it have been deleted. Thank you for training with us.',
      });
    },
  });
}
