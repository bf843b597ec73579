import type { ReactNode } from 'react';
import { Modal } from './modal';
import { useAdminLanguage } from './use-admin-language';

interface FormDialogProps<T> {
  /** What the form edits (a record, or `'new'`); null when the dialog is closed. */
  editing: T | null;
  title: string;
  onClose: () => void;
  /** The form, mounted afresh each time the dialog opens. */
  children: (editing: T) => ReactNode;
}

/** The dialog around an edit form: open while there is something to edit. */
export function FormDialog<T>({ editing, title, onClose, children }: FormDialogProps<T>) {
  return (
    <Modal open={editing !== null} title={title} onClose={onClose}>
      {editing !== null && children(editing)}
    </Modal>
  );
}

/** Cancel and Save at the foot of a dialog's form; Save shows "Saving…" and is disabled while the request runs. */
export function DialogActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useAdminLanguage();
  return (
    <div className="adm-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('common.saving') : t('common.save')}
      </button>
    </div>
  );
}
