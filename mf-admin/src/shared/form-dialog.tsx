import { createContext, useContext, useState, type ReactNode } from 'react';
import { Modal } from './modal';
import { confirmDiscard, UnsavedChangesScope } from './unsaved-changes';
import { useAdminLanguage } from './use-admin-language';

interface FormDialogProps<T> {
  /** What the form edits (a record, or `'new'`); null when the dialog is closed. */
  editing: T | null;
  title: string;
  onClose: () => void;
  /** The form, mounted afresh each time the dialog opens. */
  children: (editing: T) => ReactNode;
}

/** Closing the dialog around a form: asks "Discard unsaved changes?" first when its form holds changes. */
const CloseRequest = createContext<(() => void) | null>(null);

/**
 * The dialog around an edit form: open while there is something to edit. Escape, the close
 * button and Cancel ask before throwing away changes the form holds (a save closes at once).
 */
export function FormDialog<T>({ editing, title, onClose, children }: FormDialogProps<T>) {
  const [scope] = useState(() => ({}));
  const requestClose = () => {
    void confirmDiscard(scope).then((discard) => {
      if (discard) onClose();
    });
  };
  return (
    <Modal open={editing !== null} title={title} onClose={requestClose}>
      <UnsavedChangesScope scope={scope}>
        <CloseRequest.Provider value={requestClose}>{editing !== null && children(editing)}</CloseRequest.Provider>
      </UnsavedChangesScope>
    </Modal>
  );
}

/**
 * Cancel and Save at the foot of a dialog's form; Save shows "Saving…" and is disabled while the
 * request runs. Inside a `FormDialog`, Cancel closes it as its close button does (asking first).
 */
export function DialogActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useAdminLanguage();
  const requestClose = useContext(CloseRequest);
  return (
    <div className="cluster adm-actions">
      <button type="button" className="btn btn-outline" onClick={requestClose ?? onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('common.saving') : t('common.save')}
      </button>
    </div>
  );
}
