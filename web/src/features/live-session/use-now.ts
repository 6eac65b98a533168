import { useEffect, useState } from 'react';

/**
 * The current time, redrawn every `intervalMs` and as soon as the tab is shown again. Clocks built
 * on it compute from timestamps, so a held-back timer only delays a redraw, never the time shown.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const update = () => setNow(Date.now());
    const timer = setInterval(update, intervalMs);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [intervalMs]);
  return now;
}
