import type { Page } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

interface Product {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  price: number | null;
}

let page: Page;
openBrowserForEachTest((b) => {
  page = b.page;
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} -> ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A text field by its exact accessible name (forms and footer sections have similar words in theirs). */
const field = (name: string) => page.getByRole('textbox', { name, exact: true });

async function openInArabic(path: string): Promise<void> {
  await page.goto(baseUrl());
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(`${baseUrl()}${path}`);
}

// The API allows 5 messages per form and address in 10 minutes, and every e2e file shares one site:
// this file sends one contact message and one quote request; refusals are played by the test itself.
describe('contact page', () => {
  it('shows the company phone, WhatsApp, email, showroom and opening hours', async () => {
    await page.goto(`${baseUrl()}/contact`);
    const details = page.getByTestId('contact-details');
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    expect(text).toContain('+974 4412 3456');
    expect(text).toContain('info@ogulf.qa');
    expect(text).toContain('Sunday to Thursday and Saturday');
    expect(text).toContain('08:00–18:00');
    expect(text).toContain('Friday: closed');
    await expect(details.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/\d+/);
  });

  it('sends a message and shows its reference', async () => {
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted.push(request.postDataJSON());
    });
    await page.goto(`${baseUrl()}/contact`);
    await field('Full name').fill('Omar Haddad');
    await field('Email').fill('omar@example.qa');
    await field('Message').fill('Do you deliver and assemble workstations in Dukhan?');
    await page.getByTestId('send-message').click();
    await page.getByTestId('sent-panel').waitFor();
    await expect(page.getByTestId('sent-reference').textContent()).resolves.toMatch(/^C-\d{6}-[A-Z0-9]{4}$/);
    expect(posted).toEqual([{ name: 'Omar Haddad', email: 'omar@example.qa', message: 'Do you deliver and assemble workstations in Dukhan?', language: 'en' }]);
  });

  it('checks the message in place before sending, in Arabic too', async () => {
    await openInArabic('/contact');
    await page.getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    await field('الرسالة').fill('قصيرة');
    await page.getByTestId('send-message').click();
    await expect(page.getByTestId('message-error').textContent()).resolves.toBe('يجب ألا تقل رسالتك عن 10 أحرف.');
    await expect(page.getByTestId('name-error').textContent()).resolves.toBe('أدخل اسمك.');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contact-name');
  });

  it('explains a refusal for too many messages and when to try again', async () => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '240', 'Content-Type': 'application/json' },
        body: JSON.stringify({ success: false, error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' } }),
      }),
    );
    await page.goto(`${baseUrl()}/contact`);
    await field('Full name').fill('Omar Haddad');
    await field('Email').fill('omar@example.qa');
    await field('Message').fill('A question about office chairs.');
    await page.getByTestId('send-message').click();
    const error = page.getByTestId('form-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain('Please wait 4 minutes and try again');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('form-error');
    // What was typed is still there for the next try.
    await expect(field('Message').inputValue()).resolves.toBe('A question about office chairs.');
  });
});

describe('quote request', () => {
  it('starts from a product with its quantity and sends it', async () => {
    const { items } = await api<{ items: Product[] }>('/api/products?limit=1');
    const product = items[0];
    if (!product) throw new Error('no product');
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/quote-request')) posted.push(request.postDataJSON());
    });
    await page.goto(`${baseUrl()}/contact?quote=${product.slug}&qty=4`);
    await page.getByRole('heading', { level: 1, name: 'Request a Quote' }).waitFor();
    const item = page.getByTestId('quote-item');
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain(product.name);
    await expect(item.getByTestId('quantity-input').inputValue()).resolves.toBe('4');
    await item.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();

    await field('Full name').fill('Mona Saleh');
    await field('Email').fill('mona@example.qa');
    await field('Company (optional)').fill('Gulf Trading W.L.L.');
    await page.getByTestId('send-quote').click();
    await page.getByTestId('sent-panel').waitFor();
    await expect(page.getByTestId('sent-reference').textContent()).resolves.toMatch(/^Q-\d{6}-[A-Z0-9]{4}$/);
    expect(posted).toEqual([
      { name: 'Mona Saleh', email: 'mona@example.qa', company: 'Gulf Trading W.L.L.', items: [{ productId: product.id, quantity: 5 }], language: 'en' },
    ]);
  });

  it('says so when the product of the link does not exist', async () => {
    await page.goto(`${baseUrl()}/contact?quote=no-such-product-anywhere`);
    await page.getByTestId('quote-not-found').waitFor();
    await page.getByRole('link', { name: 'Write to us instead' }).click();
    await page.getByTestId('contact-form').waitFor();
  });
});
