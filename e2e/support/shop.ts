// What the browser tests do as a shopper before the part they test: pick priced products, fill the
// stored cart as adding to it would, and place an order through the API as the checkout does.
import type { Page } from '@playwright/test';
import type { Language, PaymentMethod } from '../../packages/contracts/src/constants';
import { reply, type Api, type OrderView, type ProductView } from './api';

/** The `count` cheapest priced products of the catalogue. */
export async function pricedProducts(api: Api, count: number): Promise<ProductView[]> {
  return (await api(`/api/products?minPrice=1&sort=price-asc&limit=${count}`, reply.productList)).items;
}

/** What the catalogue hands the cart for `product` (the input of the cart module's addToCart). */
export function cartProduct(product: ProductView) {
  return {
    id: product.id,
    name: product.name,
    nameAr: product.nameAr,
    slug: product.slug,
    price: product.price,
    image: product.image,
    contactForQuote: product.contactForQuote,
  };
}

/** A line of the stored cart: `product` added `quantity` times. */
export function cartLine(product: ProductView, quantity = 1) {
  return { ...cartProduct(product), quantity };
}

/**
 * Stores `lines` as the cart (localStorage 'cart', as the cart keeps it), and `lang` as the
 * language when given. The page must be on the site.
 */
export async function storeCart(page: Page, lines: unknown[], lang?: Language): Promise<void> {
  await page.evaluate(
    ([items, language]) => {
      localStorage.setItem('cart', JSON.stringify(items));
      if (language) localStorage.setItem('lang', language);
    },
    [lines, lang ?? null] as const,
  );
}

export interface Shopper {
  name: string;
  phone: string;
  email: string;
  address: string;
}

export const SHOPPER: Shopper = {
  name: 'Noora Al-Mannai',
  phone: '+974 5512 3456',
  email: 'noora@example.qa',
  address: 'Building 12, Al Sadd',
};

export interface OrderOptions {
  /** Who orders: SHOPPER with these changes. */
  customer?: Partial<Shopper>;
  /** The delivery zone's key; the first zone the API lists when not given. */
  zone?: string;
  /**
   * The delivery slot: none (the default), the zone's first free one when there is one
   * ('if-free', the checkout's own choice), or that one and a failure when the zone has none.
   */
  slot?: 'none' | 'if-free' | 'required';
  paymentMethod?: PaymentMethod;
  /** How many of the cheapest priced product (1). */
  quantity?: number;
  language?: Language;
}

/**
 * An order placed through the API as the checkout places it (with an Idempotency-Key), for the
 * cheapest priced product: cash, in English, to SHOPPER, unless `options` say otherwise.
 */
export async function placeOrder(api: Api, options: OrderOptions = {}): Promise<OrderView> {
  const zone = options.zone ?? (await api('/api/zone-delivery-settings', reply.zoneDeliverySettingsView)).zones[0]!.key;
  const slot = options.slot ?? 'none';
  const delivery =
    slot === 'none' ? undefined : (await api(`/api/delivery-slots?zone=${zone}`, reply.deliverySlotsView)).firstFree;
  if (slot === 'required' && !delivery) throw new Error(`no free delivery slot in ${zone}`);
  const [product] = await pricedProducts(api, 1);
  return api('/api/orders', reply.orderView, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: {
      customer: { ...SHOPPER, ...options.customer, zone },
      items: [{ productId: product!.id, quantity: options.quantity ?? 1 }],
      paymentMethod: options.paymentMethod ?? 'cash',
      ...(delivery ? { delivery } : {}),
      language: options.language ?? 'en',
    },
  });
}

/** The id of the order numbered `orderNumber`, as the admin's API knows it. */
export async function adminOrderId(adminApi: Api, orderNumber: string): Promise<string> {
  const found = await adminApi(`/api/orders?q=${orderNumber}`, reply.adminOrderList);
  return found.items[0]!.id;
}
