/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { ORDER } from '../../test/order-fixture';
import { TrackingForm } from './tracking-form';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());
const posts = () => server.requests.filter((request) => request.method === 'POST');

describe('tracking form', () => {
  it('finds the order by number and phone and shows its timeline, payment, slot and items', async () => {
    server = stubFetch(() => ok(ORDER));
    const user = userEvent.setup();
    await renderInLanguage(<TrackingForm initialOrderNumber="og-261122-7kq4" />);
    expect(screen.getByRole('textbox', { name: /Order number/ })).toHaveProperty('value', 'og-261122-7kq4');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '5512 3456');
    await user.click(screen.getByTestId('track-order'));

    const found = await screen.findByTestId('tracked-order');
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      ['/api/order-tracking', { orderNumber: 'og-261122-7kq4', phone: '5512 3456' }],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(found));
    expect(within(found).getByTestId('order-number').textContent).toBe('OG-261122-7KQ4');
    expect(within(found).getByTestId('order-status').textContent).toBe('Current status: Being prepared');
    const states = ['pending', 'confirmed', 'processing', 'out-for-delivery', 'delivered'].map((status) =>
      within(found).getByTestId(`timeline-${status}`).getAttribute('data-state'),
    );
    expect(states).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    const current = within(found).getByTestId('timeline-processing');
    expect(current.getAttribute('aria-current')).toBe('step');
    // 13:05 UTC is 16:05 in Qatar, whatever the machine's own zone.
    expect(current.textContent).toContain('16:05');
    expect(within(found).getByTestId('timeline-confirmed').textContent).toContain(
      'Your desk is being finished in oak.',
    );
    expect(within(found).getByTestId('payment-status').textContent).toBe('Receipt received, awaiting confirmation');
    expect(within(found).getByTestId('receipt-status').textContent).toBe('Being checked');
    expect(within(found).getByTestId('order-slot').textContent).toContain('Sunday, 29 November 2026, Morning');
    expect(within(found).getByTestId('order-national-address').textContent).toBe('Zone 45, Street 340, Building 12');
    expect(within(found).getAllByTestId('order-item')).toHaveLength(1);
    expect(within(found).queryByTestId('invoice-link')).toBeNull();
  });

  it('says only that no order matches a wrong pair, and shows no order', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = stubFetch(() => refused(404, 'ORDER_NOT_FOUND', 'No order matches this order number and phone number'));
    const user = userEvent.setup();
    await renderInLanguage(<TrackingForm />);
    await user.type(screen.getByRole('textbox', { name: /Order number/ }), 'OG-261122-7KQ4');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+974 6612 3456');
    await user.click(screen.getByTestId('track-order'));

    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('No order matches');
    expect(alert.textContent).toContain('Check both against your confirmation email');
    expect(screen.queryByTestId('tracked-order')).toBeNull();
  });

  it('checks the number and phone in Arabic before asking, and words a rate limit with its wait', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = stubFetch(() => ({
      ...refused(429, 'RATE_LIMITED', 'Too many requests'),
      headers: { 'Retry-After': '120' },
    }));
    const user = userEvent.setup();
    await renderInLanguage(<TrackingForm />, 'ar');
    await user.type(screen.getByRole('textbox', { name: /رقم الطلب/ }), '12345');
    await user.click(screen.getByTestId('track-order'));
    expect((await screen.findByTestId('orderNumber-error')).textContent).toBe(
      'أدخل رقم الطلب كما هو في رسالتك، مثل OG-261122-7KQ4.',
    );
    expect(screen.getByTestId('phone-error').textContent).toBe('أدخل رقم هاتفك.');
    expect(posts()).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /رقم الطلب/ }));
    await user.type(screen.getByRole('textbox', { name: /رقم الطلب/ }), 'OG-261122-7KQ4');
    await user.type(screen.getByRole('textbox', { name: /الهاتف/ }), '55123456');
    await user.click(screen.getByTestId('track-order'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('يُرجى الانتظار دقيقتين');
    expect(posts()).toHaveLength(1);
  });
});
