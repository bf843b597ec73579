import { z } from 'zod';

/** Folders an upload may go to (`category` of `POST /api/upload-image`), under `images/shop/`. */
export const UPLOAD_CATEGORIES = ['products', 'categories', 'subcategories', 'testimonials', 'general'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** The text fields of the upload form: only `category`. */
export const uploadFields = z.strictObject({
  category: z.enum(UPLOAD_CATEGORIES, `category must be one of ${UPLOAD_CATEGORIES.join(', ')}`),
});

/** `DELETE /api/delete-image`: the site path of an uploaded picture (checked further by the service). */
export const deleteImageBody = z.strictObject({
  path: z.string().min(1, 'Send the path of the image').max(300, 'At most 300 characters'),
});
