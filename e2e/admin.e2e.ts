import type { ConsoleMessage, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { reply, listOf, type ProductView } from './support/api';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { cartLine, placeOrder, storeCart } from './support/shop';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

const EIGHT_HOURS = 8 * 60 * 60 * 1000;

const adminFlags = (p: Page) =>
  p.evaluate(() =>
    ['adminLoggedIn', 'adminLoginTime', 'adminUser', 'adminOtp', 'adminOtpTimestamp'].map((key) =>
      localStorage.getItem(key),
    ),
  );

function warnings(p: Page): string[] {
  const seen: string[] = [];
  p.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

async function fillLogin(p: Page, password: string): Promise<void> {
  await p.getByLabel('Username').fill('admin');
  await p.getByLabel('Password', { exact: true }).fill(password);
  await p.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('admin sign-in', () => {
  test('refuses a wrong password with one message and stores no flags', async ({ page }) => {
    await page.goto('/adm/ogulf');
    await fillLogin(page, 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('The username or password is not correct.');
    await expect(page).toHaveURL('/adm/ogulf');
    await expect.poll(() => adminFlags(page)).toEqual([null, null, null, null, null]);
  });

  test('checks an empty sign-in on the page, in English and in Arabic, with no form library in its first load', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        void response.text().then(
          (text) => scripts.push(text),
          () => undefined,
        );
    });
    let logins = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/login') logins += 1;
    });
    await page.goto('/adm/ogulf');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    // react-hook-form's state names: the dashboard's forms load it after sign-in.
    expect(scripts.filter((text) => text.includes('touchedFields'))).toEqual([]);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.getByTestId('admin-language').click();
    await expect(page.getByLabel('اسم المستخدم')).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    await page.getByLabel('اسم المستخدم').fill('admin');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByLabel('اسم المستخدم')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('كلمة المرور', { exact: true })).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeFocused();
    expect(logins).toBe(0);
  });

  test('signs in to /admin with the spec flags, and signing out ends the server session', async ({ page }) => {
    await page.goto('/adm/ogulf');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await fillLogin(page, E2E_ADMIN_PASSWORD);
    await page.waitForURL('/admin');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByTestId('overview-catalog-counts').waitFor();
    const [loggedIn, loginTime, user, code] = await adminFlags(page);
    expect([loggedIn, user, code]).toEqual(['true', 'admin', null]);
    expect(Math.abs(Number(loginTime) - Date.now())).toBeLessThan(60_000);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('/adm/ogulf');
    await expect.poll(() => adminFlags(page)).toEqual([null, null, null, null, null]);
    await expect.poll(() => page.evaluate(async () => (await fetch('/api/admin/session')).status)).toBe(401);
  });

  test('opens the emergency code step when the login is locked, and never stores the code', async ({
    page,
    api,
    extraHTTPHeaders,
  }) => {
    // The real lock: four wrong passwords from this browser's address, then its own fifth. It
    // locks this address only, so the other tests' sign-ins are untouched.
    const fromThisBrowser = api.with(extraHTTPHeaders ?? {});
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(
        (await fromThisBrowser.raw('/api/admin/login', { body: { username: 'admin', password: 'whatever-password' } }))
          .status,
      ).toBe(401);
    }
    const sent: unknown[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/login')
        sent.push(request.postDataJSON());
    });
    await page.goto('/adm/ogulf');
    await fillLogin(page, 'whatever-password');
    const step = page.getByTestId('login-code-step');
    await step.waitFor();
    await expect(page.getByTestId('login-error')).toContainText(
      "An emergency access code has been sent to the administrator's email.",
    );

    await step.getByRole('button', { name: 'Send code' }).click();
    await step.getByText(/A code has been sent to the administrator's email\. It is valid until/).waitFor();
    await expect
      .poll(() => adminFlags(page))
      .toEqual([null, null, null, 'requested', expect.stringMatching(/^[1-9]\d*$/)]);

    await page.getByLabel('6-digit code').fill('48291');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter the 6-digit code from the email (100000 to 999999).').waitFor();
    expect(sent).toHaveLength(1);

    await page.getByLabel('6-digit code').fill('482913');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-error')).toContainText('The emergency code is not correct or has expired.');
    expect(sent[1]).toEqual({ username: 'admin', password: 'whatever-password', code: '482913' });

    // Reloading keeps the code step (the marker, not the code, is what is remembered).
    await page.reload();
    await page.getByTestId('login-code-step').waitFor();
  });

  test('tells how long to wait after too many attempts', async ({ page, api, extraHTTPHeaders }) => {
    // The real throttle: this browser's address uses up its sign-in attempts with bodies the
    // server refuses unread (no password is checked, so nothing is locked).
    const fromThisBrowser = api.with(extraHTTPHeaders ?? {});
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 429; attempt++)
      status = (await fromThisBrowser.raw('/api/admin/login', { body: {} })).status;
    expect(status).toBe(429);
    await page.goto('/adm/ogulf');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/login');
    await fillLogin(page, 'whatever-password');
    const reply = await refused;
    expect(reply.status()).toBe(429);
    // The window is fixed, so the wait left can be anything up to its length: seconds under a
    // minute, else whole minutes rounded up, each in the singular for one.
    const seconds = Number(reply.headers()['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
    await expect(page.getByTestId('login-error')).toHaveText(
      `Too many sign-in attempts. Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`,
    );
  });
});

test.describe('the session guard', () => {
  test('sends an expired session to /adm/ogulf and clears its flags', async ({ page, signIn }) => {
    const seen = warnings(page);
    await signIn({ adminLoginTime: String(Date.now() - EIGHT_HOURS - 1000) });
    await page.goto('/admin/products');
    await page.waitForURL('/adm/ogulf');
    await expect.poll(() => adminFlags(page)).toEqual([null, null, null, null, null]);
    await expect.poll(() => seen).toContain('[shell] admin session invalid: session timeout');
  });

  test('shows no admin data for flags set in storage without a server session', async ({ page }) => {
    const seen = warnings(page);
    const adminCalls: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/admin/session') adminCalls.push(pathname);
    });
    await page.goto('/adm/ogulf');
    await page.evaluate(() => {
      localStorage.setItem('adminLoggedIn', 'true');
      localStorage.setItem('adminLoginTime', String(Date.now()));
      localStorage.setItem('adminUser', 'admin');
    });
    await page.goto('/admin/orders');
    await page.waitForURL('/adm/ogulf');
    await page.getByRole('heading', { level: 1, name: 'Admin Sign In' }).waitFor();
    expect(adminCalls).toEqual([]);
    await expect(page.getByTestId('admin-dashboard')).toHaveCount(0);
    await expect.poll(() => adminFlags(page)).toEqual([null, null, null, null, null]);
    await expect.poll(() => seen).toContain('[shell] admin session invalid: server session ended');
  });
});

test.describe('running the shop from the dashboard', () => {
  // Each test saves in the dashboard, then checks the storefront or the API: slow on two cores.
  test.describe.configure({ timeout: 90_000 });

  test('creates a product with an uploaded PNG that the storefront then shows', async ({
    page,
    api,
    adminApi,
    signIn,
  }) => {
    const name = `E2E Standing Desk ${Date.now().toString(36)}`;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1b5e75' } })
      .png()
      .toBuffer();
    await signIn();
    await page.goto('/admin/products/new');
    const form = page.getByTestId('product-form');
    await form.waitFor();

    // Sending an empty form is refused before a request is made.
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByLabel('Name (English)')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name (English)').fill(name);
    await form.getByLabel('Name (Arabic)').fill('مكتب قابل لتعديل الارتفاع');
    await form.getByLabel('Short description (English)').fill('Electric sit-stand desk with two motors.');
    await form.getByLabel('Short description (Arabic)').fill('مكتب كهربائي للجلوس والوقوف بمحركين.');
    const category = form.getByLabel('Category', { exact: true });
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="product-form"] select')?.querySelectorAll('option').length ?? 0) > 1,
    );
    await category.selectOption({ index: 1 });
    await form.getByLabel('Price (QAR)').fill('2450.50');
    await form.getByLabel('Best seller').check();

    await form.getByTestId('image-upload').setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: `${name}, picture 1` }).waitFor();
    await expect(form.getByTestId('image-status')).toHaveText('Uploaded. Save to keep the change.');

    await form.getByRole('button', { name: 'Add a specification' }).click();
    await form.getByLabel('Feature (English)').fill('Height range');
    await form.getByLabel('Feature (Arabic)').fill('نطاق الارتفاع');
    await form.getByLabel('Value (English)').fill('62–127 cm');
    await form.getByLabel('Value (Arabic)').fill('62–127 سم');
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL('/admin/products');

    const found = await adminApi(`/api/admin/products?q=${encodeURIComponent(name)}`, reply.adminProductList);
    expect(found.items).toHaveLength(1);
    const saved = await api(`/api/products/${found.items[0]!.slug}`, reply.productView);
    expect(saved).toMatchObject({
      name,
      price: 2450.5,
      specifications: [{ label: 'Height range', labelAr: 'نطاق الارتفاع', value: '62–127 cm', valueAr: '62–127 سم' }],
    });
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0]).toMatch(/^\/assets\/images\/shop\/products\/[\w.-]+\.webp$/);
    const picture = await api.raw(saved.images[0]!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    await page.goto(`/product/${saved.slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // Deleting it (after confirming) takes it off the storefront again.
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await page
      .getByTestId('products-table')
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete for good?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('No products match these filters.').waitFor();
    expect((await api.raw(`/api/products/${saved.slug}`)).status).toBe(404);
  });

  test('adds a hidden category with a subcategory, and deletes them only in order', async ({
    page,
    api,
    adminApi,
    signIn,
  }) => {
    const name = `E2E Lab Furniture ${Date.now().toString(36)}`;
    await signIn();
    await page.goto('/admin/categories');
    await page.getByTestId('category-list').waitFor();
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByLabel('Name (English)').fill(name);
    await dialog.getByLabel('Name (Arabic)').fill('أثاث المختبرات');
    await dialog.getByLabel('Shown in the store').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page
      .getByTestId('category-list')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('Hidden', { exact: true }).waitFor();
    const categories = await adminApi('/api/admin/categories', listOf(reply.adminCategoryView));
    expect(categories.find((c) => c.name === name)).toMatchObject({ active: false });
    expect((await api('/api/categories', listOf(reply.categoryView))).map((c) => c.name)).not.toContain(name);

    await card.getByRole('button', { name: 'Add a subcategory' }).click();
    const subDialog = page.getByRole('dialog', { name: 'New subcategory' });
    await subDialog.getByLabel('Name (English)').fill('Fume Cupboards');
    await subDialog.getByLabel('Name (Arabic)').fill('خزائن الأبخرة');
    await subDialog.getByRole('button', { name: 'Save' }).click();
    await subDialog.waitFor({ state: 'hidden' });
    await card.getByText('Fume Cupboards').waitFor();

    // The server refuses to delete a category that still has a subcategory; the dialog says why.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete for good?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('alert').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Delete Fume Cupboards' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await card.getByText('Fume Cupboards').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    const after = await adminApi('/api/admin/categories', listOf(reply.adminCategoryView));
    expect(after.map((c) => c.name)).not.toContain(name);
  });

  test("changes an order's status with a note that the history keeps", async ({ page, api, adminApi, signIn }) => {
    const order = await placeOrder(api, { quantity: 2 });
    // The workflow takes a new order to "out for delivery" through "confirmed" (a pending order cannot skip it).
    const [listed] = (await adminApi(`/api/orders?q=${encodeURIComponent(order.orderNumber)}`, reply.adminOrderList))
      .items;
    await adminApi(`/api/orders/${listed!.id}/status`, reply.adminOrder, {
      method: 'PATCH',
      body: { status: 'confirmed' },
    });
    await signIn();
    await page.goto('/admin/orders');
    await page.getByLabel('Search orders').fill(order.orderNumber);
    await page.getByRole('search', { name: 'Filter orders' }).getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('orders-table').getByRole('link', { name: order.orderNumber }).click();
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    await expect(detail.getByTestId('order-status')).toHaveText('Confirmed');

    const form = page.getByTestId('status-form');
    await form.getByLabel('New status').selectOption({ label: 'Out for delivery' });
    await form.getByLabel('Note (optional)').fill('Driver Khalid, arriving around 3 pm');
    await form.getByRole('button', { name: 'Update status' }).click();
    await page.getByTestId('order-history').getByText('Driver Khalid, arriving around 3 pm').waitFor();
    await expect(detail.getByTestId('order-status')).toHaveText('Out for delivery');

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await adminApi(`/api/orders/${id}`, reply.adminOrder);
    expect(stored.orderNumber).toBe(order.orderNumber);
    expect(stored.status).toBe('out-for-delivery');
    expect(stored.statusHistory.at(-1)).toMatchObject({
      status: 'out-for-delivery',
      note: 'Driver Khalid, arriving around 3 pm',
    });
  });

  test('hides a testimonial from the home page with its toggle and shows it again', async ({ page, api, signIn }) => {
    await signIn();
    await page.goto('/admin/testimonials');
    const card = page.getByTestId('testimonial').first();
    await card.waitFor();
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const toggle = card.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const publicNames = async () => (await api('/api/testimonials', listOf(reply.testimonialView))).map((t) => t.name);
    await expect.poll(publicNames).toContain(name);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect.poll(publicNames).not.toContain(name);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.poll(publicNames).toContain(name);
  });

  test('charges the delivery fee the admin sets for a zone at checkout, and free delivery again from its threshold', async ({
    page,
    api,
    signIn,
  }) => {
    // Umm Salal: a zone no other browser test chooses, so changing its fee races nothing.
    const zoneIndex = async () =>
      (await api('/api/zone-delivery-settings', reply.zoneDeliverySettingsView)).zones.findIndex(
        (z) => z.key === 'umm-salal',
      );
    const index = await zoneIndex();
    expect(index).toBeGreaterThanOrEqual(0);
    const setZone = async (fee: string, threshold: string) => {
      await page.goto('/admin/zones');
      const zone = page.getByTestId('zone').nth(index);
      await zone.getByLabel('Delivery fee (QAR)').fill(fee);
      await zone.getByLabel('Free delivery from (QAR)').fill(threshold);
      await page.getByRole('button', { name: 'Save zones' }).click();
      await page.getByText('Delivery zones saved.').first().waitFor();
    };
    const [cheap, dear] = (
      await api('/api/products?minPrice=100&maxPrice=400&sort=price-asc&limit=2', reply.productList)
    ).items;
    if (!cheap || !dear) throw new Error('no products priced 100-400 QAR');
    /** Checkout with `product` alone in the cart, delivering to Umm Salal: its delivery fee line. */
    const checkoutFee = async (product: ProductView) => {
      // The cart is set from a page that runs none of the site's code (a JSON reply), so no open
      // checkout can write its own cart back over it as it unloads.
      await page.goto('/api/health');
      await storeCart(page, [cartLine(product)]);
      await page.goto('/checkout');
      await page.waitForFunction(
        () => ((document.querySelector('#checkout-zone') as HTMLSelectElement | null)?.options.length ?? 0) > 1,
      );
      await page.locator('#checkout-zone').selectOption('umm-salal');
      return page.getByTestId('checkout-delivery');
    };

    await signIn();
    try {
      // 35 QAR, free from just above the cheaper product's price.
      await setZone('35', String(Math.floor(cheap.price! + 1)));
      await expect(await checkoutFee(cheap)).toHaveText(/^QAR\s?35(\.00)?$/);
      // The server charges the same fee on the order it stores.
      const placed = await page.evaluate(async (productId) => {
        const response = await fetch('/api/orders', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({
            customer: {
              name: 'Zone Test',
              phone: '+974 5512 3456',
              email: 'zone@example.qa',
              address: 'Umm Salal Mohammed, Street 1',
              zone: 'umm-salal',
            },
            paymentMethod: 'cash',
            items: [{ productId, quantity: 1 }],
          }),
        });
        return { status: response.status, body: (await response.json()) as { data?: { deliveryFee: number } } };
      }, cheap.id);
      expect(placed.status).toBe(201);
      expect(placed.body.data?.deliveryFee).toBe(35);
      await expect(await checkoutFee(dear)).toHaveText('Free');
    } finally {
      await setZone('0', '0');
    }
    await expect(await checkoutFee(cheap)).toHaveText('Free');
  });

  // After the fee test, in the same worker: both change Umm Salal, so they must not overlap.
  test("shows the admin's zone edits on /delivery-info, in both languages", async ({ page, api, adminApi }) => {
    const before = await api('/api/zone-delivery-settings', reply.zoneDeliverySettingsView);
    const save = (zones: typeof before.zones) =>
      adminApi('/api/zone-delivery-settings', reply.zoneDeliverySettingsView, { body: { zones } });
    const edited = before.zones.map((zone) =>
      zone.key === 'umm-salal'
        ? { ...zone, leadTimeDays: 6, deliveryDays: ['tuesday' as const], fee: 40, freeDeliveryThreshold: 2000 }
        : zone,
    );
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await save(edited);
    try {
      await page.goto('/delivery-info');
      await expect(row('Umm Salal')).toHaveText(
        /Umm Salal\s*Tuesday\s*6 working days\s*QAR\s?40, free from QAR\s?2,000/,
      );
      await hydrated(page);
      await page.getByTestId('language-switch').click();
      await expect(row('أم صلال')).toContainText('الثلاثاء');
      await expect(row('أم صلال')).toContainText('6 أيام عمل');
    } finally {
      await save(before.zones);
    }
  });

  test('moves a picture kept inline in browser storage to the server once, then clears the stored lists', async ({
    page,
    signIn,
  }) => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#d4a24c' } })
      .png()
      .toBuffer();
    await signIn({
      productImage_legacy: `data:image/png;base64,${png.toString('base64')}`,
      products: '[]',
      orders: '[]',
    });
    await page.goto('/admin');
    await expect(page.getByTestId('migration-result')).toContainText(
      '1 pictures found in this browser, 1 moved to the server, 0 failed.',
    );
    const left = await page.evaluate(() =>
      ['productImage_legacy', 'products', 'orders', 'storageMigrationCompleted'].map((key) =>
        localStorage.getItem(key),
      ),
    );
    expect(left.slice(0, 3)).toEqual([null, null, null]);
    expect(left[3]).not.toBeNull();
  });

  test('a product saved with an SEO title, a sale price and its own address shows them, and its old address still leads to it', async ({
    page,
    api,
    adminApi,
    signIn,
  }) => {
    const stamp = Date.now().toString(36);
    const slug = `e2e-seo-desk-${stamp}`;
    const seoTitle = `Walnut Desk for Doha Offices ${stamp}`;
    await signIn();
    await page.goto('/admin/products/new');
    const form = page.getByTestId('product-form');
    await form.getByLabel('Name (English)').fill(`E2E SEO Desk ${stamp}`);
    await form.getByLabel('Name (Arabic)').fill('مكتب تجريبي');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="product-form"] select')?.querySelectorAll('option').length ?? 0) > 1,
    );
    await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel('Price (QAR)').fill('1800');
    await form.getByLabel('Sale price in QAR').fill('1499');
    await expect(form.getByLabel('Address (slug)')).toHaveValue(`e2e-seo-desk-${stamp}`);
    await form.getByLabel('Address (slug)').fill(slug);
    const title = form.getByLabel('SEO title (English)');
    await title.fill(seoTitle);
    await expect(page.locator(`[id="${await title.getAttribute('id')}-counter"]`)).toContainText(
      `${seoTitle.length}/60`,
    );
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL('/admin/products');

    await page.goto(`/product/${slug}`);
    await page.getByRole('heading', { level: 1, name: `E2E SEO Desk ${stamp}` }).waitFor();
    await expect(page).toHaveTitle(seoTitle);
    // On sale: the sale price is the price, the regular one struck through after it.
    await expect(page.getByTestId('product-price')).toContainText('1,499');
    await expect(page.getByTestId('product-regular-price')).toContainText('1,800');
    await expect(page.getByTestId('product-regular-price')).toHaveCSS('text-decoration-line', 'line-through');
    expect((await api.raw(`/product/${slug}`, { headers: { Accept: 'text/html' } })).text).toContain(
      `<title>${seoTitle}</title>`,
    );

    // A new address: the old one still leads to the product, now at the new address.
    const saved = await adminApi(`/api/admin/products?q=${encodeURIComponent(stamp)}`, reply.adminProductList);
    const product = saved.items[0]!;
    expect(product).toMatchObject({ price: 1499, regularPrice: 1800, seoTitle });
    const moved = await adminApi.raw(`/api/products/${product.id}`, {
      method: 'PUT',
      body: {
        name: product.name,
        nameAr: product.nameAr,
        category: product.category.id,
        price: 1499,
        regularPrice: 1800,
        slug: `${slug}-v2`,
      },
    });
    expect(moved.status, moved.text).toBe(200);
    await page.goto(`/product/${slug}`);
    await expect(page).toHaveURL(`/product/${slug}-v2`);
    await page.getByRole('heading', { level: 1, name: `E2E SEO Desk ${stamp}` }).waitFor();
    expect((await adminApi.raw(`/api/products/${product.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

test.describe('dashboard forms', () => {
  test('a message goes as soon as its field is put right', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/admin/products/new');
    const form = page.getByTestId('product-form');
    await form.waitFor();
    await form.getByRole('button', { name: 'Create product' }).click();
    const name = form.getByLabel('Name (English)');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const message = page.locator(`[id="${await name.getAttribute('id')}-error"]`);
    await expect(message).toHaveText('This field is required.');

    await name.fill('Oak bookcase');
    await expect(message).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    // Fields still empty keep theirs.
    await expect(form.getByLabel('Name (Arabic)')).toHaveAttribute('aria-invalid', 'true');
    await name.fill('');
    await expect(message).toHaveText('This field is required.');
  });

  test('asks before leaving a half-filled product form for another section, and stays when told to', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/admin/products/new');
    const form = page.getByTestId('product-form');
    await form.getByLabel('Name (English)').fill('Half-typed desk');
    const orders = page.locator('a[href="/admin/orders"]').first();
    await orders.click();

    const prompt = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL('/admin/products/new');
    await expect(form.getByLabel('Name (English)')).toHaveValue('Half-typed desk');

    await orders.click();
    await prompt.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL('/admin/orders');
    await expect(form).toHaveCount(0);
  });

  test('asks before closing a dialog with changes, and closes a clean one at once', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/admin/categories');
    await page.getByTestId('category-list').waitFor();
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'New category' }).click();
    await dialog.getByLabel('Name (English)').fill('Reception desks');
    await page.keyboard.press('Escape');
    const prompt = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Name (English)')).toHaveValue('Reception desks');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await prompt.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('shoppers', () => {
  test('never download admin code on storefront pages', async ({ page, api }) => {
    const adminRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/remotes/admin/')) adminRequests.push(request.url());
    });
    const [product] = (await api('/api/products?limit=1', reply.productList)).items;
    for (const path of ['/', '/products', `/product/${product!.slug}`, '/about', '/cart', '/contact', '/blog']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(adminRequests).toEqual([]);
  });
});
