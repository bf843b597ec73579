/** `POST /api/admin/logout`: the server deletes the session and clears its cookie. */
import { apiSend } from '@ogulf/web-kit';

export function logout(): Promise<{ loggedOut: boolean }> {
  return apiSend<{ loggedOut: boolean }>('POST', '/api/admin/logout');
}
