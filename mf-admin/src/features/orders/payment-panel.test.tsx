/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceiptView } from '@ogulf/contracts';
import { ok, refused } from '@ogulf/web-kit/testing';
import { adminOrder } from '../../test/admin-order';
import { renderInLanguage } from '../../test/render-in-language';
import { stubApiEachTest } from '../../test/stub-api';
import { PaymentPanel } from './payment-panel';

const server = stubApiEachTest();

const receipt = (overrides: Partial<ReceiptView> = {}): ReceiptView => ({
  id: 'rcpt-0001',
  fileName: 'transfer.pdf',
  contentType: 'application/pdf',
  size: 254_000,
  uploadedAt: '2026-11-25T09:12:00.000Z',
  status: 'pending',
  reason: '',
  ...overrides,
});

const awaiting = adminOrder({
  payment: {
    status: 'awaiting-confirmation',
    reference: '',
    paidOn: null,
    receipts: [
      receipt({
        id: 'rcpt-0000',
        fileName: 'blurry.jpg',
        contentType: 'image/jpeg',
        status: 'rejected',
        reason: 'Unreadable',
      }),
      receipt(),
    ],
  },
});

const writes = () =>
  server.requests
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

describe('payment panel', () => {
  it('lists the receipts with their download links, and the invoice once available', async () => {
    server.stub(() => ok({}));
    await renderInLanguage(<PaymentPanel order={{ ...awaiting, invoiceAvailable: true }} />);
    const rows = within(screen.getByTestId('receipts')).getAllByTestId('receipt');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/blurry\.jpg.*JPEG.*248 KB.*Rejected.*Unreadable/),
      expect.stringMatching(/transfer\.pdf.*PDF.*248 KB.*To check/),
    ]);
    expect(screen.getByRole('link', { name: 'Download the receipt transfer.pdf' }).getAttribute('href')).toBe(
      '/api/orders/order-1/receipts/rcpt-0001',
    );
    expect(screen.getByTestId('invoice-link').getAttribute('href')).toBe('/api/orders/order-1/invoice.pdf');
    expect(screen.getByTestId('payment-status').textContent).toBe('Awaiting confirmation');
  });

  it('marks the order paid with the reference, the day and the receipt waiting', async () => {
    server.stub(() => ok(adminOrder({ payment: { ...awaiting.payment, status: 'paid' } })));
    const user = userEvent.setup();
    await renderInLanguage(<PaymentPanel order={awaiting} />);
    const form = screen.getByTestId('mark-paid-form');
    await user.type(within(form).getByRole('textbox', { name: 'Reference' }), ' QNB-88213 ');
    fireEvent.change(within(form).getByLabelText(/^Paid on/), { target: { value: '2026-11-24' } });
    await user.click(within(form).getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/orders/order-1/payment',
        body: { action: 'mark-paid', reference: 'QNB-88213', paidOn: '2026-11-24', receiptId: 'rcpt-0001' },
      },
    ]);
  });

  it('needs a reason before it rejects a receipt, then sends it', async () => {
    server.stub(() => ok(awaiting));
    const user = userEvent.setup();
    await renderInLanguage(<PaymentPanel order={awaiting} />);
    const form = screen.getByTestId('reject-form');
    await user.click(within(form).getByRole('button', { name: 'Reject receipt' }));
    const reason = within(form).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(writes()).toEqual([]);

    await user.type(reason, 'The amount is 120 QAR short');
    await user.click(within(form).getByRole('button', { name: 'Reject receipt' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: '/api/orders/order-1/payment',
      body: { action: 'reject-receipt', receiptId: 'rcpt-0001', reason: 'The amount is 120 QAR short' },
    });
  });

  it('offers a refund only once paid, and shows the server refusing it on the form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.stub(() => refused(409, 'PAYMENT_NOT_PAID', 'Only a paid order can be refunded'));
    const user = userEvent.setup();
    const view = await renderInLanguage(<PaymentPanel order={awaiting} />);
    expect(screen.queryByTestId('refund-form')).toBeNull();
    view.unmount();

    const paid = adminOrder({
      paymentMethod: 'cash',
      status: 'delivered',
      payment: { status: 'paid', reference: '', paidOn: '2026-11-20', receipts: [] },
    });
    await renderInLanguage(<PaymentPanel order={paid} />);
    expect(screen.queryByTestId('mark-paid-form')).toBeNull();
    const form = screen.getByTestId('refund-form');
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'Returned the chair');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));

    expect((await within(form).findByTestId('form-problem')).textContent).toBe('Only a paid order can be refunded');
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/orders/order-1/payment',
        body: { action: 'refund', note: 'Returned the chair' },
      },
    ]);
  });
});
