/** @jest-environment jsdom */
import { provideRemoteLoader, type CartModule } from '@ogulf/web-kit';
import { loadCartModule, preloadCartModule } from './cart-module';

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
