import type { ConsoleMessage, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, openBrowserForEachTest, type Browser } from './support/browser';
import { E2E_ADMIN_PASSWORD } from './support/server';

let browser: Browser;
let page: Page;
openBrowserForEachTest((b) => {
  browser = b;
  page = b.page;
});

interface Product {
  id: string;
  name: string;
  slug: string;
  price: number | null;
  images: string[];
  specifications: Array<{ label: string; labelAr?: string; value: string; valueAr?: string }>;
  category: { id: string; name: string } | null;
}

interface AdminOrder {
  id: string;
  orderNumber: string;
  status: string;
  statusHistory: Array<{ status: string; note: string; at: string }>;
}

const SESSION_COOKIE = 'ogulf_admin';
const EIGHT_HOURS = 8 * 60 * 60 * 1000;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} -> ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** One server session for the tests that do not test signing in (the login is throttled per address). */
let sessionCookie: Promise<string> | undefined;
function adminSession(): Promise<string> {
  sessionCookie ??= (async () => {
    const response = await fetch(`${baseUrl()}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
    });
    if (!response.ok) throw new Error(`admin login -> ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error('the login set no session cookie');
    return cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
  })();
  return sessionCookie;
}

const asAdmin = async (): Promise<RequestInit> => ({ headers: { Cookie: `${SESSION_COOKIE}=${await adminSession()}` } });

/** The browser of this test holds the admin's cookie and the spec's flags, as after signing in. */
async function signedIn(extraStorage: Record<string, string> = {}): Promise<void> {
  await browser.context.addCookies([{ name: SESSION_COOKIE, value: await adminSession(), url: baseUrl() }]);
  await page.goto(`${baseUrl()}/adm/ogulf`);
  await page.evaluate(
    (items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    { adminLoggedIn: 'true', adminLoginTime: String(Date.now()), adminUser: 'admin', ...extraStorage },
  );
}

const adminFlags = (p: Page) =>
  p.evaluate(() => ['adminLoggedIn', 'adminLoginTime', 'adminUser', 'adminOtp', 'adminOtpTimestamp'].map((key) => localStorage.getItem(key)));

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

describe('admin sign-in', () => {
  it('refuses a wrong password with one message and stores no flags', async () => {
    await page.goto(`${baseUrl()}/adm/ogulf`);
    await fillLogin(page, 'not-the-password');
    await expect(page.getByTestId('login-error').textContent()).resolves.toBe('The username or password is not correct.');
    expect(new URL(page.url()).pathname).toBe('/adm/ogulf');
    await expect(adminFlags(page)).resolves.toEqual([null, null, null, null, null]);
  });

  it('signs in to /admin with the spec flags, and signing out ends the server session', async () => {
    await page.goto(`${baseUrl()}/adm/ogulf`);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await fillLogin(page, E2E_ADMIN_PASSWORD);
    await page.waitForURL(`${baseUrl()}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByTestId('overview-catalog-counts').waitFor();
    const [loggedIn, loginTime, user, code] = await adminFlags(page);
    expect([loggedIn, user, code]).toEqual(['true', 'admin', null]);
    expect(Math.abs(Number(loginTime) - Date.now())).toBeLessThan(60_000);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl()}/adm/ogulf`);
    await expect(adminFlags(page)).resolves.toEqual([null, null, null, null, null]);
    await expect(page.evaluate(async () => (await fetch('/api/admin/session')).status)).resolves.toBe(401);
  });

  it('opens the emergency code step when the login is locked, and never stores the code', async () => {
    const sent: Array<Record<string, unknown>> = [];
    await page.route('**/api/admin/login', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      sent.push(body);
      const [status, code, message] = body['code'] === undefined ? [423, 'LOCKED', 'Too many failed attempts.'] : [401, 'INVALID_CODE', 'Invalid code'];
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, error: { code, message } }) });
    });
    await page.route('**/api/send-otp', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { message: 'OTP sent' } }) }),
    );
    await page.goto(`${baseUrl()}/adm/ogulf`);
    await fillLogin(page, 'whatever-password');
    const step = page.getByTestId('login-code-step');
    await step.waitFor();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain("An emergency access code has been sent to the administrator's email.");

    await step.getByRole('button', { name: 'Send code' }).click();
    await step.getByText(/A code has been sent to the administrator's email\. It is valid until/).waitFor();
    const [, , , marker, markedAt] = await adminFlags(page);
    expect(marker).toBe('requested');
    expect(Number(markedAt)).toBeGreaterThan(0);

    await page.getByLabel('6-digit code').fill('48291');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter the 6-digit code from the email (100000 to 999999).').waitFor();
    expect(sent).toHaveLength(1);

    await page.getByLabel('6-digit code').fill('482913');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('The emergency code is not correct or has expired.');
    expect(sent[1]).toEqual({ username: 'admin', password: 'whatever-password', code: '482913' });

    // Reloading keeps the code step (the marker, not the code, is what is remembered).
    await page.reload();
    await page.getByTestId('login-code-step').waitFor();
  });

  it('tells how long to wait after too many attempts', async () => {
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '120' },
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many login attempts, try again later' } }),
      }),
    );
    await page.goto(`${baseUrl()}/adm/ogulf`);
    await fillLogin(page, 'whatever-password');
    await expect(page.getByTestId('login-error').textContent()).resolves.toBe('Too many sign-in attempts. Please try again in 2 minutes.');
  });
});

describe('the session guard', () => {
  it('sends an expired session to /adm/ogulf and clears its flags', async () => {
    const seen = warnings(page);
    await signedIn({ adminLoginTime: String(Date.now() - EIGHT_HOURS - 1000) });
    await page.goto(`${baseUrl()}/admin/products`);
    await page.waitForURL(`${baseUrl()}/adm/ogulf`);
    await expect(adminFlags(page)).resolves.toEqual([null, null, null, null, null]);
    expect(seen).toContain('[shell] admin session invalid: session timeout');
  });

  it('shows no admin data for flags set in storage without a server session', async () => {
    const seen = warnings(page);
    const adminCalls: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/admin/session') adminCalls.push(pathname);
    });
    await page.goto(`${baseUrl()}/adm/ogulf`);
    await page.evaluate(() => {
      localStorage.setItem('adminLoggedIn', 'true');
      localStorage.setItem('adminLoginTime', String(Date.now()));
      localStorage.setItem('adminUser', 'admin');
    });
    await page.goto(`${baseUrl()}/admin/orders`);
    await page.waitForURL(`${baseUrl()}/adm/ogulf`);
    await page.getByRole('heading', { level: 1, name: 'Admin Sign In' }).waitFor();
    expect(adminCalls).toEqual([]);
    await expect(page.getByTestId('admin-dashboard').count()).resolves.toBe(0);
    await expect(adminFlags(page)).resolves.toEqual([null, null, null, null, null]);
    expect(seen).toContain('[shell] admin session invalid: server session ended');
  });
});

describe('running the shop from the dashboard', () => {
  it('creates a product with an uploaded PNG that the storefront then shows', async () => {
    const name = `E2E Standing Desk ${Date.now().toString(36)}`;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1b5e75' } }).png().toBuffer();
    await signedIn();
    await page.goto(`${baseUrl()}/admin/products/new`);
    const form = page.getByTestId('product-form');
    await form.waitFor();

    // Sending an empty form is refused before a request is made.
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByLabel('Name (English)').getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel('Name (English)').fill(name);
    await form.getByLabel('Name (Arabic)').fill('مكتب قابل لتعديل الارتفاع');
    await form.getByLabel('Short description (English)').fill('Electric sit-stand desk with two motors.');
    await form.getByLabel('Short description (Arabic)').fill('مكتب كهربائي للجلوس والوقوف بمحركين.');
    const category = form.getByLabel('Category', { exact: true });
    await page.waitForFunction(() => (document.querySelector('[data-testid="product-form"] select')?.querySelectorAll('option').length ?? 0) > 1);
    await category.selectOption({ index: 1 });
    await form.getByLabel('Price (QAR)').fill('2450.50');
    await form.getByLabel('Best seller').check();

    await form.getByTestId('image-upload').setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: `${name}, picture 1` }).waitFor();
    await expect(form.getByTestId('image-status').textContent()).resolves.toBe('Uploaded. Save to keep the change.');

    await form.getByRole('button', { name: 'Add a specification' }).click();
    await form.getByLabel('Feature (English)').fill('Height range');
    await form.getByLabel('Feature (Arabic)').fill('نطاق الارتفاع');
    await form.getByLabel('Value (English)').fill('62–127 cm');
    await form.getByLabel('Value (Arabic)').fill('62–127 سم');
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(`${baseUrl()}/admin/products`);

    const found = await api<{ items: Product[] }>(`/api/admin/products?q=${encodeURIComponent(name)}`, await asAdmin());
    expect(found.items).toHaveLength(1);
    const saved = await api<Product>(`/api/products/${found.items[0]!.slug}`);
    expect(saved).toMatchObject({ name, price: 2450.5, specifications: [{ label: 'Height range', labelAr: 'نطاق الارتفاع', value: '62–127 cm', valueAr: '62–127 سم' }] });
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0]).toMatch(/^\/assets\/images\/shop\/products\/[\w.-]+\.webp$/);
    const picture = await fetch(`${baseUrl()}${saved.images[0]}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    await page.goto(`${baseUrl()}/product/${saved.slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // Deleting it (after confirming) takes it off the storefront again.
    await page.goto(`${baseUrl()}/admin/products?q=${encodeURIComponent(name)}`);
    await page.getByTestId('products-table').getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete for good?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('No products match these filters.').waitFor();
    expect((await fetch(`${baseUrl()}/api/products/${saved.slug}`)).status).toBe(404);
  }, 90_000);

  it('adds a hidden category with a subcategory, and deletes them only in order', async () => {
    const name = `E2E Lab Furniture ${Date.now().toString(36)}`;
    await signedIn();
    await page.goto(`${baseUrl()}/admin/categories`);
    await page.getByTestId('category-list').waitFor();
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByLabel('Name (English)').fill(name);
    await dialog.getByLabel('Name (Arabic)').fill('أثاث المختبرات');
    await dialog.getByLabel('Shown in the store').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByTestId('category-list').getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('Hidden', { exact: true }).waitFor();
    const categories = await api<Array<{ id: string; name: string; active: boolean }>>('/api/admin/categories', await asAdmin());
    expect(categories.find((c) => c.name === name)).toMatchObject({ active: false });
    expect((await api<Array<{ name: string }>>('/api/categories')).map((c) => c.name)).not.toContain(name);

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
    const after = await api<Array<{ name: string }>>('/api/admin/categories', await asAdmin());
    expect(after.map((c) => c.name)).not.toContain(name);
  }, 60_000);

  it("changes an order's status with a note that the history keeps", async () => {
    const zones = await api<{ zones: Array<{ key: string }> }>('/api/zone-delivery-settings');
    const products = await api<{ items: Product[] }>('/api/products?minPrice=1&limit=1');
    const order = await api<{ orderNumber: string }>('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Mariam Al-Sulaiti', phone: '+974 5512 3456', email: 'mariam@example.com', address: 'Building 7, Street 820, Lusail', zone: zones.zones[0]!.key },
        items: [{ productId: products.items[0]!.id, quantity: 2 }],
        paymentMethod: 'cash',
      }),
    });
    await signedIn();
    await page.goto(`${baseUrl()}/admin/orders`);
    await page.getByLabel('Search orders').fill(order.orderNumber);
    await page.getByRole('search', { name: 'Filter orders' }).getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('orders-table').getByRole('link', { name: order.orderNumber }).click();
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    await expect(detail.getByTestId('order-status').textContent()).resolves.toBe('Pending');

    const form = page.getByTestId('status-form');
    await form.getByLabel('New status').selectOption({ label: 'Out for delivery' });
    await form.getByLabel('Note (optional)').fill('Driver Khalid, arriving around 3 pm');
    await form.getByRole('button', { name: 'Update status' }).click();
    await page.getByTestId('order-history').getByText('Driver Khalid, arriving around 3 pm').waitFor();
    await expect(detail.getByTestId('order-status').textContent()).resolves.toBe('Out for delivery');

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await api<AdminOrder>(`/api/orders/${id}`, await asAdmin());
    expect(stored.orderNumber).toBe(order.orderNumber);
    expect(stored.status).toBe('out-for-delivery');
    expect(stored.statusHistory.at(-1)).toMatchObject({ status: 'out-for-delivery', note: 'Driver Khalid, arriving around 3 pm' });
  }, 60_000);

  it('hides a testimonial from the home page with its toggle and shows it again', async () => {
    await signedIn();
    await page.goto(`${baseUrl()}/admin/testimonials`);
    const card = page.getByTestId('testimonial').first();
    await card.waitFor();
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const toggle = card.getByRole('switch');
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    const publicNames = async () => (await api<Array<{ name: string }>>('/api/testimonials')).map((t) => t.name);
    expect(await publicNames()).toContain(name);

    await toggle.click();
    await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'false', await toggle.elementHandle());
    expect(await publicNames()).not.toContain(name);

    await toggle.click();
    await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'true', await toggle.elementHandle());
    expect(await publicNames()).toContain(name);
  });

  it('charges the delivery fee the admin sets for a zone at checkout, and free delivery again from its threshold', async () => {
    // Umm Salal: a zone no other browser test chooses, so changing its fee races nothing.
    const zoneIndex = async () => (await api<{ zones: Array<{ key: string }> }>('/api/zone-delivery-settings')).zones.findIndex((z) => z.key === 'umm-salal');
    const index = await zoneIndex();
    expect(index).toBeGreaterThanOrEqual(0);
    const setZone = async (fee: string, threshold: string) => {
      await page.goto(`${baseUrl()}/admin/zones`);
      const zone = page.getByTestId('zone').nth(index);
      await zone.getByLabel('Delivery fee (QAR)').fill(fee);
      await zone.getByLabel('Free delivery from (QAR)').fill(threshold);
      await page.getByRole('button', { name: 'Save zones' }).click();
      await page.getByText('Delivery zones saved.').first().waitFor();
    };
    const [cheap, dear] = (await api<{ items: Product[] }>('/api/products?minPrice=100&maxPrice=400&sort=price-asc&limit=2')).items;
    if (!cheap || !dear) throw new Error('no products priced 100-400 QAR');
    const checkoutFee = async (product: Product) => {
      await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
        id: product.id, name: product.name, slug: product.slug, price: product.price, image: product.images[0] ?? '', contactForQuote: false, quantity: 1,
      });
      await page.goto(`${baseUrl()}/checkout`);
      await page.waitForFunction(() => ((document.querySelector('#checkout-zone') as HTMLSelectElement | null)?.options.length ?? 0) > 1);
      await page.locator('#checkout-zone').selectOption('umm-salal');
      return (await page.getByTestId('checkout-delivery').textContent())?.trim();
    };

    await signedIn();
    try {
      // 35 QAR, free from just above the cheaper product's price.
      await setZone('35', String(Math.floor(cheap.price! + 1)));
      expect(await checkoutFee(cheap)).toMatch(/^QAR\s?35(\.00)?$/);
      // The server charges the same fee on the order it stores.
      const placed = await page.evaluate(async (productId) => {
        const response = await fetch('/api/orders', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({
            customer: { name: 'Zone Test', phone: '+974 5512 3456', email: 'zone@example.qa', address: 'Umm Salal Mohammed, Street 1', zone: 'umm-salal' },
            paymentMethod: 'cash',
            items: [{ productId, quantity: 1 }],
          }),
        });
        return { status: response.status, body: (await response.json()) as { data?: { deliveryFee: number } } };
      }, cheap.id);
      expect(placed.status).toBe(201);
      expect(placed.body.data?.deliveryFee).toBe(35);
      expect(await checkoutFee(dear)).toBe('Free');
    } finally {
      await setZone('0', '0');
    }
    expect(await checkoutFee(cheap)).toBe('Free');
  });

  it('moves a picture kept inline in browser storage to the server once, then clears the stored lists', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#d4a24c' } }).png().toBuffer();
    await signedIn({ productImage_legacy: `data:image/png;base64,${png.toString('base64')}`, products: '[]', orders: '[]' });
    await page.goto(`${baseUrl()}/admin`);
    await expect(page.getByTestId('migration-result').textContent()).resolves.toContain('1 pictures found in this browser, 1 moved to the server, 0 failed.');
    const left = await page.evaluate(() => ['productImage_legacy', 'products', 'orders', 'storageMigrationCompleted'].map((key) => localStorage.getItem(key)));
    expect(left.slice(0, 3)).toEqual([null, null, null]);
    expect(left[3]).not.toBeNull();
  });
});

describe('shoppers', () => {
  it('never download admin code on storefront pages', async () => {
    const adminRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/remotes/admin/')) adminRequests.push(request.url());
    });
    const [product] = (await api<{ items: Product[] }>('/api/products?limit=1')).items;
    for (const path of ['/', '/products', `/product/${product!.slug}`, '/about', '/cart', '/contact', '/blog']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main h1').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(adminRequests).toEqual([]);
  });
});
