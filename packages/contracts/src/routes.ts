/**
 * The storefront's route table: which remote renders which path. The shell routes by it in the
 * browser and the API by it on the server (head tags, preloads), so both agree on every path.
 */
import { QUOTE_PATH } from './constants';

/** Federation names of the four remotes (valid JS identifiers). */
export const REMOTE_NAMES = ['catalog', 'cart_checkout', 'blog', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RouteOwner {
  /** wouter path pattern (`:param`, trailing `*`). */
  path: string;
  remote: RemoteName;
}

/** Office furniture landing pages for three locations (spec section 2). */
export const CITY_LANDINGS = ['doha', 'lusail', 'al-waab'] as const;
export type CityLanding = (typeof CITY_LANDINGS)[number];

/** The path of a city's landing page. */
export const cityLandingPath = (city: CityLanding): string => `/office-furniture-${city}`;

/**
 * Every route of the spec and the remote that owns it. The first match wins, so
 * the article catch-all `/:slug` comes last.
 */
export const ROUTE_TABLE: readonly RouteOwner[] = [
  { path: '/', remote: 'catalog' },
  { path: '/products', remote: 'catalog' },
  { path: '/collection', remote: 'catalog' },
  { path: '/product/:slug', remote: 'catalog' },
  { path: '/category/:id', remote: 'catalog' },
  { path: '/subcategory/:id', remote: 'catalog' },
  ...CITY_LANDINGS.map((city) => ({ path: cityLandingPath(city), remote: 'catalog' as const })),
  { path: '/fit-out', remote: 'catalog' },
  { path: '/cart', remote: 'cart_checkout' },
  { path: '/checkout', remote: 'cart_checkout' },
  { path: '/order-confirmation', remote: 'cart_checkout' },
  { path: '/track-order', remote: 'cart_checkout' },
  { path: `${QUOTE_PATH}/:token`, remote: 'cart_checkout' },
  { path: '/contact', remote: 'cart_checkout' },
  { path: '/about', remote: 'blog' },
  { path: '/services', remote: 'blog' },
  { path: '/terms-conditions', remote: 'blog' },
  { path: '/customer-service', remote: 'blog' },
  { path: '/delivery-info', remote: 'blog' },
  { path: '/return-policy', remote: 'blog' },
  { path: '/our-story', remote: 'blog' },
  { path: '/blog', remote: 'blog' },
  { path: '/adm/ogulf', remote: 'admin' },
  { path: '/admin', remote: 'admin' },
  { path: '/admin/*', remote: 'admin' },
  { path: '/:slug', remote: 'blog' },
];

/** The remote that owns a fixed path of the table (no parameters), or undefined. */
export function remoteOfFixedPath(path: string): RemoteName | undefined {
  return ROUTE_TABLE.find((route) => route.path === path)?.remote;
}

/** Admin paths: no WhatsApp button, and the only routes that load the admin remote. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/adm/ogulf' || pathname === '/admin' || pathname.startsWith('/admin/');
}
