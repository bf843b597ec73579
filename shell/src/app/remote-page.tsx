import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName, RemotePageProps, RemotePagesModule } from '@ogulf/web-kit';
import { PageLoading } from '../layout/page-loading';
import { NotFoundPage } from '../pages/not-found-page';
import { forgetRemote, loadRemoteModule } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';

type LazyPages = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One lazy component per remote, so moving between two pages of the same remote keeps it mounted.
const pagesByRemote = new Map<RemoteName, LazyPages>();

function pagesOf(remote: RemoteName): LazyPages {
  let pages = pagesByRemote.get(remote);
  if (!pages) {
    pages = lazy(() => loadRemoteModule<RemotePagesModule>(remote, 'pages'));
    pagesByRemote.set(remote, pages);
  }
  return pages;
}

/** A route owned by a remote: Suspense while it loads, and an error boundary keyed by remote with Retry. */
export function RemotePage({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const Pages = pagesOf(remote);
  const retry = () => {
    pagesByRemote.delete(remote);
    void forgetRemote(remote)
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Pages notFound={<NotFoundPage />} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
