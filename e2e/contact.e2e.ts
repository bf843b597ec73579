import type { Page } from '@playwright/test';
import { reply } from './support/api';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

/** A text field by its exact accessible name (forms and footer sections have similar words in theirs). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function openInArabic(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(path);
}

// The API allows 5 messages per form and address in 10 minutes; each test's browser is an address
// of its own (support/addresses.ts), so the refusal below is the real one.
test.describe('contact page', () => {
  test('shows the company phone, WhatsApp, email, showroom and opening hours', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByTestId('contact-details');
    await details.waitFor();
    for (const text of ['+974 4412 3456', 'info@ogulf.qa', 'Saturday to Thursday', '08:00–18:00', 'Friday: closed']) {
      await expect(details).toContainText(text);
    }
    await expect(details.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  });

  test('sends a message and shows its reference', async ({ page }) => {
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted.push(request.postDataJSON());
    });
    await page.goto('/contact');
    await hydrated(page);
    await field(page, 'Full name').fill('Omar Haddad');
    await field(page, 'Email').fill('omar@example.qa');
    await field(page, 'Message').fill('Do you deliver and assemble workstations in Dukhan?');
    await page.getByTestId('send-message').click();
    await page.getByTestId('sent-panel').waitFor();
    await expect(page.getByTestId('sent-reference')).toHaveText(/^C-\d{6}-[A-Z0-9]{4}$/);
    expect(posted).toEqual([
      {
        name: 'Omar Haddad',
        email: 'omar@example.qa',
        message: 'Do you deliver and assemble workstations in Dukhan?',
        language: 'en',
      },
    ]);
  });

  test('checks the message in place before sending, in Arabic too', async ({ page }) => {
    await openInArabic(page, '/contact');
    await page.getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    await field(page, 'الرسالة').fill('قصيرة');
    await page.getByTestId('send-message').click();
    await expect(page.getByTestId('message-error')).toHaveText('يجب ألا تقل رسالتك عن 10 أحرف.');
    await expect(page.getByTestId('name-error')).toHaveText('أدخل اسمك.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
  });

  test('explains a refusal for too many messages and when to try again', async ({ page, api, extraHTTPHeaders }) => {
    // This browser's address sends messages until the server refuses; the browser's next one is refused too.
    const fromThisBrowser = api.with(extraHTTPHeaders ?? {});
    const message = {
      name: 'Omar Haddad',
      email: 'omar@example.qa',
      message: 'A question about office chairs.',
      language: 'en',
    };
    let status = 0;
    for (let sent = 0; sent < 20 && status !== 429; sent++)
      status = (await fromThisBrowser.raw('/api/contact', { body: message })).status;
    expect(status).toBe(429);
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/contact',
    );
    await page.goto('/contact');
    await hydrated(page);
    await field(page, 'Full name').fill('Omar Haddad');
    await field(page, 'Email').fill('omar@example.qa');
    await field(page, 'Message').fill('A question about office chairs.');
    await page.getByTestId('send-message').click();
    const reply = await refused;
    expect(reply.status()).toBe(429);
    // The window is fixed, so the wait left can be anything up to its length: whole minutes
    // rounded up, "1 minute" in the singular.
    const minutes = Math.max(1, Math.ceil(Number(reply.headers()['retry-after']) / 60));
    const error = page.getByTestId('form-error');
    await error.waitFor();
    await expect(error).toContainText(`Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('form-error');
    // What was typed is still there for the next try.
    await expect(field(page, 'Message')).toHaveValue('A question about office chairs.');
  });
});

test.describe('quote request', () => {
  test('starts from a product with its quantity and sends it', async ({ page, api }) => {
    const { items } = await api('/api/products?limit=1', reply.productList);
    const product = items[0];
    if (!product) throw new Error('no product');
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/quote-request'))
        posted.push(request.postDataJSON());
    });
    await page.goto(`/contact?quote=${product.slug}&qty=4`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Request a Quote' }).waitFor();
    const item = page.getByTestId('quote-item');
    await item.waitFor();
    await expect(item).toContainText(product.name);
    await expect(item.getByTestId('quantity-input')).toHaveValue('4');
    await item.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();

    await field(page, 'Full name').fill('Mona Saleh');
    await field(page, 'Email').fill('mona@example.qa');
    await field(page, 'Company (optional)').fill('Gulf Trading W.L.L.');
    await page.getByTestId('send-quote').click();
    await page.getByTestId('sent-panel').waitFor();
    await expect(page.getByTestId('sent-reference')).toHaveText(/^Q-\d{6}-[A-Z0-9]{4}$/);
    expect(posted).toEqual([
      {
        name: 'Mona Saleh',
        email: 'mona@example.qa',
        company: 'Gulf Trading W.L.L.',
        items: [{ productId: product.id, quantity: 5 }],
        language: 'en',
      },
    ]);
  });

  test('says so when the product of the link does not exist', async ({ page }) => {
    await page.goto('/contact?quote=no-such-product-anywhere');
    await page.getByTestId('quote-not-found').waitFor();
    await page.getByRole('link', { name: 'Write to us instead' }).click();
    await page.getByTestId('contact-form').waitFor();
  });
});
