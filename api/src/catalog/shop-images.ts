import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { figureText } from './figure-text';
import { renderBannerSvg, renderDetailSvg, renderDimensionsSvg, renderProductSvg } from './illustrations';
import type { ImageJob } from './seed-data';

/**
 * The shop's pictures on disk: `<DATA_DIR>/images/shop/` holds the originals (the built-in
 * catalogue's drawings, later the admin's uploads) and `<DATA_DIR>/images/cache/` the resized
 * WebP variants asked for with `?w=&q=`. Files are written to a temporary name and renamed, so
 * a reader never sees half a file and two processes can safely produce the same one.
 */

/**
 * Widths a variant may have (`?w=`); the front end snaps to these, and any other width is a 400
 * (the set never changed, so no page in the wild asks for another).
 */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
/**
 * Qualities variants are made at: the front end's connection rule (30, 50, 80, 85). A `?q=` in
 * the accepted range is snapped to the nearest and answered at once (no redirect: pages the
 * front end made before asked for any quality from 30 to 90, and one round trip per picture is
 * what those visitors would pay). Fixed sets bound one picture to
 * (widths + 1) x qualities stored variants, however many addresses are asked for.
 */
export const VARIANT_QUALITIES = [30, 50, 80, 85] as const;
export const VARIANT_QUALITY = { min: 30, max: 90, default: 80 } as const;

/** The stored quality nearest to `quality` (the higher of two equally near). */
export function snapQuality(quality: number): number {
  let best: number = VARIANT_QUALITIES[0];
  for (const q of VARIANT_QUALITIES) if (Math.abs(q - quality) <= Math.abs(best - quality)) best = q;
  return best;
}

const WEBP_QUALITY = 82;
// Effort 2 draws the whole catalogue about twice as fast as the default 4, for files some 8%
// larger (flat drawings compress to 5-15 KB either way); variants, made one at a time, use 4.
const DRAWING_EFFORT = 2;
const VARIANT_EFFORT = 4;
const MAX_DEPTH = 4;
// A path segment: letters (latin or Arabic), digits, `_`, `-` and dots, never starting with a dot.
const SEGMENT = /^[A-Za-z0-9\u0600-\u06FF_-][A-Za-z0-9\u0600-\u06FF_.-]{0,199}$/;
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

export interface ShopImageDirs {
  /** Originals, `<DATA_DIR>/images/shop`. */
  shop: string;
  /** Variants, `<DATA_DIR>/images/cache`. */
  cache: string;
}

export function shopImageDirs(dataDir: string): ShopImageDirs {
  return { shop: path.join(dataDir, 'images', 'shop'), cache: path.join(dataDir, 'images', 'cache') };
}

export interface RenderReport {
  rendered: number;
  /** Pictures that were already on disk. */
  kept: number;
  ms: number;
}

/**
 * Draws the pictures of `jobs` that are not on disk yet (so a restart costs one `stat` per
 * picture), using as many workers as the machine has cores.
 */
export async function renderMissingImages(dirs: ShopImageDirs, jobs: readonly ImageJob[]): Promise<RenderReport> {
  const started = performance.now();
  const missing: ImageJob[] = [];
  await Promise.all(
    jobs.map(async (job) => {
      if (!(await isFile(path.join(dirs.shop, job.file)))) missing.push(job);
    }),
  );
  let next = 0;
  const worker = async () => {
    for (let job = missing[next++]; job !== undefined; job = missing[next++]) {
      const svg = drawingOf(job);
      const data = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: DRAWING_EFFORT }).toBuffer();
      await writeAtomically(path.join(dirs.shop, job.file), data);
    }
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), missing.length) }, worker));
  return { rendered: missing.length, kept: jobs.length - missing.length, ms: Math.round(performance.now() - started) };
}

function drawingOf(job: ImageJob): string {
  switch (job.type) {
    case 'product':
      return renderProductSvg(job.art);
    case 'detail':
      return renderDetailSvg(job.art);
    case 'dimensions':
      return renderDimensionsSvg(job.art, job.dimensions, figureText);
    case 'banner':
      return renderBannerSvg(job.art);
  }
}

/**
 * The relative path of a shop image from the URL's wildcard (`office-furniture/desk.webp`), or
 * undefined when it cannot name one: `..`, hidden or odd segments, too deep, another extension.
 */
export function parseShopImagePath(value: unknown): string[] | undefined {
  const raw = Array.isArray(value) ? value.join('/') : value;
  if (typeof raw !== 'string' || raw === '') return undefined;
  const segments = raw.split('/');
  if (segments.length > MAX_DEPTH) return undefined;
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) return undefined;
  const extension = path.extname(segments[segments.length - 1]!).toLowerCase();
  return extension in CONTENT_TYPES ? segments : undefined;
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const widthParam = z
  .string()
  .regex(/^\d{1,4}$/, 'Expected a width')
  .transform(Number)
  .refine(
    (width) => (VARIANT_WIDTHS as readonly number[]).includes(width),
    `Expected one of ${VARIANT_WIDTHS.join(', ')}`,
  );

/**
 * `?w=&q=` of a shop image: both optional; anything else, or a value out of range, is a 400. The
 * quality comes out snapped to one of `VARIANT_QUALITIES`.
 */
export const variantQuery = z.strictObject({
  w: widthParam.optional(),
  q: z
    .string()
    .regex(/^\d{1,3}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(VARIANT_QUALITY.min).max(VARIANT_QUALITY.max))
    .transform(snapQuality)
    .optional(),
});

export interface Variant {
  /** Resize to this width (never enlarging); the original width when absent. */
  width: number | undefined;
  quality: number;
}

/** The variant asked for, or undefined for the original file. */
export function toVariant(query: z.output<typeof variantQuery>): Variant | undefined {
  if (query.w === undefined && query.q === undefined) return undefined;
  return { width: query.w, quality: query.q ?? VARIANT_QUALITY.default };
}

/** A file that exists, with what the response needs to describe it. */
export interface ImageFile {
  file: string;
  size: number;
  modified: Date;
  type: string;
}

/** The original at `segments` under the shop folder, or undefined when there is no such file. */
export async function findOriginal(dirs: ShopImageDirs, segments: readonly string[]): Promise<ImageFile | undefined> {
  const file = path.join(dirs.shop, ...segments);
  // The segments cannot climb out, but the check costs nothing and survives future edits.
  if (!file.startsWith(dirs.shop + path.sep)) return undefined;
  const stats = await statFile(file);
  return stats ? { file, size: stats.size, modified: stats.mtime, type: contentTypeOf(file) } : undefined;
}

const pending = new Map<string, Promise<void>>();

/**
 * The WebP variant of `original` (resized to `variant.width`, at `variant.quality`), made with
 * sharp on first request and kept under the cache folder; remade when the original is newer.
 * Concurrent requests for the same variant share one resize.
 */
export async function variantOf(
  dirs: ShopImageDirs,
  segments: readonly string[],
  original: ImageFile,
  variant: Variant,
): Promise<ImageFile> {
  const name = `${segments[segments.length - 1]}.${variant.width === undefined ? 'w0' : `w${variant.width}`}.q${variant.quality}.webp`;
  const file = path.join(dirs.cache, 'shop', ...segments.slice(0, -1), name);
  let stats = await statFile(file);
  if (!stats || stats.mtimeMs < original.modified.getTime()) {
    let job = pending.get(file);
    if (!job) {
      job = (async () => {
        let image = sharp(original.file);
        if (variant.width !== undefined) image = image.resize({ width: variant.width, withoutEnlargement: true });
        await writeAtomically(file, await image.webp({ quality: variant.quality, effort: VARIANT_EFFORT }).toBuffer());
      })().finally(() => pending.delete(file));
      pending.set(file, job);
    }
    await job;
    stats = await statFile(file);
    if (!stats) throw new Error(`The variant ${file} vanished after it was written`);
  }
  return { file, size: stats.size, modified: stats.mtime, type: 'image/webp' };
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

async function statFile(file: string) {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
      return undefined;
    throw error;
  }
}

async function isFile(file: string): Promise<boolean> {
  return (await statFile(file)) !== undefined;
}
