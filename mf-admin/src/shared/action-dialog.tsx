import { useId, useState, type ReactNode } from 'react';
import { apiErrorMessage } from '@ogulf/web-kit';
import { Modal } from './modal';
import { useAdminLanguage } from './use-admin-language';

interface ActionDialogProps {
  open: boolean;
  title: string;
  /** What is about to happen (the dialog's description). */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; a refusal keeps the dialog open with the server's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  danger?: boolean;
  /** The message of a refusal the server did not word. */
  failureText?: string;
}

/**
 * "Delete / send / withdraw …?" before an action that cannot be taken back. Focus starts on
 * Cancel, so Enter never confirms by accident; Escape and Cancel are blocked while it runs.
 */
export function ActionDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  danger = false,
  failureText,
}: ActionDialogProps) {
  const { t } = useAdminLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const messageId = useId();
  const close = () => {
    setError('');
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      role="alertdialog"
      size="small"
      busy={busy}
      describedBy={messageId}
    >
      <div id={messageId}>{children}</div>
      {error && (
        <p className="adm-alert adm-alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="cluster adm-actions">
        <button type="button" className="btn btn-outline" onClick={close} disabled={busy} autoFocus>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'btn adm-btn-danger' : 'btn btn-primary'}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError('');
            onConfirm().then(
              () => {
                setBusy(false);
                close();
              },
              (failure: unknown) => {
                setBusy(false);
                setError(apiErrorMessage(failure, failureText ?? t('errors.saveFailed')));
              },
            );
          }}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
