import { RefreshCw, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { appUpdates } from './app-updates.ts';

/**
 * "Update available": shown when a new version of the app has installed and waits. Reload lets it
 * take over and reloads the page; the member may also put it off (the next launch asks again), so
 * a workout in progress is never interrupted by it. A status region, so screen readers announce it.
 */
export function UpdatePrompt() {
  const updateReady = useSyncExternalStore(appUpdates.subscribe, appUpdates.getSnapshot, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const shown = updateReady && !dismissed;

  return (
    // Just below the header, clear of the bottom bar, the add button and the toasts. The region
    // stays in the page while empty, so its message is announced when it appears.
    <div
      role="status"
      aria-label="App update"
      className="pointer-events-none fixed inset-x-0 top-16 z-[90] flex justify-center px-4"
    >
      {shown && (
        <div className="pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-box border border-base-300 bg-base-200 p-3 shadow-xl">
          <RefreshCw size={18} className="shrink-0 text-primary" aria-hidden />
          <p className="flex-1 text-sm">
            <span className="font-semibold">Update available</span>
            <span className="block opacity-70">A new version of FitTrack is ready.</span>
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              appUpdates.applyUpdate();
            }}
          >
            {reloading ? 'Reloading…' : 'Reload'}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label="Not now"
            onClick={() => setDismissed(true)}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
