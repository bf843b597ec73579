/**
 * Whether the server ended the admin session while the dashboard was open (a 401 from an admin call).
 * The dashboard watches it and goes to the login page; the flags are cleared and the reason logged,
 * like the shell's guard does.
 */
import { create } from 'zustand';
import { ApiError } from '@ogulf/web-kit';
import { clearAdminFlags } from './session-flags';

interface SessionState {
  ended: boolean;
  end: () => void;
  reset: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  ended: false,
  end: () => {
    clearAdminFlags(localStorage);
    console.warn('[admin] admin session invalid: server session ended');
    set({ ended: true });
  },
  reset: () => set({ ended: false }),
}));

/** True for the server's "not signed in" answer. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** Ends the session when `error` is a 401; returns the error for rethrowing or showing. */
export function noteSessionError<E>(error: E): E {
  if (isUnauthorized(error)) useSessionStore.getState().end();
  return error;
}
