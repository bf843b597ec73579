/**
 * The two CSV exports, read with the admin session's cookie. The replies are files, not the
 * `{ success, data }` envelope the web-kit client reads, so they are fetched here; a refusal
 * throws web-kit's `ApiError` all the same, so `readApiError` words it and a 401 ends the session.
 */
import { ApiError } from '@ogulf/web-kit';
import { saveBlob } from '../../shared/save-blob';
import { noteSessionError } from '../../shared/session-store';

export const PRODUCTS_CSV_PATH = '/api/admin/export/products.csv';

export function ordersCsvPath(from: string, to: string): string {
  return `/api/admin/export/orders.csv?${new URLSearchParams({ from, to }).toString()}`;
}

/** GETs a CSV file and saves it as `fileName` (the browser's download). */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw noteSessionError(new ApiError(response.status, text));
  }
  saveBlob(fileName, await response.blob());
}
