import {
  createContext,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ShownToast extends ToastInput {
  id: number;
}

/** One toast at a time, shown for 5000 ms, swipe right 50 px to dismiss, F8 to reach. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}

// Kept: sonner and Radix Toast take the landing page to 111 and 113 KB gzipped, past its 110 KB budget.
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const nextId = useRef(0);
  const regionRef = useRef<HTMLElement>(null);

  const show = useCallback((toast: ToastInput) => {
    nextId.current += 1;
    setCurrent({ ...toast, id: nextId.current });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        className="toast toast-end toast-bottom z-[100] mb-16 outline-none md:mb-0"
      >
        {current && <ToastCard key={current.id} toast={current} onDismiss={dismiss} />}
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  const swipe = useMemo(
    () => ({
      onPointerDown: (event: PointerEvent) => {
        start.current = event.clientX;
      },
      onPointerMove: (event: PointerEvent) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
      },
      onPointerUp: () => {
        if (offset > SWIPE_THRESHOLD_PX) onDismiss();
        else setOffset(0);
        start.current = null;
      },
    }),
    [offset, onDismiss],
  );

  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={`alert max-w-sm touch-pan-y items-start shadow-lg ${destructive ? 'alert-error' : 'bg-base-300'}`}
      style={{ transform: `translateX(${offset}px)` }}
      {...swipe}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm opacity-90">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <DismissMark />
      </button>
    </div>
  );
}

/**
 * Lucide's X, drawn here: the toasts are in the app's first chunk, and one icon from the icon
 * library would bring the library's shared code, and with it every screen's icons, into that chunk.
 */
function DismissMark() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}
