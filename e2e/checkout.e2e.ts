import type { Page, Request } from '@playwright/test';
import { reply, type OrderView, type ProductView } from './support/api';
import { cartLine, pricedProducts, storeCart } from './support/shop';
import { expect, test } from './support/test';

/** Puts products in the stored cart (quantities 1, 2, …) and opens /checkout. */
async function checkoutWith(page: Page, products: ProductView[], lang: 'en' | 'ar' = 'en'): Promise<void> {
  await page.goto('/');
  await storeCart(
    page,
    products.map((product, i) => cartLine(product, i + 1)),
    lang,
  );
  await page.goto('/checkout');
  await page.getByTestId('checkout-form').waitFor();
}

const CUSTOMER = {
  name: 'Sara Al-Kuwari',
  phone: '+974 5512 3456',
  email: 'sara@example.qa',
  address: 'Building 12, Street 340, Zone 55, Al Waab',
};

async function fillDetails(
  page: Page,
  labels: { name: string; phone: string; email: string; address: string; zone: string },
  zone = 'doha',
): Promise<void> {
  await page.getByLabel(labels.name).fill(CUSTOMER.name);
  await page.getByLabel(labels.phone).fill(CUSTOMER.phone);
  await page.getByLabel(labels.email).fill(CUSTOMER.email);
  await page.getByLabel(labels.address).fill(CUSTOMER.address);
  const select = page.getByLabel(labels.zone);
  await page.waitForFunction(
    () => ((document.querySelector('#checkout-zone') as HTMLSelectElement | null)?.options.length ?? 0) > 1,
  );
  await select.selectOption(zone);
}

const EN = { name: 'Full name', phone: 'Phone', email: 'Email', address: 'Delivery address', zone: 'Delivery zone' };

const qar = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Waits for the confirmation and returns what it shows. */
async function confirmation(page: Page) {
  await page.waitForURL((url) => url.pathname === '/order-confirmation' && Boolean(url.searchParams.get('token')));
  await page.getByTestId('order-confirmation').waitFor();
  return {
    token: new URL(page.url()).searchParams.get('token') ?? '',
    orderNumber: (await page.getByTestId('order-number').textContent()) ?? '',
    total: qar(await page.getByTestId('order-total').textContent()),
  };
}

test.describe('checkout', () => {
  const methods = [
    { key: 'cash', label: 'Cash on delivery', instructions: /in cash when your order arrives/ },
    { key: 'card', label: 'Credit card on delivery', instructions: /by credit card when your order arrives/ },
    { key: 'bank-transfer', label: 'Bank transfer', instructions: /transfer QAR\s?[\d,]+ to the account below/ },
  ] as const;

  for (const method of methods) {
    test(`places an order paid by ${method.label.toLowerCase()} and the confirmation survives a reload`, async ({
      page,
      api,
    }) => {
      const products = await pricedProducts(api, 2);
      await checkoutWith(page, products);
      await fillDetails(page, EN);
      await page.getByRole('radio', { name: new RegExp(`^${method.label}`) }).check();
      if (method.key === 'bank-transfer') await page.getByTestId('bank-transfer-note').waitFor();
      await page.getByTestId('place-order').click();

      const shown = await confirmation(page);
      expect(shown.orderNumber).toMatch(/^OG-\d{6}-[A-Z0-9]{4}$/);
      await expect(page.getByTestId('payment-method')).toHaveText(method.label);
      const order = await api(`/api/order-confirmation/${shown.token}`, reply.orderView);
      expect(order.orderNumber).toBe(shown.orderNumber);
      expect(order.paymentMethod).toBe(method.key);
      expect(order.items.map((item) => [item.productId, item.quantity])).toEqual(products.map((p, i) => [p.id, i + 1]));
      expect(shown.total).toBe(order.total);
      await expect(page.getByTestId('order-confirmation')).toHaveText(method.instructions);
      if (method.key === 'bank-transfer') {
        await expect(page.getByTestId('bank-iban')).toHaveText(/^QA\d{2}( [A-Z0-9]{1,4})+$/);
      } else {
        await expect(page.getByTestId('bank-details')).toHaveCount(0);
      }
      await expect
        .poll(async () => decodeURIComponent((await page.getByTestId('order-whatsapp').getAttribute('href')) ?? ''))
        .toContain(shown.orderNumber);
      await expect(page.getByTestId('order-phone')).toHaveAttribute('href', /^tel:\+974\d{8}$/);

      // The ordered lines left the cart, and the badge with them.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);

      await page.reload();
      await page.getByTestId('order-confirmation').waitFor();
      await expect(page.getByTestId('order-number')).toHaveText(shown.orderNumber);
    });
  }

  test('validates on blur and on submit in place, moving focus to the first field in error', async ({ page, api }) => {
    const orders: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) orders.push(request);
    });
    await checkoutWith(page, await pricedProducts(api, 1));
    const phone = page.getByLabel('Phone');
    await phone.fill('1234');
    await phone.press('Tab');
    await page.getByTestId('phone-error').waitFor();
    await expect(page.getByTestId('phone-error')).toContainText('Enter a Qatar number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => phone.getAttribute('aria-describedby')).toContain('checkout-phone-error');

    await page.getByTestId('place-order').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-name');
    await expect(page.getByTestId('name-error')).toHaveText('Enter your name.');
    await expect(page.getByTestId('email-error')).toHaveText('Enter your email address.');
    await expect(page.getByTestId('address-error')).toHaveText('Enter your delivery address.');
    expect(orders).toHaveLength(0);

    await phone.fill('5512 3456');
    await page.getByTestId('phone-error').waitFor({ state: 'detached' });
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
  });

  test('sends one order for a double click, and a retry after a lost reply gets the same order back', async ({
    page,
    api,
  }) => {
    const products = await pricedProducts(api, 1);
    await checkoutWith(page, products);
    await fillDetails(page, EN);
    const keys: string[] = [];
    let first: OrderView | undefined;
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!first) {
        // The server places the order, but its reply never reaches the browser.
        const response = await route.fetch();
        first = ((await response.json()) as { data: OrderView }).data;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await page.getByTestId('place-order').dblclick();
    await page.getByTestId('form-error').waitFor();
    await expect(page.getByTestId('form-error')).toContainText("We couldn't reach our server");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

    await page.getByTestId('place-order').click();
    const shown = await confirmation(page);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(first?.orderNumber).toBeTruthy();
    expect(shown.orderNumber).toBe(first?.orderNumber);
  });

  test('shows the server message when it refuses the order, and flags the product that is gone', async ({
    page,
    api,
  }) => {
    const [product] = await pricedProducts(api, 1);
    if (!product) throw new Error('no priced product');
    const ghost = {
      ...product,
      id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      name: 'Ghost Chair',
      nameAr: 'كرسي',
      slug: 'ghost-chair',
    };
    // Hold back the page's own price check of the ghost, so the order still includes it.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route(`**/api/products/${ghost.id}`, (route) => {
      if (holding) held.push(() => route.continue());
      else void route.continue();
    });
    await checkoutWith(page, [product, ghost]);
    await fillDetails(page, EN);
    await page.getByTestId('place-order').click();
    const error = page.getByTestId('form-error');
    await error.waitFor();
    await expect(error).toContainText('Some products are no longer available');
    holding = false;
    await Promise.all(held.map((release) => release()));
    await page.getByTestId('left-out-note').waitFor();
    await expect
      .poll(async () => {
        const stored = await page.evaluate(
          () => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ id: string; unavailable?: boolean }>,
        );
        return stored.find((line) => line.id === ghost.id)?.unavailable;
      })
      .toBe(true);

    await page.getByTestId('place-order').click();
    const shown = await confirmation(page);
    const order = await api(`/api/order-confirmation/${shown.token}`, reply.orderView);
    expect(order.items.map((item) => item.productId)).toEqual([product.id]);
  });

  test('checks out in Arabic, right to left, with Arabic messages', async ({ page, api }) => {
    await checkoutWith(page, await pricedProducts(api, 1), 'ar');
    await page.getByRole('heading', { level: 1, name: 'إتمام الطلب' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('name-error')).toHaveText('أدخل اسمك.');
    await fillDetails(
      page,
      {
        name: 'الاسم الكامل',
        phone: 'رقم الهاتف',
        email: 'البريد الإلكتروني',
        address: 'عنوان التوصيل',
        zone: 'منطقة التوصيل',
      },
      'lusail',
    );
    await page.getByRole('radio', { name: /^الدفع نقداً عند التوصيل/ }).check();
    await page.getByTestId('place-order').click();
    const shown = await confirmation(page);
    await page.getByRole('heading', { level: 1, name: 'تأكيد الطلب' }).waitFor();
    await expect(page.getByTestId('payment-method')).toHaveText('الدفع نقداً عند التوصيل');
    const order = await api(`/api/order-confirmation/${shown.token}`, reply.orderView);
    expect(order.language).toBe('ar');
  });

  test('explains an unknown or missing confirmation link', async ({ page }) => {
    await page.goto('/order-confirmation?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByTestId('order-not-found').waitFor();
    await page.goto('/order-confirmation');
    await page.getByTestId('order-not-found').waitFor();
    await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact');
  });

  test('sends an empty cart back to the products', async ({ page }) => {
    await page.goto('/checkout');
    await page.getByTestId('checkout-empty').waitFor();
    await expect(page.getByTestId('place-order')).toHaveCount(0);
  });
});
