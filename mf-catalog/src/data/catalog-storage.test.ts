import {
  readStoredCategories,
  readStoredProducts,
  readStoredSubcategories,
  saveCategories,
  saveProducts,
  STORAGE_LIMITS,
} from './catalog-storage';
import type { Category, ProductSummary } from './types';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const category = (n: number, extra: Partial<Category> = {}): Category => ({
  id: `c${n}`,
  name: `Category ${n}`,
  nameAr: `فئة ${n}`,
  slug: `category-${n}`,
  description: `About ${n}`,
  image: `/assets/images/shop/c${n}.webp`,
  sortOrder: n,
  productCount: n,
  subcategories: [{ id: `s${n}`, name: `Sub ${n}`, slug: `sub-${n}` }],
  ...extra,
});

const product = (n: number): ProductSummary => ({
  id: `p${n}`,
  name: `Product ${n}`,
  slug: `product-${n}`,
  category: { id: 'c1', name: 'Category 1', slug: 'category-1' },
  subcategory: null,
  price: n * 10,
  contactForQuote: false,
});

describe('saveCategories / readStoredCategories', () => {
  it('keeps the categories and their subcategories flattened with the parent id', () => {
    const storage = memoryStorage();
    saveCategories([category(1), category(2)], storage);
    expect(readStoredCategories(storage).map((c) => c.name)).toEqual(['Category 1', 'Category 2']);
    expect(readStoredCategories(storage)[0]).toMatchObject({
      nameAr: 'فئة 1',
      image: '/assets/images/shop/c1.webp',
      subcategories: [{ id: 's1' }],
    });
    expect(readStoredSubcategories(storage)).toEqual([
      { id: 's1', name: 'Sub 1', slug: 'sub-1', categoryId: 'c1' },
      { id: 's2', name: 'Sub 2', slug: 'sub-2', categoryId: 'c2' },
    ]);
  });

  it('drops inline images, caps long texts and the number of entries', () => {
    const storage = memoryStorage();
    const many = Array.from({ length: STORAGE_LIMITS.categories + 5 }, (_, i) => category(i));
    many[0] = category(0, { image: `data:image/png;base64,${'A'.repeat(5000)}`, description: 'x'.repeat(5000) });
    saveCategories(many, storage);
    const stored = readStoredCategories(storage);
    expect(stored).toHaveLength(STORAGE_LIMITS.categories);
    expect(stored[0]?.image).toBeUndefined();
    expect(stored[0]?.description).toHaveLength(STORAGE_LIMITS.text);
  });

  it('reads missing, corrupt or foreign data as nothing, skipping entries without id or name', () => {
    expect(readStoredCategories(memoryStorage())).toEqual([]);
    expect(readStoredCategories(memoryStorage({ categories: '{oops' }))).toEqual([]);
    expect(readStoredCategories(memoryStorage({ categories: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([{ name: 'No id' }, { id: 7, name: 'Seven' }, null, 'x']);
    expect(readStoredCategories(memoryStorage({ categories: mixed }))).toEqual([
      { id: '7', name: 'Seven', slug: '', subcategories: [] },
    ]);
    expect(readStoredCategories(undefined)).toEqual([]);
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveCategories([category(1)], full)).not.toThrow();
  });
});

describe('saveProducts', () => {
  it('puts loaded products first, once per id, up to the cap', () => {
    const storage = memoryStorage();
    saveProducts([product(1), product(2)], storage);
    saveProducts([product(3), { ...product(1), name: 'Renamed' }], storage);
    expect(readStoredProducts(storage).map((p) => p.name)).toEqual(['Product 3', 'Renamed', 'Product 2']);
    saveProducts(
      Array.from({ length: STORAGE_LIMITS.products + 20 }, (_, i) => product(100 + i)),
      storage,
    );
    expect(readStoredProducts(storage)).toHaveLength(STORAGE_LIMITS.products);
  });
});
