import { REGENERATE_DELAY_MS, watchStoredCatalog } from './regeneration';

/** A `storage` event as the browser fires it in other tabs (Node has no StorageEvent). */
function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

describe('watchStoredCatalog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function watch() {
    const target = new EventTarget();
    const regenerate = jest.fn();
    const stop = watchStoredCatalog(target, regenerate);
    return { target, regenerate, stop };
  }

  it.each(['categories', 'subcategories', 'products'])(
    'regenerates 1 s after the stored %s change, not before',
    (key) => {
      const { target, regenerate } = watch();
      target.dispatchEvent(storageEvent(key));
      jest.advanceTimersByTime(REGENERATE_DELAY_MS - 1);
      expect(regenerate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(regenerate).toHaveBeenCalledTimes(1);
    },
  );

  it('regenerates after productsUpdated, and after storage is cleared', () => {
    const { target, regenerate } = watch();
    target.dispatchEvent(new Event('productsUpdated'));
    jest.advanceTimersByTime(REGENERATE_DELAY_MS);
    target.dispatchEvent(storageEvent(null));
    jest.advanceTimersByTime(REGENERATE_DELAY_MS);
    expect(regenerate).toHaveBeenCalledTimes(2);
  });

  it('ignores changes to other stored keys', () => {
    const { target, regenerate } = watch();
    target.dispatchEvent(storageEvent('cart'));
    target.dispatchEvent(storageEvent('lang'));
    jest.advanceTimersByTime(5 * REGENERATE_DELAY_MS);
    expect(regenerate).not.toHaveBeenCalled();
  });

  it('gathers a burst of changes into one regeneration', () => {
    const { target, regenerate } = watch();
    target.dispatchEvent(storageEvent('categories'));
    jest.advanceTimersByTime(600);
    target.dispatchEvent(storageEvent('products'));
    target.dispatchEvent(new Event('productsUpdated'));
    jest.advanceTimersByTime(REGENERATE_DELAY_MS);
    expect(regenerate).toHaveBeenCalledTimes(1);
  });

  it('stops watching, including a pending regeneration, once stopped', () => {
    const { target, regenerate, stop } = watch();
    target.dispatchEvent(storageEvent('products'));
    stop();
    target.dispatchEvent(storageEvent('products'));
    jest.advanceTimersByTime(5 * REGENERATE_DELAY_MS);
    expect(regenerate).not.toHaveBeenCalled();
  });
});
