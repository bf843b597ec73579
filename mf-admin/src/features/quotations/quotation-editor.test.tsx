/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductView, AdminQuotation } from '@ogulf/contracts';
import { formatPrice } from '@ogulf/web-kit';
import { ok, refused, type RecordedRequest, type StubReply } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { readsAndWrites, stubApiEachTest } from '../../test/stub-api';
import { adminProduct } from '../../test/admin-product';
import { adminQuotation } from '../../test/admin-quotation';
import QuotationPage from './quotation-page';

const server = stubApiEachTest();

/** The API holding `quotation`; product searches answer `products`; writes answer what `onWrite` gives. */
function serve(
  quotation: AdminQuotation,
  onWrite: (request: RecordedRequest) => StubReply = () => ok(quotation),
  products: AdminProductView[] = [],
) {
  server.stub(
    readsAndWrites(
      (request) =>
        request.path.startsWith('/api/admin/products')
          ? ok({ items: products, total: products.length, page: 1, limit: 8, pages: 1 })
          : ok(quotation),
      onWrite,
    ),
  );
}

const writes = () => server.requests.filter((request) => request.method !== 'GET');
const price = (amount: number) => formatPrice(amount, 'en');

/** Replaces what an input holds with `text`, as the admin selecting it and typing over it. */
async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function addFreeLine(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  await user.click(screen.getByRole('button', { name: 'Add a free line' }));
  const line = screen.getAllByTestId('quotation-line').at(-1)!;
  for (const [label, text] of Object.entries(values)) {
    const input = within(line).getByLabelText(label);
    await user.clear(input);
    if (text) await user.type(input, text);
  }
  return line;
}

describe('quotation builder', () => {
  it('computes line totals with discounts and the totals as the admin types, rounding each unit to the fils', async () => {
    serve(adminQuotation());
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage id="q1" />);
    await screen.findByTestId('quotation-editor');

    // Name, quantity, unit price, discount % → the line's total. 99.99 less 33.33 % is 66.663…: each
    // unit is rounded to 66.66 first, as the order will charge it.
    const lines = [
      ['Custom workstation', '3', '1000', '12.5', 2625],
      ['Chair', '7', '99.99', '33.33', 466.62],
    ] as const;
    const added: HTMLElement[] = [];
    for (const [name, quantity, unitPrice, discount, total] of lines) {
      const line = await addFreeLine(user, {
        'Name (English)': name,
        Quantity: quantity,
        'Unit price (QAR)': unitPrice,
        'Discount %': discount,
      });
      expect(within(line).getByTestId('line-total').textContent).toBe(price(total));
      added.push(line);
    }
    const [desks, chairs] = added as [HTMLElement, HTMLElement];
    expect(within(desks).getByText(`${price(875).replace(/\s/g, ' ')} each after discount`)).toBeTruthy();

    await retype(user, screen.getByLabelText('Delivery charge (QAR)'), '150');
    await retype(user, screen.getByLabelText('Installation charge (QAR)'), '400');
    const totals = screen.getByTestId('quotation-totals');
    expect(within(totals).getByText('Subtotal').nextSibling?.textContent).toBe(price(3699.93));
    expect(within(totals).getByText('Discounts').nextSibling?.textContent).toBe(`−${price(608.31)}`);
    expect(screen.getByTestId('quotation-total').textContent).toBe(price(2625 + 466.62 + 150 + 400));

    await user.click(within(chairs).getByRole('button', { name: 'Remove Chair' }));
    expect(screen.getByTestId('quotation-total').textContent).toBe(price(2625 + 150 + 400));
  });

  it('adds a catalogue product with its price, leaves a price-on-request product for the admin to price, and saves the draft as typed', async () => {
    const saved = adminQuotation({ lines: [], total: 1 });
    serve(saved, () => ok(saved), [
      adminProduct({}),
      adminProduct({
        id: '6650a1b2c3d4e5f601234568',
        name: 'Teller counter',
        nameAr: 'كاونتر صراف',
        price: null,
        contactForQuote: true,
      }),
    ]);
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage id="q1" />);
    await screen.findByTestId('quotation-editor');

    const search = screen.getByRole('combobox', { name: 'Add from the catalogue' });
    await user.type(search, 'desk');
    const options = await within(await screen.findByRole('listbox', { name: 'Products found' })).findAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      `Executive desk${price(2450)}`,
      'Teller counterPrice on request',
    ]);
    await user.keyboard('{Enter}');
    await user.type(search, 'teller');
    await within(await screen.findByRole('listbox', { name: 'Products found' })).findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');

    const [desk, counter] = screen.getAllByTestId('quotation-line');
    expect(within(desk!).getByLabelText<HTMLInputElement>('Unit price (QAR)').value).toBe('2450');
    expect(within(desk!).getByLabelText<HTMLInputElement>('Name (Arabic)').value).toBe('مكتب تنفيذي');
    const counterPrice = within(counter!).getByLabelText<HTMLInputElement>('Unit price (QAR)');
    expect(counterPrice.value).toBe('');
    expect(within(counter!).getByText('Price on request in the catalogue: enter the price you quote.')).toBeTruthy();

    // Saving without the counter's price is stopped on that field.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(counterPrice.getAttribute('aria-invalid')).toBe('true'));
    expect(writes()).toEqual([]);

    await user.type(counterPrice, '18500');
    await retype(user, within(desk!).getByLabelText('Quantity'), '4');
    await retype(user, within(desk!).getByLabelText('Discount %'), '10');
    await user.type(screen.getByLabelText('Terms'), '50% with the order, the rest on delivery.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/admin/quotations/q1',
        body: {
          customer: adminQuotation().customer,
          language: 'en',
          lines: [
            {
              productId: '6650a1b2c3d4e5f601234567',
              name: 'Executive desk',
              nameAr: 'مكتب تنفيذي',
              description: '',
              quantity: 4,
              unitPrice: 2450,
              discountPercent: 10,
            },
            {
              productId: '6650a1b2c3d4e5f601234568',
              name: 'Teller counter',
              nameAr: 'كاونتر صراف',
              description: '',
              quantity: 1,
              unitPrice: 18500,
              discountPercent: 0,
            },
          ],
          deliveryCharge: 0,
          installationCharge: 0,
          validUntil: '2099-12-24',
          terms: '50% with the order, the rest on delivery.',
          notes: '',
        },
      }),
    );
  });

  it('sends after a confirmation, saving first, and then shows the customer link read-only', async () => {
    const sent = adminQuotation({
      status: 'sent',
      sentAt: '2026-11-25T08:00:00.000Z',
      customerUrl: 'https://shop.example/quote/abc123',
      lines: [
        {
          productId: null,
          name: 'Installation team',
          nameAr: 'فريق التركيب',
          description: '',
          quantity: 1,
          unitPrice: 500,
          discountPercent: 0,
          netUnitPrice: 500,
          lineTotal: 500,
        },
      ],
      subtotal: 500,
      total: 500,
    });
    let stored = adminQuotation();
    server.stub((request) => {
      if (request.method === 'GET') return ok(stored);
      if (request.path.endsWith('/send')) stored = sent;
      return ok(stored);
    });
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage id="q1" />);
    await screen.findByTestId('quotation-editor');
    await addFreeLine(user, { 'Name (English)': 'Installation team', 'Unit price (QAR)': '500' });

    await user.click(screen.getByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this quotation?' });
    expect(dialog.textContent).toContain(`Khalid Al-Kuwari (khalid@example.com)`);
    expect(dialog.textContent).toContain(price(500));
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save and send' }));

    expect((await screen.findByTestId('customer-link')).textContent).toBe('https://shop.example/quote/abc123');
    expect(screen.queryByTestId('quotation-editor')).toBeNull();
    expect(screen.getByTestId('quotation-status').textContent).toBe('Sent');
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /api/admin/quotations/q1',
      'POST /api/admin/quotations/q1/send',
    ]);
    expect(writes()[0]!.body).toEqual(
      expect.objectContaining({
        lines: [expect.objectContaining({ name: 'Installation team', quantity: 1, unitPrice: 500, productId: null })],
      }),
    );
  });

  it('shows a send the server refuses on the field it names, and stays a draft', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(
      adminQuotation({ customer: { name: 'Khalid', company: '', email: '', phone: '', address: '' } }),
      (request) =>
        request.path.endsWith('/send')
          ? refused(409, 'QUOTATION_INCOMPLETE', 'The quotation is not complete', [
              { path: 'customer.email', message: "Enter the customer's email address" },
            ])
          : ok(adminQuotation()),
    );
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage id="q1" />);
    await screen.findByTestId('quotation-editor');
    await user.click(screen.getByRole('button', { name: 'Send to customer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save and send' }));
    expect((await screen.findByTestId('form-problem')).textContent).toContain('The quotation is not complete');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('quotation-editor')).toBeTruthy();
  });

  it('reads in Arabic, right to left', async () => {
    serve(adminQuotation());
    await renderInLanguage(<QuotationPage id="q1" />, 'ar');
    await screen.findByTestId('quotation-editor');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'عرض السعر \u2066QT-261125-4HX2\u2069 الإصدار 1',
    );
    expect(screen.getByRole('button', { name: 'إضافة بند حر' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال إلى العميل' })).toBeTruthy();
  });
});
