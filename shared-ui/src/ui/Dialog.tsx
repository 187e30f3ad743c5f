import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'alertdialog' for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus moves in and comes back, Tab stays inside, Escape closes. */
export function Dialog({ open, title, onClose, children, actions, role = 'dialog' }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // In the commit that draws or removes the dialog, not after it: a dialog that replaces another (a popup's
  // frame while its code loads, then the popup) would otherwise leave the focus on the page between the two,
  // where a Tab pressed then leaves the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => before?.focus?.();
  }, [open]);

  if (!open) return null;

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    // The innermost dialog owns Tab: a dialog opened from another must not let the outer one move the focus.
    e.stopPropagation();
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="gia-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className="gia-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="gia-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="gia-icon-button" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children && <div className="gia-dialog-body">{children}</div>}
        {actions && <div className="gia-dialog-actions">{actions}</div>}
      </div>
    </div>
  );
}
