/**
 * `POST /api/admin/import/products` (multipart `file`): what applying the file would do, line by
 * line; nothing is written. Multipart is outside the web-kit client (JSON only), so it is sent
 * here, and a refusal throws web-kit's `ApiError` like the client's.
 */
import type { ImportPreview } from '@ogulf/contracts';
import { ApiError } from '@ogulf/web-kit';
import { noteSessionError } from '../../shared/session-store';

export async function previewImport(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/admin/import/products', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw noteSessionError(new ApiError(response.status, text));
  }
  return ((await response.json()) as { data: ImportPreview }).data;
}
