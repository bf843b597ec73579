import type { Page } from '@playwright/test';
import { reply } from './support/api';
import { adminOrderId, cartLine, placeOrder, pricedProducts, SHOPPER, storeCart } from './support/shop';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

/** The phone of the orders placed here (the shopper's), which tracking asks for. */
const PHONE = SHOPPER.phone;

/** A 1×1 PNG: a real picture, as a phone's photo of a transfer receipt would be. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function track(page: Page, labels: { number: string; phone: string }, orderNumber: string | null, phone: string) {
  // The form may be the server's: typed into before hydration, its values would be reset.
  await hydrated(page);
  if (orderNumber !== null) await page.getByLabel(labels.number).fill(orderNumber);
  await page.getByLabel(labels.phone).fill(phone);
  await page.getByTestId('track-order').click();
}

const EN = { number: 'Order number', phone: 'Phone' };
const AR = { number: 'رقم الطلب', phone: 'رقم الهاتف' };

test.describe('following an order', () => {
  test('books a slot at checkout, sees it on the confirmation, and tracks the order by number and phone', async ({
    page,
    api,
    adminApi,
  }) => {
    test.setTimeout(60_000);
    const [product] = await pricedProducts(api, 1);
    await page.goto('/');
    await storeCart(page, [cartLine(product!)]);
    await page.goto('/checkout');
    await page.getByLabel('Full name').fill('Sara Al-Kuwari');
    await page.getByLabel('Phone').fill(PHONE);
    await page.getByLabel('Email').fill('sara@example.qa');
    await page.getByLabel('Delivery address').fill('Building 12, Street 340, Al Waab');
    await page.waitForFunction(
      () => ((document.querySelector('#checkout-zone') as HTMLSelectElement | null)?.options.length ?? 0) > 1,
    );
    await page.getByLabel('Delivery zone').selectOption('al-waab');

    // The first free slot is chosen for the shopper; they take the last day offered instead, by keyboard.
    const days = page.getByRole('radiogroup', { name: 'Delivery day' });
    await expect(days.getByRole('radio', { checked: true })).toHaveCount(1);
    const free = days.getByRole('radio', { disabled: false });
    const lastDay = free.last();
    const dayName = (await lastDay.getAttribute('aria-label')) ?? '';
    await lastDay.check();
    const times = page.getByRole('radiogroup', { name: 'Time slot' });
    const chosenTime = times.getByRole('radio', { checked: true });
    await expect(chosenTime).toHaveCount(1);
    await chosenTime.focus();
    await page.keyboard.press('ArrowDown');
    const slot = times.getByRole('radio', { checked: true });
    const slotName = ((await slot.locator('xpath=..').locator('.slot-option__main').textContent()) ?? '').trim();
    await page.getByLabel('Zone', { exact: true }).fill('45');
    await page.getByLabel('Street', { exact: true }).fill('340');
    await page.getByLabel('Building', { exact: true }).fill('12');
    await page.getByTestId('place-order').click();

    await page.waitForURL((url) => url.pathname === '/order-confirmation');
    await expect(page.getByTestId('order-slot')).toContainText(`${dayName}, ${slotName}`);
    await expect(page.getByTestId('order-national-address')).toHaveText('Zone 45, Street 340, Building 12');
    await expect(page.getByTestId('timeline-pending')).toHaveAttribute('aria-current', 'step');
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    const order = await api(`/api/order-confirmation/${token}`, reply.orderView);
    expect(order.delivery?.date).toBeTruthy();
    expect(order.customer.nationalAddress).toEqual({ zone: 45, street: 340, building: 12, unit: null });

    // The shop confirms it with a word for the customer.
    await adminApi(`/api/orders/${await adminOrderId(adminApi, orderNumber)}/status`, reply.adminOrder, {
      method: 'PATCH',
      body: { status: 'confirmed', note: 'Your chair is ready in our warehouse.', tellCustomer: true },
    });

    await page.getByTestId('order-track-link').click();
    await page.waitForURL((url) => url.pathname === '/track-order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Order');
    await expect(page.getByLabel(EN.number)).toHaveValue(orderNumber);
    await track(page, EN, null, '5512 3456');
    const found = page.getByTestId('tracked-order');
    await expect(found).toBeFocused();
    await expect(found.getByTestId('order-status')).toHaveText('Current status: Confirmed');
    await expect(found.getByTestId('timeline-pending')).toHaveAttribute('data-state', 'done');
    await expect(found.getByTestId('timeline-confirmed')).toHaveAttribute('aria-current', 'step');
    await expect(found.getByTestId('timeline-confirmed')).toContainText('Your chair is ready in our warehouse.');
    await expect(found.getByTestId('timeline-delivered')).toHaveAttribute('data-state', 'upcoming');
    await expect(found.getByTestId('payment-status')).toHaveText('To pay on delivery');
    await expect(found.getByTestId('order-slot')).toContainText(`${dayName}, ${slotName}`);
    await expect(found.getByTestId('order-item')).toHaveCount(1);

    // A wrong phone finds nothing, and says no more than that.
    await track(page, EN, orderNumber, '+974 6677 8899');
    await expect(page.getByTestId('form-error')).toContainText('No order matches');
    await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  });

  test('is linked from the customer-service page and the footer, in both languages', async ({ page }) => {
    await page.goto('/customer-service');
    await page.locator('section#order-tracking').getByRole('link', { name: 'Track your order' }).click();
    await page.waitForURL((url) => url.pathname === '/track-order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Order');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/customer-service');
    await page.getByTestId('site-footer').getByRole('link', { name: 'تتبع طلبك', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/track-order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تتبع طلبك');
  });

  test('tracks an order in Arabic, right to left', async ({ page, api }) => {
    const order = await placeOrder(api, { zone: 'doha', slot: 'if-free', language: 'ar' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto(`/track-order?order=${order.orderNumber}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تتبع طلبك');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('track-order').click();
    await expect(page.getByTestId('phone-error')).toHaveText('أدخل رقم هاتفك.');
    await track(page, AR, null, '55123456');
    const found = page.getByTestId('tracked-order');
    await expect(found.getByTestId('order-status')).toHaveText('الحالة الحالية: تم استلام الطلب');
    await expect(found.getByTestId('timeline-out-for-delivery')).toContainText('في الطريق إليك');
    await expect(found.getByTestId('payment-status')).toHaveText('الدفع عند الاستلام');
    const slotNames = { morning: 'الفترة الصباحية', midday: 'فترة الظهيرة', afternoon: 'فترة العصر' } as const;
    if (order.delivery) await expect(found.getByTestId('order-slot')).toContainText(slotNames[order.delivery.slot]);

    await track(page, AR, order.orderNumber, '+974 3312 3456');
    await expect(page.getByTestId('form-error')).toContainText('لا يوجد طلب مطابق');
  });

  test('uploads a transfer receipt, then sees the payment confirmed and the invoice offered', async ({
    page,
    api,
    adminApi,
  }) => {
    const order = await placeOrder(api, {
      zone: 'doha',
      slot: 'if-free',
      paymentMethod: 'bank-transfer',
      language: 'en',
    });
    await page.goto(`/order-confirmation?token=${order.token}`);
    await expect(page.getByTestId('payment-status')).toHaveText('Not paid yet');
    await expect(page.getByTestId('invoice-link')).toHaveCount(0);
    const upload = page.getByTestId('receipt-upload');
    await upload.getByLabel('Upload your transfer receipt').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: RECEIPT_PNG,
    });
    await upload.getByTestId('receipt-send').click();
    await expect(page.getByTestId('receipt-upload-status')).toContainText("we've received your receipt");
    await expect(page.getByTestId('payment-status')).toHaveText('Receipt received, awaiting confirmation');
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('transfer.png');
    await expect(receipt.getByTestId('receipt-status')).toHaveText('Being checked');

    // A page renamed to .png is judged by its content, and the server's refusal is shown.
    await page
      .getByTestId('receipt-upload')
      .getByLabel('Upload another receipt')
      .setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html><body>not a receipt</body></html>'),
      });
    await page.getByTestId('receipt-send').click();
    await expect(page.getByTestId('receipt-error')).toHaveText('Choose a JPEG, PNG or WebP picture, or a PDF.');
    await expect(page.getByTestId('receipt')).toHaveCount(1);

    const stored = await api(`/api/order-confirmation/${order.token}`, reply.orderView);
    const receiptId = stored.payment.receipts[0]!.id;
    const qatarToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    await adminApi(`/api/orders/${await adminOrderId(adminApi, order.orderNumber)}/payment`, reply.adminOrder, {
      body: { action: 'mark-paid', reference: 'QNB-778812', paidOn: qatarToday, receiptId },
    });

    await page.goto(`/track-order?order=${order.orderNumber}`);
    await track(page, EN, null, PHONE);
    const found = page.getByTestId('tracked-order');
    await expect(found.getByTestId('payment-status')).toHaveText('Paid');
    await expect(found.getByTestId('receipt-status')).toHaveText('Accepted');
    await expect(found.getByTestId('receipt-upload')).toHaveCount(0);
    await expect(found.getByTestId('invoice-link')).toHaveAttribute('href', `/api/order-invoice/${order.token}`);
    const [invoice] = await Promise.all([page.waitForEvent('download'), found.getByTestId('invoice-link').click()]);
    expect(invoice.suggestedFilename()).toBe(`INV-${order.orderNumber.replace(/^OG-/, '')}.pdf`);
  });
});
