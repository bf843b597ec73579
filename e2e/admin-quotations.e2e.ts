// The admin's side of a quotation (issue 18): a quote request made on the storefront is turned
// into a quotation from the inbox, priced in the builder (the request's catalogue line with a
// discount, a product added from the catalogue search, a free line, a delivery charge), sent;
// the customer accepts it on their page; the order shows in the dashboard at the quoted prices.
import fs from 'node:fs';
import { adminQuotation } from '../packages/contracts/src/replies-quotations';
import { netUnitPrice } from '../packages/contracts/src/quotation-pricing';
import { reply } from './support/api';
import { mailsTo } from './support/outbox';
import { expect, test } from './support/test';

/** A price as the English dashboard writes it (QAR 1,234.5). */
const qar = (amount: number) =>
  new Intl.NumberFormat('en-QA', {
    style: 'currency',
    currency: 'QAR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/\s/g, ' ');

test.describe('quotations in the dashboard', () => {
  // A quotation's whole life, from request to order, through the dashboard and the mail: slow on two cores.
  test.describe.configure({ timeout: 90_000 });

  test('prices a quote request with catalogue and free lines, sends it, and its acceptance becomes an order at the quoted prices', async ({
    page,
    api,
    adminApi,
    signIn,
  }) => {
    const run = crypto.randomUUID().slice(0, 8);
    const email = `office.${run}@example.qa`;
    const cheapest = await api('/api/products?minPrice=1&sort=price-asc&limit=2', reply.productList);
    const [requested, added] = cheapest.items;
    const { reference } = await api('/api/quote-request', reply.messageReceipt, {
      body: {
        name: `Fatima ${run}`,
        email,
        phone: '+974 5512 3456',
        company: 'Lusail Holdings',
        message: 'Furnishing our new office on the 12th floor.',
        items: [{ productId: requested!.id, quantity: 4 }],
        language: 'en',
      },
    });
    const request = (await adminApi(`/api/admin/quote-requests?q=${reference}`, reply.inboxList)).items[0]!;

    await signIn();
    await page.goto(`/admin/inbox/quote-requests/${request.id}`);
    await page.getByRole('button', { name: 'Create quotation' }).click();
    await page.waitForURL(/\/admin\/quotations\/[a-f0-9]{24}$/);
    const quotationId = new URL(page.url()).pathname.split('/').pop()!;
    const editor = page.getByTestId('quotation-editor');
    await expect(page.getByTestId('quotation-status')).toHaveText('Draft');
    await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(`Fatima ${run}`);
    await expect(editor.getByLabel('Email')).toHaveValue(email);

    // The requested product came priced from the catalogue; 10 % off it.
    const lines = editor.getByTestId('quotation-line');
    await expect(lines).toHaveCount(1);
    const first = lines.nth(0);
    await expect(first.getByLabel('Name (English)')).toHaveValue(requested!.name);
    await expect(first.getByLabel('Quantity')).toHaveValue('4');
    await expect(first.getByLabel('Unit price (QAR)')).toHaveValue(String(requested!.price));
    await first.getByLabel('Discount %').fill('10');
    const firstNet = netUnitPrice(requested!.price!, 10);
    await expect(first.getByTestId('line-total')).toHaveText(qar(Math.round(firstNet * 4 * 100) / 100));

    // A second product from the catalogue search, picked with the keyboard.
    const search = editor.getByRole('combobox', { name: 'Add from the catalogue' });
    await search.fill(added!.name);
    const option = page.getByRole('option').filter({ hasText: added!.name }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1).getByLabel('Unit price (QAR)')).toHaveValue(String(added!.price));
    await lines.nth(1).getByLabel('Quantity').fill('2');

    // A free line: a workstation made to measure, named in both languages.
    await editor.getByRole('button', { name: 'Add a free line' }).click();
    const free = lines.nth(2);
    await free.getByLabel('Name (English)').fill('Custom workstation, 180 cm');
    await free.getByLabel('Name (Arabic)').fill('محطة عمل حسب الطلب، 180 سم');
    await free.getByLabel('Quantity').fill('3');
    await free.getByLabel('Unit price (QAR)').fill('2150.50');
    await editor.getByLabel('Delivery charge (QAR)').fill('100');
    await editor.getByLabel('Terms', { exact: true }).fill('50% advance, balance on delivery.');

    const expected = Math.round((firstNet * 4 + added!.price! * 2 + 2150.5 * 3 + 100) * 100) / 100;
    await expect(editor.getByTestId('quotation-total')).toHaveText(qar(expected));
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('toaster').getByText('Draft saved.')).toBeVisible();
    // The server's numbers are the builder's.
    const saved = await adminApi(`/api/admin/quotations/${quotationId}`, adminQuotation);
    expect(saved.total).toBe(expected);
    expect(saved.lines).toHaveLength(3);

    await editor.getByRole('button', { name: 'Send to customer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send this quotation?' });
    await expect(dialog).toContainText(`Fatima ${run} (${email})`);
    await dialog.getByRole('button', { name: 'Save and send' }).click();
    await expect(page.getByTestId('quotation-status')).toHaveText('Sent');
    await expect(page.getByTestId('quotation-editor')).toHaveCount(0);
    const link = page.getByTestId('customer-link');
    await expect(link).toHaveText(/\/quote\/[\w-]+$/);
    const customerPath = new URL((await link.textContent()) ?? '').pathname;
    const download = page.waitForEvent('download');
    await page.getByTestId('quotation-pdf').click();
    const pdf = await (await download).path();
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => mailsTo(email, customerPath).length, { timeout: 20_000 }).toBe(1);

    // The customer accepts on their page.
    const customer = page;
    await customer.goto(customerPath);
    await expect(customer.getByTestId('quotation-total')).toHaveText(qar(expected));
    const form = customer.getByTestId('accept-form');
    await customer.waitForFunction(
      () => ((document.querySelector('#quotation-zone') as HTMLSelectElement | null)?.options.length ?? 0) > 1,
    );
    await form.getByLabel('Delivery address').fill('Tower 12, Marina District, Lusail');
    await form.getByLabel('Delivery zone').selectOption('doha');
    await form.getByTestId('payment-card').check();
    await customer.getByTestId('accept-quotation').click();
    await customer.waitForURL((url) => url.pathname === '/order-confirmation');
    const orderNumber = (await customer.getByTestId('order-number').textContent()) ?? '';

    // The dashboard: accepted, linked to its order, which carries the quoted prices.
    await page.goto(`/admin/quotations/${quotationId}`);
    await expect(page.getByTestId('quotation-status')).toHaveText('Accepted');
    await page.getByTestId('quotation-order').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    const detail = page.getByTestId('order-detail');
    const items = detail.getByRole('table').first();
    await expect(items.getByRole('row').filter({ hasText: requested!.name })).toContainText(qar(firstNet));
    await expect(items.getByRole('row').filter({ hasText: 'Custom workstation, 180 cm' })).toContainText(qar(2150.5));
    await expect(detail.locator('.adm-totals__grand')).toContainText(qar(expected));
  });
});
