/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@ogulf/contracts';
import { ok, refused, type RecordedRequest, type StubReply } from '@ogulf/web-kit/testing';
import { adminOrder } from '../../test/admin-order';
import { renderInLanguage } from '../../test/render-in-language';
import { stubApiEachTest } from '../../test/stub-api';
import OrderDetail from './order-detail';

const server = stubApiEachTest();

/** The API holding `order`: GET answers it; a write answers what `onWrite` gives, and an order it gives is kept. */
function serve(order: AdminOrder, onWrite: (request: RecordedRequest) => StubReply | AdminOrder = () => order) {
  let stored = order;
  server.stub((request) => {
    if (request.method === 'GET') return ok(stored);
    const reply = onWrite(request);
    if (!('orderNumber' in reply)) return reply;
    stored = reply;
    return ok(reply);
  });
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('order status change', () => {
  it('offers only the moves the workflow allows from the current status', async () => {
    serve(adminOrder({ status: 'pending' }));
    await renderInLanguage(<OrderDetail id="order-1" />);
    const select = await screen.findByRole('combobox', { name: 'New status' });
    expect(optionsOf(select)).toEqual(['Choose…', 'Confirmed', 'Processing', 'Cancelled']);
  });

  it('offers the way back to processing from out for delivery, in Arabic too', async () => {
    serve(adminOrder({ status: 'out-for-delivery' }));
    await renderInLanguage(<OrderDetail id="order-1" />, 'ar');
    const select = await screen.findByRole('combobox', { name: 'الحالة الجديدة' });
    expect(optionsOf(select).slice(1)).toEqual(['تم التوصيل', 'قيد التجهيز', 'ملغى']);
  });

  it('offers no change at all for a delivered order', async () => {
    serve(adminOrder({ status: 'delivered' }));
    await renderInLanguage(<OrderDetail id="order-1" />);
    await screen.findByTestId('status-final');
    expect(screen.queryByTestId('status-form')).toBeNull();
  });

  it('sends the move with the note for the customer, and shows the server refusing it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(adminOrder({ status: 'confirmed' }), () =>
      refused(409, 'INVALID_STATUS_TRANSITION', 'An order that is confirmed cannot move to processing'),
    );
    const user = userEvent.setup();
    await renderInLanguage(<OrderDetail id="order-1" />);
    const form = await screen.findByTestId('status-form');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'New status' }), 'processing');
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), ' Assembly team booked ');
    await user.click(within(form).getByRole('checkbox', { name: 'Tell the customer' }));
    await user.click(within(form).getByRole('button', { name: 'Update status' }));

    expect((await within(form).findByTestId('form-problem')).textContent).toBe(
      'An order that is confirmed cannot move to processing',
    );
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/orders/order-1/status',
        body: { status: 'processing', note: 'Assembly team booked', tellCustomer: true },
      }),
    ]);
  });

  it('adds a note the customer is told of, and the history marks notes apart from changes', async () => {
    const noted = adminOrder({
      statusHistory: [
        { kind: 'status', status: 'pending', note: '', at: '2026-11-25T07:30:00.000Z', notified: false },
        {
          kind: 'note',
          status: 'pending',
          note: 'Colour confirmed by phone',
          at: '2026-11-25T08:00:00.000Z',
          notified: true,
        },
      ],
    });
    serve(adminOrder(), () => noted);
    const user = userEvent.setup();
    await renderInLanguage(<OrderDetail id="order-1" />);
    const form = await screen.findByTestId('note-form');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Colour confirmed by phone');
    await user.click(within(form).getByRole('checkbox', { name: /^Tell the customer/ }));
    await user.click(within(form).getByRole('button', { name: 'Add note' }));

    const latest = await waitFor(() => {
      const entry = within(screen.getByTestId('order-history')).getAllByRole('listitem')[0];
      expect(entry?.textContent).toContain('Colour confirmed by phone');
      return entry!;
    });
    expect(latest.getAttribute('data-kind')).toBe('note');
    expect(latest.textContent).toContain('Customer notified');
    expect(server.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/orders/order-1/notes',
      body: { note: 'Colour confirmed by phone', notifyCustomer: true },
    });
  });

  it("opens WhatsApp to the customer with the order's number and status in the customer's language", async () => {
    serve(adminOrder({ language: 'ar', status: 'out-for-delivery' }));
    await renderInLanguage(<OrderDetail id="order-1" />);
    const link = await screen.findByTestId('whatsapp-customer');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/97455123456');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('OG-261125-7KQ4');
    expect(text).toContain('في الطريق للتوصيل');
    expect(text).toContain('/track-order?order=OG-261125-7KQ4');
  });
});
