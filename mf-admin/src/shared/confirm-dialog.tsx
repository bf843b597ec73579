import { notify } from '@ogulf/web-kit';
import { ActionDialog } from './action-dialog';
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
  return (
    <ActionDialog
      open={subject !== null}
      title={t('confirm.title')}
      confirmLabel={confirmLabel ?? t('common.delete')}
      busyLabel={t('common.deleting')}
      danger
      failureText={t('errors.deleteFailed')}
      onClose={onClose}
      onConfirm={async () => {
        await onConfirm();
        notify.success(doneMessage);
      }}
    >
      <p>{t('confirm.message', { subject })}</p>
    </ActionDialog>
  );
}
