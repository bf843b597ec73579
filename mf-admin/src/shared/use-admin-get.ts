import { useEffect } from 'react';
import { useApiQuery, type ApiQuery } from '@ogulf/web-kit';
import { noteSessionError } from './session-store';

/** `useApiQuery` for admin reads: a 401 ends the session (the dashboard then goes to the login page). */
export function useAdminGet<T>(query: ApiQuery<T> | null) {
  const reply = useApiQuery(query);
  const { error } = reply;
  useEffect(() => {
    if (error) noteSessionError(error);
  }, [error]);
  return reply;
}
