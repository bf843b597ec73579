/**
 * "Add from the catalogue": a search box (ARIA combobox) over the admin product list; picking a
 * product adds it as a line with the catalogue's names and price.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { apiQuery, formatPrice } from '@ogulf/web-kit';
import type { AdminProductList, AdminProductView } from '@ogulf/contracts';
import { useAdminGet } from '../../shared/use-admin-get';
import { useAdminLanguage } from '../../shared/use-admin-language';

const RESULTS = 8;
/** Typing pauses this long before the catalogue is asked, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 250;

const searchPath = (text: string) =>
  `/api/admin/products?${new URLSearchParams({ q: text, active: 'true', limit: String(RESULTS) }).toString()}`;

export function ProductPicker({ onPick }: { onPick: (product: AdminProductView) => void }) {
  const { t, lang, pick } = useAdminLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const reply = useAdminGet(searched ? apiQuery<AdminProductList>(searchPath(searched)) : null);
  const results = reply.status === 'success' && searched ? reply.data.items : [];
  const shown = open && searched !== '' && text.trim() !== '';
  const choose = (product: AdminProductView | undefined) => {
    if (!product) return;
    onPick(product);
    setText('');
    setSearched('');
    setOpen(false);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0)
        setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted product; it never submits the quotation.
      event.preventDefault();
      if (shown) choose(results[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const listId = `${id}-list`;
  return (
    <div className="adm-field qt-picker">
      <label htmlFor={`${id}-input`} className="adm-field__label">
        {t('quotations.lines.fromCatalogue')}
      </label>
      <div className="qt-picker__box">
        <input
          id={`${id}-input`}
          type="search"
          className="input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && results[active] ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={t('quotations.lines.searchPlaceholder')}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          className="qt-picker__list"
          hidden={!shown}
          aria-label={t('quotations.lines.results')}
        >
          {shown && reply.status === 'loading' && <li className="qt-picker__note">{t('common.loading')}</li>}
          {shown && reply.status === 'success' && results.length === 0 && (
            <li className="qt-picker__note">{t('quotations.lines.noProducts')}</li>
          )}
          {shown &&
            results.map((product, index) => (
              <li
                key={product.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="qt-picker__option"
                // Picked before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(product);
                }}
              >
                <span>{pick(product.name, product.nameAr)}</span>
                <span className="adm-muted adm-num">
                  {product.price === null ? t('quotations.lines.onRequest') : formatPrice(product.price, lang)}
                </span>
              </li>
            ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="adm-field__hint">
        {t('quotations.lines.searchHint')}
      </p>
    </div>
  );
}
