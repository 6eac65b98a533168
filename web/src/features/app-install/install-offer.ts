/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium's browsers), kept so the
 * member can accept it from the app's own menu when they choose; none once the app is installed or
 * runs installed.
 */

/** Not in TypeScript's DOM library: Chromium's event, with the prompt it lets a page show later. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallOffer {
  subscribe(listener: () => void): () => void;
  /** True while the browser offers to install the app and it is not running installed. */
  getSnapshot(): boolean;
  /** Shows the browser's install dialog; the offer is used up either way. */
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

export function createInstallOffer(target: EventTarget, runsInstalled: () => boolean): InstallOffer {
  const listeners = new Set<() => void>();
  let offer: BeforeInstallPromptEvent | undefined;
  const changed = (next: BeforeInstallPromptEvent | undefined) => {
    offer = next;
    for (const listener of listeners) listener();
  };

  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the app's menu instead of the browser's own banner over the page.
    event.preventDefault();
    changed(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => changed(undefined));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => offer !== undefined && !runsInstalled(),
    async install() {
      const shown = offer;
      if (!shown) return 'unavailable';
      changed(undefined);
      await shown.prompt();
      return (await shown.userChoice).outcome;
    },
  };
}

const nowhere = new EventTarget();

/**
 * This page's offer. Created when this module loads, which main.tsx makes happen before the first
 * render: the browser may make its offer before any menu exists.
 */
export const installOffer = createInstallOffer(
  typeof window === 'undefined' ? nowhere : window,
  () => typeof window !== 'undefined' && window.matchMedia('(display-mode: standalone)').matches,
);
