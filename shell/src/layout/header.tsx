import { badgeCount, COMPANY, useCartCount, useTranslation, Link, NavLink, Tooltip, useLocation } from '@ogulf/web-kit';
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CartIcon, CloseIcon, MenuIcon, PhoneIcon, SearchIcon } from '@ogulf/web-kit/icons';
import { CategoryDrill, CategoryMegaMenu, ShopByCategoryButton } from './category-menu';
import type { DrillLevel } from './category-panels';
import { LanguageSwitch } from './language-switch';
import './brand.css';
import './header.css';
import { disclosureButton } from './disclosure';

/** Main navigation, in order (spec section 2 "Navigation"). */
const NAV_ITEMS = [
  { to: '/', key: 'home' },
  { to: '/about', key: 'about' },
  { to: '/products', key: 'products' },
  { to: '/services', key: 'services' },
  { to: '/contact', key: 'contact' },
] as const;

/** Matches the mobile breakpoint in header.css (spec: 768 px). */
const DESKTOP_QUERY = '(min-width: 768px)';

export interface HeaderProps {
  onOpenSearch: () => void;
}

export function Header({ onOpenSearch }: HeaderProps) {
  const { t } = useTranslation('shell');
  const count = useCartCount();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [drill, setDrill] = useState<DrillLevel | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drillButtonRef = useRef<HTMLLIElement>(null);
  const leftDrill = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // Close on any navigation (including back/forward), adjusting state during render.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    if (open) setOpen(false);
    if (drill) setDrill(null);
  }

  // Back out of the drill-down: focus returns to the row that opened it.
  useEffect(() => {
    if (drill || !leftDrill.current) return;
    leftDrill.current = false;
    drillButtonRef.current?.querySelector('button')?.focus();
  }, [drill]);

  useEffect(() => {
    if (!open) return;

    const { style } = document.body;
    const previousOverflow = style.overflow;
    style.overflow = 'hidden';

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      setDrill(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);

    // Growing past the breakpoint hides the panel: close it so the scroll lock goes too.
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop?.matches) setOpen(false);
    };
    desktop?.addEventListener?.('change', onResize);

    return () => {
      style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener?.('change', onResize);
    };
  }, [open]);

  // Keep Tab inside the open menu: past its last item, wrap to the toggle button.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    const focusables = panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const last = focusables?.[focusables.length - 1];
    if (last && document.activeElement === last) {
      event.preventDefault();
      toggleRef.current?.focus();
    }
  };

  const close = () => {
    setOpen(false);
    setDrill(null);
  };
  const cartLabel = t('nav.cartWithCount', { count });
  const badge = count > 0 ? badgeCount(count) : null;

  return (
    <header className="site-header" data-testid="site-header">
      <div className="container site-header__bar">
        {/* Named by what it shows (label in name, WCAG 2.5.3), then where it goes for screen readers. */}
        <Link to="/" className="site-header__logo brand-logo" onClick={close}>
          <span className="site-header__wordmark brand-logo__wordmark" lang="en" dir="ltr">
            <span className="brand-logo__o">O</span>Gulf
          </span>{' '}
          <span className="site-header__subtitle brand-logo__subtitle">{t('brand.subtitle')}</span>
          <span className="visually-hidden">{t('brand.homeSuffix')}</span>
        </Link>

        <nav className="site-header__nav" aria-label={t('nav.label')} data-testid="nav-desktop">
          <ul className="site-header__links" role="list">
            {NAV_ITEMS.map((item) => (
              <Fragment key={item.to}>
                <li>
                  <NavLink to={item.to} end={item.to === '/'} className="site-header__link">
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
                {item.key === 'products' && <CategoryMegaMenu pathname={location.pathname} />}
              </Fragment>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          <Tooltip label={t('tooltip.search')}>
            <button
              type="button"
              className="site-header__icon-btn icon-badge"
              aria-label={t('nav.search')}
              data-testid="search-button"
              onClick={() => {
                close();
                onOpenSearch();
              }}
            >
              <SearchIcon size={22} />
            </button>
          </Tooltip>

          <Tooltip label={t('tooltip.cart')}>
            <NavLink
              to="/cart"
              className="site-header__icon-btn site-header__cart icon-badge"
              aria-label={cartLabel}
              onClick={close}
            >
              <CartIcon size={22} />
              {badge && (
                <span className="site-header__badge" data-testid="cart-badge" aria-hidden="true">
                  {badge}
                </span>
              )}
            </NavLink>
          </Tooltip>

          <Tooltip label={t('tooltip.language')} align="end">
            <LanguageSwitch className="site-header__lang" />
          </Tooltip>

          <button
            ref={toggleRef}
            {...disclosureButton(open, menuId)}
            className="site-header__icon-btn site-header__toggle icon-badge"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            data-testid="nav-mobile-toggle"
            onClick={() => {
              setOpen((value) => !value);
              setDrill(null);
            }}
          >
            {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
        </div>
      </div>

      <div
        ref={panelRef}
        id={menuId}
        className="site-header__panel"
        hidden={!open}
        data-testid="nav-mobile"
        onKeyDown={onPanelKeyDown}
      >
        <nav aria-label={t('nav.label')}>
          <CategoryDrill
            level={drill}
            onNavigate={close}
            onLevel={(level) => {
              leftDrill.current = level === null;
              setDrill(level);
            }}
          />
          <ul className="site-header__panel-links" role="list" hidden={drill !== null}>
            {NAV_ITEMS.map((item) => (
              <Fragment key={item.to}>
                <li>
                  <NavLink to={item.to} end={item.to === '/'} className="site-header__panel-link" onClick={close}>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
                {item.key === 'products' && (
                  <li ref={drillButtonRef}>
                    <ShopByCategoryButton onOpen={() => setDrill({ kind: 'categories' })} />
                  </li>
                )}
              </Fragment>
            ))}
            <li>
              <NavLink to="/cart" className="site-header__panel-link" aria-label={cartLabel} onClick={close}>
                <span>{t('nav.cart')}</span>
                {badge && (
                  <span className="site-header__panel-count" aria-hidden="true">
                    {badge}
                  </span>
                )}
              </NavLink>
            </li>
          </ul>
        </nav>
        <a className="site-header__panel-call" href={COMPANY.phoneHref}>
          <PhoneIcon size={20} />
          <span>{t('nav.callUs')}</span>
          <span className="ltr" dir="ltr">
            {COMPANY.phone}
          </span>
        </a>
      </div>
    </header>
  );
}
