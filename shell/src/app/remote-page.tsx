import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName, RemotePageProps, RemotePagesModule } from '@ogulf/web-kit';
import { PageLoading } from '../layout/page-loading';
import { LazyNotFoundPage } from '../pages/lazy-not-found-page';
import { forgetRemote, isChunkLoadError, loadRemoteModule } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useServerRender, type ServerRender } from './server-render';

type LazyPages = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One lazy component per remote, so moving between two pages of the same remote keeps it mounted.
const pagesByRemote = new Map<RemoteName, LazyPages>();

// When each remote last re-resolved its manifest by itself after a chunk failed. At most one such
// attempt per remote in this interval: if the current build fails too, the panel shows.
const RECOVERY_INTERVAL_MS = 30_000;
const lastRecovery = new Map<RemoteName, number>();

function pagesOf(remote: RemoteName): LazyPages {
  let pages = pagesByRemote.get(remote);
  if (!pages) {
    pages = lazy(() => loadRemoteModule<RemotePagesModule>(remote, 'pages'));
    pagesByRemote.set(remote, pages);
  }
  return pages;
}

/**
 * On the server, the remote's page module given to the render (no lazy loading). A remote that is
 * missing or failed to load throws inside the Suspense boundary: React sends the boundary's
 * fallback and the browser renders that part.
 */
function ServerPages({ server, remote, notFound }: { server: ServerRender; remote: RemoteName } & RemotePageProps) {
  const loaded = server.remotes[remote];
  if (!loaded || loaded instanceof Error) {
    server.clientRendered(remote);
    throw loaded ?? new Error(`remote "${remote}" is not loaded on the server`);
  }
  server.rendering(remote);
  const Pages = loaded.default;
  return <Pages notFound={notFound} />;
}

/**
 * Marks `<html data-page-ready="<remote>">` once the remote's part of the page is live: rendered in
 * the browser, or the server's markup hydrated (an effect runs only then). Tests and performance
 * marks wait for it before they act on the page.
 */
function PageReady({ remote }: { remote: RemoteName }) {
  useEffect(() => {
    document.documentElement.dataset['pageReady'] = remote;
    return () => {
      if (document.documentElement.dataset['pageReady'] === remote)
        delete document.documentElement.dataset['pageReady'];
    };
  }, [remote]);
  return null;
}

/**
 * A route owned by a remote: Suspense while it loads, and an error boundary keyed by remote with Retry.
 * A chunk that fails to load (the build this tab started with was replaced and pruned) first makes the
 * shell re-resolve the remote's manifest once, silently; only if that fails too does Retry show.
 */
export function RemotePage({ remote }: { remote: RemoteName }) {
  const server = useServerRender();
  const [attempt, setAttempt] = useState(0);
  const Pages = server ? null : pagesOf(remote);
  const retry = () => {
    pagesByRemote.delete(remote);
    void forgetRemote(remote)
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  };
  const recover = (error: unknown): boolean => {
    const last = lastRecovery.get(remote) ?? -Infinity;
    if (!isChunkLoadError(error) || performance.now() - last < RECOVERY_INTERVAL_MS) return false;
    lastRecovery.set(remote, performance.now());
    retry();
    return true;
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry} recover={recover}>
      <Suspense fallback={<PageLoading />}>
        {/* The same boundaries on the server as in the browser, so the server's HTML hydrates. */}
        {server ? (
          <ServerPages server={server} remote={remote} notFound={<LazyNotFoundPage />} />
        ) : (
          Pages && <Pages notFound={<LazyNotFoundPage />} />
        )}
        <PageReady remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
