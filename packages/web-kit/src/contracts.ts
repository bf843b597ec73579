/**
 * The written contracts between the shell and the remotes. Remotes never import
 * each other's source: they meet only through these names, the API, and the
 * browser events below.
 */
import type { ReactNode } from 'react';

// The remotes' federation names are part of the route table, which the server reads too.
export { REMOTE_NAMES, type RemoteName } from '@ogulf/contracts/routes';

/** Props the shell passes to every exposed page module. */
export interface RemotePageProps {
  /** The shell's 404 page; a remote renders it when its route matches nothing (for example an unknown article slug). */
  notFound: ReactNode;
}

/** The page module every remote exposes as `./pages`: one component that routes inside its own paths. */
export interface RemotePagesModule {
  default: (props: RemotePageProps) => ReactNode;
}

/** localStorage keys shared by contract (spec section 3). */
export const STORAGE_KEYS = {
  cart: 'cart',
  categories: 'categories',
  subcategories: 'subcategories',
  products: 'products',
  language: 'lang',
  adminLoggedIn: 'adminLoggedIn',
  adminLoginTime: 'adminLoginTime',
  adminUser: 'adminUser',
  adminOtp: 'adminOtp',
  adminOtpTimestamp: 'adminOtpTimestamp',
} as const;

/** Window events shared by contract (spec section 4). */
export const EVENTS = {
  cartUpdated: 'cartUpdated',
  productsUpdated: 'productsUpdated',
  openSearch: 'openSearch',
} as const;

/**
 * Marks a primary action the floating WhatsApp button (the shell's) must never cover: while one
 * reaches into the button's bottom corner (Proceed to Checkout scrolled to the bottom of a phone,
 * the product page's Add to Cart bar), the button rises above it, or steps aside when there is no
 * room. An attribute in the page, so a remote sets it without importing the shell.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';
/** The attribute as JSX props: `<Link {...KEEP_CLEAR_PROPS} ...>`. */
export const KEEP_CLEAR_PROPS = { [KEEP_CLEAR_ATTRIBUTE]: '' } as const;

/** One line of the cart as stored under `cart`: quantity plus product data. */
export interface CartLine {
  quantity: number;
  id: string;
  name: string;
  slug?: string;
  price?: number | null;
  image?: string;
  [extra: string]: unknown;
}

/** What another remote passes to the cart: the product as the catalogue shows it. */
export interface CartProductInput {
  id: string;
  name: string;
  nameAr?: string;
  slug: string;
  /** QAR; null for contact-for-quote products (they go to a quote request, not the cart). */
  price: number | null;
  image?: string;
  contactForQuote?: boolean;
  /** Issue 20: the chosen variant (its SKU, its option values in words); its price is `price`. */
  variantSku?: string;
  variantName?: string;
  variantNameAr?: string;
}

/**
 * `cart_checkout/cart` (exposed by mf-cart-checkout as `./cart`): the cart's commands for other
 * remotes, loaded on first use through `loadSiblingModule`. The cart store stays the one
 * source of truth; it persists under `STORAGE_KEYS.cart` and fires `EVENTS.cartUpdated`.
 */
export interface CartModule {
  /** Adds `quantity` (default 1) of the product, merging with an existing line. */
  addToCart(product: CartProductInput, quantity?: number): void;
}

/**
 * Where "Request a Quote" leads: the contact page's quote form, pre-filled with the product
 * (`/contact?quote=<slug>&qty=<n>`) or with the whole cart (`/contact?quote=cart`).
 */
export function quoteRequestPath(productSlug: string | 'cart', quantity?: number): string {
  const params = new URLSearchParams({ quote: productSlug });
  if (quantity !== undefined && productSlug !== 'cart') params.set('qty', String(quantity));
  return `/contact?${params.toString()}`;
}
