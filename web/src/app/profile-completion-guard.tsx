import { type ReactNode, useEffect, useState } from 'react';
import { ProfileEditorDialog } from '@/features/profile/components/profile-editor-dialog.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';

/** The page reloads about 500 ms after the completion dialog closes. */
export const RELOAD_AFTER_COMPLETION_MS = 500;

/**
 * Wraps every signed-in route: a member without a first or a last name gets
 * the Complete Your Profile dialog, which cannot be dismissed until both are saved.
 */
export function ProfileCompletionGuard({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const incomplete = !user.firstName?.trim() || !user.lastName?.trim();
  const [completed, setCompleted] = useState(false);

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_COMPLETION_MS);
    return () => clearTimeout(timer);
  }, [completed]);

  return (
    <>
      {children}
      <ProfileEditorDialog
        user={user}
        purpose="complete"
        open={incomplete && !completed}
        onClose={() => setCompleted(true)}
      />
    </>
  );
}
