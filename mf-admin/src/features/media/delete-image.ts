/** `DELETE /api/delete-image` with `{ path }`: removes an uploaded picture from the server. */
import { adminSend } from '../../shared/admin-send';

export function deleteImage(path: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', '/api/delete-image', { path });
}
