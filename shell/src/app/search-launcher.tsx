import { lazy, Suspense, useState, type ReactNode } from 'react';
import { forgetRemote, loadRemoteModule } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface SearchDialogModule {
  default: (props: { open: boolean; onClose: () => void }) => ReactNode;
}

const loadDialog = () => lazy(() => loadRemoteModule<SearchDialogModule>('catalog', 'search-dialog'));

/** Loads the catalogue's search dialog only when the shopper first opens it. */
export function SearchLauncher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry loads afresh (setDialog calls loadDialog as an updater).
  const [Dialog, setDialog] = useState(loadDialog);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote="catalog"
      onRetry={() =>
        void forgetRemote('catalog').finally(() => {
          setDialog(loadDialog);
          setAttempt((n) => n + 1);
        })
      }
    >
      <Suspense fallback={null}>
        <Dialog open={open} onClose={onClose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
