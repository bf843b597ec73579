import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { forgetRemote, loadRemoteModule } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface SearchDialogModule {
  default: (props: { open: boolean; onClose: () => void }) => ReactNode;
}

/** Loads the catalogue's search dialog only when the shopper first opens it. */
export function SearchLauncher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const Dialog = useMemo(
    () => lazy(() => loadRemoteModule<SearchDialogModule>('catalog', 'search-dialog')),
    // a new lazy component per attempt, so Retry loads afresh
    [attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote="catalog"
      onRetry={() => void forgetRemote('catalog').finally(() => setAttempt((n) => n + 1))}
    >
      <Suspense fallback={null}>
        <Dialog open={open} onClose={onClose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
