import { useEffect, useState } from 'react';

export type WakeLockStatus = 'unsupported' | 'on' | 'off' | 'refused';

const supported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/**
 * Keeps the screen on while `wanted` (Screen Wake Lock API, where the browser has it), so the
 * phone does not sleep mid-run and stop the GPS. The browser drops the lock whenever the page is
 * hidden; it is taken again when the page is visible.
 */
export function useWakeLock(wanted: boolean): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() => (supported() ? 'off' : 'unsupported'));

  useEffect(() => {
    if (!wanted || !supported()) return;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let cancelled = false;

    const acquire = async () => {
      if (cancelled || sentinel || requesting || document.visibilityState !== 'visible') return;
      requesting = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setStatus('on');
        lock.addEventListener('release', () => {
          sentinel = null;
          if (!cancelled) setStatus('off');
        });
      } catch {
        // Refused (battery saver, no user gesture yet, a headless browser): tracking goes on without it.
        if (!cancelled) setStatus('refused');
      } finally {
        requesting = false;
      }
    };

    void acquire();
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      sentinel?.release().catch(() => {});
      sentinel = null;
      setStatus('off');
    };
  }, [wanted]);

  return status;
}
