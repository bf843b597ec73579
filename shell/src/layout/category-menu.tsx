/**
 * The header's category menu, the part that ships with the shell: the disclosure button beside
 * "Products" (desktop) and the "Shop by category" row (mobile menu). The panels, their styles and
 * the categories request load on first intent (hover, focus, open), in their own chunk.
 */
import { fetchApi, useTranslation } from '@ogulf/web-kit';
import { ChevronDownIcon, ChevronEndIcon } from '@ogulf/web-kit/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DrillLevel } from './category-panels';
import { disclosureButton } from './disclosure';

const loadPanels = () => import('./category-panels');
const MegaPanel = lazy(() => loadPanels().then((m) => ({ default: m.MegaPanel })));
const Drilldown = lazy(() => loadPanels().then((m) => ({ default: m.Drilldown })));

/** Starts loading the panels and the categories, so the menu opens with both at hand. */
export function preloadCategoryMenu(): void {
  void loadPanels()
    .then((m) => fetchApi(m.CATEGORIES_QUERY))
    .catch(() => undefined); // the panel shows the failure (with a retry) when it opens
}

/** Desktop: the button after "Products" that shows every category and subcategory below the bar. */
export function CategoryMegaMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const panelId = useId();

  // Close on navigation (a link in the panel, back/forward), adjusting state during render.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside closes it (focus leaving it is handled by onBlur below).
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (withFocus: boolean) => {
    preloadCategoryMenu();
    setFocusFirst(withFocus);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      show(true);
    }
  };

  return (
    <li
      ref={rootRef}
      className="site-header__categories"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget)
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        {...disclosureButton(open, panelId)}
        className="site-header__categories-btn"
        aria-label={t('categoryMenu.title')}
        data-testid="category-menu-button"
        onPointerEnter={preloadCategoryMenu}
        onFocus={preloadCategoryMenu}
        onClick={() => (open ? setOpen(false) : show(false))}
      >
        <ChevronDownIcon size={18} />
      </button>
      <div id={panelId} className="site-header__mega" hidden={!open} data-testid="category-mega">
        {open && (
          <Suspense fallback={null}>
            <MegaPanel focusFirst={focusFirst} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </li>
  );
}

export interface CategoryDrillProps {
  level: DrillLevel | null;
  onLevel: (level: DrillLevel | null) => void;
  onNavigate: () => void;
}

/** Mobile: the drill-down, in place of the menu's links while a level is open. */
export function CategoryDrill({ level, onLevel, onNavigate }: CategoryDrillProps) {
  const [returnTo, setReturnTo] = useState<string>();
  if (!level) return null;
  return (
    <Suspense fallback={null}>
      <Drilldown
        level={level}
        returnTo={returnTo}
        onNavigate={onNavigate}
        onLevel={(next) => {
          setReturnTo(level.kind === 'category' && next?.kind === 'categories' ? level.id : undefined);
          onLevel(next);
        }}
      />
    </Suspense>
  );
}

/** The mobile menu's row that opens the drill-down. */
export function ShopByCategoryButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      className="site-header__panel-link site-header__panel-drill"
      data-testid="category-drill-open"
      onPointerEnter={preloadCategoryMenu}
      onFocus={preloadCategoryMenu}
      onClick={() => {
        preloadCategoryMenu();
        onOpen();
      }}
    >
      <span>{t('categoryMenu.title')}</span>
      <ChevronEndIcon size={20} className="flip-rtl" />
    </button>
  );
}
