import { useEffect } from 'react';
import { useApiGet } from '@ogulf/web-kit';
import { noteSessionError } from './session-store';

/** `useApiGet` for admin reads: a 401 ends the session (the dashboard then goes to the login page). */
export function useAdminGet<T>(path: string | null) {
  const reply = useApiGet<T>(path);
  const { error } = reply;
  useEffect(() => {
    if (error) noteSessionError(error);
  }, [error]);
  return reply;
}
