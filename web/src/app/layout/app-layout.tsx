import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSignOut } from '@/features/auth/api.ts';
import { useSyncTimeZone } from '@/features/profile/api.ts';
import { ProfileEditorDialog } from '@/features/profile/components/profile-editor-dialog.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';

/** The frame of every signed-in page: sticky header, the page, the small-screen bottom bar. */
export function AppLayout() {
  const user = useSignedInUser();
  const signOut = useSignOut();
  const [profileEditorOpen, setProfileEditorOpen] = useState(false);
  useSyncTimeZone(user.timeZone);
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader user={user} onEditProfile={() => setProfileEditorOpen(true)} onSignOut={signOut} />
      <div className="flex-1 pb-20 md:pb-0">
        <Outlet />
      </div>
      <BottomNav />
      <ProfileEditorDialog
        user={user}
        purpose="edit"
        open={profileEditorOpen}
        onClose={() => setProfileEditorOpen(false)}
      />
    </div>
  );
}
