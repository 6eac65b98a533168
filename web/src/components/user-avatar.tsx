interface AvatarPerson {
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-12 text-base', lg: 'size-16 text-xl' } as const;

/** "MO" for Maya Okafor; the e-mail's first letter for a member without names. */
export const initialsOf = (user: AvatarPerson) =>
  [user.firstName, user.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase() || user.email.charAt(0).toUpperCase();

/** The member's picture, or their initials on a coloured disc when they have none. */
export function UserAvatar({ user, size = 'md' }: { user: AvatarPerson; size?: keyof typeof SIZES }) {
  const initials = initialsOf(user);
  if (user.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-2 ring-primary/40`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-content`}
    >
      {initials}
    </span>
  );
}
