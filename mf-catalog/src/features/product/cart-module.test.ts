/** @jest-environment jsdom */
import { provideRemoteLoader, type CartModule } from '@ogulf/web-kit';
import { loadCartModule, preloadCartModule, whenIdle } from './cart-module';

const cart: CartModule = { addToCart: () => undefined };

describe('loadCartModule', () => {
  it('asks the cart remote once however many callers wait, and again after a failure', async () => {
    const loader = jest
      .fn<Promise<unknown>, [string, string]>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValue(cart);
    provideRemoteLoader(loader as never);

    preloadCartModule();
    await expect(loadCartModule()).rejects.toThrow('remote down');
    expect(loader).toHaveBeenCalledTimes(1);

    const [first, second] = await Promise.all([loadCartModule(), loadCartModule()]);
    expect(first).toBe(cart);
    expect(second).toBe(cart);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('cart_checkout', 'cart');
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('uses requestIdleCallback where the browser has it, and can be cancelled', () => {
    const callbacks: Array<() => void> = [];
    const cancel = jest.fn();
    Object.assign(window, {
      requestIdleCallback: (run: () => void) => callbacks.push(run),
      cancelIdleCallback: cancel,
    });
    const run = jest.fn();
    const stop = whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer where it does not (Safari)', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const stop = whenIdle(run, { fallback: 1000 });
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const never = jest.fn();
    whenIdle(never, { fallback: 1000 })();
    jest.advanceTimersByTime(2000);
    expect(never).not.toHaveBeenCalled();
    stop();
  });
});
