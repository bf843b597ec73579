// The listing's filters that follow the data (issue 20): options of the category's products,
// availability and the price range, in the address. Relies on the seeded variants: the office
// chairs come in colours, among them red (operator chair, red out of stock; stackable training chair).
import type { Locator, Page } from '@playwright/test';
import { reply, type ProductList } from './support/api';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

const CHAIRS = 'office-chairs-seating';
const RED_CHAIRS = ['operator-chair-with-fabric-seat', 'stackable-training-chair'];

const sidebar = (page: Page) => page.locator('.listing__aside');
const cardNames = (page: Page) =>
  page.getByTestId('product-grid').locator('[data-testid="product-card"] h2').allTextContents();
const optValues = (page: Page) => new URL(page.url()).searchParams.getAll('opt');

/**
 * The count line reads `text`, no page of results is still loading, and the catalogue has hydrated
 * the page (it comes rendered from the server, and answers the shopper once hydrated).
 */
async function waitForCount(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('result-count')).toHaveText(text);
  await hydrated(page, 'catalog');
  await page.waitForFunction(() => !document.querySelector('[data-testid="product-grid"][aria-busy="true"]'));
}
const english = (total: number) => (total === 1 ? '1 product' : `${total} products`);

const colourGroup = (scope: Locator, name = 'Colour') => scope.getByRole('group', { name });
// The value's name, then its count: `\b` would not do, as it knows no Arabic letters.
const valueBox = (group: Locator, name: string) =>
  group.getByRole('checkbox', { name: new RegExp(`^${name}(?=[\\s,]|$)`) });

interface Chairs {
  path: string;
  all: ProductList;
  red: ProductList;
}

test.describe('listing filters that follow the data', () => {
  let chairs: Chairs;

  test.beforeEach(async ({ api }) => {
    const category = await api(`/api/categories/${CHAIRS}`, reply.categoryView);
    const all = await api(`/api/products?category=${category.id}&limit=48`, reply.productList);
    const red = await api(`/api/products?category=${category.id}&opt=colour:red&limit=48`, reply.productList);
    chairs = { path: `/category/${category.id}`, all, red };
    // What the filter must show: exactly the chairs offered in red, sold out or not.
    const offeredInRed = all.items.filter((product) =>
      product.variants.some((variant) => variant.options['colour'] === 'red'),
    );
    expect(red.items.map((product) => product.slug).sort()).toEqual(offeredInRed.map((p) => p.slug).sort());
    expect(red.items.map((product) => product.slug)).toEqual(expect.arrayContaining(RED_CHAIRS));
    expect(red.total).toBeLessThan(all.total);
  });

  test('chooses Colour → Red: only chairs offered in red, in the address, kept on reload, back works, reset clears', async ({
    page,
  }) => {
    await page.goto(chairs.path);
    await waitForCount(page, english(chairs.all.total));
    const colours = colourGroup(sidebar(page));
    // Each value says how many chairs come in it.
    await expect(valueBox(colours, 'Red')).toHaveAccessibleName(new RegExp(`${chairs.red.total} products$`));

    await valueBox(colours, 'Red').check();
    await page.waitForURL((url) => url.searchParams.getAll('opt').includes('colour:red'));
    await waitForCount(page, english(chairs.red.total));
    await expect.poll(() => cardNames(page)).toEqual(chairs.red.items.map((product) => product.name));

    await page.reload();
    await waitForCount(page, english(chairs.red.total));
    await expect(valueBox(colourGroup(sidebar(page)), 'Red')).toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(chairs.red.items.map((product) => product.name));

    await page.goBack();
    await waitForCount(page, english(chairs.all.total));
    await expect(valueBox(colourGroup(sidebar(page)), 'Red')).not.toBeChecked();
    await page.goForward();
    await waitForCount(page, english(chairs.red.total));

    await sidebar(page).getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await waitForCount(page, english(chairs.all.total));
    await expect(valueBox(colourGroup(sidebar(page)), 'Red')).not.toBeChecked();
  });

  test('red and in stock leaves out the chair whose red is sold out: one variant must match both', async ({
    page,
    api,
  }) => {
    const id = chairs.path.split('/').pop() ?? '';
    const redInStock = await api(
      `/api/products?category=${id}&opt=colour:red&availability=in-stock&limit=48`,
      reply.productList,
    );
    expect(redInStock.items.map((product) => product.slug)).not.toContain('operator-chair-with-fabric-seat');

    await page.goto(`${chairs.path}?opt=colour:red`);
    await waitForCount(page, english(chairs.red.total));
    await sidebar(page)
      .getByRole('group', { name: 'Availability' })
      .getByRole('checkbox', { name: /^In stock\b/ })
      .check();
    await page.waitForURL((url) => url.searchParams.get('availability') === 'in-stock');
    expect(optValues(page)).toEqual(['colour:red']);
    await waitForCount(page, english(redInStock.total));
    await expect.poll(() => cardNames(page)).toEqual(redInStock.items.map((product) => product.name));
  });

  test('in Arabic: option and value names from the product data, right to left, and reset', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto(`${chairs.path}?opt=colour:red`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const colours = colourGroup(sidebar(page), 'اللون');
    await expect(valueBox(colours, 'أحمر')).toBeChecked();
    await expect(valueBox(colours, 'أسود')).not.toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(chairs.red.items.map((product) => product.nameAr));

    await sidebar(page).getByRole('button', { name: 'إعادة ضبط عوامل التصفية' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect(valueBox(colourGroup(sidebar(page), 'اللون'), 'أحمر')).not.toBeChecked();
    await expect.poll(async () => (await cardNames(page)).length).toBe(Math.min(12, chairs.all.total));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 760 } });

    test('chooses Red in the filter drawer and shows the new count on its button', async ({ page }) => {
      await page.goto(chairs.path);
      await hydrated(page);
      await waitForCount(page, english(chairs.all.total));
      await page.getByTestId('open-filters').click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.waitFor();
      await valueBox(colourGroup(sheet), 'Red').check();
      await page.waitForURL((url) => url.searchParams.getAll('opt').includes('colour:red'));
      await sheet.getByRole('button', { name: `Show ${english(chairs.red.total)}` }).click();
      await sheet.waitFor({ state: 'hidden' });
      await waitForCount(page, english(chairs.red.total));
      await expect(page.getByTestId('open-filters')).toContainText('1');
      await expect.poll(() => cardNames(page)).toEqual(chairs.red.items.map((product) => product.name));
    });
  });
});
