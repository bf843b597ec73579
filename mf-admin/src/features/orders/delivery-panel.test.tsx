/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused } from '@ogulf/web-kit/testing';
import { adminOrder } from '../../test/admin-order';
import { renderInLanguage } from '../../test/render-in-language';
import { stubApiEachTest } from '../../test/stub-api';
import { DeliveryPanel } from './delivery-panel';

const server = stubApiEachTest();

const booked = adminOrder({
  delivery: { date: '2026-11-29', slot: 'morning', start: '09:00', end: '12:00' },
});

describe('delivery panel', () => {
  it('says when nothing is booked, and offers no move once the order is delivered', async () => {
    server.stub(() => ok({}));
    const view = await renderInLanguage(<DeliveryPanel order={adminOrder()} />);
    expect(screen.getByTestId('delivery-booking').textContent).toBe('No day booked: to be arranged with the customer.');
    expect(screen.getByTestId('move-delivery-form')).toBeTruthy();
    view.unmount();
    await renderInLanguage(<DeliveryPanel order={{ ...booked, status: 'delivered' }} />);
    expect(screen.getByTestId('delivery-booking').textContent).toContain('Sunday, 29 November 2026');
    expect(screen.queryByTestId('move-delivery-form')).toBeNull();
  });

  it('offers the next free slot when the one asked for is full, and moves the order there', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.stub((request) =>
      (request.body as { slot?: string }).slot === 'afternoon'
        ? refused(409, 'SLOT_UNAVAILABLE', 'That delivery slot is full or no longer available', {
            nextFree: { date: '2026-11-30', slot: 'midday' },
          })
        : ok(booked),
    );
    const user = userEvent.setup();
    await renderInLanguage(<DeliveryPanel order={booked} />);
    const form = screen.getByTestId('move-delivery-form');
    fireEvent.change(within(form).getByLabelText(/^Day/), { target: { value: '2026-11-29' } });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Time slot' }), 'afternoon');
    await user.click(within(form).getByRole('button', { name: 'Move delivery' }));

    const offer = await within(form).findByTestId('next-free');
    expect(offer.textContent).toContain('The next free slot is Monday, 30 November 2026 · Midday 12:00–15:00.');
    expect(within(form).getByTestId('form-problem').textContent).toBe(
      'That delivery slot is full or no longer available',
    );
    await user.click(within(offer).getByRole('button', { name: 'Use it' }));
    await user.click(within(form).getByRole('button', { name: 'Move delivery' }));

    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PATCH', path: '/api/orders/order-1/delivery', body: { date: '2026-11-29', slot: 'afternoon' } },
      { method: 'PATCH', path: '/api/orders/order-1/delivery', body: { date: '2026-11-30', slot: 'midday' } },
    ]);
  });
});
