/**
 * `POST /api/upload-image` (multipart `image` + `category`). The reply is `{ success, path, error }`
 * rather than the usual envelope; a failure throws the server's error, else "Upload failed", or
 * "Failed to upload file" when the request itself failed (spec section 8).
 */
import type { UploadReply as UploadSuccess } from '@ogulf/contracts';
import { ApiError } from '@ogulf/web-kit';
import { noteSessionError } from '../../shared/session-store';

export type UploadFolder = 'products' | 'categories' | 'subcategories' | 'testimonials' | 'general' | 'blog' | 'hero';

/** The reply read loosely: the success shape of @ogulf/contracts, or an error as a text or `{ message }`. */
type UploadReply = Partial<UploadSuccess> & { error?: string | { message?: string } };

export async function uploadImage(file: Blob, category: UploadFolder, fileName = 'image'): Promise<string> {
  const form = new FormData();
  form.append('image', file, fileName);
  form.append('category', category);
  // Read by hand: the reply is not the `{ success, data }` envelope. No cached read changes until
  // the record using the picture is saved (through apiSend).
  let response: Response;
  try {
    response = await fetch('/api/upload-image', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new Error('Failed to upload file');
  }
  const reply = (await response.json().catch(() => null)) as UploadReply | null;
  if (response.ok && reply?.success && typeof reply.path === 'string') return reply.path;
  if (response.status === 401) noteSessionError(new ApiError(401, ''));
  const message = typeof reply?.error === 'string' ? reply.error : reply?.error?.message;
  throw new Error(message || 'Upload failed');
}
