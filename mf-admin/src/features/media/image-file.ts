/** What the upload accepts (the server checks the bytes again): JPEG, PNG or WebP up to 5 MB. */

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT = UPLOAD_TYPES.join(',');

export type ImageFileProblem = 'empty' | 'type' | 'size';

/** Why a chosen file cannot be uploaded, or null when it can be sent. */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (file.size === 0) return 'empty';
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}
