import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addNamespace, useNavigate } from '@ogulf/web-kit';
import { AlertIcon, SearchIcon } from '@ogulf/web-kit/icons';
import { productHref } from '../../data/product-slug';
import { SEARCH_LIMIT, useProductSearch } from '../../data/search-products';
import type { ProductSummary } from '../../data/types';
import en from '../../i18n/en.json';
import ar from '../../i18n/ar.json';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { DialogHead } from '../../shared/dialog-head';
import { SearchResult } from './search-result';
import { useDebouncedValue } from './use-debounced-value';
import './search-dialog.css';

addNamespace('catalog', { en, ar });

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

interface Shown {
  /** The query these results answer. */
  term: string;
  items: ProductSummary[];
}

/**
 * Exposed as `catalog/search-dialog`; the shell opens it from the search icon. A native modal
 * <dialog> traps focus and closes on Escape; the input is a combobox over the results listbox
 * (focus stays in the input, `aria-activedescendant` names the active result).
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t, lang } = useCatalogLanguage();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const listId = useId();
  const statusId = useId();

  const [query, setQuery] = useState('');
  const typed = query.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Clearing the field shows the hint at once; only searches wait for a pause in typing.
  const term = typed ? debounced : '';
  const search = useProductSearch(term);

  // While a new query is typed or loads, the last results stay up (dimmed) instead of blinking away.
  const last = useRef<Shown | null>(null);
  if (!typed) last.current = null;
  else if (search.status === 'success' && term)
    last.current = { term, items: Array.isArray(search.data) ? search.data.slice(0, SEARCH_LIMIT) : [] };
  const shown = typed ? last.current : null;
  const settled = Boolean(shown) && shown?.term === typed && search.status === 'success';
  const failed = Boolean(typed) && term === typed && search.status === 'error';
  const pending = Boolean(typed) && !settled && !failed;

  const [activeFor, setActiveFor] = useState<{ term: string; index: number }>({ term: '', index: -1 });
  const items = failed ? [] : (shown?.items ?? []);
  const active = shown && activeFor.term === shown.term && activeFor.index < items.length ? activeFor.index : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      input.current?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);

  // Keeps the active result in view when the arrow keys move it (not when the pointer does).
  const movedByKey = useRef(false);
  useEffect(() => {
    if (active >= 0 && movedByKey.current) {
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
    }
    movedByKey.current = false;
  }, [active, listId]);

  // "View All Products" lists every match of what is typed (`/products?q=`), or every product.
  const resultsHref = typed ? `/products?q=${encodeURIComponent(typed)}` : '/products';

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!shown || items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = active === -1 ? (step === 1 ? -1 : items.length) : active;
        movedByKey.current = true;
        setActiveFor({ term: shown.term, index: (from + step + items.length) % items.length });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const product = items[active];
        // Enter on a result opens it; with none chosen, the results page lists every match.
        if (product) go(productHref(product));
        else if (typed) go(resultsHref);
        return;
      }
      case 'Escape':
        // Also stops the search field's own Escape (clearing the text): the spec closes the dialog.
        event.preventDefault();
        onClose();
        return;
      default:
    }
  };

  let status: string;
  if (!typed) status = t('search.hint');
  else if (failed) status = '';
  else if (settled && items.length === 0) status = t('search.noResults', { query: shown?.term });
  else if (items.length > 0) status = t('search.found', { count: items.length });
  else status = t('search.searching');

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-labelledby={titleId}
      data-testid="search-dialog"
      onClose={() => {
        setQuery('');
        setActiveFor({ term: '', index: -1 });
        onClose();
      }}
      // A click on the backdrop (outside the panel) closes, as on most sites.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-dialog__panel">
        <DialogHead
          block="search-dialog"
          titleId={titleId}
          title={t('search.title')}
          closeLabel={t('search.close')}
          onClose={onClose}
          closeClassName="search-dialog__close"
        />

        <div className="search-dialog__field">
          <SearchIcon size={20} className="search-dialog__field-icon" />
          <input
            ref={input}
            type="search"
            className="search-dialog__input"
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={statusId}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            data-testid="search-input"
          />
          {pending && <span className="search-dialog__spinner" aria-hidden="true" data-testid="search-loading" />}
        </div>

        {/* Scrolls when the results are long: focusable, so a keyboard can scroll it too. */}
        <div
          className="search-dialog__body"
          role="region"
          aria-label={t('search.results')}
          tabIndex={0}
          aria-busy={pending}
        >
          <p id={statusId} className="search-dialog__status" role="status" data-testid="search-status">
            {status}
          </p>
          {failed && (
            <div className="search-dialog__error" role="alert" data-testid="search-error">
              <AlertIcon size={20} />
              <p>{t('search.error')}</p>
              <button type="button" className="btn btn-outline btn-sm" onClick={search.reload}>
                {t('search.retry')}
              </button>
            </div>
          )}
          {settled && items.length === 0 && <p className="search-dialog__hint">{t('search.noResultsHint')}</p>}
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.results')}
            className={`search-dialog__results${pending ? ' search-dialog__results--stale' : ''}`}
            hidden={items.length === 0}
          >
            {items.map((product, index) => (
              <SearchResult
                key={product.id}
                product={product}
                id={optionId(index)}
                active={index === active}
                lang={lang}
                t={t}
                onPick={() => go(productHref(product))}
                onPoint={() => {
                  if (shown && index !== active) setActiveFor({ term: shown.term, index });
                }}
              />
            ))}
          </ul>
        </div>

        <div className="search-dialog__foot split-row">
          <p className="search-dialog__keys" aria-hidden="true">
            {t('search.keys')}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => go(resultsHref)}
            data-testid="search-view-all"
          >
            {t('search.viewAll')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
