import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes. For layouts that must place the same
 * component in a different spot (not just restyle it), where CSS `order` cannot cross containers.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
