import { readCartCount, type CartProductInput } from '@ogulf/web-kit';
import { createCartStore, ZONE_STORAGE_KEY } from './cart-store';
import { MemoryStorage } from '../../test/memory-storage';

const desk: CartProductInput = {
  id: 'p-desk',
  name: 'Executive Desk',
  nameAr: 'مكتب تنفيذي',
  slug: 'executive-desk',
  price: 2500,
  image: '/assets/images/shop/desk.webp',
};
const chair: CartProductInput = { id: 'p-chair', name: 'Mesh Chair', slug: 'mesh-chair', price: 450 };

function setup(initial?: unknown) {
  const storage = new MemoryStorage();
  if (initial !== undefined) storage.setItem('cart', JSON.stringify(initial));
  const events = new EventTarget();
  let announced = 0;
  events.addEventListener('cartUpdated', () => {
    announced += 1;
  });
  const store = createCartStore({ storage, events });
  const stored = () => JSON.parse(storage.getItem('cart') ?? 'null') as unknown;
  return { storage, events, store, stored, announced: () => announced };
}

/** What a browser fires in the other tabs after one tab writes localStorage. */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('cart store', () => {
  it('adds a product as a line with its data and persists a plain array under "cart"', () => {
    const { store, stored } = setup();
    store.getState().add(desk, 2);
    expect(stored()).toEqual([
      {
        id: 'p-desk',
        name: 'Executive Desk',
        nameAr: 'مكتب تنفيذي',
        slug: 'executive-desk',
        price: 2500,
        contactForQuote: false,
        image: '/assets/images/shop/desk.webp',
        quantity: 2,
      },
    ]);
    expect(store.getState().lines).toHaveLength(1);
  });

  it('merges a product added twice into one line', () => {
    const { store } = setup();
    store.getState().add(desk);
    store.getState().add(chair);
    store.getState().add(desk, 3);
    expect(store.getState().lines.map((line) => [line.id, line.quantity])).toEqual([
      ['p-desk', 4],
      ['p-chair', 1],
    ]);
  });

  it('keeps every quantity a whole number from 1 to 999', () => {
    const { store } = setup();
    store.getState().add(desk, 998);
    store.getState().add(desk, 5);
    expect(store.getState().lines[0]?.quantity).toBe(999);
    store.getState().setQuantity('p-desk', 0);
    expect(store.getState().lines[0]?.quantity).toBe(1);
    store.getState().setQuantity('p-desk', 12.7);
    expect(store.getState().lines[0]?.quantity).toBe(12);
    store.getState().setQuantity('p-desk', Number.NaN);
    expect(store.getState().lines[0]?.quantity).toBe(12);
    store.getState().add(chair, -4);
    expect(store.getState().lines.find((line) => line.id === 'p-chair')?.quantity).toBe(1);
  });

  it('removes a line and puts it back in its place on undo', () => {
    const { store, stored } = setup();
    store.getState().add(desk);
    store.getState().add(chair, 2);
    const removed = store.getState().remove('p-desk');
    expect(stored()).toEqual([expect.objectContaining({ id: 'p-chair' })]);
    expect(removed).not.toBeNull();
    if (removed) store.getState().restore(removed);
    expect(store.getState().lines.map((line) => line.id)).toEqual(['p-desk', 'p-chair']);
    expect(store.getState().remove('missing')).toBeNull();
  });

  it('fires cartUpdated on every change and the badge count follows the stored lines', () => {
    const { store, storage, announced } = setup();
    store.getState().add(desk, 2);
    store.getState().add(chair, 3);
    store.getState().setQuantity('p-chair', 5);
    store.getState().remove('p-desk');
    expect(announced()).toBe(4);
    expect(readCartCount(storage)).toBe(5);
    store.getState().setQuantity('p-chair', 5); // no change, no event
    expect(announced()).toBe(4);
    store.getState().clear();
    expect(announced()).toBe(5);
    expect(readCartCount(storage)).toBe(0);
  });

  it('starts from the stored cart, dropping broken entries and merging repeated ids', () => {
    const { store } = setup([
      { id: 'a', name: 'Desk', quantity: 2, price: 100 },
      { id: 'a', name: 'Desk', quantity: 3, price: 100 },
      { name: 'no id', quantity: 1 },
      { id: 'b', name: 'Zero', quantity: 0 },
      { id: 'c', name: 'Huge', quantity: 5000 },
      'junk',
    ]);
    expect(store.getState().lines.map((line) => [line.id, line.quantity])).toEqual([
      ['a', 5],
      ['c', 999],
    ]);
  });

  it('reads corrupt storage as an empty cart', () => {
    const storage = new MemoryStorage();
    storage.setItem('cart', '{not json');
    expect(createCartStore({ storage, events: new EventTarget() }).getState().lines).toEqual([]);
  });

  it('follows a change saved by another tab through the storage event', () => {
    const storage = new MemoryStorage();
    const tabA = createCartStore({ storage, events: new EventTarget() });
    const tabBEvents = new EventTarget();
    const tabB = createCartStore({ storage, events: tabBEvents });
    tabA.getState().add(desk, 2);
    expect(tabB.getState().lines).toEqual([]);
    tabBEvents.dispatchEvent(storageEvent('cart'));
    expect(tabB.getState().lines.map((line) => [line.id, line.quantity])).toEqual([['p-desk', 2]]);
    tabA.getState().clear();
    tabBEvents.dispatchEvent(storageEvent(null)); // localStorage.clear() elsewhere
    expect(tabB.getState().lines).toEqual([]);
  });

  it('follows a cartUpdated fired by other code on the page after it wrote the cart', () => {
    const { store, storage, events } = setup();
    storage.setItem('cart', JSON.stringify([{ id: 'x', name: 'Safe', quantity: 4, price: 900 }]));
    events.dispatchEvent(new Event('cartUpdated'));
    expect(store.getState().lines.map((line) => [line.id, line.quantity])).toEqual([['x', 4]]);
  });

  it('keeps the change for the page when storage refuses to save it', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createCartStore({ storage, events: new EventTarget() });
    store.getState().add(desk);
    expect(store.getState().lines).toHaveLength(1);
  });

  it('remembers the delivery zone and follows it across tabs', () => {
    const { store, storage, events } = setup();
    store.getState().setZone('lusail');
    expect(storage.getItem(ZONE_STORAGE_KEY)).toBe('lusail');
    storage.setItem(ZONE_STORAGE_KEY, 'doha');
    events.dispatchEvent(storageEvent(ZONE_STORAGE_KEY));
    expect(store.getState().zone).toBe('doha');
  });

  it('flags a vanished product and a changed price after a refresh, and saves the new price', () => {
    const { store, stored, announced } = setup();
    store.getState().add(desk, 2);
    store.getState().add(chair);
    const before = announced();
    store.getState().applyLookups(
      new Map([
        [
          'p-desk',
          {
            kind: 'found',
            product: {
              id: 'p-desk',
              name: 'Executive Desk',
              nameAr: 'مكتب تنفيذي',
              slug: 'executive-desk',
              price: 2700,
              contactForQuote: false,
              image: '/assets/images/shop/desk.webp',
            },
          },
        ],
        ['p-chair', { kind: 'gone' }],
      ]),
    );
    expect(store.getState().notices).toEqual({
      'p-desk': { kind: 'priceChanged', from: 2500, to: 2700 },
      'p-chair': { kind: 'unavailable' },
    });
    expect(stored()).toEqual([
      expect.objectContaining({ id: 'p-desk', price: 2700 }),
      expect.objectContaining({ id: 'p-chair', unavailable: true }),
    ]);
    expect(announced()).toBe(before + 1);
    store.getState().remove('p-chair');
    expect(store.getState().notices).toEqual({ 'p-desk': { kind: 'priceChanged', from: 2500, to: 2700 } });
  });
});

describe('cart store: variants (issue 20)', () => {
  const walnut: CartProductInput = {
    ...desk,
    price: 2900,
    variantSku: 'DESK-WAL-180',
    variantName: 'Walnut · 180 cm',
    variantNameAr: 'جوز · ١٨٠ سم',
  };
  const oak: CartProductInput = {
    ...desk,
    variantSku: 'DESK-OAK-160',
    variantName: 'Oak · 160 cm',
    variantNameAr: 'بلوط · ١٦٠ سم',
  };

  it('keeps two variants of one product as two lines, each with its price and name, and merges a repeat of one', () => {
    const { store, stored } = setup();
    store.getState().add(walnut);
    store.getState().add(oak, 2);
    store.getState().add(walnut);
    const lines = store.getState().lines;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      productId: 'p-desk',
      variantSku: 'DESK-WAL-180',
      variantName: 'Walnut · 180 cm',
      price: 2900,
      quantity: 2,
    });
    expect(lines[1]).toMatchObject({
      productId: 'p-desk',
      variantSku: 'DESK-OAK-160',
      variantNameAr: 'بلوط · ١٦٠ سم',
      price: 2500,
      quantity: 2,
    });
    expect(lines[0]!.id).not.toBe(lines[1]!.id);
    expect(stored()).toHaveLength(2);
    store.getState().remove(lines[0]!.id);
    expect(store.getState().lines.map((line) => line.variantSku)).toEqual(['DESK-OAK-160']);
  });

  it('loads a cart stored before variants (lines keyed by product id) and adds a variant of its product as a new line', () => {
    const { store } = setup([
      { id: 'p-desk', name: 'Executive Desk', slug: 'executive-desk', price: 2500, quantity: 3 },
    ]);
    expect(store.getState().lines).toEqual([expect.objectContaining({ id: 'p-desk', quantity: 3, price: 2500 })]);
    store.getState().add(desk);
    store.getState().add(walnut);
    expect(store.getState().lines.map((line) => [line.quantity, line.variantSku])).toEqual([
      [4, undefined],
      [1, 'DESK-WAL-180'],
    ]);
  });
});
