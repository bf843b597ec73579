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
  /**
   * The page's own chunk in its remote's browser build (`webpackChunkName` of its lazy import in the
   * remote's pages.tsx; rspack-config keeps a `*-page` chunk whole). The server links its styles
   * into a server-rendered page and hints its script, so the page needs no other request to look
   * and work as rendered. None for a page in the remote's `./pages` module itself (the cart).
   */
  chunk?: string;
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
  { path: '/', remote: 'catalog', chunk: 'home-page' },
  { path: '/products', remote: 'catalog', chunk: 'products-page' },
  { path: '/collection', remote: 'catalog', chunk: 'collection-page' },
  { path: '/product/:slug', remote: 'catalog', chunk: 'product-page' },
  { path: '/category/:id', remote: 'catalog', chunk: 'category-page' },
  { path: '/subcategory/:id', remote: 'catalog', chunk: 'subcategory-page' },
  ...CITY_LANDINGS.map((city) => ({ path: cityLandingPath(city), remote: 'catalog' as const, chunk: 'city-page' })),
  { path: '/fit-out', remote: 'catalog', chunk: 'fit-out-page' },
  { path: '/cart', remote: 'cart_checkout' },
  { path: '/checkout', remote: 'cart_checkout', chunk: 'checkout-page' },
  { path: '/order-confirmation', remote: 'cart_checkout', chunk: 'order-confirmation-page' },
  { path: '/track-order', remote: 'cart_checkout', chunk: 'track-order-page' },
  { path: `${QUOTE_PATH}/:token`, remote: 'cart_checkout', chunk: 'quotation-page' },
  { path: '/contact', remote: 'cart_checkout', chunk: 'contact-page' },
  { path: '/about', remote: 'blog', chunk: 'about-page' },
  { path: '/services', remote: 'blog', chunk: 'services-page' },
  { path: '/terms-conditions', remote: 'blog', chunk: 'terms-page' },
  { path: '/customer-service', remote: 'blog', chunk: 'customer-service-page' },
  { path: '/delivery-info', remote: 'blog', chunk: 'delivery-info-page' },
  { path: '/return-policy', remote: 'blog', chunk: 'return-policy-page' },
  { path: '/our-story', remote: 'blog', chunk: 'our-story-page' },
  { path: '/blog', remote: 'blog', chunk: 'blog-page' },
  { path: '/adm/ogulf', remote: 'admin' },
  { path: '/admin', remote: 'admin' },
  { path: '/admin/*', remote: 'admin' },
  { path: '/:slug', remote: 'blog', chunk: 'article-page' },
];

/** The remote that owns a fixed path of the table (no parameters), or undefined. */
export function remoteOfFixedPath(path: string): RemoteName | undefined {
  return ROUTE_TABLE.find((route) => route.path === path)?.remote;
}

/** Admin paths: no WhatsApp button, and the only routes that load the admin remote. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/adm/ogulf' || pathname === '/admin' || pathname.startsWith('/admin/');
}
