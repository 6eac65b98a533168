import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes an open popup (a panel that is not a modal dialog) as menus do: on a tap or click
 * outside `area`, and on Escape.
 */
export function useDismiss(open: boolean, area: RefObject<HTMLElement | null>, close: () => void) {
  // The latest `close`, so a caller may pass a new function at every render.
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) latestClose.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, area]);
}
