import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Called on Escape, a click on the backdrop or the close button. Omit to make it impossible to dismiss. */
  onClose?: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: focus is trapped and returned by the browser, Escape closes it,
 * and the title names it for assistive technology.
 */
export function Dialog({ open, title, description, onClose, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
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
          <button type="submit" onClick={onClose} aria-label="Close dialog">
            close
          </button>
        </form>
      )}
    </dialog>
  );
}
