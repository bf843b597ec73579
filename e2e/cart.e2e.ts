import type { Page } from 'playwright-core';
import { baseUrl, openBrowserForEachTest, type Browser } from './support/browser';

interface Product {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  price: number | null;
  contactForQuote: boolean;
  image: string;
}

interface StoredLine {
  id: string;
  name: string;
  quantity: number;
  price?: number | null;
  [key: string]: unknown;
}

let browser: Browser;
let page: Page;
openBrowserForEachTest((b) => {
  browser = b;
  page = b.page;
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} -> ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Priced products from the built-in catalogue. */
async function pricedProducts(count: number): Promise<Product[]> {
  const list = await api<{ items: Product[] }>(`/api/products?minPrice=1&sort=price-asc&limit=${count}`);
  return list.items;
}

/** A built-in product sold on quotation (no price); they sort after every priced one. */
async function quoteOnlyProduct(): Promise<Product | undefined> {
  for (let p = 1; p <= 5; p++) {
    const list = await api<{ items: Product[]; pages: number }>(`/api/products?sort=price-desc&limit=48&page=${p}`);
    const found = list.items.find((item) => item.price === null);
    if (found || p >= list.pages) return found;
  }
  return undefined;
}

const asCartInput = (p: Product) => ({ id: p.id, name: p.name, nameAr: p.nameAr, slug: p.slug, price: p.price, image: p.image, contactForQuote: p.contactForQuote });

/** Calls `addToCart` of the exposed `cart_checkout/cart` module through the page's federation runtime, as the catalogue does. */
async function addThroughCartModule(target: Page, product: ReturnType<typeof asCartInput>, quantity: number): Promise<void> {
  await target.evaluate(
    async ([item, qty]) => {
      interface Host {
        name: string;
        loadRemote<T>(id: string): Promise<T>;
      }
      const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Host[] } }).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
      if (!shell) throw new Error('no shell federation instance');
      const cart = await shell.loadRemote<{ addToCart(product: unknown, quantity?: number): void }>('cart_checkout/cart');
      cart.addToCart(item, qty);
    },
    [product, quantity] as const,
  );
}

const storedCart = (target: Page) => target.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[]);

async function seedCart(lines: StoredLine[], lang: 'en' | 'ar' = 'en'): Promise<void> {
  await page.goto(baseUrl());
  await page.evaluate(
    ([value, language]) => {
      localStorage.setItem('cart', JSON.stringify(value));
      localStorage.setItem('lang', language);
    },
    [lines, lang] as const,
  );
}

async function openCart(target: Page = page): Promise<void> {
  await target.goto(`${baseUrl()}/cart`);
  await target.getByRole('heading', { level: 1 }).waitFor();
}

const line = (target: Page, id: string) => target.locator(`[data-testid="cart-line"][data-id="${id}"]`);
const badge = (target: Page) => target.getByTestId('cart-badge').first();

/** Waits until `read` returns `expected` (the page updates asynchronously). */
async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

const qar = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('cart', () => {
  it('shows the empty state with a way to the products', async () => {
    await openCart();
    await page.getByTestId('cart-empty').waitFor();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
  });

  it('takes products from the cart module, merges repeats, and the header badge counts them', async () => {
    const [desk, chair] = await pricedProducts(2);
    if (!desk || !chair) throw new Error('catalogue has too few priced products');
    await openCart();
    await page.getByTestId('cart-empty').waitFor();
    await addThroughCartModule(page, asCartInput(desk), 1);
    await addThroughCartModule(page, asCartInput(chair), 2);
    await addThroughCartModule(page, asCartInput(desk), 2);
    await line(page, chair.id).waitFor();
    await expect(until(() => badge(page).textContent(), '5')).resolves.toBe('5');
    await expect(storedCart(page)).resolves.toEqual([
      expect.objectContaining({ id: desk.id, quantity: 3, price: desk.price }),
      expect.objectContaining({ id: chair.id, quantity: 2, price: chair.price }),
    ]);
    await expect(line(page, desk.id).getByTestId('quantity-input').inputValue()).resolves.toBe('3');
    const subtotal = qar(await page.getByTestId('cart-subtotal').textContent());
    expect(subtotal).toBe((desk.price ?? 0) * 3 + (chair.price ?? 0) * 2);
  });

  it('adds from a product page with its Add to Cart button', async () => {
    const [product] = await pricedProducts(1);
    if (!product) throw new Error('no priced product');
    await page.goto(`${baseUrl()}/product/${product.slug}`);
    await page.getByTestId('add-to-cart').click();
    await expect(until(() => badge(page).textContent(), '1')).resolves.toBe('1');
    await openCart();
    await line(page, product.id).waitFor();
    await expect(line(page, product.id).getByRole('heading').textContent()).resolves.toBe(product.name);
  });

  it('shows 99+ in the badge above 99 items', async () => {
    const [a, b] = await pricedProducts(2);
    if (!a || !b) throw new Error('catalogue has too few priced products');
    await openCart();
    await addThroughCartModule(page, asCartInput(a), 60);
    await expect(until(() => badge(page).textContent(), '60')).resolves.toBe('60');
    await addThroughCartModule(page, asCartInput(b), 45);
    await expect(until(() => badge(page).textContent(), '99+')).resolves.toBe('99+');
  });

  it('changes quantities with the stepper and the field, within 1 to 999, and updates the totals', async () => {
    const [product] = await pricedProducts(1);
    if (!product?.price) throw new Error('no priced product');
    await seedCart([{ ...asCartInput(product), quantity: 1 }]);
    await openCart();
    const row = line(page, product.id);
    await row.waitFor();
    const input = row.getByRole('spinbutton', { name: `Quantity of ${product.name}` });

    await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(until(() => input.inputValue(), '3')).resolves.toBe('3');
    await expect(until(async () => qar(await row.getByTestId('line-total').textContent()), product.price * 3)).resolves.toBe(product.price * 3);
    await expect(until(() => badge(page).textContent(), '3')).resolves.toBe('3');

    await row.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
    await expect(until(() => input.inputValue(), '2')).resolves.toBe('2');

    await input.fill('1500');
    await input.press('Enter');
    await expect(until(() => input.inputValue(), '999')).resolves.toBe('999');
    await expect(until(async () => (await storedCart(page))[0]?.quantity, 999)).resolves.toBe(999);

    await input.fill('0');
    await input.blur();
    await expect(until(() => input.inputValue(), '1')).resolves.toBe('1');
    // At 1 the decrease button says it is unavailable and does nothing.
    const decrease = row.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    await expect(decrease.getAttribute('aria-disabled')).resolves.toBe('true');
    // Playwright will not click an aria-disabled button, so press it from the keyboard.
    await decrease.focus();
    await page.keyboard.press('Enter');
    await expect(decrease.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(storedCart(page)).resolves.toEqual([expect.objectContaining({ quantity: 1 })]);
    await expect(until(async () => qar(await page.getByTestId('cart-subtotal').textContent()), product.price)).resolves.toBe(product.price);
  });

  it('removes a line and brings it back with Undo from the notification', async () => {
    const [a, b] = await pricedProducts(2);
    if (!a || !b) throw new Error('catalogue has too few priced products');
    await seedCart([
      { ...asCartInput(a), quantity: 2 },
      { ...asCartInput(b), quantity: 1 },
    ]);
    await openCart();
    await line(page, a.id).getByRole('button', { name: `Remove ${a.name}` }).click();
    await line(page, a.id).waitFor({ state: 'detached' });
    await expect(storedCart(page)).resolves.toEqual([expect.objectContaining({ id: b.id })]);
    const toast = page.getByTestId('toast').filter({ hasText: `${a.name} removed from your cart` });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await line(page, a.id).waitFor();
    await expect(storedCart(page)).resolves.toEqual([expect.objectContaining({ id: a.id, quantity: 2 }), expect.objectContaining({ id: b.id })]);
  });

  it('follows changes made in another tab', async () => {
    const [a, b] = await pricedProducts(2);
    if (!a || !b) throw new Error('catalogue has too few priced products');
    await seedCart([{ ...asCartInput(a), quantity: 1 }]);
    const other = await browser.context.newPage();
    await openCart(page);
    await openCart(other);
    await line(other, a.id).waitFor();

    await line(page, a.id).getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    await expect(until(() => line(other, a.id).getByTestId('quantity-input').inputValue(), '2')).resolves.toBe('2');
    await expect(until(() => badge(other).textContent(), '2')).resolves.toBe('2');

    await addThroughCartModule(other, asCartInput(b), 4);
    await line(page, b.id).waitFor();
    await expect(until(() => badge(page).textContent(), '6')).resolves.toBe('6');

    await line(other, a.id).getByRole('button', { name: `Remove ${a.name}` }).click();
    await line(page, a.id).waitFor({ state: 'detached' });
    await other.close();
  });

  it('flags a product that is gone and a price that changed, keeping the gone one out of the total', async () => {
    const [product] = await pricedProducts(1);
    if (!product?.price) throw new Error('no priced product');
    const oldPrice = product.price + 500;
    await seedCart([
      { ...asCartInput(product), price: oldPrice, quantity: 2 },
      { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Discontinued Lamp', slug: 'discontinued-lamp', price: 120, quantity: 1 },
    ]);
    await openCart();
    const changed = line(page, product.id).getByTestId('line-price-changed');
    await changed.waitFor();
    const text = (await changed.textContent()) ?? '';
    expect(text).toMatch(/^Price changed from QAR\s?[\d,]+ to QAR\s?[\d,]+$/);
    expect(text).toContain(oldPrice.toLocaleString('en-US'));
    await line(page, 'aaaaaaaaaaaaaaaaaaaaaaaa').getByTestId('line-unavailable').waitFor();
    expect(qar(await page.getByTestId('cart-subtotal').textContent())).toBe(product.price * 2);
    await expect(storedCart(page)).resolves.toEqual([
      expect.objectContaining({ id: product.id, price: product.price }),
      expect.objectContaining({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', unavailable: true }),
    ]);
    await line(page, 'aaaaaaaaaaaaaaaaaaaaaaaa').getByRole('button', { name: 'Remove Discontinued Lamp' }).click();
    await line(page, 'aaaaaaaaaaaaaaaaaaaaaaaa').waitFor({ state: 'detached' });
  });

  it('estimates delivery for the chosen zone and carries the zone to checkout', async () => {
    const [product] = await pricedProducts(1);
    if (!product) throw new Error('no priced product');
    const { zones } = await api<{ zones: Array<{ key: string; name: string; leadTimeDays: number }> }>('/api/zone-delivery-settings');
    const zone = zones.find((z) => z.key === 'lusail') ?? zones[0];
    if (!zone) throw new Error('no delivery zones');
    await seedCart([{ ...asCartInput(product), quantity: 1 }]);
    await openCart();
    await page.getByLabel('Delivery zone').selectOption(zone.key);
    const note = page.getByTestId('delivery-note');
    await note.waitFor();
    await expect(note.textContent()).resolves.toContain('Free delivery');
    await expect(note.textContent()).resolves.toContain(`within ${zone.leadTimeDays} working day`);
    await expect(page.getByTestId('cart-delivery').textContent()).resolves.toBe('Free');
    await page.getByTestId('proceed-checkout').click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expect(page.getByLabel('Delivery zone').inputValue()).resolves.toBe(zone.key);
  });

  it('sends quote-only products to a quote request instead of checkout', async () => {
    const quoted = await quoteOnlyProduct();
    if (!quoted) throw new Error('no product sold on quotation');
    await seedCart([{ ...asCartInput(quoted), quantity: 2 }]);
    await openCart();
    await line(page, quoted.id).getByTestId('line-quote').waitFor();
    await expect(page.getByTestId('proceed-checkout').count()).resolves.toBe(0);
    await page.getByTestId('request-quote').click();
    await page.waitForURL((url) => url.pathname === '/contact' && url.searchParams.get('quote') === 'cart');
    const item = page.getByTestId('quote-item');
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain(quoted.name);
    await expect(item.getByTestId('quantity-input').inputValue()).resolves.toBe('2');
  });

  it('shows Arabic names and texts right to left', async () => {
    const [product] = await pricedProducts(1);
    if (!product) throw new Error('no priced product');
    await seedCart([{ ...asCartInput(product), quantity: 2 }], 'ar');
    await openCart();
    await page.getByRole('heading', { level: 1, name: 'سلة التسوق' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expect(line(page, product.id).getByRole('heading').textContent()).resolves.toBe(product.nameAr);
    await expect(page.getByRole('link', { name: 'متابعة إتمام الطلب' }).isVisible()).resolves.toBe(true);
  });
});
