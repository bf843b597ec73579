import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@ogulf/web-kit';
import { addNamespace } from '@ogulf/web-kit';
import en from '../../i18n/en.json';
import ar from '../../i18n/ar.json';
import './search-dialog.css';

addNamespace('catalog', { en, ar });

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Exposed as `catalog/search-dialog`; the shell opens it from the search icon. A native <dialog> gives focus trapping and Escape. */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="search-dialog" aria-labelledby={titleId} onClose={onClose} data-testid="search-dialog">
      <div className="search-dialog__head">
        <h2 id={titleId}>{t('search.title')}</h2>
        <button type="button" className="btn btn-ghost" onClick={onClose} aria-label={t('search.close')}>
          ×
        </button>
      </div>
      <input type="search" className="search-dialog__input" placeholder={t('search.placeholder')} aria-label={t('search.label')} autoFocus />
      <p className="search-dialog__hint">{t('search.hint')}</p>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          onClose();
          void navigate('/products');
        }}
      >
        {t('search.viewAll')}
      </button>
    </dialog>
  );
}
