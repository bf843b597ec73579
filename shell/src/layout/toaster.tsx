/**
 * The shell's toaster for `notify` (web-kit). This part is always mounted and tiny: it follows the
 * notification store and owns the live regions (mounted before a message arrives, so screen
 * readers announce it). The visible toasts load on the first notification, keeping them off the
 * home page's first load.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { currentNotifications, subscribeNotifications, type Notification } from '@ogulf/web-kit';
import { NOTHING_ANNOUNCED, nextAnnouncements } from './toast-announcements';

// Without its chunk (offline), messages are still announced; only the visible toasts are missing.
const ToastStack = lazy(() => import('./toast-stack').catch(() => ({ default: () => null })));

function Said({ note }: { note: Notification | undefined }) {
  return note ? <p key={note.id}>{note.description ? `${note.message} ${note.description}` : note.message}</p> : null;
}

export function Toaster() {
  const notifications = useSyncExternalStore(subscribeNotifications, currentNotifications, currentNotifications);
  const [said, setSaid] = useState(NOTHING_ANNOUNCED);
  const next = nextAnnouncements(said, notifications);
  if (next !== said) setSaid(next);
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);

  return (
    <>
      <div
        className="visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="toast-announcer"
      >
        <Said note={next.polite} />
      </div>
      <div className="visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        <Said note={next.assertive} />
      </div>
      {needed && (
        <Suspense fallback={null}>
          <ToastStack notifications={notifications} />
        </Suspense>
      )}
    </>
  );
}
