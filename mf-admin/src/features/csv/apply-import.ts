/** `POST /api/admin/import/products/apply`: applies a preview, all or nothing; every cached read is then stale. */
import type { ImportApplied } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';

export function applyImport(previewId: string): Promise<ImportApplied> {
  return adminSend<ImportApplied>('POST', '/api/admin/import/products/apply', { previewId });
}
