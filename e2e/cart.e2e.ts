import type { Page } from '@playwright/test';
import { reply, type Api, type ProductView } from './support/api';
import { cartLine, cartProduct, pricedProducts, storeCart } from './support/shop';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

interface StoredLine {
  id: string;
  name: string;
  quantity: number;
  price?: number | null;
  [key: string]: unknown;
}

/** A built-in product sold on quotation (no price); they sort after every priced one. */
async function quoteOnlyProduct(api: Api): Promise<ProductView | undefined> {
  for (let p = 1; p <= 5; p++) {
    const list = await api(`/api/products?sort=price-desc&limit=48&page=${p}`, reply.productList);
    const found = list.items.find((item) => item.price === null);
    if (found || p >= list.pages) return found;
  }
  return undefined;
}

/** Calls `addToCart` of the exposed `cart_checkout/cart` module through the page's federation runtime, as the catalogue does. */
async function addThroughCartModule(
  target: Page,
  product: ReturnType<typeof cartProduct>,
  quantity: number,
): Promise<void> {
  await target.evaluate(
    async ([item, qty]) => {
      interface Host {
        name: string;
        loadRemote<T>(id: string): Promise<T>;
      }
      const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Host[] } }).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
      if (!shell) throw new Error('no shell federation instance');
      const cart = await shell.loadRemote<{ addToCart(product: unknown, quantity?: number): void }>(
        'cart_checkout/cart',
      );
      cart.addToCart(item, qty);
    },
    [product, quantity] as const,
  );
}

const storedCart = (target: Page) =>
  target.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[]);

async function seedCart(page: Page, lines: StoredLine[], lang: 'en' | 'ar' = 'en'): Promise<void> {
  await page.goto('/');
  await storeCart(page, lines, lang);
}

async function openCart(target: Page): Promise<void> {
  await target.goto('/cart');
  await target.getByRole('heading', { level: 1 }).waitFor();
  // The heading comes with the server's HTML; the cart remote (which the tests call) runs only once
  // the page is hydrated.
  await hydrated(target, 'cart_checkout');
}

const line = (target: Page, id: string) => target.locator(`[data-testid="cart-line"][data-id="${id}"]`);
const badge = (target: Page) => target.getByTestId('cart-badge').first();

const qar = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('cart', () => {
  test('shows the empty state with a way to the products', async ({ page }) => {
    await openCart(page);
    await page.getByTestId('cart-empty').waitFor();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
  });

  test('takes products from the cart module, merges repeats, and the header badge counts them', async ({
    page,
    api,
  }) => {
    const [desk, chair] = await pricedProducts(api, 2);
    if (!desk || !chair) throw new Error('catalogue has too few priced products');
    await openCart(page);
    await page.getByTestId('cart-empty').waitFor();
    await addThroughCartModule(page, cartProduct(desk), 1);
    await addThroughCartModule(page, cartProduct(chair), 2);
    await addThroughCartModule(page, cartProduct(desk), 2);
    await line(page, chair.id).waitFor();
    await expect(badge(page)).toHaveText('5');
    await expect
      .poll(() => storedCart(page))
      .toEqual([
        expect.objectContaining({ id: desk.id, quantity: 3, price: desk.price }),
        expect.objectContaining({ id: chair.id, quantity: 2, price: chair.price }),
      ]);
    await expect(line(page, desk.id).getByTestId('quantity-input')).toHaveValue('3');
    await expect
      .poll(async () => qar(await page.getByTestId('cart-subtotal').textContent()))
      .toBe((desk.price ?? 0) * 3 + (chair.price ?? 0) * 2);
  });

  test('adds from a product page with its Add to Cart button', async ({ page, api }) => {
    const [product] = await pricedProducts(api, 1);
    if (!product) throw new Error('no priced product');
    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    await page.getByTestId('add-to-cart').click();
    await expect(badge(page)).toHaveText('1');
    await openCart(page);
    await line(page, product.id).waitFor();
    await expect(line(page, product.id).getByRole('heading')).toHaveText(product.name);
  });

  test('shows 99+ in the badge above 99 items', async ({ page, api }) => {
    const [a, b] = await pricedProducts(api, 2);
    if (!a || !b) throw new Error('catalogue has too few priced products');
    await openCart(page);
    await addThroughCartModule(page, cartProduct(a), 60);
    await expect(badge(page)).toHaveText('60');
    await addThroughCartModule(page, cartProduct(b), 45);
    await expect(badge(page)).toHaveText('99+');
  });

  test('changes quantities with the stepper and the field, within 1 to 999, and updates the totals', async ({
    page,
    api,
  }) => {
    const [product] = await pricedProducts(api, 1);
    if (!product?.price) throw new Error('no priced product');
    await seedCart(page, [cartLine(product, 1)]);
    await openCart(page);
    const row = line(page, product.id);
    await row.waitFor();
    const input = row.getByRole('spinbutton', { name: `Quantity of ${product.name}` });

    await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(input).toHaveValue('3');
    await expect.poll(async () => qar(await row.getByTestId('line-total').textContent())).toBe(product.price * 3);
    await expect(badge(page)).toHaveText('3');

    await row.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
    await expect(input).toHaveValue('2');

    await input.fill('1500');
    await input.press('Enter');
    await expect(input).toHaveValue('999');
    await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(999);

    await input.fill('0');
    await input.blur();
    await expect(input).toHaveValue('1');
    // At 1 the decrease button says it is unavailable and does nothing.
    const decrease = row.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    // Playwright will not click an aria-disabled button, so press it from the keyboard.
    await decrease.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => decrease.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
    await expect.poll(async () => qar(await page.getByTestId('cart-subtotal').textContent())).toBe(product.price);
  });

  test('removes a line and brings it back with Undo from the notification', async ({ page, api }) => {
    const [a, b] = await pricedProducts(api, 2);
    if (!a || !b) throw new Error('catalogue has too few priced products');
    await seedCart(page, [cartLine(a, 2), cartLine(b, 1)]);
    await openCart(page);
    await line(page, a.id)
      .getByRole('button', { name: `Remove ${a.name}` })
      .click();
    await line(page, a.id).waitFor({ state: 'detached' });
    await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ id: b.id })]);
    const toast = page.getByTestId('toast').filter({ hasText: `${a.name} removed from your cart` });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await line(page, a.id).waitFor();
    await expect
      .poll(() => storedCart(page))
      .toEqual([expect.objectContaining({ id: a.id, quantity: 2 }), expect.objectContaining({ id: b.id })]);
  });

  test('follows changes made in another tab', async ({ page, context, api }) => {
    const [a, b] = await pricedProducts(api, 2);
    if (!a || !b) throw new Error('catalogue has too few priced products');
    await seedCart(page, [cartLine(a, 1)]);
    const other = await context.newPage();
    await openCart(page);
    await openCart(other);
    await line(other, a.id).waitFor();

    await line(page, a.id)
      .getByRole('button', { name: `Increase quantity of ${a.name}` })
      .click();
    await expect(line(other, a.id).getByTestId('quantity-input')).toHaveValue('2');
    await expect(badge(other)).toHaveText('2');

    await addThroughCartModule(other, cartProduct(b), 4);
    await line(page, b.id).waitFor();
    await expect(badge(page)).toHaveText('6');

    await line(other, a.id)
      .getByRole('button', { name: `Remove ${a.name}` })
      .click();
    await line(page, a.id).waitFor({ state: 'detached' });
    await other.close();
  });

  test('flags a product that is gone and a price that changed, keeping the gone one out of the total', async ({
    page,
    api,
  }) => {
    const [product] = await pricedProducts(api, 1);
    if (!product?.price) throw new Error('no priced product');
    const oldPrice = product.price + 500;
    await seedCart(page, [
      { ...cartLine(product, 2), price: oldPrice },
      { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Discontinued Lamp', slug: 'discontinued-lamp', price: 120, quantity: 1 },
    ]);
    await openCart(page);
    const changed = line(page, product.id).getByTestId('line-price-changed');
    await changed.waitFor();
    await expect(changed).toHaveText(/^Price changed from QAR\s?[\d,]+ to QAR\s?[\d,]+$/);
    await expect(changed).toContainText(oldPrice.toLocaleString('en-US'));
    await line(page, 'aaaaaaaaaaaaaaaaaaaaaaaa').getByTestId('line-unavailable').waitFor();
    await expect.poll(async () => qar(await page.getByTestId('cart-subtotal').textContent())).toBe(product.price * 2);
    await expect
      .poll(() => storedCart(page))
      .toEqual([
        expect.objectContaining({ id: product.id, price: product.price }),
        expect.objectContaining({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', unavailable: true }),
      ]);
    await line(page, 'aaaaaaaaaaaaaaaaaaaaaaaa').getByRole('button', { name: 'Remove Discontinued Lamp' }).click();
    await line(page, 'aaaaaaaaaaaaaaaaaaaaaaaa').waitFor({ state: 'detached' });
  });

  test('estimates delivery for the chosen zone and carries the zone to checkout', async ({ page, api }) => {
    const [product] = await pricedProducts(api, 1);
    if (!product) throw new Error('no priced product');
    const { zones } = await api('/api/zone-delivery-settings', reply.zoneDeliverySettingsView);
    const zone = zones.find((z) => z.key === 'lusail') ?? zones[0];
    if (!zone) throw new Error('no delivery zones');
    await seedCart(page, [cartLine(product, 1)]);
    await openCart(page);
    await page.getByLabel('Delivery zone').selectOption(zone.key);
    const note = page.getByTestId('delivery-note');
    await note.waitFor();
    await expect(note).toContainText('Free delivery');
    await expect(note).toContainText(`within ${zone.leadTimeDays} working day`);
    await expect(page.getByTestId('cart-delivery')).toHaveText('Free');
    await page.getByTestId('proceed-checkout').click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expect(page.getByLabel('Delivery zone')).toHaveValue(zone.key);
  });

  test('stacks the summary: the zone label over its field, then the totals and the checkout button', async ({
    page,
    api,
  }) => {
    const [product] = await pricedProducts(api, 1);
    if (!product) throw new Error('no priced product');
    await seedCart(page, [cartLine(product, 1)]);
    await openCart(page);
    const label = page.locator('label[for="cart-zone"]');
    const zone = page.getByLabel('Delivery zone');
    const checkout = page.getByTestId('proceed-checkout');
    await checkout.waitFor();
    const [labelBox, zoneBox, checkoutBox] = await Promise.all([label, zone, checkout].map((l) => l.boundingBox()));
    if (!labelBox || !zoneBox || !checkoutBox) throw new Error('the summary is not drawn');
    // One column: each part starts below the one before and at the panel's same edge.
    expect(zoneBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height);
    expect(checkoutBox.y).toBeGreaterThan(zoneBox.y + zoneBox.height);
    expect(Math.abs(zoneBox.x - labelBox.x)).toBeLessThan(1);
    expect(Math.abs(checkoutBox.x - zoneBox.x)).toBeLessThan(1);
  });

  test('sends quote-only products to a quote request instead of checkout', async ({ page, api }) => {
    const quoted = await quoteOnlyProduct(api);
    if (!quoted) throw new Error('no product sold on quotation');
    await seedCart(page, [cartLine(quoted, 2)]);
    await openCart(page);
    await line(page, quoted.id).getByTestId('line-quote').waitFor();
    await expect(page.getByTestId('proceed-checkout')).toHaveCount(0);
    await page.getByTestId('request-quote').click();
    await page.waitForURL((url) => url.pathname === '/contact' && url.searchParams.get('quote') === 'cart');
    const item = page.getByTestId('quote-item');
    await item.waitFor();
    await expect(item).toContainText(quoted.name);
    await expect(item.getByTestId('quantity-input')).toHaveValue('2');
  });

  test('shows Arabic names and texts right to left', async ({ page, api }) => {
    const [product] = await pricedProducts(api, 1);
    if (!product) throw new Error('no priced product');
    await seedCart(page, [cartLine(product, 2)], 'ar');
    await openCart(page);
    await page.getByRole('heading', { level: 1, name: 'سلة التسوق' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(line(page, product.id).getByRole('heading')).toHaveText(product.nameAr);
    await expect(page.getByRole('link', { name: 'متابعة إتمام الطلب' })).toBeVisible();
  });
});
