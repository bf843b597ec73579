import { loadSiblingModule, type CartModule } from '@ogulf/web-kit';

let loading: Promise<CartModule> | undefined;

/**
 * The cart remote's `cart` module, loaded once and shared: Add to Cart, the preload at the shopper's first action and a
 * hover or focus all wait on the same request. A failed load is forgotten, so the next press
 * tries again (the remote may be back).
 */
export function loadCartModule(): Promise<CartModule> {
  loading ??= loadSiblingModule<CartModule>('cart_checkout', 'cart').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the cart module ahead of the first Add to Cart; a failure waits for that press to show. */
export function preloadCartModule(): void {
  loadCartModule().catch(() => undefined);
}
