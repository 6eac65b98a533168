import { NavLink } from 'react-router';
import { DAILY_LINKS } from './main-links.ts';

/** The bottom bar on small screens: Home, Workouts, Progress, Calendar. */
export function BottomNav() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100/95 backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {DAILY_LINKS.map(({ label, barLabel, href, icon: Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              end
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-1 py-2 text-xs ${isActive ? 'text-primary' : 'opacity-70'}`
              }
            >
              <Icon size={20} aria-hidden />
              {barLabel ?? label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
