import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useSignOut } from '@/features/auth/api.ts';
import { OfflineBanner } from '@/features/offline-cache/components/offline-banner.tsx';
import { OutboxSync } from '@/features/outbox/components/outbox-sync.tsx';
import { useGuardedSignOut } from '@/features/outbox/components/sign-out-guard.tsx';
import { useSyncBrowserSettings } from '@/features/profile/api.ts';
import { ProfileEditorDialog } from '@/features/profile/components/profile-editor-dialog.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { useKeepGymPagesReady } from './keep-gym-pages-ready.ts';

/** The profile editor opens about 1 s after a member's first login in this browser. */
export const PROFILE_EDITOR_SHOWN_FLAG = 'profile-editor-shown';
const AUTO_OPEN_DELAY_MS = 1000;

/** What signed-in pages may ask of the layout (read with `useOutletContext`). */
export interface LayoutContext {
  openProfileEditor: () => void;
}

/** The frame of every signed-in page: connection status, sticky header, the page, the small-screen bottom bar. */
export function AppLayout() {
  const user = useSignedInUser();
  // Writes still on this device are the member's to keep or give up before they sign out.
  const signOut = useGuardedSignOut(useSignOut());
  const [profileEditorOpen, setProfileEditorOpen] = useState(false);
  // One object for the page's whole visit: a new one at every layout render (the member's record
  // renewed, the sign-out guard) would re-render the pages that read it.
  const outletContext = useMemo<LayoutContext>(
    () => ({ openProfileEditor: () => setProfileEditorOpen(true) }),
    [],
  );
  useSyncBrowserSettings(user);
  useKeepGymPagesReady();

  const namesComplete = Boolean(user.firstName?.trim() && user.lastName?.trim());
  useEffect(() => {
    // A member without names gets the completion dialog instead; the editor waits for later.
    if (!namesComplete || localStorage.getItem(PROFILE_EDITOR_SHOWN_FLAG)) return;
    const timer = setTimeout(() => {
      localStorage.setItem(PROFILE_EDITOR_SHOWN_FLAG, new Date().toISOString());
      setProfileEditorOpen(true);
    }, AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [namesComplete]);
  return (
    <div className="flex min-h-screen flex-col">
      <OfflineBanner />
      <AppHeader user={user} onEditProfile={() => setProfileEditorOpen(true)} onSignOut={signOut.signOut} />
      <div className="flex-1 pb-20 md:pb-0">
        <Outlet context={outletContext} />
      </div>
      <BottomNav />
      <OutboxSync userId={user.id} />
      {signOut.confirmation}
      <ProfileEditorDialog
        user={user}
        purpose="edit"
        open={profileEditorOpen}
        onClose={() => setProfileEditorOpen(false)}
      />
    </div>
  );
}
