import { useEffect, useState } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTE_TABLE, useLocation, type RouteOwner } from '@ogulf/web-kit';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { SkipLink } from '../layout/skip-link';
import { Toaster } from '../layout/toaster';
import { WhatsAppButton } from '../layout/whatsapp-button';
import { NotFoundPage } from '../pages/not-found-page';
import { AdminGuard } from './admin-guard';
import { RemotePage } from './remote-page';
import { SearchLauncher } from './search-launcher';

function routeElement({ path, remote }: RouteOwner) {
  const page = <RemotePage remote={remote} />;
  return path === '/admin' || path === '/admin/*' ? <AdminGuard>{page}</AdminGuard> : page;
}

/** New page, new scroll position: start at the top like a full page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer Chromium returns a Promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  const [searchOpened, setSearchOpened] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
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
        <Switch>
          {ROUTE_TABLE.map((route) => (
            <Route key={route.path} path={route.path}>
              {routeElement(route)}
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </main>
      <Footer />
      <WhatsAppButton />
      {searchOpened && <SearchLauncher open={searchOpen} onClose={() => setSearchOpen(false)} />}
      <Toaster />
    </>
  );
}
