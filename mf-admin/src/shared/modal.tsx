/**
 * A modal dialog on the native <dialog>: `showModal` makes the rest of the page inert, keeps focus
 * inside, closes on Escape, and gives focus back to the opener when it closes. The content is
 * rendered only while open, so each opening starts fresh.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@ogulf/web-kit/icons';
import { useAdminLanguage } from './use-admin-language';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'large';
  /** Blocks Escape and the close button while a request runs. */
  busy?: boolean;
  describedBy?: string;
}

export function Modal({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  size = 'large',
  busy = false,
  describedBy,
}: ModalProps) {
  const { t } = useAdminLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`adm-modal adm-modal--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <div className="adm-modal__body">
          <div className="split-row adm-modal__head">
            <h2 id={titleId} className="adm-modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              aria-label={t('common.close')}
              onClick={onClose}
              disabled={busy}
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
