import { loadSiblingModule, type CartModule } from '@ogulf/web-kit';

let loading: Promise<CartModule> | undefined;

/**
 * The cart remote's `cart` module, loaded once and shared: Add to Cart, the idle preload and a
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

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` when the browser is idle (requestIdleCallback, at the latest after `timeout` ms), or
 * after `fallback` ms where there is no such call (Safari); returns a cancel function.
 */
export function whenIdle(run: () => void, { timeout = 3000, fallback = 1500 } = {}): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(run, fallback);
  return () => window.clearTimeout(timer);
}
