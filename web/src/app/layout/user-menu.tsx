import type { User } from '@contract/user.ts';
import { LogOut, UserPen } from 'lucide-react';
import { DropdownMenu, MenuAction, MenuSeparator } from '@/components/dropdown-menu.tsx';
import { initialsOf, UserAvatar } from '@/components/user-avatar.tsx';
import { InstallAppMenuItem } from '@/features/app-install/install-app-menu-item.tsx';

interface UserMenuProps {
  user: User;
  onEditProfile: () => void;
  onSignOut: () => void;
  onOpen: () => void;
}

/**
 * The user menu: the display name (or Welcome!), the e-mail, Edit Profile, Install app (while the
 * browser offers it), and Sign Out set apart below a rule, so a stray tap near the avatar never
 * signs a member out.
 */
export function UserMenu({ user, onEditProfile, onSignOut, onOpen }: UserMenuProps) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <DropdownMenu
      label="User menu"
      triggerLabel={user.profileImageUrl ? 'User menu' : `${initialsOf(user)}, user menu`}
      triggerClassName="btn btn-ghost btn-circle btn-sm"
      trigger={<UserAvatar user={user} size="sm" />}
      onOpen={onOpen}
      header={
        <div className="border-b border-base-300 px-3 pb-2 mb-1">
          <p className="break-words font-semibold">{fullName || 'Welcome!'}</p>
          <p className="break-all text-xs opacity-70">{user.email}</p>
        </div>
      }
    >
      <MenuAction onSelect={onEditProfile} icon={<UserPen size={16} aria-hidden />}>
        Edit Profile
      </MenuAction>
      <InstallAppMenuItem />
      <MenuSeparator />
      <MenuAction onSelect={onSignOut} icon={<LogOut size={16} aria-hidden />}>
        Sign Out
      </MenuAction>
    </DropdownMenu>
  );
}
