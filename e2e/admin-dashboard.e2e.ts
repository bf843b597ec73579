import { reply } from './support/api';
import { SECTION_NAMES_EN } from '../mf-admin/src/test/section-names';
import { placeOrder } from './support/shop';
import { expect, test, type Page } from './support/test';

const PHONE = { width: 375, height: 740 };

/** Today in Qatar (UTC+3), `YYYY-MM-DD`: the day the overview and the orders filter count in. */
const qatarToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

/** The amount a figure card shows, as a number ("QAR 1,234.5" -> 1234.5). */
async function amountIn(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).locator('strong').textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

test.describe('the dashboard frame', () => {
  test('shows no shop header, footer, WhatsApp button or cart on the admin pages, sign-in included', async ({
    page,
    signIn,
  }) => {
    await page.goto('/adm/ogulf');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign In');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await signIn();
    await page.goto('/admin');
    await expect(page.getByTestId('admin-dashboard')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    for (const shopPart of ['site-header', 'site-footer', 'whatsapp-button', 'cart-badge'])
      await expect(page.getByTestId(shopPart)).toHaveCount(0);
    await expect(page.getByText('We accept')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // The skip link jumps past the side navigation to the section itself.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#admin-content')).toBeFocused();

    // An unknown dashboard address says so inside the frame, the sections a click away.
    await page.goto('/admin/no-such-section');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveCount(13);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  });

  test('at 375 px opens every section from the menu button, in English and Arabic', async ({ page, signIn }) => {
    await page.setViewportSize(PHONE);
    await signIn();
    await page.goto('/admin');
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sections).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const links = sections.getByRole('link');
    await expect(links).toHaveText(SECTION_NAMES_EN);
    // Nothing cut off: every section's name fits inside the phone's width.
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.keyboard.press('Escape');
    await expect(sections).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await sections.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(sections).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');

    // The language switch lives in the drawer on a phone; the drawer stays open in the other language.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByTestId('admin-language').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = page.getByRole('navigation', { name: 'أقسام لوحة التحكم' });
    await expect(arabic.getByRole('link')).toHaveCount(13);
    await expect(arabic.getByRole('link', { name: 'الطلبات' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'أغلق القائمة' }).click();
    await expect(arabic).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الطلبات');
  });
});

test.describe('the overview', () => {
  test("counts a new order in today's revenue and orders, and lists it as needing attention", async ({
    page,
    api,
    adminApi,
    signIn,
  }) => {
    const before = await adminApi('/api/admin/overview', reply.adminOverview);
    const order = await placeOrder(api, { quantity: 2, paymentMethod: 'bank-transfer' });
    await signIn();
    await page.goto('/admin');
    const today = page.getByTestId('overview-sales-today');
    await expect(today).toContainText('Today');
    // Other tests may place orders too: today's figures hold at least what was there and this order.
    expect(await amountIn(page, 'overview-sales-today')).toBeGreaterThanOrEqual(
      before.sales.todayFigures.revenue + order.total - 0.001,
    );
    const count = Number((await today.locator('.adm-muted').textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(before.sales.todayFigures.orders + 1);
    await expect(page.getByTestId('overview-sales-last30')).toContainText('Last 30 days');
    await expect(page.getByTestId('overview-chart')).toContainText('Revenue per day, last 30 days');
    await expect(page.getByTestId('overview-transfers')).toContainText(/bank transfers? not paid yet/);
    await expect(page.getByTestId('overview-orders')).toContainText(/new orders? to confirm/);
    await page.getByText('Show the figures as a table').click();
    await expect(page.getByTestId('overview-chart-table').getByRole('row')).toHaveCount(31);
    // The activity log speaks in words, not codes.
    await expect(page.getByTestId('overview-activity')).not.toContainText('login.');
  });
});

test.describe('the orders list', () => {
  test('filters by the days orders were placed, keeps them in the address, and refuses a last day before the first', async ({
    page,
    api,
    signIn,
  }) => {
    const order = await placeOrder(api, { quantity: 2, paymentMethod: 'bank-transfer' });
    const today = qatarToday();
    await signIn();
    await page.goto('/admin/orders');
    const table = page.getByTestId('orders-table');
    await page.getByLabel('Placed from').fill(today);
    await page.getByLabel('Placed until').fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    const row = table.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Bank transfer');

    await page.getByLabel('Placed from').fill('2020-01-01');
    await page.getByLabel('Placed until').fill('2020-01-01');
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-01/);
    await expect(page.getByText('No orders match these filters.')).toBeVisible();

    await page.getByLabel('Placed until').fill('2019-12-31');
    await expect(page.getByText('Choose a day on or after the first day.')).toBeVisible();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-01/);

    // Opened from the address, the list shows the same days.
    await page.goto(`/admin/orders?from=${today}&to=${today}`);
    await expect(page.getByLabel('Placed from')).toHaveValue(today);
    await expect(table.getByRole('row').filter({ hasText: order.orderNumber })).toBeVisible();
  });

  test('opens the bank transfers not paid yet from the overview as a filtered list, and shows every order again on request', async ({
    page,
    api,
    signIn,
  }) => {
    const order = await placeOrder(api, { quantity: 2, paymentMethod: 'bank-transfer' });
    await signIn();
    await page.goto('/admin');
    await page.getByTestId('overview-transfers').click();
    await expect(page).toHaveURL(/\/admin\/orders\?payment=unpaid-bank-transfer$/);
    const payment = page.getByLabel('Payment', { exact: true });
    await expect(payment).toHaveValue('unpaid-bank-transfer');
    const table = page.getByTestId('orders-table');
    await expect(table.getByRole('row').filter({ hasText: order.orderNumber })).toBeVisible();
    // Every order listed is a bank transfer whose money is not confirmed yet.
    const rows = table.locator('tbody tr');
    for (const row of await rows.all())
      await expect(row).toContainText(/Bank transfer\s*(Unpaid|Awaiting confirmation)/);

    await payment.selectOption('');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(payment).toHaveValue('');
  });
});
