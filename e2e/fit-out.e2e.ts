// The fit-out quote builder (/fit-out): rooms in, a bill of materials from the live catalogue out,
// adjusted and sent as a quote request that the admin then reads, rooms and lines, through the API.
import { fitoutCatalogView, fitoutRulesView } from '../packages/contracts/src/requests/fitout';
import { reply, type Api } from './support/api';
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/in-app';

/** The lines of a room as the page shows them: product slug and quantity. */
async function linesOf(room: ReturnType<Page['getByTestId']>): Promise<Array<[string, number]>> {
  const lines = room.getByTestId('fitout-line');
  const result: Array<[string, number]> = [];
  for (const line of await lines.all())
    result.push([
      (await line.getAttribute('data-slug')) ?? '',
      Number(await line.getByRole('spinbutton').inputValue()),
    ]);
  return result;
}

/** The builder's elements that reach past the window's width, and whether the page scrolls sideways at all. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('[data-testid="fit-out"] *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return document.documentElement.scrollWidth > width ? ['the page scrolls sideways', ...wide] : wide;
  });
}

/** The request as the admin's inbox stores it, found by its reference. */
async function storedRequest(adminApi: Api, reference: string) {
  const list = await adminApi(`/api/admin/quote-requests?q=${reference}`, reply.inboxList);
  const found = list.items.find((item) => item.reference === reference);
  if (!found) throw new Error(`${reference} is not in the inbox`);
  return adminApi(`/api/admin/quote-requests/${found.id}`, reply.inboxDetail);
}

test.describe('fit-out quote builder', () => {
  test('suggests items for two rooms, takes adjustments, and sends them as a stored quote request', async ({
    page,
    api,
    adminApi,
  }, testInfo) => {
    const catalog = await api('/api/fitout-rules', fitoutCatalogView);
    const slugOf = (id: string) => catalog.products.find((product) => product.id === id)?.slug;
    const idOf = (slug: string) => catalog.products.find((product) => product.slug === slug)?.id ?? slug;

    await page.goto('/fit-out');
    await page.getByRole('heading', { level: 1, name: 'Plan your office fit-out' }).waitFor();
    await hydrated(page, 'catalog');
    await expect(page).toHaveTitle(/Fit-Out Quote Builder/);

    await page.getByTestId('add-room-workstations').click();
    const open = page.getByTestId('fitout-room').nth(0);
    await open.getByLabel('People at workstations').fill('6');
    await open.getByLabel('Room name').fill('Sales floor');
    // The built-in rules: a desk and a task chair per person, a pedestal per two people.
    await expect
      .poll(() => linesOf(open))
      .toEqual([
        ['straight-office-desk-140-cm', 6],
        ['ergonomic-mesh-task-chair', 6],
        ['mobile-three-drawer-pedestal', 3],
      ]);

    await page.getByTestId('add-room-boardroom').click();
    const board = page.getByTestId('fitout-room').nth(1);
    await board.getByLabel('Finish').selectOption('premium');
    // Ten seats: the 240 cm table, a boardroom chair per seat, a video bar.
    await expect
      .poll(() => linesOf(board))
      .toEqual([
        ['rectangular-meeting-table-240-cm', 1],
        ['cream-leather-boardroom-chair', 10],
        ['4k-video-conference-bar', 1],
      ]);
    await board.getByLabel('Seats', { exact: true }).fill('16');
    // Sixteen seats: the custom table, priced on request.
    await expect(board.getByTestId('fitout-line').first()).toHaveAttribute(
      'data-slug',
      'custom-boardroom-table-up-to-20-seats',
    );
    await expect(board.getByTestId('fitout-line').first()).toContainText('Price on request');
    await expect(page.getByTestId('fitout-on-request')).toHaveText('+ 1 item priced on request');

    // Adjust: 14 chairs, the desk swapped for the L-shaped one, no pedestals.
    await board.getByLabel('Quantity of Cream Leather Boardroom Chair').fill('14');
    await open
      .getByLabel('Swap Straight Office Desk 140 cm for another item')
      .selectOption(idOf('l-shaped-manager-desk-160-cm'));
    await open.getByRole('button', { name: 'Remove Mobile Three-Drawer Pedestal' }).click();
    await expect
      .poll(() => linesOf(open))
      .toEqual([
        ['l-shaped-manager-desk-160-cm', 6],
        ['ergonomic-mesh-task-chair', 6],
      ]);
    const shown = [...(await linesOf(open)), ...(await linesOf(board))];
    await page.screenshot({ path: testInfo.outputPath('fit-out-en-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => overflowing(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('fit-out-en-375.png'), fullPage: true });

    await page.getByLabel('Full name').fill('Mona Saleh');
    await page.getByLabel('Email').fill('mona@example.qa');
    await page.getByLabel('Company (optional)').fill('Gulf Trading W.L.L.');
    await page.getByTestId('fitout-send').click();
    const reference = (await page.getByTestId('fitout-reference').textContent()) ?? '';
    expect(reference).toMatch(/^Q-\d{6}-[A-Z0-9]{4}$/);

    const stored = await storedRequest(adminApi, reference);
    expect(stored).toMatchObject({ name: 'Mona Saleh', company: 'Gulf Trading W.L.L.', language: 'en' });
    expect(stored.lines.map((line) => [slugOf(line.productId), line.quantity])).toEqual(shown);
    expect(stored.rooms.map(({ type, label, answers }) => ({ type, label, answers }))).toEqual([
      { type: 'workstations', label: 'Sales floor', answers: '6 people, standard finish' },
      { type: 'boardroom', label: '', answers: '16 seats, premium finish' },
    ]);
  });

  test('works in Arabic on a phone, right to left, and the request keeps its language', async ({
    page,
    adminApi,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/fit-out');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'خطّط لتجهيز مكتبك' }).waitFor();
    await hydrated(page, 'catalog');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByTestId('add-room-cash-office').click();
    const cash = page.getByTestId('fitout-room').nth(0);
    await cash.getByLabel('حجم الخزنة').selectOption('large');
    await expect(cash.locator('[data-slug="large-fire-resistant-office-safe-300-kg"]')).toBeVisible();
    await page.getByTestId('add-room-storage').click();
    const storage = page.getByTestId('fitout-room').nth(1);
    await storage.getByLabel('عدد خزائن الملفات').fill('3');
    await expect(storage.locator('[data-slug="four-drawer-steel-filing-cabinet"]').getByRole('spinbutton')).toHaveValue(
      '3',
    );
    // Nothing sticks out sideways on a narrow screen.
    await expect.poll(() => overflowing(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('fit-out-ar-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('fit-out-ar-1280.png'), fullPage: true });

    await page.getByLabel('الاسم الكامل').fill('منى صالح');
    await page.getByLabel('البريد الإلكتروني').fill('mona@example.qa');
    await page.getByTestId('fitout-send').click();
    const reference = (await page.getByTestId('fitout-reference').textContent()) ?? '';
    const stored = await storedRequest(adminApi, reference);
    expect(stored.language).toBe('ar');
    expect(stored.rooms.map(({ type, answersAr }) => [type, answersAr])).toEqual([
      ['cash-office', '2 صرافين، خزنة كبيرة'],
      ['storage', '3 خزائن ملفات'],
    ]);
  });

  test('follows the rules the admin edits in the dashboard', async ({ page, adminApi, signIn }) => {
    const before = await adminApi('/api/admin/fitout-rules', fitoutRulesView);
    try {
      await signIn();
      await page.goto('/admin/fitout-rules');
      const storage = page.getByTestId('fitout-rules-storage');
      // The first storage rule: a filing cabinet per cabinet asked for; make it two.
      await expect(storage.getByLabel('Slug 1')).toHaveValue('four-drawer-steel-filing-cabinet');
      await storage.getByLabel('Number 1').fill('2');
      await page.getByTestId('fitout-rules-save').click();
      await expect(page.getByTestId('toaster').getByText('Fit-out rules saved')).toBeVisible();

      await page.goto('/fit-out');
      await hydrated(page);
      await page.getByTestId('add-room-storage').click();
      const room = page.getByTestId('fitout-room').nth(0);
      await room.getByLabel('Filing cabinets').fill('3');
      await expect(room.locator('[data-slug="four-drawer-steel-filing-cabinet"]').getByRole('spinbutton')).toHaveValue(
        '6',
      );
    } finally {
      await adminApi('/api/admin/fitout-rules', fitoutRulesView, { method: 'PUT', body: { rooms: before.rooms } });
    }
  });

  test('is linked from the services page, the city landings and the cart', async ({ page }, testInfo) => {
    await page.goto('/services');
    await page.getByRole('link', { name: 'Open the fit-out quote builder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plan your office fit-out' }).waitFor();
    await hydrated(page, 'catalog');
    await page.screenshot({ path: testInfo.outputPath('fit-out-en-empty-1280.png') });
    await page.goto('/office-furniture-lusail');
    await expect(page.getByTestId('fit-out-link').getByRole('link')).toHaveAttribute('href', '/fit-out');
    await page.goto('/cart');
    await expect(page.getByTestId('cart-fit-out').getByRole('link')).toHaveAttribute('href', '/fit-out');
  });
});
