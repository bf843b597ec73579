import { collectSiteData, type SiteSources } from './collect-site-data';
import { generateSiteFiles } from './generate-site-files';

const ORIGIN = 'https://shop.example.qa';

function memoryStorage(values: Record<string, unknown>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key in values ? JSON.stringify(values[key]) : null) };
}

const STORED = {
  // The shape the storefront's catalogue keeps (mf-catalog catalog-storage): subcategories flat, with their parent's id.
  categories: [{ id: 'c1', name: 'Stored Category', productCount: 3, subcategories: [] }, { junk: true }],
  subcategories: [{ id: 's1', name: 'Stored Sub', categoryId: 'c1' }],
  products: [{ id: 'p1', name: 'Stored Desk', slug: 'stored-desk' }, { id: 'p2', name: 'No Slug' }, 'not a product'],
};

function sources(overrides: Partial<SiteSources> = {}): SiteSources {
  return {
    categories: async () => [
      {
        id: 'c9',
        name: 'Office Furniture',
        productCount: 17,
        subcategories: [{ id: 's9', name: 'Desks', productCount: 4 }],
      },
    ],
    products: async () => [{ id: 'p9', slug: 'walnut-desk', updatedAt: '2025-05-05T08:30:00.000Z' }],
    articles: async () => [
      { slug: 'translated', titleAr: 'عنوان', publishDate: '2025-06-12T00:00:00.000Z' },
      { slug: 'english-only', publishDate: '2025-06-01T00:00:00.000Z' },
    ],
    zones: async () => [{ name: 'Doha', fee: 0, freeDeliveryThreshold: 0 }],
    storage: memoryStorage(STORED),
    ...overrides,
  };
}

const failing = async (): Promise<never> => {
  throw new Error('HTTP error! status: 503');
};

describe('collectSiteData', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('uses the API data when it answers', async () => {
    const { data, fromStorage } = await collectSiteData(sources());
    expect(fromStorage).toEqual([]);
    expect(data.categories.map((category) => category.name)).toEqual(['Office Furniture']);
    expect(data.products).toEqual([{ id: 'p9', slug: 'walnut-desk', updatedAt: '2025-05-05T08:30:00.000Z' }]);
    expect(data.articles).toEqual([
      { slug: 'translated', translated: true, updatedAt: '2025-06-12T00:00:00.000Z' },
      { slug: 'english-only', translated: false, updatedAt: '2025-06-01T00:00:00.000Z' },
    ]);
  });

  it('falls back to the stored categories, subcategories and products when the API fails', async () => {
    const { data, fromStorage } = await collectSiteData(sources({ categories: failing, products: async () => [] }));
    expect(fromStorage).toEqual(['categories', 'products']);
    expect(data.categories).toEqual([
      {
        id: 'c1',
        name: 'Stored Category',
        productCount: 3,
        description: undefined,
        nameAr: undefined,
        updatedAt: undefined,
        subcategories: [
          { id: 's1', name: 'Stored Sub', nameAr: undefined, productCount: undefined, updatedAt: undefined },
        ],
      },
    ]);
    expect(data.products.map((product) => [product.id, product.slug])).toEqual([
      ['p1', 'stored-desk'],
      ['p2', undefined],
    ]);
    expect(console.error).toHaveBeenCalled();
  });

  it('still gives data (and no stored fallback) when storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { data } = await collectSiteData(sources({ categories: failing, products: failing, storage: blocked }));
    expect(data.categories).toEqual([]);
    expect(data.products).toEqual([]);
  });
});

describe('generateSiteFiles', () => {
  it('makes the three files for this site from the collected data', async () => {
    const { data } = await collectSiteData(sources());
    const files = generateSiteFiles(data, ORIGIN);
    expect(files.sitemap).toContain(`<loc>${ORIGIN}/product/walnut-desk</loc>`);
    expect(files.sitemap).toContain(`<loc>${ORIGIN}/product/walnut-desk?lang=ar</loc>`);
    expect(files.sitemap).toContain(`<loc>${ORIGIN}/subcategory/s9</loc>`);
    expect(files.sitemap).toContain(`<loc>${ORIGIN}/translated?lang=ar</loc>`);
    expect(files.sitemap).not.toContain(`<loc>${ORIGIN}/english-only?lang=ar</loc>`);
    expect(files.robots).toContain('Disallow: /checkout');
    expect(files.robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(files.llms).toContain(`- [Office Furniture](${ORIGIN}/category/c9) (17 products)`);
    expect(files.llmsIsFallback).toBe(false);
  });

  it('logs a failed file and leaves it null; the summary falls back to its short text', () => {
    const log = jest.fn();
    const broken = {
      get categories(): never {
        throw new Error('corrupt data');
      },
      products: [],
      articles: [],
    };
    const files = generateSiteFiles(broken, ORIGIN, log);
    expect(files.sitemap).toBeNull();
    expect(files.robots).toContain('User-agent: *');
    expect(files.llmsIsFallback).toBe(true);
    expect(files.llms).toContain('# OGulf Office Furniture');
    expect(files.llms).toContain('+974 4412 3456');
    expect(log).toHaveBeenCalledWith('[seo-files] sitemap.xml generation failed', expect.any(Error));
    expect(log).toHaveBeenCalledWith('[seo-files] llms.txt generation failed', expect.any(Error));
  });
});
