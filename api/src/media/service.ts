import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../http/errors';
import { sniffImageType } from './image-type';
import { uploadKey, type UploadStore } from './store';
import type { UploadCategory } from '@ogulf/contracts';

/**
 * The admin's pictures: uploads are checked from their bytes (JPEG, PNG or WebP), capped in
 * pixels, re-encoded to WebP at most 2000 px wide (which also drops their metadata: camera,
 * GPS) and stored under a generated name in the database (`store.ts`: every API instance serves
 * them, each from a copy on its own disk), at `/assets/images/shop/<category>/<name>.webp`.
 */

/** Largest upload: 5 MB of file data. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Largest picture: 40 megapixels (a decoded 40 MP image already takes 160 MB of memory). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const MAX_STORED_WIDTH = 2000;
/** Largest stored picture after re-encoding: one database document must hold it (16 MB at most). */
export const MAX_STORED_BYTES = 12 * 1024 * 1024;
const WEBP_QUALITY = 82;
const SITE_PREFIX = '/assets/images/shop/';

export interface StoredImage {
  /** Site path, e.g. `/assets/images/shop/products/lx3k9a2b-0123456789abcdef.webp`. */
  path: string;
  width: number;
  height: number;
  bytes: number;
}

/** Checks, re-encodes and stores one uploaded picture; answers its site path. */
export async function storeUpload(store: UploadStore, category: UploadCategory, data: Buffer): Promise<StoredImage> {
  if (data.length === 0)
    throw new ValidationError('The file is empty', [{ path: 'image', message: 'The file is empty' }], {
      code: 'EMPTY_FILE',
    });
  const type = sniffImageType(data.subarray(0, 16));
  if (!type)
    throw new UnsupportedMediaTypeError('Only JPEG, PNG or WebP pictures can be uploaded', {
      code: 'UNSUPPORTED_IMAGE_TYPE',
    });

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new ValidationError(
      'The picture could not be read: the file is damaged',
      [{ path: 'image', message: 'Damaged picture' }],
      { code: 'INVALID_IMAGE' },
    );
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (metadata.format !== type || width === 0 || height === 0) {
    throw new ValidationError(
      'The picture could not be read: the file is damaged',
      [{ path: 'image', message: 'Damaged picture' }],
      { code: 'INVALID_IMAGE' },
    );
  }
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new PayloadTooLargeError(
      `The picture has too many pixels (${width} x ${height}): at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
      {
        code: 'TOO_MANY_PIXELS',
      },
    );
  }

  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    encoded = await sharp(data, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ValidationError(
      'The picture could not be read: the file is damaged',
      [{ path: 'image', message: 'Damaged picture' }],
      { code: 'INVALID_IMAGE' },
    );
  }

  if (encoded.data.length > MAX_STORED_BYTES) {
    throw new PayloadTooLargeError(
      `The picture is too detailed to store: ${(encoded.data.length / (1024 * 1024)).toFixed(1)} MB once re-encoded, at most ${MAX_STORED_BYTES / (1024 * 1024)} MB`,
      {
        code: 'TOO_MANY_PIXELS',
      },
    );
  }

  // A new name every time: the time makes them sortable, the random part unguessable.
  const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.webp`;
  await store.save(`${category}/${name}`, encoded.data, { width: encoded.info.width, height: encoded.info.height });
  return {
    path: `${SITE_PREFIX}${category}/${name}`,
    width: encoded.info.width,
    height: encoded.info.height,
    bytes: encoded.data.length,
  };
}

/**
 * Deletes an uploaded picture and its resized variants, on every instance. Only a name the
 * server generated, in one of the upload folders, is accepted; anything else (`../`, an absolute
 * path, another folder, a built-in drawing) is a 400 `INVALID_PATH`. An unknown picture is a 404.
 */
export async function deleteUpload(store: UploadStore, sitePath: string): Promise<void> {
  if (!sitePath.startsWith(SITE_PREFIX)) throw invalidPath();
  const key = uploadKey(sitePath.slice(SITE_PREFIX.length).split('/'));
  if (key === undefined) throw invalidPath();
  if (!(await store.remove(key))) throw new NotFoundError('No such image', { code: 'IMAGE_NOT_FOUND' });
}

function invalidPath(): ValidationError {
  return new ValidationError(
    'Only pictures uploaded through the admin can be deleted: /assets/images/shop/<folder>/<name>.webp',
    [{ path: 'path', message: 'Not an uploaded picture' }],
    { code: 'INVALID_PATH' },
  );
}
