import type { User } from '@contract/user.ts';
import { Crown, Dumbbell, LogOut, MapPin, Menu, Settings, Trophy, Users, Utensils, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { DropdownMenu, MenuAction, MenuLink } from '@/components/dropdown-menu.tsx';
import { paths } from '@/config/paths.ts';
import { CoachBell } from '@/features/coach/components/coach-bell.tsx';
import { PremiumStatus } from '@/features/subscription/components/premium-status.tsx';
import { apiHref } from '@/lib/api/client.ts';
import { MAIN_LINKS } from './main-links.ts';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  user: User;
  onEditProfile: () => void;
  onSignOut: () => void;
}

/** The sticky header of every signed-in page, with the main navigation. */
export function AppHeader({ user, onEditProfile, onSignOut }: AppHeaderProps) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square md:hidden"
          aria-label={mobileMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileMenuOpen((open) => !open)}
        >
          {mobileMenuOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
        </button>
        <Link to={paths.dashboard.getHref()} className="flex items-center gap-2 text-lg font-extrabold">
          <Dumbbell className="text-primary" aria-hidden />
          <span>FitTrack</span>
        </Link>

        <nav aria-label="Main" className="ml-2 hidden md:block lg:ml-4">
          <ul className="flex items-center">
            {MAIN_LINKS.map(({ label, headerLabel, href }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  end
                  className={({ isActive }) =>
                    `btn btn-ghost btn-sm px-2 lg:px-3 ${isActive ? 'text-primary' : ''}`
                  }
                >
                  {headerLabel ?? label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <PremiumStatus />
          <CoachBell />
          <DropdownMenu label="More">
            <MenuLink to={paths.subscription.getHref()} icon={<Crown size={16} aria-hidden />}>
              Premium
            </MenuLink>
            <MenuLink to={paths.leaderboard.getHref()} icon={<Trophy size={16} aria-hidden />}>
              Leaderboard
            </MenuLink>
            <MenuLink to={paths.mileTracker.getHref()} icon={<MapPin size={16} aria-hidden />}>
              Mile Tracker
            </MenuLink>
            <MenuLink to={paths.community.getHref()} icon={<Users size={16} aria-hidden />}>
              Community
            </MenuLink>
            <MenuLink to={paths.mealPlans.getHref()} icon={<Utensils size={16} aria-hidden />}>
              Meal Plans
            </MenuLink>
            <MenuLink to={paths.settings.getHref()} icon={<Settings size={16} aria-hidden />}>
              Settings
            </MenuLink>
            <MenuAction onSelect={onSignOut} icon={<LogOut size={16} aria-hidden />}>
              Sign Out
            </MenuAction>
          </DropdownMenu>
          <UserMenu user={user} onEditProfile={onEditProfile} />
          <a
            href={apiHref('logout')}
            className="btn btn-ghost btn-sm btn-square"
            aria-label="Sign out"
            title="Sign out"
            onClick={(event) => {
              // The link names the API's logout; the token is cleared first so the landing page it
              // returns to really is signed out.
              event.preventDefault();
              onSignOut();
            }}
          >
            <LogOut size={18} aria-hidden />
          </a>
        </div>
      </div>

      {mobileMenuOpen && (
        <nav id="mobile-menu" aria-label="Menu" className="border-t border-base-300 md:hidden">
          <ul className="flex flex-col p-2">
            {MAIN_LINKS.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  end
                  onClick={() => setMobileMenuOpen(false)}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-field px-3 py-2 ${isActive ? 'bg-base-300 text-primary' : ''}`
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
    </header>
  );
}
