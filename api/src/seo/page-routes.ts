import {
  isObjectId,
  MAX_SLUG_LENGTH,
  QUOTE_PATH,
  remoteOfFixedPath,
  ROUTE_TABLE,
  SLUG_PATTERN,
  type RemoteName,
} from '@ogulf/contracts';
import { SITE_PAGES, type Localized, type SitePage } from '@ogulf/site-files';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { ARTICLES_CACHE_TAG } from '../content/routes';

/** What a storefront path is, as far as its head tags go (the shell's route table, seen from the server). */
export type PageRoute =
  | { kind: 'fixed'; page: SitePage }
  | { kind: 'private'; path: string; name: Localized; admin: boolean }
  | { kind: 'product'; idOrSlug: string }
  | { kind: 'category'; idOrSlug: string }
  | { kind: 'subcategory'; idOrSlug: string }
  | { kind: 'article'; slug: string }
  | { kind: 'unknown' };

/** Pages shoppers use but search engines must not index (spec: crawler exclusion), and the admin. */
const PRIVATE_PAGES: ReadonlyArray<{ path: string; name: Localized; admin: boolean }> = [
  { path: '/cart', name: { en: 'Your Cart', ar: 'سلة التسوق' }, admin: false },
  { path: '/checkout', name: { en: 'Checkout', ar: 'إتمام الطلب' }, admin: false },
  { path: '/order-confirmation', name: { en: 'Order Confirmation', ar: 'تأكيد الطلب' }, admin: false },
  { path: '/track-order', name: { en: 'Track Your Order', ar: 'تتبع طلبك' }, admin: false },
  { path: '/adm/ogulf', name: { en: 'Admin Sign In', ar: 'تسجيل دخول المسؤول' }, admin: true },
  { path: '/admin', name: { en: 'Admin Dashboard', ar: 'لوحة التحكم' }, admin: true },
];

/** `/quote/:token` (its route-table pattern names the remote that renders it). */
const QUOTE_PAGE = { path: `${QUOTE_PATH}/:token`, name: { en: 'Your Quotation', ar: 'عرض السعر' } } as const;

const FIXED = new Map(SITE_PAGES.map((page) => [page.path, page]));
const PRIVATE = new Map(PRIVATE_PAGES.map((page) => [page.path, page]));

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** An id or slug as the catalogue accepts them (else the page cannot exist). */
function idOrSlug(segment: string | undefined): string | undefined {
  if (segment === undefined || segment.length > MAX_SLUG_LENGTH) return undefined;
  return isObjectId(segment) || SLUG_PATTERN.test(segment) ? segment : undefined;
}

/**
 * The route of a request path (as sent, percent-encoded). Like the shell's router, fixed paths
 * match whatever their case and with one trailing slash.
 */
export function matchRoute(rawPath: string): PageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  const lower = path.toLowerCase();
  const fixed = FIXED.get(lower);
  if (fixed) return { kind: 'fixed', page: fixed };
  const hidden = PRIVATE.get(lower);
  if (hidden) return { kind: 'private', path: hidden.path, name: hidden.name, admin: hidden.admin };
  if (lower.startsWith('/admin/'))
    return { kind: 'private', path: '/admin', name: PRIVATE.get('/admin')!.name, admin: true };

  const segments = path.split('/').slice(1).map(decode);
  if (segments.some((segment) => segment === undefined || segment === '')) return { kind: 'unknown' };
  const [first, second] = segments as string[];
  // A quotation's private page: its token is the customer's alone, so it is never indexed.
  if (segments.length === 2 && first?.toLowerCase() === QUOTE_PATH.slice(1))
    return { kind: 'private', path: QUOTE_PAGE.path, name: QUOTE_PAGE.name, admin: false };
  if (segments.length === 2) {
    const id = idOrSlug(second);
    if (id === undefined) return { kind: 'unknown' };
    if (first?.toLowerCase() === 'product') return { kind: 'product', idOrSlug: id };
    if (first?.toLowerCase() === 'category') return { kind: 'category', idOrSlug: id };
    if (first?.toLowerCase() === 'subcategory') return { kind: 'subcategory', idOrSlug: id };
  }
  if (segments.length === 1 && first !== undefined && first.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(first)) {
    return { kind: 'article', slug: first };
  }
  return { kind: 'unknown' };
}

/** The path pattern of the route table that renders a route of each kind with a parameter. */
const PATTERNS = {
  product: '/product/:slug',
  category: '/category/:id',
  subcategory: '/subcategory/:id',
  article: '/:slug',
} as const;

/** The remote that renders a route (by the storefront's own route table); none for an unknown path. */
export function remoteOf(route: PageRoute): RemoteName | undefined {
  switch (route.kind) {
    case 'product':
    case 'category':
    case 'subcategory':
    case 'article':
      return remoteOfFixedPath(PATTERNS[route.kind]);
    case 'private':
      return route.admin ? remoteOfFixedPath('/admin') : remoteOfFixedPath(route.path);
    case 'fixed':
      return remoteOfFixedPath(route.page.path);
    default:
      return undefined;
  }
}

/** The route table's pattern of a route: the fixed path, or the pattern of its kind. */
function patternOf(route: PageRoute): string | undefined {
  switch (route.kind) {
    case 'fixed':
      return route.page.path;
    case 'private':
      return route.path;
    case 'unknown':
      return undefined;
    default:
      return PATTERNS[route.kind];
  }
}

/**
 * The route's own page chunk in its remote's build (`chunk` of the route table: the lazy import's
 * `webpackChunkName`), whose script the server hints and whose styles a server-rendered page links.
 */
export function pageChunkOf(route: PageRoute): string | undefined {
  const pattern = patternOf(route);
  return pattern === undefined ? undefined : ROUTE_TABLE.find((owner) => owner.path === pattern)?.chunk;
}

/** The read-cache tags of the data a route's head is made from. */
export function cacheTagsOf(route: PageRoute): readonly string[] {
  if (route.kind === 'article') return [ARTICLES_CACHE_TAG];
  if (route.kind === 'fixed' && route.page.path === '/blog') return [ARTICLES_CACHE_TAG, CATALOG_CACHE_TAG];
  return [CATALOG_CACHE_TAG];
}
