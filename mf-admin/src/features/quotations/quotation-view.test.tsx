/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuotation } from '@ogulf/contracts';
import { ok } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { stubApiEachTest } from '../../test/stub-api';
import { adminQuotation } from '../../test/admin-quotation';
import QuotationPage from './quotation-page';

const line = {
  productId: null,
  name: 'Custom teller counter',
  nameAr: 'كاونتر صراف حسب الطلب',
  description: 'Corian top, 240 cm',
  quantity: 2,
  unitPrice: 5000,
  discountPercent: 10,
  netUnitPrice: 4500,
  lineTotal: 9000,
};

function quotation(overrides: Partial<AdminQuotation>): AdminQuotation {
  return adminQuotation({
    id: 'q2',
    number: 'QT-261125-4HX2',
    version: 2,
    status: 'changes-requested',
    language: 'ar',
    lines: [line],
    subtotal: 10000,
    discountTotal: 1000,
    deliveryCharge: 100,
    installationCharge: 0,
    total: 9100,
    currency: 'QAR',
    validUntil: '2099-12-24',
    terms: '50% advance.',
    sentAt: '2026-11-25T08:00:00.000Z',
    acceptedAt: null,
    orderNumber: null,
    requestId: null,
    requestReference: null,
    notes: 'Agreed by phone.',
    customerUrl: 'https://shop.example/quote/tok2',
    orderId: null,
    changeRequests: [{ message: 'Could you deliver before the 20th?', at: '2026-11-25T09:00:00.000Z' }],
    versions: [
      {
        id: 'q1',
        version: 1,
        status: 'superseded',
        total: 9500,
        sentAt: '2026-11-24T08:00:00.000Z',
        createdAt: '2026-11-24T07:00:00.000Z',
      },
      {
        id: 'q2',
        version: 2,
        status: 'changes-requested',
        total: 9100,
        sentAt: '2026-11-25T08:00:00.000Z',
        createdAt: '2026-11-25T07:00:00.000Z',
      },
    ],
    isLatest: true,
    createdAt: '2026-11-25T07:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  });
}

const server = stubApiEachTest();

describe('a quotation past its draft', () => {
  it('is read-only with the customer link, their change requests and the versions; Revise makes the next draft', async () => {
    const next = quotation({ id: 'q3', version: 3, status: 'draft', customerUrl: null, changeRequests: [] });
    server.stub((request) => ok(request.method === 'POST' ? next : quotation({})));
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage id="q2" />);
    const view = await screen.findByTestId('quotation-view');
    expect(screen.queryByTestId('quotation-editor')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('quotation-status').textContent).toBe('Changes requested');
    expect(within(view).getByTestId('customer-link').getAttribute('href')).toBe('https://shop.example/quote/tok2');
    expect(within(view).getByTestId('quotation-changes').textContent).toContain('Could you deliver before the 20th?');
    expect(within(view).getByTestId('quotation-lines').textContent).toContain('كاونتر صراف حسب الطلب');
    const versions = screen.getByTestId('quotation-versions');
    expect(within(versions).getByRole('link', { name: 'Version 1' }).getAttribute('href')).toBe('/admin/quotations/q1');
    expect(within(versions).getByText('Version 2').getAttribute('aria-current')).toBe('page');

    await user.click(within(view).getByRole('button', { name: 'Revise' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new version?' });
    expect(dialog.textContent).toContain('Version 3 starts as a draft');
    await user.click(within(dialog).getByRole('button', { name: 'Revise' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/quotations/q3'));
    expect(server.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/admin/quotations/q2/revise',
    ]);
  });

  it('links an accepted quotation to its order and offers neither revision nor withdrawal', async () => {
    server.stub(() =>
      ok(
        quotation({
          status: 'accepted',
          acceptedAt: '2026-11-26T08:00:00.000Z',
          orderId: 'o1',
          orderNumber: 'OG-261126-AB12',
        }),
      ),
    );
    await renderInLanguage(<QuotationPage id="q2" />);
    const order = await screen.findByTestId('quotation-order');
    expect(order.textContent).toBe('OG-261126-AB12');
    expect(order.getAttribute('href')).toBe('/admin/orders/o1');
    expect(screen.queryByRole('button', { name: 'Revise' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
