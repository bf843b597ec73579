import type { Locator, Page, Request, Route } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

interface Ref {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
}

interface Product {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  category: Ref;
  subcategory: Ref | null;
  price: number | null;
  contactForQuote: boolean;
  image: string;
}

interface Category extends Ref {
  description: string;
  descriptionAr: string;
  image: string;
  sortOrder: number;
}

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} -> ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const HOME_HEADING = { en: 'Premium Office Furniture', ar: 'أثاث مكتبي فاخر' } as const;

async function openHome(lang: 'en' | 'ar' = 'en'): Promise<void> {
  if (lang === 'ar') {
    await page.goto(baseUrl());
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  }
  await page.goto(baseUrl());
  await page.getByRole('heading', { level: 1, name: HOME_HEADING[lang] }).waitFor();
}

/** Opens the search dialog from the header's search button and waits for its field. */
async function openSearch(lang: 'en' | 'ar' = 'en'): Promise<Locator> {
  await openHome(lang);
  await page.getByTestId('search-button').click();
  const dialog = page.getByTestId('search-dialog');
  await dialog.getByTestId('search-input').waitFor();
  return dialog;
}

const status = (dialog: Locator) => dialog.getByTestId('search-status');
const rows = (dialog: Locator) => dialog.getByRole('option');

/** Waits until the status line reads "N result(s) found" and returns N. */
async function resultCount(dialog: Locator): Promise<number> {
  await dialog.getByText(/^\d+ result\(s\) found$/).waitFor();
  const text = (await status(dialog).textContent()) ?? '';
  return Number(/^(\d+)/.exec(text)?.[1]);
}

const pathOf = (p: Page) => {
  const url = new URL(p.url());
  return { pathname: url.pathname, category: url.searchParams.get('category') };
};

/** The spec's slug rule: name lowercased, punctuation removed, spaces turned to hyphens. */
const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .split(/\s+/)
    .join('-');

function fakeProduct(n: number, extra: Partial<Product> = {}): Product {
  return {
    id: `fake-${n}`,
    name: `Test Chair ${n}`,
    nameAr: `كرسي تجريبي ${n}`,
    slug: `test-chair-${n}`,
    category: { id: 'c1', name: 'Office Furniture', nameAr: 'أثاث مكتبي', slug: 'office-furniture' },
    subcategory: { id: 's1', name: 'Office Chairs', nameAr: 'كراسي مكتبية', slug: 'office-chairs' },
    price: 100 * n,
    contactForQuote: false,
    image: '',
    ...extra,
  };
}

const fulfilJson = (data: unknown) => (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) });

describe('search dialog', () => {
  it('opens from the header search button with the title, placeholder and empty-query hint', async () => {
    const dialog = await openSearch();
    await expect(page.getByRole('dialog', { name: 'Search Products' }).isVisible()).resolves.toBe(true);
    const input = dialog.getByRole('combobox');
    await expect(input.getAttribute('placeholder')).resolves.toBe('Search for office furniture');
    await expect(status(dialog).textContent()).resolves.toBe('Start typing to search for products');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(rows(dialog).count()).resolves.toBe(0);
  });

  it('shows up to 10 matching products with the result count, "category • subcategory" and the price', async () => {
    const expected = (await api<Product[]>('/api/products/search/chair')).slice(0, 10);
    expect(expected.length).toBeGreaterThan(0);
    const dialog = await openSearch();
    await dialog.getByRole('combobox').pressSequentially('chair', { delay: 20 });
    const count = await resultCount(dialog);
    await expect(rows(dialog).count()).resolves.toBe(count);
    expect(count).toBe(expected.length);
    expect(count).toBeLessThanOrEqual(10);
    await expect(status(dialog).textContent()).resolves.toBe(`${count} result(s) found`);

    await expect(dialog.getByTestId('search-result-name').allTextContents()).resolves.toEqual(expected.map((p) => p.name));
    const placements = await dialog.getByTestId('search-result-placement').allTextContents();
    expect(placements).toEqual(expected.map((p) => (p.subcategory ? `${p.category.name} • ${p.subcategory.name}` : p.category.name)));
    const prices = await dialog.getByTestId('search-result-price').allTextContents();
    prices.forEach((price, i) => {
      const product = expected[i]!;
      if (product.contactForQuote || product.price === null) expect(price).toBe('Contact for Quote');
      else expect(price.replace(/\s/g, ' ')).toMatch(new RegExp(`^QAR ?${product.price.toLocaleString('en-US').replace('.', '\\.')}$`));
    });
  });

  it('caps the list at 10 and follows the display rules for quotes, missing prices, subcategories and slugs', async () => {
    const many = Array.from({ length: 14 }, (_, i) => fakeProduct(i + 1));
    many[0] = fakeProduct(1, { name: 'Quote Desk, Large!', slug: '', contactForQuote: true, price: 900, subcategory: null });
    many[1] = fakeProduct(2, { price: null });
    await page.route('**/api/products/search/**', fulfilJson(many));
    const dialog = await openSearch();
    await dialog.getByRole('combobox').fill('test');
    await expect(resultCount(dialog)).resolves.toBe(10);
    await expect(rows(dialog).count()).resolves.toBe(10);
    const prices = await dialog.getByTestId('search-result-price').allTextContents();
    expect(prices.slice(0, 2)).toEqual(['Contact for Quote', 'Contact for Quote']);
    expect(prices[2]!.replace(/\s/g, ' ')).toMatch(/^QAR ?300$/);
    const placements = await dialog.getByTestId('search-result-placement').allTextContents();
    expect(placements.slice(0, 2)).toEqual(['Office Furniture', 'Office Furniture • Office Chairs']);

    // A product without a slug opens the one derived from its name.
    await rows(dialog).first().click();
    await page.waitForURL((url) => url.pathname === `/product/${slugify('Quote Desk, Large!')}`);
    expect(pathOf(page).pathname).toBe('/product/quote-desk-large');
    await expect(dialog.isVisible()).resolves.toBe(false);
  });

  it('waits for a pause in typing before searching', async () => {
    const searches: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/products/search/')) searches.push(request.url());
    });
    const dialog = await openSearch();
    await dialog.getByRole('combobox').pressSequentially('chair', { delay: 40 });
    await resultCount(dialog);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('/api/products/search/chair');
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const dialog = await openSearch();
    const input = dialog.getByRole('combobox');
    await input.pressSequentially('chair');
    const count = await resultCount(dialog);
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBeNull();

    await input.press('ArrowDown');
    const first = rows(dialog).first();
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(await first.getAttribute('id'));
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    if (count > 1) {
      await input.press('ArrowDown');
      await expect(rows(dialog).nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(first.getAttribute('aria-selected')).resolves.toBe('false');
      await input.press('ArrowUp');
    }
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    const slug = await first.getAttribute('data-slug');
    expect(slug).toBeTruthy();
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === `/product/${slug}`);
    await expect(dialog.isVisible()).resolves.toBe(false);
  });

  it('says so when nothing matches', async () => {
    const dialog = await openSearch();
    await dialog.getByRole('combobox').fill('qqzzxxnothing');
    await dialog.getByText('No products found for "qqzzxxnothing"').waitFor();
    await expect(rows(dialog).count()).resolves.toBe(0);
  });

  it('shows an error message when the search fails', async () => {
    await page.route('**/api/products/search/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const dialog = await openSearch();
    await dialog.getByRole('combobox').fill('chair');
    await dialog.getByTestId('search-error').waitFor();
    await expect(dialog.getByTestId('search-error').textContent()).resolves.toContain('Search is not available right now');
  });

  it('closes on Escape and opens empty again', async () => {
    const dialog = await openSearch();
    const input = dialog.getByRole('combobox');
    await input.fill('chair');
    await input.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('search-button').click();
    await input.waitFor();
    await expect(input.inputValue()).resolves.toBe('');
    await expect(status(dialog).textContent()).resolves.toBe('Start typing to search for products');
  });

  it('goes to all products with View All Products', async () => {
    const dialog = await openSearch();
    await dialog.getByRole('button', { name: 'View All Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(pathOf(page).pathname).toBe('/products');
    await expect(dialog.isVisible()).resolves.toBe(false);
  });

  it('fills the screen on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const dialog = await openSearch();
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const box = await dialog.boundingBox();
    expect(box && [box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, 375, 740]);
  });

  it('speaks Arabic in the Arabic interface', async () => {
    const expected = (await api<Product[]>('/api/products/search/chair')).slice(0, 10);
    const dialog = await openSearch('ar');
    await expect(page.getByRole('dialog', { name: 'البحث عن المنتجات' }).isVisible()).resolves.toBe(true);
    const input = dialog.getByRole('combobox');
    await expect(input.getAttribute('placeholder')).resolves.toBe('ابحث عن الأثاث المكتبي');
    await expect(status(dialog).textContent()).resolves.toBe('ابدأ الكتابة للبحث عن المنتجات');
    await input.fill('chair');
    await dialog.getByText(/^تم العثور على/).waitFor();
    await expect(dialog.getByTestId('search-result-name').allTextContents()).resolves.toEqual(expected.map((p) => p.nameAr));
    await expect(dialog.getByRole('button', { name: 'عرض جميع المنتجات' }).isVisible()).resolves.toBe(true);
    await input.fill('qqzzxxnothing');
    await dialog.getByText('لم نعثر على منتجات تطابق "qqzzxxnothing"').waitFor();
  });
});

describe('home category grid', () => {
  const cardNames = () => page.getByTestId('category-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-name')));
  const cardTitles = () => page.locator('[data-testid="category-card"] h3').allTextContents();

  it('shows the categories from the API in order and opens the first one as a product listing', async () => {
    const categories = await api<Category[]>('/api/categories');
    expect(categories.length).toBeGreaterThan(0);
    await openHome();
    const grid = page.getByTestId('category-grid');
    await grid.getByRole('heading', { level: 2, name: 'Shop by Category' }).waitFor();
    await page.getByTestId('category-card').first().waitFor();
    await expect(cardNames()).resolves.toEqual(categories.map((c) => c.name));
    await expect(cardTitles()).resolves.toEqual(categories.map((c) => c.name));

    // Every card has an image with its size given, loaded lazily; a category without one gets the default.
    const images = await grid.locator('[data-testid="category-card"] img').evaluateAll((imgs) =>
      imgs.map((img) => ({ src: img.getAttribute('src') ?? '', width: img.getAttribute('width'), height: img.getAttribute('height'), loading: img.getAttribute('loading') })),
    );
    images.forEach((img, i) => {
      expect(img).toMatchObject({ width: '480', height: '360', loading: 'lazy' });
      if (categories[i]!.image) expect(img.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/images\/shop\/.+\?w=480&q=\d+$/);
      else expect(img.src).toMatch(/^data:image\/svg\+xml,/);
    });

    await page.getByTestId('category-card').first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(pathOf(page)).toEqual({ pathname: '/products', category: categories[0]!.name });
    expect(page.url()).toContain(`/products?category=${encodeURIComponent(categories[0]!.name)}`);
  });

  it('shows four skeleton cards while the categories load', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/categories', async (route) => {
      await held;
      await route.continue();
    });
    await openHome();
    await expect(page.getByTestId('category-skeleton').count()).resolves.toBe(4);
    release();
    await page.getByTestId('category-card').first().waitFor();
    await expect(page.getByTestId('category-skeleton').count()).resolves.toBe(0);
  });

  it('keeps the categories in storage and shows them when the API later fails', async () => {
    const categories = await api<Category[]>('/api/categories');
    await openHome();
    await page.getByTestId('category-card').first().waitFor();
    const stored = await page.evaluate(() => ({
      categories: JSON.parse(localStorage.getItem('categories') ?? '[]') as Array<{ name: string }>,
      subcategories: JSON.parse(localStorage.getItem('subcategories') ?? '[]') as Array<{ name: string; categoryId: string }>,
    }));
    expect(stored.categories.map((c) => c.name)).toEqual(categories.map((c) => c.name));
    expect(stored.subcategories.every((s) => typeof s.categoryId === 'string')).toBe(true);

    await page.route('**/api/categories', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByTestId('category-card').first().waitFor();
    await expect(cardNames()).resolves.toEqual(categories.map((c) => c.name));
  });

  it('uses the stored categories when the API has none, and says so when neither has any', async () => {
    await page.route('**/api/categories', fulfilJson([]));
    await openHome();
    await page.getByText('No categories available yet').waitFor();
    await expect(page.getByTestId('category-card').count()).resolves.toBe(0);

    await page.evaluate(() =>
      localStorage.setItem('categories', JSON.stringify([{ id: 'kept', name: 'Kept Category', nameAr: 'فئة محفوظة', slug: 'kept', description: 'From storage', subcategories: [] }])),
    );
    await page.reload();
    await page.getByTestId('category-card').first().waitFor();
    await expect(cardNames()).resolves.toEqual(['Kept Category']);
    // No image stored: the default image is shown.
    await expect(page.locator('[data-testid="category-card"] img').getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml,/);
  });

  it('goes to all products with View All Products', async () => {
    await openHome();
    await page.getByTestId('category-grid').getByRole('link', { name: 'View All Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(pathOf(page).pathname).toBe('/products');
  });

  it('shows Arabic names in the Arabic interface', async () => {
    const categories = await api<Category[]>('/api/categories');
    await openHome('ar');
    await page.getByTestId('category-grid').getByRole('heading', { level: 2, name: 'تسوّق حسب الفئة' }).waitFor();
    await page.getByTestId('category-card').first().waitFor();
    await expect(cardTitles()).resolves.toEqual(categories.map((c) => c.nameAr || c.name));
    // The link still carries the English name, as the listing expects.
    await page.getByTestId('category-card').first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(pathOf(page).category).toBe(categories[0]!.name);
  });
});
