import { useId, useState } from 'react';
import { apiErrorMessage, notify } from '@ogulf/web-kit';
import { Modal } from './modal';
import { useAdminLanguage } from './use-admin-language';

interface ConfirmDialogProps {
  /** What is about to be deleted, e.g. "the product “Walnut desk”"; null keeps the dialog closed. */
  subject: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Notification once deleted, e.g. "Product deleted". */
  doneMessage: string;
  confirmLabel?: string;
}

/**
 * "Delete …?" before every delete. Focus starts on Cancel, so Enter never deletes by accident; the
 * dialog stays open with the server's message when the delete is refused (e.g. a category in use).
 */
export function ConfirmDialog({ subject, onConfirm, onClose, doneMessage, confirmLabel }: ConfirmDialogProps) {
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
      open={subject !== null}
      title={t('confirm.title')}
      onClose={close}
      role="alertdialog"
      size="small"
      busy={busy}
      describedBy={messageId}
    >
      <p id={messageId}>{t('confirm.message', { subject })}</p>
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
          className="btn adm-btn-danger"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError('');
            onConfirm().then(
              () => {
                setBusy(false);
                notify.success(doneMessage);
                onClose();
              },
              (failure: unknown) => {
                setBusy(false);
                setError(apiErrorMessage(failure, t('errors.deleteFailed')));
              },
            );
          }}
        >
          {busy ? t('common.deleting') : (confirmLabel ?? t('common.delete'))}
        </button>
      </div>
    </Modal>
  );
}
