import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { apiErrorMessage, clearApiCache, Link, NavLink, notify, useLocation, useNavigate } from '@ogulf/web-kit';
import { CloseIcon, MenuIcon, StorefrontIcon } from '@ogulf/web-kit/icons';
import { SignOutIcon } from './frame-icons';
import { logout } from '../features/session/logout';
import { clearAdminFlags } from '../shared/session-flags';
import { isUnauthorized } from '../shared/session-store';
import { useAdminLanguage } from '../shared/use-admin-language';

import { LanguageButton } from './language-button';
import { NAV_SECTIONS, sectionOf } from './nav-sections';
import { ShopName } from './shop-name';
import './frame.css';

/** Where the side navigation stays open beside the content (below it, a drawer behind the menu button). */
const WIDE_QUERY = '(min-width: 900px)';

/**
 * The dashboard's own frame (no shop header or footer): a side navigation with the sections, the
 * shop's name, a link to the shop and sign-out; on phones a top bar whose menu button opens the
 * same navigation as a drawer (Escape, the backdrop or a section closes it; the page behind is inert).
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useAdminLanguage();
  const { pathname } = useLocation();
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const current = sectionOf(pathname);

  // Close on any navigation, adjusting state during render.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const drawer = drawerRef.current;
    (
      drawer?.querySelector<HTMLElement>('nav a[aria-current="page"]') ?? drawer?.querySelector<HTMLElement>('nav a')
    )?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuRef.current?.focus();
    };
    const wide = window.matchMedia?.(WIDE_QUERY);
    const onWide = () => {
      if (wide?.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener?.('change', onWide);
    const { style } = document.body;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener?.('change', onWide);
      style.overflow = overflow;
    };
  }, [open]);

  return (
    <div className={`adm-frame${open ? ' adm-frame--open' : ''}`} data-testid="admin-dashboard">
      <div className="adm-topbar">
        <button
          ref={menuRef}
          type="button"
          className="adm-topbar__menu"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          <span className="visually-hidden">{open ? t('frame.closeMenu') : t('frame.openMenu')}</span>
        </button>
        <span className="adm-topbar__title">
          <span className="adm-topbar__shop">{t('dashboard.title')}</span>
          {current && <span className="adm-topbar__section">{t(`nav.${current.key}`)}</span>}
        </span>
      </div>
      <div className="adm-side">
        <div
          ref={drawerRef}
          id={drawerId}
          className="adm-sidebar"
          data-testid="admin-sidebar"
          onKeyDown={(event) => {
            // Keep Tab inside the open drawer: past its last control, back to the menu button.
            if (!open || event.key !== 'Tab' || event.shiftKey) return;
            const controls = drawerRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
            if (controls && document.activeElement === controls[controls.length - 1]) {
              event.preventDefault();
              menuRef.current?.focus();
            }
          }}
        >
          <Link to="/admin" className="adm-sidebar__brand">
            <ShopName area={t('dashboard.title')} />
          </Link>
          <nav aria-label={t('dashboard.navLabel')} className="adm-sidebar__nav">
            <ul className="adm-nav" role="list">
              {NAV_SECTIONS.map(({ to, key, icon: Icon }) => (
                <li key={key}>
                  <NavLink to={to} end={to === '/admin'} className="adm-nav__link">
                    <Icon size={20} className="adm-nav__icon" />
                    <span>{t(`nav.${key}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="adm-sidebar__foot">
            <Link to="/" className="adm-frame-button">
              <StorefrontIcon size={18} />
              <span>{t('dashboard.viewStore')}</span>
            </Link>
            <LanguageButton />
            <LogoutButton />
          </div>
        </div>
      </div>
      {open && <div className="adm-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div id="admin-content" className="adm-main" tabIndex={-1} inert={open || undefined}>
        {children}
      </div>
    </div>
  );
}

function LogoutButton() {
  const { t } = useAdminLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="adm-frame-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        logout().then(
          () => leave(),
          (error: unknown) => {
            // Already signed out on the server: leave all the same.
            if (isUnauthorized(error)) return leave();
            setBusy(false);
            notify.error(apiErrorMessage(error, t('logout.failed')));
          },
        );
        function leave() {
          clearAdminFlags(localStorage);
          clearApiCache();
          notify.success(t('logout.done'));
          navigate('/adm/ogulf', { replace: true });
        }
      }}
    >
      <SignOutIcon size={18} />
      <span>{busy ? t('logout.busy') : t('logout.label')}</span>
    </button>
  );
}
