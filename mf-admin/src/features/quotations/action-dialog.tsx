import { useId, useState, type ReactNode } from 'react';
import { Modal } from '../../shared/modal';
import { serverProblem } from '../../shared/server-problem';
import { useAdminLanguage } from '../../shared/use-admin-language';

interface ActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; a refusal keeps the dialog open with the server's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  danger?: boolean;
}

/**
 * "Send / withdraw this quotation?" before an action the customer will notice. Focus starts on
 * Cancel, so Enter never sends by accident.
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
      <div className="adm-actions">
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
                setError(serverProblem(failure, t('errors.saveFailed')).message);
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
