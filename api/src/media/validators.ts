export { deleteImageBody, UPLOAD_CATEGORIES, uploadFields } from '@ogulf/contracts';
export type { UploadCategory } from '@ogulf/contracts';
