/**
 * The header's category menu: the desktop mega-menu panel and the mobile menu's drill-down.
 * Loaded only when a shopper first reaches for the menu (see category-menu.tsx), so neither the
 * markup nor the categories request weighs on the first load.
 */
import { apiQuery, Link, useApiQuery } from '@ogulf/web-kit';
import { ArrowBackIcon, ChevronEndIcon } from '@ogulf/web-kit/icons';
import { localName, useLanguage } from '@ogulf/web-kit/language';
import { useEffect, useRef } from 'react';
import './category-panels.css';

/** What the menu needs of `GET /api/categories` (active categories, in order, with their subcategories). */
export interface MenuCategory {
  id: string;
  name: string;
  nameAr?: string;
  subcategories: readonly { id: string; name: string; nameAr?: string }[];
}

/** The same query (and cache entry) as the catalogue's category grid. */
export const CATEGORIES_QUERY = apiQuery<MenuCategory[]>('/api/categories');

function useMenuCategories() {
  const reply = useApiQuery(CATEGORIES_QUERY);
  const categories = reply.status === 'success' && Array.isArray(reply.data) ? reply.data : [];
  return { ...reply, categories };
}

/** Loading text, or the failure with a retry button; null once the categories are there. */
function MenuStatus({ state }: { state: ReturnType<typeof useMenuCategories> }) {
  const { t } = useLanguage('shell');
  if (state.status === 'loading')
    return (
      <p className="category-menu__status" role="status" data-testid="category-menu-loading">
        {t('categoryMenu.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className="category-menu__status" role="alert">
        <p>{t('categoryMenu.failed')}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={state.reload}>
          {t('categoryMenu.retry')}
        </button>
      </div>
    );
  return null;
}

export interface MegaPanelProps {
  /** Move focus to the first link once it shows (opened with ArrowDown). */
  focusFirst: boolean;
  onNavigate: () => void;
}

/** Desktop: every category with its subcategories, as plain lists of links. */
export function MegaPanel({ focusFirst, onNavigate }: MegaPanelProps) {
  const { t, lang } = useLanguage('shell');
  const state = useMenuCategories();
  const rootRef = useRef<HTMLDivElement>(null);
  const ready = state.categories.length > 0;

  useEffect(() => {
    if (focusFirst && ready) rootRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [focusFirst, ready]);

  return (
    <div ref={rootRef} className="container category-mega">
      <MenuStatus state={state} />
      {ready && (
        <ul className="category-mega__grid" role="list">
          {state.categories.map((category) => {
            const headingId = `category-mega-${category.id}`;
            return (
              <li key={category.id} className="category-mega__group">
                <Link
                  id={headingId}
                  to={`/category/${category.id}`}
                  className="category-mega__category"
                  onClick={onNavigate}
                >
                  {localName(category, lang)}
                </Link>
                {category.subcategories.length > 0 && (
                  <ul className="category-mega__subs" role="list" aria-labelledby={headingId}>
                    {category.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <Link to={`/subcategory/${sub.id}`} className="category-mega__sub" onClick={onNavigate}>
                          {localName(sub, lang)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/products" className="category-mega__all" onClick={onNavigate}>
        {t('categoryMenu.allProducts')}
        <ChevronEndIcon size={16} className="flip-rtl" />
      </Link>
    </div>
  );
}

/** Where the drill-down stands: the list of categories, or one category's subcategories. */
export type DrillLevel = { kind: 'categories' } | { kind: 'category'; id: string };

export interface DrilldownProps {
  level: DrillLevel;
  onLevel: (level: DrillLevel | null) => void;
  onNavigate: () => void;
  /** After going back to the categories, the category whose button should take focus. */
  returnTo?: string | undefined;
}

/** Mobile: categories, then a category's subcategories, each level with a Back button. */
export function Drilldown({ level, onLevel, onNavigate, returnTo }: DrilldownProps) {
  const { t, lang } = useLanguage('shell');
  const state = useMenuCategories();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const category = level.kind === 'category' ? state.categories.find((c) => c.id === level.id) : undefined;
  const key = level.kind === 'category' ? level.id : 'categories';

  // Each new level takes focus on its heading (announced), or on the category just left.
  useEffect(() => {
    const back = returnTo ? listRef.current?.querySelector<HTMLElement>(`[data-category="${returnTo}"]`) : null;
    (back ?? headingRef.current)?.focus();
  }, [key, returnTo, state.status]);

  if (level.kind === 'category') {
    return (
      <div className="category-drill" data-testid="category-drill">
        <button type="button" className="category-drill__back" onClick={() => onLevel({ kind: 'categories' })}>
          <ArrowBackIcon size={20} className="flip-rtl" />
          {t('categoryMenu.backToCategories')}
        </button>
        <h2 ref={headingRef} tabIndex={-1} className="category-drill__heading">
          {category ? localName(category, lang) : t('categoryMenu.title')}
        </h2>
        <MenuStatus state={state} />
        {category && (
          <ul className="category-drill__list" role="list">
            <li>
              <Link to={`/category/${category.id}`} className="category-drill__item" onClick={onNavigate}>
                {t('categoryMenu.allIn', { name: localName(category, lang) })}
              </Link>
            </li>
            {category.subcategories.map((sub) => (
              <li key={sub.id}>
                <Link to={`/subcategory/${sub.id}`} className="category-drill__item" onClick={onNavigate}>
                  {localName(sub, lang)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div className="category-drill" data-testid="category-drill">
      <button type="button" className="category-drill__back" onClick={() => onLevel(null)}>
        <ArrowBackIcon size={20} className="flip-rtl" />
        {t('categoryMenu.backToMenu')}
      </button>
      <h2 ref={headingRef} tabIndex={-1} className="category-drill__heading">
        {t('categoryMenu.title')}
      </h2>
      <MenuStatus state={state} />
      <ul ref={listRef} className="category-drill__list" role="list">
        {state.categories.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="category-drill__item"
              data-category={item.id}
              onClick={() => onLevel({ kind: 'category', id: item.id })}
            >
              <span>{localName(item, lang)}</span>
              <ChevronEndIcon size={20} className="flip-rtl" />
            </button>
          </li>
        ))}
        <li>
          <Link to="/products" className="category-drill__item" onClick={onNavigate}>
            {t('categoryMenu.allProducts')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
