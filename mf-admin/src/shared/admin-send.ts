import { apiSend } from '@ogulf/web-kit';
import { noteSessionError } from './session-store';

/** `apiSend` for admin writes: a 401 ends the session; every error is rethrown for the form to show. */
export async function adminSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  try {
    return await apiSend<T>(method, path, body);
  } catch (error) {
    throw noteSessionError(error);
  }
}
