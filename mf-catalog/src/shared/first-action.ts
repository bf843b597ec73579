/** What says the shopper is using the page: a pointer moving or pressed, a key, a touch, a wheel or a scroll. */
export const FIRST_ACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `run` once, at the shopper's first action on the page (FIRST_ACTIONS), so the page's first
 * load carries only what it shows; returns a cancel function. A mouse moves, a finger touches or
 * scrolls, a keyboard user presses Tab long before reaching Add to Cart.
 */
export function whenShopperActs(run: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, act, options);
  };
  function act() {
    stop();
    run();
  }
  for (const type of FIRST_ACTIONS) window.addEventListener(type, act, options);
  return stop;
}
