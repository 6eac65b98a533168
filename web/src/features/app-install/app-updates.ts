/**
 * A new version of the app, announced by its service worker. A new worker installs beside the
 * running one and waits: the page keeps the chunks it started with until the member chooses to
 * reload, and every page of the app reloads as soon as the new worker takes over, so no page ever
 * runs code of two versions.
 */

/** What the app needs of the worker's registration (Workbox's in the browser, a fake in tests). */
export interface UpdateSource {
  /** Calls back when a new version has installed and waits to take over. */
  onWaiting(listener: () => void): void;
  /** Tells the waiting version to take over; false when no version waits (any more). */
  activateWaiting(): boolean;
}

/** The page's view of its workers: which one controls it, and when that changes. */
export interface ControllerSource {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface AppUpdates {
  subscribe(listener: () => void): () => void;
  /** True once a new version waits for the member's reload. */
  getSnapshot(): boolean;
  connect(source: UpdateSource): void;
  /** The member chose to reload: the waiting version takes over, then the page reloads. */
  applyUpdate(): void;
}

export function createAppUpdates(workers: ControllerSource, reload: () => void): AppUpdates {
  const listeners = new Set<() => void>();
  let source: UpdateSource | undefined;
  let updateReady = false;

  // A page without a worker takes its first one as it is: nothing the page runs changes. Any later
  // change of controller is a new version taking over, and the page reloads onto it (every tab).
  let controlled = Boolean(workers.controller);
  workers.addEventListener('controllerchange', () => {
    if (controlled) reload();
    controlled = true;
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => updateReady,
    connect(next) {
      source = next;
      next.onWaiting(() => {
        updateReady = true;
        for (const listener of listeners) listener();
      });
    },
    applyUpdate() {
      // Another tab may have activated it already; this tab's reload then brings the new version.
      if (!source?.activateWaiting()) reload();
    },
  };
}

const noWorkers: ControllerSource = { controller: null, addEventListener: () => {} };

/** This page's updates; inert where service workers do not exist. */
export const appUpdates = createAppUpdates(
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : noWorkers,
  () => window.location.reload(),
);
