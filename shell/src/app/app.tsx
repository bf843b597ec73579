import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Route, Switch } from 'wouter';
import { isAdminPath, ROUTE_TABLE, useLocation, type RouteOwner } from '@ogulf/web-kit';
import { FooterIsland } from '../layout/footer-island';
import { Header } from '../layout/header';
import { SkipLink } from '../layout/skip-link';
import { Toaster } from '../layout/toaster';
import { WhatsAppButton } from '../layout/whatsapp-button';
import { LazyNotFoundPage } from '../pages/lazy-not-found-page';
import { PageLoading } from '../layout/page-loading';
import { RemotePage } from './remote-page';
import { SearchLauncher } from './search-launcher';

// The dashboard's session guard is code only /admin needs (the dashboard is never server rendered):
// a chunk of its own, so no storefront page and not the sign-in page download it.
const AdminGuard = lazy(() => import('./admin-guard').then(({ AdminGuard }) => ({ default: AdminGuard })));

function routeElement({ path, remote }: RouteOwner) {
  const page = <RemotePage remote={remote} />;
  return path === '/admin' || path === '/admin/*' ? (
    <Suspense fallback={<PageLoading />}>
      <AdminGuard>{page}</AdminGuard>
    </Suspense>
  ) : (
    page
  );
}

/**
 * New page, new scroll position: start at the top like a full page load would. Not on the page as
 * loaded: the browser placed it (at the top, at its #anchor, where a reload left it) and the reader
 * may have scrolled a server-rendered page before its scripts ran; hydration must not undo that.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const loaded = useRef(true);
  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    // Braces matter: newer Chromium returns a Promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Pages() {
  return (
    <Switch>
      {ROUTE_TABLE.map((route) => (
        <Route key={route.path} path={route.path}>
          {routeElement(route)}
        </Route>
      ))}
      <Route>
        <LazyNotFoundPage />
      </Route>
    </Switch>
  );
}

/**
 * The shop's frame (header, footer, WhatsApp button, search) around every storefront page. The
 * admin's pages (`/adm/ogulf`, `/admin*`) bring their own frame from the admin remote, so the
 * shell gives them only the main landmark, the skip link and the toasts.
 */
export function App() {
  const { pathname } = useLocation();
  const [searchOpened, setSearchOpened] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  if (isAdminPath(pathname))
    return (
      <>
        <ScrollToTop />
        {/* The dashboard's content (past its side navigation) is `#admin-content`; the sign-in page has none. */}
        <SkipLink prefer="admin-content" />
        <main id="main" tabIndex={-1} className="main--admin">
          <Pages />
        </main>
        <Toaster />
      </>
    );
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      <Header
        onOpenSearch={() => {
          setSearchOpened(true);
          setSearchOpen(true);
        }}
      />
      <main id="main" tabIndex={-1}>
        <Pages />
      </main>
      <FooterIsland />
      <WhatsAppButton />
      {searchOpened && <SearchLauncher open={searchOpen} onClose={() => setSearchOpen(false)} />}
      <Toaster />
    </>
  );
}
