import { readCartCount, type CartModule } from '@ogulf/web-kit';
import { MemoryStorage } from './test/memory-storage';

/** Loads `./cart-module` fresh against a page-like global (localStorage + window events), as a remote would get it. */
async function loadCartModule(initialCart?: unknown) {
  const storage = new MemoryStorage();
  if (initialCart !== undefined) storage.setItem('cart', JSON.stringify(initialCart));
  const win = new EventTarget();
  const announced: string[] = [];
  win.addEventListener('cartUpdated', () => announced.push(storage.getItem('cart') ?? ''));
  Object.assign(globalThis, { localStorage: storage, window: win });
  let module: CartModule | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('./cart-module');
  });
  if (!module) throw new Error('cart module did not load');
  return { cart: module, storage, announced };
}

afterEach(() => {
  const g = globalThis as { localStorage?: unknown; window?: unknown };
  delete g.localStorage;
  delete g.window;
});

describe('cart_checkout/cart module', () => {
  it('adds to the stored cart, announces it, and the shell badge counts it', async () => {
    const { cart, storage, announced } = await loadCartModule();
    cart.addToCart({ id: 'p1', name: 'Desk', slug: 'desk', price: 1200 });
    cart.addToCart({ id: 'p1', name: 'Desk', slug: 'desk', price: 1200 }, 2);
    cart.addToCart({ id: 'p2', name: 'Chair', slug: 'chair', price: 300 }, 4);
    expect(readCartCount(storage)).toBe(7);
    expect(announced).toHaveLength(3);
    expect(JSON.parse(announced[2] ?? '[]')).toEqual([
      expect.objectContaining({ id: 'p1', quantity: 3, price: 1200 }),
      expect.objectContaining({ id: 'p2', quantity: 4, price: 300 }),
    ]);
  });

  it('merges into lines already in storage from an earlier visit', async () => {
    const { cart, storage } = await loadCartModule([{ id: 'p1', name: 'Desk', quantity: 2, price: 1200 }]);
    cart.addToCart({ id: 'p1', name: 'Desk', slug: 'desk', price: 1200 }, 1);
    expect(JSON.parse(storage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ id: 'p1', quantity: 3 })]);
  });

  it('takes a contact-for-quote product as a quote line', async () => {
    const { cart, storage } = await loadCartModule();
    cart.addToCart({ id: 'p9', name: 'Video Wall', slug: 'video-wall', price: null, contactForQuote: true });
    expect(JSON.parse(storage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({ id: 'p9', price: null, contactForQuote: true, quantity: 1 }),
    ]);
  });
});
