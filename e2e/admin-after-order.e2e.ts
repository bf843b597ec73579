import sharp from 'sharp';
import type { Language, PaymentMethod } from '../packages/contracts/src/constants';
import { reply, type Api } from './support/api';
import { shopperAddress } from './support/addresses';
import { adminOrderId, placeOrder } from './support/shop';
import { expect, test } from './support/test';

/**
 * An order placed as a shopper would, in the first zone, for the first free delivery slot: its
 * number, token, id (read as the admin) and the booked day and slot.
 */
async function placeBookedOrder(api: Api, adminApi: Api, paymentMethod: PaymentMethod, language: Language = 'en') {
  const order = await placeOrder(api, { slot: 'required', paymentMethod, language });
  return { ...order, id: await adminOrderId(adminApi, order.orderNumber), delivery: order.delivery! };
}

test.describe('running an order after checkout', () => {
  // Each test places an order, then runs it through several dashboard screens: slow on two cores.
  test.describe.configure({ timeout: 60_000 });

  test('moves the status with a note for the customer, adds a note, and the history shows both', async ({
    page,
    api,
    adminApi,
    signIn,
  }) => {
    // Placed in Arabic: the WhatsApp message speaks the customer's language, not the admin's.
    const order = await placeBookedOrder(api, adminApi, 'cash', 'ar');
    await signIn();
    await page.goto(`/admin/orders?q=${order.orderNumber}`);
    const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('Unpaid');
    await row.getByRole('link', { name: order.orderNumber }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('Pending');

    // Only the moves the workflow allows from pending are offered.
    const form = page.getByTestId('status-form');
    const select = form.getByLabel('New status');
    await expect(select.getByRole('option')).toHaveText(['Choose…', 'Confirmed', 'Processing', 'Cancelled']);
    await select.selectOption({ label: 'Confirmed' });
    await form.getByLabel('Note (optional)').fill('Assembly team booked for your delivery day');
    await form.getByLabel('Tell the customer').check();
    await form.getByRole('button', { name: 'Update status' }).click();
    await expect(detail.getByTestId('order-status')).toHaveText('Confirmed');
    const history = page.getByTestId('order-history');
    await expect(history.getByRole('listitem').first()).toContainText('Assembly team booked for your delivery day');
    await expect(history.getByRole('listitem').first()).toContainText('Customer notified');
    await expect(page.getByTestId('status-form').getByLabel('New status').getByRole('option')).toHaveText([
      'Choose…',
      'Processing',
      'Out for delivery',
      'Cancelled',
    ]);

    const noteForm = page.getByTestId('note-form');
    await noteForm.getByLabel('Note', { exact: true }).fill('Customer asked for the back entrance');
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    const note = history.locator('li[data-kind="note"]').filter({ hasText: 'Customer asked for the back entrance' });
    await expect(note).toContainText('Team only');

    const whatsapp = new URL((await page.getByTestId('whatsapp-customer').getAttribute('href')) ?? '');
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/97455123456');
    expect(whatsapp.searchParams.get('text')).toContain(`${order.orderNumber}. حالته الآن: مؤكد.`);

    const stored = await adminApi(`/api/orders/${order.id}`, reply.adminOrder);
    expect(stored.status).toBe('confirmed');
    expect(stored.statusHistory.slice(-2)).toEqual([
      expect.objectContaining({
        kind: 'status',
        status: 'confirmed',
        note: 'Assembly team booked for your delivery day',
        notified: true,
      }),
      expect.objectContaining({ kind: 'note', note: 'Customer asked for the back entrance', notified: false }),
    ]);
  });

  test("marks a bank-transfer order paid against the customer's receipt", async ({ page, api, adminApi, signIn }) => {
    const order = await placeBookedOrder(api, adminApi, 'bank-transfer');
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append('receipt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'transfer-receipt.png');
    const uploaded = await fetch(`${api.base}/api/order-receipts/${order.token}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': shopperAddress() },
      body: upload,
    });
    expect(uploaded.status).toBe(201);

    await signIn();
    await page.goto(`/admin/orders/${order.id}`);
    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByTestId('payment-status')).toHaveText('Awaiting confirmation');
    await expect(panel.getByTestId('receipt')).toContainText('transfer-receipt.png');
    await expect(panel.getByTestId('receipt')).toContainText('To check');
    await expect(panel.getByTestId('invoice-link')).toHaveCount(0);

    const markPaid = panel.getByTestId('mark-paid-form');
    await markPaid.getByLabel('Reference').fill('QNB-778812');
    await markPaid.getByRole('button', { name: 'Mark paid' }).click();
    await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
    await expect(panel.getByTestId('receipt')).toContainText('Accepted');
    await expect(panel.getByTestId('invoice-link')).toHaveAttribute('href', `/api/orders/${order.id}/invoice.pdf`);
    await expect(panel.getByTestId('refund-form')).toBeVisible();

    const stored = await adminApi(`/api/orders/${order.id}`, reply.adminOrder);
    expect(stored.payment).toMatchObject({ status: 'paid', reference: 'QNB-778812' });
    expect(stored.payment.receipts.map((r) => r.status)).toEqual(['accepted']);
  });

  test('shows a booked order in its slot of the deliveries day view', async ({ page, api, adminApi, signIn }) => {
    const order = await placeBookedOrder(api, adminApi, 'card');
    await signIn();
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByTestId('delivery-panel').getByRole('link', { name: 'See the day' }).click();
    await page.waitForURL(`/admin/deliveries?date=${order.delivery.date}`);
    const slot = page.getByTestId(`slot-${order.delivery.slot}`);
    const row = slot.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('Noora Al-Mannai');
    await expect(row).toContainText('+974 5512 3456');
    await expect(row).toContainText('Pending');

    // The day after has other orders, or none, but never this one.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByTestId('delivery-day').waitFor();
    await expect(page.getByRole('link', { name: order.orderNumber })).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('link', { name: order.orderNumber }).click();
    await expect(page.getByTestId('order-detail')).toBeVisible();
  });
});
