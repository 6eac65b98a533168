import { MonitorDown } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { MenuAction } from '@/components/dropdown-menu.tsx';
import { installOffer } from './install-offer.ts';

/**
 * "Install app" in the user menu, only while the browser offers to install FitTrack: not in
 * browsers without the offer (Safari and Firefox install from their own menus), not once installed.
 */
export function InstallAppMenuItem() {
  const offered = useSyncExternalStore(installOffer.subscribe, installOffer.getSnapshot, () => false);
  if (!offered) return null;
  return (
    <MenuAction onSelect={() => void installOffer.install()} icon={<MonitorDown size={16} aria-hidden />}>
      Install app
    </MenuAction>
  );
}
