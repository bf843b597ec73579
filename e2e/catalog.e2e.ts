import type { Locator, Page, Request, Route } from '@playwright/test';
import { reply, listOf, type ProductView } from './support/api';
import { expect, test } from './support/test';
import { holdReplies, hydrated, openInApp } from './support/in-app';

const HOME_HEADING = { en: 'Premium Office Furniture', ar: 'أثاث مكتبي فاخر' } as const;

async function openHome(page: Page, lang: 'en' | 'ar' = 'en'): Promise<void> {
  if (lang === 'ar') {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  }
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HOME_HEADING[lang] }).waitFor();
  await hydrated(page, 'catalog');
}

/** Opens the search dialog from the header's search button and waits for its field. */
async function openSearch(page: Page, lang: 'en' | 'ar' = 'en'): Promise<Locator> {
  await openHome(page, lang);
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

/** A made-up search hit: a real product's reply with its names, placement and price replaced, so its shape is the API's. */
function fakeProduct(real: ProductView, n: number, extra: Partial<ProductView> = {}): ProductView {
  return {
    ...real,
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

test.describe('search dialog', () => {
  test('opens from the header search button with the title, placeholder and empty-query hint', async ({ page }) => {
    const dialog = await openSearch(page);
    await expect(page.getByRole('dialog', { name: 'Search Products' })).toBeVisible();
    const input = dialog.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Search for office furniture');
    await expect(status(dialog)).toHaveText('Start typing to search for products');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(rows(dialog)).toHaveCount(0);
  });

  test('shows up to 10 matching products with the result count, "category • subcategory" and the price', async ({
    page,
    api,
  }) => {
    const expected = (await api('/api/products/search/chair', listOf(reply.productView))).slice(0, 10);
    expect(expected.length).toBeGreaterThan(0);
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox').pressSequentially('chair', { delay: 20 });
    const count = await resultCount(dialog);
    await expect(rows(dialog)).toHaveCount(count);
    expect(count).toBe(expected.length);
    expect(count).toBeLessThanOrEqual(10);
    await expect(status(dialog)).toHaveText(`${count} result(s) found`);

    await expect(dialog.getByTestId('search-result-name')).toHaveText(expected.map((p) => p.name));
    await expect(dialog.getByTestId('search-result-placement')).toHaveText(
      expected.map((p) => (p.subcategory ? `${p.category.name} • ${p.subcategory.name}` : p.category.name)),
    );
    const qar = (price: number) => `QAR\\s?${price.toLocaleString('en-US').replace('.', '\\.')}`;
    await expect(dialog.getByTestId('search-result-price')).toHaveText(
      expected.map((p) => {
        if (p.contactForQuote || p.price === null) return 'Contact for Quote';
        // A product whose variants differ in price shows where its prices start.
        const varies = new Set(p.variants.map((variant) => variant.price)).size > 1;
        return varies && p.priceFrom !== null
          ? new RegExp(`^From ${qar(p.priceFrom)}$`)
          : new RegExp(`^${qar(p.price)}$`);
      }),
    );
  });

  test('caps the list at 10 and follows the display rules for quotes, missing prices, subcategories and slugs', async ({
    page,
    api,
  }) => {
    const [real] = await api('/api/products/search/chair', listOf(reply.productView));
    if (!real) throw new Error('no product found for "chair"');
    const many = Array.from({ length: 14 }, (_, i) => fakeProduct(real, i + 1));
    many[0] = fakeProduct(real, 1, {
      name: 'Quote Desk, Large!',
      slug: '',
      contactForQuote: true,
      price: 900,
      subcategory: null,
    });
    many[1] = fakeProduct(real, 2, { price: null });
    await page.route('**/api/products/search/**', fulfilJson(many));
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox').fill('test');
    await expect.poll(() => resultCount(dialog)).toBe(10);
    await expect(rows(dialog)).toHaveCount(10);
    const prices = dialog.getByTestId('search-result-price');
    await expect(prices.nth(0)).toHaveText('Contact for Quote');
    await expect(prices.nth(1)).toHaveText('Contact for Quote');
    await expect(prices.nth(2)).toHaveText(/^QAR\s?300$/);
    const placements = dialog.getByTestId('search-result-placement');
    await expect(placements.nth(0)).toHaveText('Office Furniture');
    await expect(placements.nth(1)).toHaveText('Office Furniture • Office Chairs');

    // A product without a slug opens the one derived from its name.
    await rows(dialog).first().click();
    await page.waitForURL((url) => url.pathname === `/product/${slugify('Quote Desk, Large!')}`);
    expect(pathOf(page).pathname).toBe('/product/quote-desk-large');
    await expect(dialog).toBeHidden();
  });

  test('waits for a pause in typing before searching', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/products/search/')) searches.push(request.url());
    });
    // The page's clock stands still while the shopper types, however slowly the machine is
    // running, so no pause comes between the keys; it runs on again once the word is typed.
    await page.clock.install();
    const dialog = await openSearch(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole('combobox').pressSequentially('chair', { delay: 40 });
    await page.clock.resume();
    await resultCount(dialog);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('/api/products/search/chair');
  });

  test('moves through the results with the arrow keys and opens the active one with Enter', async ({ page }) => {
    const dialog = await openSearch(page);
    const input = dialog.getByRole('combobox');
    await input.pressSequentially('chair');
    const count = await resultCount(dialog);
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await input.press('ArrowDown');
    const first = rows(dialog).first();
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? 'the first option has no id',
    );
    await expect(first).toHaveAttribute('aria-selected', 'true');
    if (count > 1) {
      await input.press('ArrowDown');
      await expect(rows(dialog).nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'false');
      await input.press('ArrowUp');
    }
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    const slug = await first.getAttribute('data-slug');
    expect(slug).toBeTruthy();
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === `/product/${slug}`);
    await expect(dialog).toBeHidden();
  });

  test('says so when nothing matches', async ({ page }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox').fill('qqzzxxnothing');
    await dialog.getByText('No products found for "qqzzxxnothing"').waitFor();
    await expect(rows(dialog)).toHaveCount(0);
  });

  test('shows an error message when the search fails', async ({ page }) => {
    await page.route('**/api/products/search/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox').fill('chair');
    await dialog.getByTestId('search-error').waitFor();
    await expect(dialog.getByTestId('search-error')).toContainText('Search is not available right now');
  });

  test('closes on Escape and opens empty again', async ({ page }) => {
    const dialog = await openSearch(page);
    const input = dialog.getByRole('combobox');
    await input.fill('chair');
    await input.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('search-button').click();
    await input.waitFor();
    await expect(input).toHaveValue('');
    await expect(status(dialog)).toHaveText('Start typing to search for products');
  });

  test('goes to all products with View All Products', async ({ page }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole('button', { name: 'View All Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(pathOf(page).pathname).toBe('/products');
    await expect(dialog).toBeHidden();
  });

  test('fills the screen on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const dialog = await openSearch(page);
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const box = await dialog.boundingBox();
    expect(box && [box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, 375, 740]);
  });

  test('speaks Arabic in the Arabic interface', async ({ page, api }) => {
    const expected = (await api('/api/products/search/chair', listOf(reply.productView))).slice(0, 10);
    const dialog = await openSearch(page, 'ar');
    await expect(page.getByRole('dialog', { name: 'البحث عن المنتجات' })).toBeVisible();
    const input = dialog.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'ابحث عن الأثاث المكتبي');
    await expect(status(dialog)).toHaveText('ابدأ الكتابة للبحث عن المنتجات');
    await input.fill('chair');
    await dialog.getByText(/^تم العثور على/).waitFor();
    await expect(dialog.getByTestId('search-result-name')).toHaveText(expected.map((p) => p.nameAr));
    await expect(dialog.getByRole('button', { name: 'عرض جميع المنتجات' })).toBeVisible();
    await input.fill('qqzzxxnothing');
    await dialog.getByText('لم نعثر على منتجات تطابق "qqzzxxnothing"').waitFor();
  });
});

test.describe('home category grid', () => {
  const cardNames = (page: Page) =>
    page.getByTestId('category-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-name')));
  const cardTitles = (page: Page) => page.locator('[data-testid="category-card"] h3').allTextContents();

  test('shows the categories from the API in order and opens the first one as a product listing', async ({
    page,
    api,
  }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    expect(categories.length).toBeGreaterThan(0);
    await openHome(page);
    const grid = page.getByTestId('category-grid');
    await grid.getByRole('heading', { level: 2, name: 'Shop by Category' }).waitFor();
    await page.getByTestId('category-card').first().waitFor();
    await expect.poll(() => cardNames(page)).toEqual(categories.map((c) => c.name));
    await expect.poll(() => cardTitles(page)).toEqual(categories.map((c) => c.name));

    // Every card has an image with its size given, loaded lazily; a category without one gets the default.
    const images = await grid.locator('[data-testid="category-card"] img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
      })),
    );
    images.forEach((img, i) => {
      expect(img).toMatchObject({ width: '480', height: '360', loading: 'lazy' });
      if (categories[i]!.image)
        expect(img.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/images\/shop\/.+\?w=480&q=\d+$/);
      else expect(img.src).toMatch(/^data:image\/svg\+xml,/);
    });

    await page.getByTestId('category-card').first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(pathOf(page)).toEqual({ pathname: '/products', category: categories[0]!.name });
    expect(page.url()).toContain(`/products?category=${encodeURIComponent(categories[0]!.name)}`);
  });

  test('shows four skeleton cards while the categories load', async ({ page }) => {
    const release = await holdReplies(page, '**/api/categories');
    await openInApp(page, '/');
    await expect(page.getByTestId('category-skeleton')).toHaveCount(4);
    release();
    await page.getByTestId('category-card').first().waitFor();
    await expect(page.getByTestId('category-skeleton')).toHaveCount(0);
  });

  test('keeps the categories in storage and shows them when the API later fails', async ({ page, api }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    await openHome(page);
    await page.getByTestId('category-card').first().waitFor();
    // The hydrated grid keeps what the API gave in storage (an effect, so awaited, not read once).
    const readStored = () =>
      page.evaluate(() => ({
        categories: JSON.parse(localStorage.getItem('categories') ?? '[]') as Array<{ name: string }>,
        subcategories: JSON.parse(localStorage.getItem('subcategories') ?? '[]') as Array<{
          name: string;
          categoryId: string;
        }>,
      }));
    await expect
      .poll(async () => (await readStored()).categories.map((c) => c.name))
      .toEqual(categories.map((c) => c.name));
    const stored = await readStored();
    expect(stored.subcategories.every((s) => typeof s.categoryId === 'string')).toBe(true);

    await page.route('**/api/categories', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByTestId('category-card').first().waitFor();
    await expect.poll(() => cardNames(page)).toEqual(categories.map((c) => c.name));
  });

  test('uses the stored categories when the API has none, and says so when neither has any', async ({ page }) => {
    await page.route('**/api/categories', fulfilJson([]));
    await openInApp(page, '/');
    await page.getByText('No categories available yet').waitFor();
    await expect(page.getByTestId('category-card')).toHaveCount(0);

    await page.evaluate(() =>
      localStorage.setItem(
        'categories',
        JSON.stringify([
          {
            id: 'kept',
            name: 'Kept Category',
            nameAr: 'فئة محفوظة',
            slug: 'kept',
            description: 'From storage',
            subcategories: [],
          },
        ]),
      ),
    );
    await openInApp(page, '/');
    await page.getByTestId('category-card').first().waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['Kept Category']);
    // No image stored: the default image is shown.
    await expect(page.locator('[data-testid="category-card"] img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  });

  test('goes to all products with View All Products', async ({ page }) => {
    await openHome(page);
    await page.getByTestId('category-grid').getByRole('link', { name: 'View All Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(pathOf(page).pathname).toBe('/products');
  });

  test('shows Arabic names in the Arabic interface', async ({ page, api }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    await openHome(page, 'ar');
    await page.getByTestId('category-grid').getByRole('heading', { level: 2, name: 'تسوّق حسب الفئة' }).waitFor();
    await page.getByTestId('category-card').first().waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(categories.map((c) => c.nameAr || c.name));
    // The link still carries the English name, as the listing expects.
    await page.getByTestId('category-card').first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(pathOf(page).category).toBe(categories[0]!.name);
  });
});
