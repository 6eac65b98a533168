import type { User } from '@contract/user.ts';
import { UserPen } from 'lucide-react';
import { DropdownMenu, MenuAction } from '@/components/dropdown-menu.tsx';
import { initialsOf, UserAvatar } from '@/components/user-avatar.tsx';

/** The user menu: the display name (or Welcome!), the e-mail, and Edit Profile. */
export function UserMenu({ user, onEditProfile }: { user: User; onEditProfile: () => void }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <DropdownMenu
      label="User menu"
      triggerLabel={user.profileImageUrl ? 'User menu' : `${initialsOf(user)}, user menu`}
      triggerClassName="btn btn-ghost btn-circle btn-sm"
      trigger={<UserAvatar user={user} size="sm" />}
      header={
        <div className="border-b border-base-300 px-3 pb-2 mb-1">
          <p className="truncate font-semibold">{fullName || 'Welcome!'}</p>
          <p className="truncate text-xs opacity-70">{user.email}</p>
        </div>
      }
    >
      <MenuAction onSelect={onEditProfile} icon={<UserPen size={16} aria-hidden />}>
        Edit Profile
      </MenuAction>
    </DropdownMenu>
  );
}
