import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once they come near the viewport, so sections below the fold (and their
 * lazily imported code) load while the member scrolls instead of with the first screen.
 */
export function WhenVisible({
  children,
  placeholderHeight,
}: {
  children: ReactNode;
  placeholderHeight: number;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = (
    <div className="skeleton rounded-box" style={{ minHeight: placeholderHeight }} aria-hidden />
  );
  return (
    <div ref={anchor}>{visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>
  );
}
