import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from '@ogulf/web-kit';
import { ADMIN_SESSION_CHECK_MS, checkAdminSession, clearAdminSession } from './admin-session';

function isValidNow(): boolean {
  const check = checkAdminSession(localStorage, Date.now());
  if (check.valid) return true;
  clearAdminSession(localStorage);
  console.warn(`[shell] admin session invalid: ${check.reason}`);
  return false;
}

/** The shell's session guard for /admin: checked on entry and every 5 minutes; invalid sessions go to /adm/ogulf. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [valid, setValid] = useState(isValidNow);
  useEffect(() => {
    if (!valid) return undefined;
    const timer = window.setInterval(() => setValid(isValidNow()), ADMIN_SESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [valid]);
  return valid ? children : <Navigate to="/adm/ogulf" replace />;
}
