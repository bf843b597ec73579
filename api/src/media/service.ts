import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { shopImageDirs, type ShopImageDirs } from '../catalog/shop-images';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../http/errors';
import { sniffImageType } from './image-type';
import { UPLOAD_CATEGORIES, type UploadCategory } from './validators';

/**
 * The admin's pictures: uploads are checked from their bytes (JPEG, PNG or WebP), capped in
 * pixels, re-encoded to WebP at most 2000 px wide (which also drops their metadata: camera,
 * GPS) and stored under a generated name in `<DATA_DIR>/images/shop/<category>/`, where the
 * shop's picture route serves them as `/assets/images/shop/<category>/<name>.webp`.
 */

/** Largest upload: 5 MB of file data. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Largest picture: 40 megapixels (a decoded 40 MP image already takes 160 MB of memory). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const MAX_STORED_WIDTH = 2000;
const WEBP_QUALITY = 82;
const SITE_PREFIX = '/assets/images/shop/';
/** What the server names an upload: base-36 time, a hyphen, 16 random hex digits. */
const GENERATED_NAME = /^[a-z0-9]{6,12}-[0-9a-f]{16}\.webp$/;

export interface StoredImage {
  /** Site path, e.g. `/assets/images/shop/products/lx3k9a2b-0123456789abcdef.webp`. */
  path: string;
  width: number;
  height: number;
  bytes: number;
}

/** Checks, re-encodes and stores one uploaded picture; answers its site path. */
export async function storeUpload(dataDir: string, category: UploadCategory, data: Buffer): Promise<StoredImage> {
  if (data.length === 0) throw new ValidationError('The file is empty', [{ path: 'image', message: 'The file is empty' }], { code: 'EMPTY_FILE' });
  const type = sniffImageType(data.subarray(0, 16));
  if (!type) throw new UnsupportedMediaTypeError('Only JPEG, PNG or WebP pictures can be uploaded', { code: 'UNSUPPORTED_IMAGE_TYPE' });

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new ValidationError('The picture could not be read: the file is damaged', [{ path: 'image', message: 'Damaged picture' }], { code: 'INVALID_IMAGE' });
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (metadata.format !== type || width === 0 || height === 0) {
    throw new ValidationError('The picture could not be read: the file is damaged', [{ path: 'image', message: 'Damaged picture' }], { code: 'INVALID_IMAGE' });
  }
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new PayloadTooLargeError(`The picture has too many pixels (${width} x ${height}): at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`, {
      code: 'TOO_MANY_PIXELS',
    });
  }

  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    encoded = await sharp(data, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ValidationError('The picture could not be read: the file is damaged', [{ path: 'image', message: 'Damaged picture' }], { code: 'INVALID_IMAGE' });
  }

  const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.webp`;
  const folder = path.join(shopImageDirs(dataDir).shop, category);
  await fs.mkdir(folder, { recursive: true });
  // A new name every time, so `wx` never meets an existing file; written then renamed so the
  // picture route never serves half a file.
  const temporary = path.join(folder, `.${name}.tmp`);
  try {
    await fs.writeFile(temporary, encoded.data, { flag: 'wx' });
    await fs.rename(temporary, path.join(folder, name));
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return { path: `${SITE_PREFIX}${category}/${name}`, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data.length };
}

/**
 * Deletes an uploaded picture and its resized variants. Only a name the server generated, in
 * one of the upload folders, is accepted; anything else (`../`, an absolute path, another
 * folder, a built-in drawing) is a 400 `INVALID_PATH`. A missing file is a 404.
 */
export async function deleteUpload(dataDir: string, sitePath: string): Promise<void> {
  const dirs = shopImageDirs(dataDir);
  const { category, name } = parseUploadPath(sitePath);
  const folder = path.join(dirs.shop, category);
  const file = path.resolve(folder, name);
  // The pattern above already rules out escapes; this keeps it true if the pattern ever changes.
  if (path.dirname(file) !== folder) throw invalidPath();
  try {
    await fs.unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFoundError('No such image', { code: 'IMAGE_NOT_FOUND' });
    throw error;
  }
  await removeVariants(dirs, category, name);
}

function parseUploadPath(sitePath: string): { category: UploadCategory; name: string } {
  if (!sitePath.startsWith(SITE_PREFIX)) throw invalidPath();
  const segments = sitePath.slice(SITE_PREFIX.length).split('/');
  if (segments.length !== 2) throw invalidPath();
  const [category, name] = segments as [string, string];
  if (!(UPLOAD_CATEGORIES as readonly string[]).includes(category) || !GENERATED_NAME.test(name)) throw invalidPath();
  return { category: category as UploadCategory, name };
}

/** Resized copies live beside the cache's mirror of the folder as `<name>.w<width>.q<quality>.webp`. */
async function removeVariants(dirs: ShopImageDirs, category: string, name: string): Promise<void> {
  const folder = path.join(dirs.cache, 'shop', category);
  let entries: string[];
  try {
    entries = await fs.readdir(folder);
  } catch {
    return;
  }
  await Promise.all(entries.filter((entry) => entry.startsWith(`${name}.`)).map((entry) => fs.rm(path.join(folder, entry), { force: true })));
}

function invalidPath(): ValidationError {
  return new ValidationError('Only pictures uploaded through the admin can be deleted: /assets/images/shop/<folder>/<name>.webp', [
    { path: 'path', message: 'Not an uploaded picture' },
  ], { code: 'INVALID_PATH' });
}
