// The customer's side of a quotation (issue 18): the admin prices and sends it through the API,
// the customer opens the link from the mail, downloads the PDF, accepts, and lands on the order's
// confirmation at the quoted total; another is answered with a request for changes, in Arabic.
import fs from 'node:fs';
import { adminQuotation } from '../packages/contracts/src/replies-quotations';
import { reply, type Api } from './support/api';
import { mailsTo } from './support/outbox';
import { expect, test } from './support/test';

/** The Qatar day `days` from today (`YYYY-MM-DD`). */
const dayFromNow = (days: number): string =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * A quotation sent to a customer of its own (a fresh address, so its mail is found alone): three
 * of the cheapest product at 1,000 QAR less 10 %, a free line at 5,000, delivery 100 and
 * installation 250, so 2,700 + 5,000 + 100 + 250 = 8,050 QAR.
 */
async function sentQuotation(api: Api, adminApi: Api, language: 'en' | 'ar') {
  const product = (await api('/api/products?minPrice=1&sort=price-asc&limit=1', reply.productList)).items[0]!;
  const email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.qa`;
  const draft = await adminApi('/api/admin/quotations', adminQuotation, { body: {} });
  await adminApi(`/api/admin/quotations/${draft.id}`, adminQuotation, {
    method: 'PUT',
    body: {
      customer: {
        name: 'Khalid Al-Thani',
        company: 'Gulf Trading W.L.L.',
        email,
        phone: '+974 5512 3456',
        address: 'Tower 3, West Bay, Doha',
      },
      language,
      lines: [
        {
          productId: product.id,
          name: product.name,
          nameAr: product.nameAr,
          quantity: 3,
          unitPrice: 1000,
          discountPercent: 10,
        },
        {
          productId: null,
          name: 'Custom teller counter',
          nameAr: 'كاونتر صراف حسب الطلب',
          description: 'Corian top, 240 cm',
          quantity: 1,
          unitPrice: 5000,
        },
      ],
      deliveryCharge: 100,
      installationCharge: 250,
      validUntil: dayFromNow(14),
      terms: '50% advance, balance on delivery.',
      notes: 'Internal: agreed by phone.',
    },
  });
  const sent = await adminApi(`/api/admin/quotations/${draft.id}/send`, adminQuotation, { body: {} });
  expect(sent.total).toBe(8050);
  return { quotation: sent, email, product };
}

test.describe('a quotation, as its customer sees it', () => {
  test('opens the mailed link, downloads the PDF, accepts, and lands on the order at the quoted total', async ({
    page,
    api,
    adminApi,
  }) => {
    test.setTimeout(60_000);
    const { quotation, email } = await sentQuotation(api, adminApi, 'en');

    // The link the customer got by mail (the worker writes it within a few seconds).
    await expect.poll(() => mailsTo(email, quotation.number).length, { timeout: 20_000 }).toBe(1);
    const link = /\/quote\/([\w-]+)/.exec(mailsTo(email, quotation.number)[0]!.text);
    expect(link).not.toBeNull();
    await page.goto(link![0]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Quotation');
    await expect(page.getByTestId('quotation-number')).toHaveText(quotation.number);
    await expect(page.getByTestId('quotation-line')).toHaveCount(2);
    await expect(page.getByTestId('quotation-line').nth(1)).toContainText('Custom teller counter');
    await expect(page.getByTestId('quotation-total')).toHaveText('QAR 8,050');
    await expect(page.getByTestId('quotation-expiry')).toHaveText('Expires in 14 days');
    await expect(page.getByText('Internal: agreed by phone.')).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByTestId('quotation-pdf').click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const form = page.getByTestId('accept-form');
    await expect(form.getByLabel('Delivery address')).toHaveValue('Tower 3, West Bay, Doha');
    await page.waitForFunction(
      () => ((document.querySelector('#quotation-zone') as HTMLSelectElement | null)?.options.length ?? 0) > 1,
    );
    await form.getByLabel('Delivery zone').selectOption('doha');
    await form.getByTestId('payment-card').check();
    await page.getByTestId('accept-quotation').click();

    await page.waitForURL((url) => url.pathname === '/order-confirmation');
    await expect(page.getByTestId('order-total')).toHaveText('QAR 8,050');
    await expect(page.getByTestId('order-delivery')).toHaveText('QAR 100');
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

    // The order in the admin carries the quoted prices, not the catalogue's.
    const found = await adminApi(`/api/orders?q=${orderNumber}`, reply.adminOrderList);
    const order = found.items[0]!;
    expect(order.total).toBe(8050);
    expect(order.items.map((item) => [item.name, item.unitPrice, item.quantity])).toEqual([
      [expect.any(String), 900, 3],
      ['Custom teller counter', 5000, 1],
      ['Installation', 250, 1],
    ]);

    // Back on the quotation: accepted, linked to its order, nothing more to accept.
    await page.goto(link![0]);
    await expect(page.getByTestId('quotation-state-accepted')).toContainText(orderNumber);
    await expect(page.getByTestId('accept-form')).toHaveCount(0);
    await page.getByTestId('quotation-order-link').click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation');
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  });

  test('asks for changes on a quotation in Arabic, right to left, and the shop sees the request', async ({
    page,
    api,
    adminApi,
  }) => {
    const { quotation } = await sentQuotation(api, adminApi, 'ar');
    const path = new URL(quotation.customerUrl!).pathname;
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عرض السعر');
    await expect(page.getByTestId('quotation-line').nth(1)).toContainText('كاونتر صراف حسب الطلب');
    await expect(page.getByTestId('quotation-expiry')).toHaveText('ينتهي خلال 14 يوماً');

    const form = page.getByTestId('changes-form');
    await form.getByTestId('send-changes').click();
    await expect(form.getByTestId('message-error')).toHaveText('أخبرنا بالتعديلات التي تريدها.');
    await form.getByLabel('ما التعديلات التي تريدها؟').fill('نرجو تعديل الكمية إلى خمسة مكاتب.');
    await form.getByTestId('send-changes').click();
    await expect(page.getByTestId('sent-panel')).toContainText('شكراً لك، وصلنا طلبك');
    await expect(page.getByTestId('quotation-state-changes-requested')).toContainText('طلبت إجراء تعديلات');

    const seen = await adminApi(`/api/admin/quotations/${quotation.id}`, adminQuotation);
    expect(seen.status).toBe('changes-requested');
    expect(seen.changeRequests.map((request) => request.message)).toEqual(['نرجو تعديل الكمية إلى خمسة مكاتب.']);
  });

  test('says when a quotation was withdrawn, and finds no quotation for a made-up token', async ({
    page,
    api,
    adminApi,
  }) => {
    const { quotation } = await sentQuotation(api, adminApi, 'en');
    await adminApi(`/api/admin/quotations/${quotation.id}/withdraw`, adminQuotation, { body: {} });
    await page.goto(new URL(quotation.customerUrl!).pathname);
    await expect(page.getByTestId('quotation-state-withdrawn')).toContainText('This quotation was withdrawn');
    await expect(page.getByTestId('accept-form')).toHaveCount(0);
    await page.goto('/quote/qt_not-a-real-token-0000000000');
    await expect(page.getByTestId('quotation-not-found')).toContainText("We couldn't find this quotation");
  });
});
