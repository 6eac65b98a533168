import { appUpdates } from './app-updates.ts';

/** How often an open app asks whether a new version was deployed (a long session at the gym). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build generated (vite.config.ts), and reports a new version to
 * the update prompt. Called once the first screen has settled (`whenAppSettles`): the worker's
 * first install downloads every screen. The browser checks for a new version on each page load; an
 * app left open also checks hourly and whenever it comes back to the screen. Workbox's window
 * library is loaded only here, so it never delays the first screen.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  appUpdates.connect({
    onWaiting: (listener) => workbox.addEventListener('waiting', listener),
    activateWaiting() {
      const current = registration;
      if (!current?.waiting) return false;
      // A version deployed while the member decides may finish installing after the one told to
      // take over, which the browser then drops unused: once the member chose to reload, each
      // later version is told too, or the page would wait for a takeover that never comes.
      current.addEventListener('updatefound', () => {
        const next = current.installing;
        next?.addEventListener('statechange', () => {
          if (next.state === 'installed') next.postMessage({ type: 'SKIP_WAITING' });
        });
      });
      workbox.messageSkipWaiting();
      return true;
    },
  });
  registration = await workbox.register();

  const checkForUpdate = () => {
    // Offline, or the server is being deployed: the next check will do.
    registration?.update().catch(() => undefined);
  };
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
