import type { Locator, Page } from '@playwright/test';
import { reply, listOf } from './support/api';
import { expect, test } from './support/test';
import { openInApp, hydrated } from './support/in-app';

const count = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
const cardNames = (page: Page) =>
  page.getByTestId('product-grid').locator('[data-testid="product-card"] h2').allTextContents();
const sidebar = (page: Page) => page.locator('.listing__aside');

/** Waits until the result count reads "N product(s)" for the expected N. */
async function waitForCount(page: Page, total: number): Promise<void> {
  await page
    .getByTestId('result-count')
    .getByText(total === 1 ? '1 product' : `${total} products`, { exact: true })
    .waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="product-grid"][aria-busy="true"]'));
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function openListing(page: Page, path = '/products'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.getByTestId('products-page').waitFor();
}

test.describe('/products listing', () => {
  test('opens a category from the home page as a filtered listing with the right count', async ({ page, api }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    const first = categories[0]!;
    const expected = await api(`/api/products?category=${encodeURIComponent(first.name)}&limit=12`, reply.productList);

    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('category-card').first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(query(page)).toEqual({ category: first.name });

    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await waitForCount(page, expected.total);
    expect(expected.total).toBe(first.productCount);
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((p) => p.name));
    await expect
      .poll(async () =>
        (await page.getByTestId('product-grid').locator('.product-card__placement').allTextContents()).every((text) =>
          text.startsWith(first.name),
        ),
      )
      .toBe(true);
    await expect(page).toHaveTitle(new RegExp(`^${first.name.replace(/[&]/g, '\\$&')} \\|`));
    await expect(sidebar(page).locator('a[aria-current="true"]').first()).toContainText(first.name);
  });

  test('reads the spec link /products?category=Office%20Furniture', async ({ page, api }) => {
    const expected = await api('/api/products?category=Office%20Furniture&limit=48', reply.productList);
    await openListing(page, '/products?category=Office%20Furniture');
    await waitForCount(page, expected.total);
    await expect(cards(page)).toHaveCount(Math.min(12, expected.total));
    expect(expected.items.every((p) => p.category.name === 'Office Furniture')).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Office Furniture' }).waitFor();
  });

  test('filters by a flag and keeps it in the address, with back and forward', async ({ page, api }) => {
    const all = await api('/api/products?limit=12', reply.productList);
    const bestSellers = await api('/api/products?bestSeller=true&limit=12', reply.productList);
    expect(bestSellers.total).toBeGreaterThan(0);
    expect(bestSellers.total).toBeLessThan(all.total);

    await openListing(page);
    await waitForCount(page, all.total);
    await sidebar(page).getByLabel('Best sellers').check();
    await page.waitForURL((url) => url.searchParams.get('bestSeller') === 'true');
    await waitForCount(page, bestSellers.total);
    await expect.poll(() => cardNames(page)).toEqual(bestSellers.items.map((p) => p.name));

    await page.goBack();
    await waitForCount(page, all.total);
    await expect(sidebar(page).getByLabel('Best sellers')).not.toBeChecked();
    await page.goForward();
    await waitForCount(page, bestSellers.total);
    await expect(sidebar(page).getByLabel('Best sellers')).toBeChecked();
  });

  test('sorts by price and shows the cheapest first', async ({ page, api }) => {
    const cheapest = await api('/api/products?sort=price-asc&limit=12', reply.productList);
    await openListing(page);
    await page.getByTestId('sort-select').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    await waitForCount(page, cheapest.total);
    await expect.poll(() => cardNames(page)).toEqual(cheapest.items.map((p) => p.name));
    const prices = cheapest.items.map((p) => p.price ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test('pages through the results with links that mark the current page', async ({ page, api }) => {
    const second = await api('/api/products?page=2&limit=12', reply.productList);
    expect(second.pages).toBeGreaterThan(1);
    await openListing(page);
    const pagination = page.getByTestId('pagination');
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="product-grid"] h2')?.textContent === first,
      second.items[0]!.name,
    );
    await expect.poll(() => cardNames(page)).toEqual(second.items.map((p) => p.name));
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/products');
  });

  test('narrows to a subcategory from the disclosure under its category', async ({ page, api }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    const category = categories[1]!;
    const sub = category.subcategories[0]!;
    await openListing(page);
    const toggle = sidebar(page).getByRole('button', { name: `Subcategories of ${category.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sidebar(page)
      .getByRole('link', { name: new RegExp(`^${sub.name.replace(/[&]/g, '\\$&')}`) })
      .click();
    await page.waitForURL((url) => url.searchParams.get('subcategory') === sub.slug);
    expect(query(page)).toEqual({ category: category.name, subcategory: sub.slug });
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
    await waitForCount(page, sub.productCount);
  });

  test('says when nothing matches and clears the filters', async ({ page, api }) => {
    const all = await api('/api/products?limit=12', reply.productList);
    await openListing(page, '/products?category=Safes%20%26%20Security&minPrice=9000000');
    await page.getByText('No products found').waitFor();
    await expect(count(page)).toHaveText('0 products');
    await page.getByTestId('clear-filters').click();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
    await waitForCount(page, all.total);
  });

  test('applies a price range typed in the filters', async ({ page, api }) => {
    const expected = await api('/api/products?minPrice=500&maxPrice=1500&limit=12', reply.productList);
    await openListing(page);
    await sidebar(page).getByLabel('From', { exact: true }).fill('500');
    await sidebar(page).getByLabel('To', { exact: true }).fill('1500');
    await sidebar(page).getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('minPrice') === '500' && url.searchParams.get('maxPrice') === '1500',
    );
    await waitForCount(page, expected.total);
  });

  test('shows skeletons while loading and an error with Retry when the API fails', async ({ page }) => {
    let fail = true;
    await page.route('**/api/products?**', (route) =>
      fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.route('**/api/products', (route) =>
      fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await openInApp(page, '/products');
    await page.getByTestId('product-skeleton').first().waitFor();
    await page.getByTestId('catalog-error').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('catalog-error')).toContainText("We couldn't load the products.");
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor();
  });
});

test.describe('/products on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('puts the filters in a slide-over that keeps focus inside and closes on Escape', async ({ page, api }) => {
    await openListing(page);
    await expect(sidebar(page)).toBeHidden();
    await page.getByTestId('open-filters').click();
    const sheet: Locator = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await sheet.getByLabel('New arrivals').check();
    await page.waitForURL((url) => url.searchParams.get('newArrival') === 'true');
    const expected = await api('/api/products?newArrival=true&limit=12', reply.productList);
    await sheet.getByRole('button', { name: `Show ${expected.total} products` }).waitFor();

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await waitForCount(page, expected.total);
    await expect(page.getByTestId('open-filters')).toContainText('1');
  });
});

test.describe('/collection', () => {
  test('lists every category with its subcategories and counts, linking to their pages', async ({ page, api }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    await page.goto('/collection');
    await page.getByRole('heading', { level: 1, name: 'Our Collection' }).waitFor();
    const entries = page.getByTestId('collection-entry');
    await entries.first().waitFor();
    await expect(entries).toHaveCount(categories.length);
    const total = categories.reduce((sum, c) => sum + c.productCount, 0);
    await expect(page.getByTestId('collection-summary')).toHaveText(
      `${categories.length} categories · ${total} products`,
    );
    await expect(page.locator('[data-testid="collection-entry"] h2')).toHaveText(categories.map((c) => c.name));

    const first = categories[0]!;
    const entry = entries.first();
    await expect(entry.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
      'href',
      `/category/${first.id}`,
    );
    await expect(entry.getByTestId('collection-view-all')).toHaveAttribute(
      'href',
      `/products?category=${encodeURIComponent(first.name)}`,
    );
    await expect(entry.getByTestId('collection-view-all')).toContainText(`(${first.productCount})`);

    const sub = first.subcategories[0]!;
    await entry.getByRole('link', { name: `${sub.name} ${sub.productCount}` }).click();
    await page.waitForURL((url) => url.pathname === `/subcategory/${sub.id}`);
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
  });
});
