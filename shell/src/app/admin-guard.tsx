import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, STORAGE_KEYS } from '@ogulf/web-kit';
import { PageLoading } from '../layout/page-loading';
import { ADMIN_SESSION_CHECK_MS, checkAdminSession, confirmServerSession, endAdminSession } from './admin-session';

type GuardState = 'confirming' | 'valid' | 'invalid';

// The login the server last confirmed, so moving between admin pages does not ask again within 5 minutes.
let confirmed: { loginTime: string | null; at: number } | undefined;

function flagsValidNow(): boolean {
  const check = checkAdminSession(localStorage, Date.now());
  if (check.valid) return true;
  confirmed = undefined;
  endAdminSession(localStorage, check.reason);
  return false;
}

function recentlyConfirmed(): boolean {
  return (
    confirmed !== undefined &&
    confirmed.loginTime === localStorage.getItem(STORAGE_KEYS.adminLoginTime) &&
    Date.now() - confirmed.at < ADMIN_SESSION_CHECK_MS
  );
}

/**
 * The shell's session guard for /admin: the spec's browser flags are checked on entry and every
 * 5 minutes, and each time confirmed with the server; the page shows only once both agree.
 * An invalid session is cleared, its reason logged, and the user sent to /adm/ogulf.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GuardState>(() =>
    !flagsValidNow() ? 'invalid' : recentlyConfirmed() ? 'valid' : 'confirming',
  );
  const ended = state === 'invalid';
  useEffect(() => {
    if (ended) return undefined;
    let live = true;
    const confirm = () => {
      const loginTime = localStorage.getItem(STORAGE_KEYS.adminLoginTime);
      void confirmServerSession(fetch).then((check) => {
        if (!live) return;
        if (check.valid) {
          confirmed = { loginTime, at: Date.now() };
          setState('valid');
        } else {
          confirmed = undefined;
          endAdminSession(localStorage, check.reason);
          setState('invalid');
        }
      });
    };
    if (!recentlyConfirmed()) confirm();
    const timer = window.setInterval(() => {
      if (flagsValidNow()) confirm();
      else setState('invalid');
    }, ADMIN_SESSION_CHECK_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [ended]);
  if (state === 'invalid') return <Navigate to="/adm/ogulf" replace />;
  return state === 'valid' ? children : <PageLoading />;
}
