import type { User } from '@contract/user.ts';
import { Dumbbell, Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CoachBell } from '@/features/coach/components/coach-bell.tsx';
import { NeedsAttentionLink } from '@/features/outbox/components/needs-attention-link.tsx';
import { PremiumStatus } from '@/features/subscription/components/premium-status.tsx';
import { TrainerBadge } from '@/features/trainers/components/trainer-badge.tsx';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { DAILY_LINKS, MAIN_LINKS } from './main-links.ts';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  user: User;
  onEditProfile: () => void;
  onSignOut: () => void;
}

/**
 * The sticky header of every signed-in page. Its menu lists every area at every width, so each
 * is two taps away from any page; wide screens also show the daily areas inline.
 */
export function AppHeader({ user, onEditProfile, onSignOut }: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuArea = useRef<HTMLDivElement>(null);

  useDismiss(menuOpen, menuArea, () => setMenuOpen(false));

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/90 backdrop-blur">
      <div ref={menuArea}>
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
          </button>
          <Link
            to={paths.dashboard.getHref()}
            className="touch-target flex items-center gap-2 text-lg font-extrabold"
          >
            <Dumbbell className="text-primary" aria-hidden />
            <span>FitTrack</span>
          </Link>

          <nav aria-label="Main" className="ml-2 hidden md:block lg:ml-4">
            <ul className="flex items-center">
              {DAILY_LINKS.map(({ label, href }) => (
                <li key={href}>
                  <NavLink
                    to={href}
                    end
                    className={({ isActive }) =>
                      `btn btn-ghost btn-sm px-2 lg:px-3 ${isActive ? 'text-primary' : ''}`
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-1">
            <PremiumStatus />
            <NeedsAttentionLink />
            <TrainerBadge />
            <CoachBell />
            <UserMenu
              user={user}
              onEditProfile={onEditProfile}
              onSignOut={onSignOut}
              onOpen={() => setMenuOpen(false)}
            />
          </div>
        </div>

        {menuOpen && (
          <nav id="main-menu" aria-label="Menu" className="border-t border-base-300">
            <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-1 p-2 sm:grid-cols-2 md:grid-cols-5">
              {MAIN_LINKS.map(({ label, href, icon: Icon }) => (
                <li key={href}>
                  <NavLink
                    to={href}
                    end
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-3 rounded-field px-3 py-2 hover:bg-base-300 ${isActive ? 'bg-base-300 text-primary' : ''}`
                    }
                  >
                    <Icon size={18} aria-hidden />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
