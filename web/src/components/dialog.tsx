import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

/** Fields that open the platform's date or time picker as soon as they are focused (on many phones). */
const PICKER_FIELD =
  'input[type="date"], input[type="time"], input[type="datetime-local"], input[type="month"], input[type="week"]';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Called on Escape, a click on the backdrop or the close button. Omit to make it impossible to dismiss. */
  onClose?: () => void;
  children: ReactNode;
  className?: string;
}

// Kept: the native <dialog> does the work; Radix Dialog would add 12 KB gzipped to the dashboard (147/150 KB).
/**
 * A modal on the native <dialog>: the rest of the page is inert while it is open (focus stays
 * inside), Escape closes it, and the title names it for assistive technology. Focus goes back to
 * whatever opened it, also when the dialog is removed rather than closed (the browser only
 * restores focus on close).
 */
export function Dialog({ open, title, description, onClose, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = () => {
      const target = opener.current;
      opener.current = null;
      // After the browser's own restoring, and only to an element still on the page.
      if (target?.isConnected) queueMicrotask(() => target.focus());
    };
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The browser focuses the first control. With nothing to focus yet (content still loading)
      // that is the backdrop's hidden close button; when it is a date or time field, a phone throws
      // up its picker before the member has read the dialog. Either way the dialog itself is the
      // better place, announced by its title.
      const first = document.activeElement;
      if (first?.closest('.modal-backdrop') || first?.matches(PICKER_FIELD)) dialog.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus();
    }
    return () => {
      if (dialog.open) returnFocus();
    };
  }, [open]);

  // Tab from the last control goes to the first, Shift+Tab from the first to the last: the
  // native modal would otherwise let focus leave for the browser's own controls.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('.modal-backdrop') && element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      // Nothing to move to yet (its content is loading): stay in the dialog rather than leave it.
      event.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (!(current instanceof HTMLElement) || !focusable.includes(current)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    } else if (event.shiftKey && current === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      onKeyDown={keepFocusInside}
      className="modal modal-bottom sm:modal-middle focus:outline-none"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {open && (
        <div className={`modal-box ${className}`}>
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm opacity-70">
              {description}
            </p>
          )}
          <div className="mt-4">{children}</div>
        </div>
      )}
      {onClose && (
        <form method="dialog" className="modal-backdrop">
          {/* A click outside closes the dialog; keyboards have Escape, so this is not a tab stop. */}
          <button type="submit" onClick={onClose} aria-label="Close dialog" tabIndex={-1}>
            close
          </button>
        </form>
      )}
    </dialog>
  );
}
