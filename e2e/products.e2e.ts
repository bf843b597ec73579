import type { Locator, Page } from 'playwright-core';
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
  slug: string;
  category: Ref;
  subcategory: Ref | null;
  price: number | null;
}

interface ProductList {
  items: Product[];
  total: number;
  pages: number;
}

interface Category extends Ref {
  productCount: number;
  subcategories: Array<Ref & { productCount: number }>;
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

const count = () => page.getByTestId('result-count');
const cards = () => page.getByTestId('product-grid').getByTestId('product-card');
const cardNames = () => page.getByTestId('product-grid').locator('[data-testid="product-card"] h2').allTextContents();
const sidebar = () => page.locator('.listing__aside');

/** Waits until the result count reads "N product(s)" for the expected N. */
async function waitForCount(total: number): Promise<void> {
  await page.getByTestId('result-count').getByText(total === 1 ? '1 product' : `${total} products`, { exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="product-grid"][aria-busy="true"]'));
}

const query = () => Object.fromEntries(new URL(page.url()).searchParams);

async function openListing(path = '/products'): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByTestId('products-page').waitFor();
}

describe('/products listing', () => {
  it('opens a category from the home page as a filtered listing with the right count', async () => {
    const categories = await api<Category[]>('/api/categories');
    const first = categories[0]!;
    const expected = await api<ProductList>(`/api/products?category=${encodeURIComponent(first.name)}&limit=12`);

    await page.goto(baseUrl());
    await page.getByTestId('category-card').first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(query()).toEqual({ category: first.name });

    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await waitForCount(expected.total);
    expect(expected.total).toBe(first.productCount);
    await expect(cardNames()).resolves.toEqual(expected.items.map((p) => p.name));
    const placements = await page.getByTestId('product-grid').locator('.product-card__placement').allTextContents();
    expect(placements.every((text) => text.startsWith(first.name))).toBe(true);
    await expect(page.title()).resolves.toMatch(new RegExp(`^${first.name.replace(/[&]/g, '\\$&')} \\|`));
    await expect(sidebar().locator('a[aria-current="true"]').first().textContent()).resolves.toContain(first.name);
  });

  it('reads the spec link /products?category=Office%20Furniture', async () => {
    const expected = await api<ProductList>('/api/products?category=Office%20Furniture&limit=48');
    await openListing('/products?category=Office%20Furniture');
    await waitForCount(expected.total);
    await expect(cards().count()).resolves.toBe(Math.min(12, expected.total));
    expect(expected.items.every((p) => p.category.name === 'Office Furniture')).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Office Furniture' }).waitFor();
  });

  it('filters by a flag and keeps it in the address, with back and forward', async () => {
    const all = await api<ProductList>('/api/products?limit=12');
    const bestSellers = await api<ProductList>('/api/products?bestSeller=true&limit=12');
    expect(bestSellers.total).toBeGreaterThan(0);
    expect(bestSellers.total).toBeLessThan(all.total);

    await openListing();
    await waitForCount(all.total);
    await sidebar().getByLabel('Best sellers').check();
    await page.waitForURL((url) => url.searchParams.get('bestSeller') === 'true');
    await waitForCount(bestSellers.total);
    await expect(cardNames()).resolves.toEqual(bestSellers.items.map((p) => p.name));

    await page.goBack();
    await waitForCount(all.total);
    await expect(sidebar().getByLabel('Best sellers').isChecked()).resolves.toBe(false);
    await page.goForward();
    await waitForCount(bestSellers.total);
    await expect(sidebar().getByLabel('Best sellers').isChecked()).resolves.toBe(true);
  });

  it('sorts by price and shows the cheapest first', async () => {
    const cheapest = await api<ProductList>('/api/products?sort=price-asc&limit=12');
    await openListing();
    await page.getByTestId('sort-select').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    await waitForCount(cheapest.total);
    await expect(cardNames()).resolves.toEqual(cheapest.items.map((p) => p.name));
    const prices = cheapest.items.map((p) => p.price ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('pages through the results with links that mark the current page', async () => {
    const second = await api<ProductList>('/api/products?page=2&limit=12');
    expect(second.pages).toBeGreaterThan(1);
    await openListing();
    const pagination = page.getByTestId('pagination');
    await expect(pagination.locator('[aria-current="page"]').textContent()).resolves.toBe('1');
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction((first) => document.querySelector('[data-testid="product-grid"] h2')?.textContent === first, second.items[0]!.name);
    await expect(cardNames()).resolves.toEqual(second.items.map((p) => p.name));
    await expect(pagination.locator('[aria-current="page"]').textContent()).resolves.toBe('2');
    await expect(pagination.getByRole('link', { name: 'Previous' }).getAttribute('href')).resolves.toBe('/products');
  });

  it('narrows to a subcategory from the disclosure under its category', async () => {
    const categories = await api<Category[]>('/api/categories');
    const category = categories[1]!;
    const sub = category.subcategories[0]!;
    await openListing();
    const toggle = sidebar().getByRole('button', { name: `Subcategories of ${category.name}` });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await sidebar().getByRole('link', { name: new RegExp(`^${sub.name.replace(/[&]/g, '\\$&')}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('subcategory') === sub.slug);
    expect(query()).toEqual({ category: category.name, subcategory: sub.slug });
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
    await waitForCount(sub.productCount);
  });

  it('says when nothing matches and clears the filters', async () => {
    const all = await api<ProductList>('/api/products?limit=12');
    await openListing('/products?category=Safes%20%26%20Security&minPrice=9000000');
    await page.getByText('No products found').waitFor();
    await expect(count().textContent()).resolves.toBe('0 products');
    await page.getByTestId('clear-filters').click();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
    await waitForCount(all.total);
  });

  it('applies a price range typed in the filters', async () => {
    const expected = await api<ProductList>('/api/products?minPrice=500&maxPrice=1500&limit=12');
    await openListing();
    await sidebar().getByLabel('From', { exact: true }).fill('500');
    await sidebar().getByLabel('To', { exact: true }).fill('1500');
    await sidebar().getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '500' && url.searchParams.get('maxPrice') === '1500');
    await waitForCount(expected.total);
  });

  it('shows skeletons while loading and an error with Retry when the API fails', async () => {
    let fail = true;
    await page.route('**/api/products?**', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
    await page.route('**/api/products', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
    await page.goto(`${baseUrl()}/products`);
    await page.getByTestId('product-skeleton').first().waitFor();
    await page.getByTestId('catalog-error').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('catalog-error').textContent()).resolves.toContain("We couldn't load the products.");
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await cards().first().waitFor();
  });
});

describe('/products on a phone', () => {
  beforeEach(async () => {
    await page.setViewportSize({ width: 375, height: 760 });
  });

  it('puts the filters in a slide-over that keeps focus inside and closes on Escape', async () => {
    await openListing();
    await expect(sidebar().isVisible()).resolves.toBe(false);
    await page.getByTestId('open-filters').click();
    const sheet: Locator = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    await expect(sheet.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);

    await sheet.getByLabel('New arrivals').check();
    await page.waitForURL((url) => url.searchParams.get('newArrival') === 'true');
    const expected = await api<ProductList>('/api/products?newArrival=true&limit=12');
    await sheet.getByRole('button', { name: `Show ${expected.total} products` }).waitFor();

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await waitForCount(expected.total);
    await expect(page.getByTestId('open-filters').textContent()).resolves.toContain('1');
  });
});

describe('/collection', () => {
  it('lists every category with its subcategories and counts, linking to their pages', async () => {
    const categories = await api<Category[]>('/api/categories');
    await page.goto(`${baseUrl()}/collection`);
    await page.getByRole('heading', { level: 1, name: 'Our Collection' }).waitFor();
    const entries = page.getByTestId('collection-entry');
    await entries.first().waitFor();
    await expect(entries.count()).resolves.toBe(categories.length);
    const total = categories.reduce((sum, c) => sum + c.productCount, 0);
    await expect(page.getByTestId('collection-summary').textContent()).resolves.toBe(`${categories.length} categories · ${total} products`);
    await expect(page.locator('[data-testid="collection-entry"] h2').allTextContents()).resolves.toEqual(categories.map((c) => c.name));

    const first = categories[0]!;
    const entry = entries.first();
    await expect(entry.getByRole('link', { name: first.name, exact: true }).getAttribute('href')).resolves.toBe(`/category/${first.id}`);
    await expect(entry.getByTestId('collection-view-all').getAttribute('href')).resolves.toBe(`/products?category=${encodeURIComponent(first.name)}`);
    await expect(entry.getByTestId('collection-view-all').textContent()).resolves.toContain(`(${first.productCount})`);

    const sub = first.subcategories[0]!;
    await entry.getByRole('link', { name: `${sub.name} ${sub.productCount}` }).click();
    await page.waitForURL((url) => url.pathname === `/subcategory/${sub.id}`);
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
  });
});
