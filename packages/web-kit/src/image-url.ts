/**
 * Image addresses (spec section 7) and the image quality and device tier the page can afford
 * (spec section 9). Pure functions: the navigator and the site address can be passed in, so
 * they are testable without a browser.
 */
import { serverScope } from './server-scope';

/** Widths the server keeps resized variants of (`?w=`); a request snaps up to the next one. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
const MIN_WIDTH = 160;
const MAX_WIDTH = 1200;
/**
 * Qualities the server keeps variants at (`?q=`): the connection rule's 30, 50, 80 and 85. The
 * server snaps any other quality from 30 to 90 to the nearest of these; asking for one directly
 * saves it the snapping and keeps every address the page makes one the server stores.
 */
export const IMAGE_QUALITIES = [30, 50, 80, 85] as const;
/** Where the shop's own images live; a bare file name is taken to be one of them. */
export const SHOP_IMAGE_DIR = '/assets/images/shop/';

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">' +
  '<rect width="400" height="300" fill="#e7f0f2"/>' +
  '<g fill="none" stroke="#1b5e75" stroke-opacity=".55" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M160 122h80v34h-80z"/><path d="M168 156v38M232 156v38M150 194h100"/></g>' +
  '<path d="M182 214h36" stroke="#d4a24c" stroke-width="6" stroke-linecap="round"/></svg>';

/** Shown when there is no image: a small inline SVG (a desk) in the brand's colours, no request. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

export interface ImageUrlOptions {
  /** Display width in CSS px; snapped up to one of `IMAGE_WIDTHS` (only for the shop's own images). */
  width?: number;
  /** Snapped to the nearest of `IMAGE_QUALITIES`; defaults to `connectionQuality()` when a width is asked for. */
  quality?: number;
  /** The site address; defaults to `window.location.origin` ('' without a window). */
  origin?: string;
}

/** The site's own address: during a server render the request's (so the HTML hydrates), else '' outside a browser. */
export function siteOrigin(): string {
  const scope = serverScope();
  if (scope) return scope.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The smallest served width at least `width` wide (the largest when none is). */
export function snapImageWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? MAX_WIDTH;
}

/** The served quality nearest to `quality` (the higher of two equally near). */
export function snapImageQuality(quality: number): number {
  let best: number = IMAGE_QUALITIES[0];
  for (const q of IMAGE_QUALITIES) if (Math.abs(q - quality) <= Math.abs(best - quality)) best = q;
  return best;
}

const FULL_URL = /^(?:https?:\/\/|data:|blob:)/i;

/** True when the value names one of the shop's own images (which have resized variants). */
export function isShopImage(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || FULL_URL.test(trimmed)) return false;
  return !trimmed.startsWith('/assets/') || trimmed.startsWith(SHOP_IMAGE_DIR);
}

/**
 * The spec's image URL rule: empty gives the placeholder; a full URL is used as is; a path under
 * `/assets/` is prefixed with the site address; anything else is a file name under
 * `/assets/images/shop/`. The shop's own images also get `w` and `q` (both snapped to the values
 * the server keeps) for a resized variant.
 */
export function imageUrl(value: string | null | undefined, options: ImageUrlOptions = {}): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return PLACEHOLDER_IMAGE;
  if (FULL_URL.test(trimmed)) return trimmed;
  const origin = options.origin ?? siteOrigin();
  const path = trimmed.startsWith('/assets/') ? trimmed : `${SHOP_IMAGE_DIR}${trimmed.replace(/^(?:\.?\/)+/, '')}`;
  if (!path.startsWith(SHOP_IMAGE_DIR)) return `${origin}${path}`;

  const { width, quality } = options;
  const hasWidth = width !== undefined && Number.isFinite(width) && width > 0;
  const q = quality !== undefined && Number.isFinite(quality) ? quality : hasWidth ? connectionQuality() : undefined;
  if (!hasWidth && q === undefined) return `${origin}${path}`;
  const [pathname = '', search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  if (hasWidth) params.set('w', String(snapImageWidth(width)));
  if (q !== undefined) params.set('q', String(snapImageQuality(q)));
  return `${origin}${pathname}?${params.toString()}`;
}

/** `srcset` candidates of a shop image at each served width from `min` to `max`; '' for other images. */
export function imageSrcSet(
  value: string | null | undefined,
  options: { min?: number; max?: number; quality?: number; origin?: string } = {},
): string {
  if (!isShopImage(value)) return '';
  const { min = MIN_WIDTH, max = MAX_WIDTH } = options;
  const quality = options.quality ?? connectionQuality();
  return IMAGE_WIDTHS.filter((w) => w >= min && w <= max)
    .map((w) => `${imageUrl(value, { width: w, quality, origin: options.origin })} ${w}w`)
    .join(', ');
}

/** The parts of `navigator` these helpers read (Network Information and Device Memory APIs). */
export interface NavigatorLike {
  connection?: { effectiveType?: string; saveData?: boolean } | undefined;
  hardwareConcurrency?: number | undefined;
  deviceMemory?: number | undefined;
}

const currentNavigator = (): NavigatorLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & NavigatorLike);

/** The most a low-tier device asks for: the 3g quality, whatever the connection. */
export const LOW_TIER_MAX_QUALITY = 50;

/**
 * Image quality for the connection (spec section 9): slow-2g/2g 30, 3g 50, 4g 80, unknown 85;
 * on a low-tier device at most `LOW_TIER_MAX_QUALITY`.
 */
export function connectionQuality(nav: NavigatorLike | undefined = currentNavigator()): number {
  const quality = qualityForConnection(nav?.connection?.effectiveType);
  return deviceTier(nav) === 'low' ? Math.min(quality, LOW_TIER_MAX_QUALITY) : quality;
}

function qualityForConnection(effectiveType: string | undefined): number {
  switch (effectiveType) {
    case 'slow-2g':
    case '2g':
      return 30;
    case '3g':
      return 50;
    case '4g':
      return 80;
    default:
      return 85;
  }
}

export type DeviceTier = 'high' | 'medium' | 'low';

/**
 * Device tier (spec section 9): high needs 8 cores and 8 GB, medium 4 and 4, else low. A figure
 * the browser does not report is judged by the other alone (Safari and Firefox have no
 * `deviceMemory`; counting it as missing would put every iPhone on the low tier), and a browser
 * reporting neither is medium.
 */
export function deviceTier(nav: NavigatorLike | undefined = currentNavigator()): DeviceTier {
  const cores = nav?.hardwareConcurrency;
  const memory = nav?.deviceMemory;
  const meets = (need: number) => (cores ?? need) >= need && (memory ?? need) >= need;
  if (cores === undefined && memory === undefined) return 'medium';
  if (meets(8)) return 'high';
  if (meets(4)) return 'medium';
  return 'low';
}

type HeadFetch = (url: string, init: { method: 'HEAD' }) => Promise<{ ok: boolean }>;

/** The spec's existence check: an HTTP HEAD on the image URL; false on any failure. */
export async function imageExists(url: string, fetcher: HeadFetch = (u, init) => fetch(u, init)): Promise<boolean> {
  if (!url || url.startsWith('data:')) return Boolean(url);
  try {
    return (await fetcher(url, { method: 'HEAD' })).ok;
  } catch {
    return false;
  }
}
