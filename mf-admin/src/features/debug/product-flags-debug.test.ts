import { installProductFlagDebug, setStoredProductFlag, type DebugWindow } from './product-flags-debug';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const stored = () =>
  memoryStorage({
    products: JSON.stringify([
      { id: 'a', name: 'Desk', isFeatured: false },
      { id: 'b', name: 'Chair', isFeatured: true },
    ]),
  });

describe('product flag debug helpers', () => {
  it('changes one flag of one stored product and leaves the others', () => {
    const storage = stored();
    expect(setStoredProductFlag(storage, 'a', 'isFeatured', true)).toBe(true);
    expect(JSON.parse(storage.getItem('products') ?? '')).toEqual([
      { id: 'a', name: 'Desk', isFeatured: true },
      { id: 'b', name: 'Chair', isFeatured: true },
    ]);
  });

  it('refuses an unknown flag or product without writing', () => {
    const storage = stored();
    const before = storage.getItem('products');
    expect(setStoredProductFlag(storage, 'a', 'price', true)).toBe(false);
    expect(setStoredProductFlag(storage, 'zz', 'isBestSeller', true)).toBe(false);
    expect(setStoredProductFlag(memoryStorage({ products: 'not json' }), 'a', 'isFeatured', true)).toBe(false);
    expect(storage.getItem('products')).toBe(before);
  });

  it('fires productsUpdated after a change, and only then', () => {
    const events: string[] = [];
    const target = {
      localStorage: stored(),
      dispatchEvent: (event: Event) => events.push(event.type) > 0,
    } as unknown as Window & DebugWindow;
    const remove = installProductFlagDebug(target);
    expect(target.ogulfDebug?.setProductFlag('b', 'isNewArrival', true)).toBe(true);
    expect(target.ogulfDebug?.setProductFlag('missing', 'isNewArrival', true)).toBe(false);
    expect(events).toEqual(['productsUpdated']);
    remove();
    expect(target.ogulfDebug).toBeUndefined();
  });
});
