/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearApiCache } from '@ogulf/web-kit';
import { ok, refused, stubFetch, type RecordedRequest, type StubReply } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { SLOTS } from '../../test/slots-fixture';
import { ZONES } from '../../test/zones-fixture';
import type { StoredCartLine } from '../cart/cart-lines';
import { CheckoutForm } from './checkout-form';

const DESK = '65a1b2c3d4e5f60718293a4b';
const LINES: StoredCartLine[] = [{ id: DESK, name: 'Oak Desk', price: 2500, quantity: 2 }];

let server: ReturnType<typeof stubFetch>;
afterEach(() => {
  server.restore();
  clearApiCache();
  sessionStorage.clear();
  localStorage.clear();
});

/** The zones and the zone's slots for the form's GETs, and `order` for its POST. */
const api = (order: (request: RecordedRequest) => StubReply) => (request: RecordedRequest) =>
  request.method !== 'GET' ? order(request) : request.path.startsWith('/api/delivery-slots') ? ok(SLOTS) : ok(ZONES);
const posts = () => server.requests.filter((request) => request.method === 'POST');
const field = (name: string) => screen.getByRole('textbox', { name });

/** Fills in every required field and chooses Lusail; then (unless told not to) waits for its delivery times. */
async function fillDetails(user: ReturnType<typeof userEvent.setup>, { awaitSlots = true } = {}) {
  await user.type(field('Full name'), 'Sara Al-Kuwari');
  await user.type(field('Phone'), '+974 5512 3456');
  await user.type(field('Email'), 'sara@example.qa');
  await user.type(field('Delivery address'), 'Building 12, Street 340, Al Waab');
  const zone = screen.getByRole('combobox', { name: 'Delivery zone' });
  await waitFor(() => expect(zone).toHaveProperty('disabled', false));
  await user.selectOptions(zone, 'lusail');
  if (awaitSlots) await screen.findByRole('radiogroup', { name: 'Time slot' });
}

describe('checkout form', () => {
  it('checks a phone number when the shopper moves on, and clears the message once it is right', async () => {
    server = stubFetch(api(() => ok({})));
    const user = userEvent.setup();
    await renderInLanguage(<CheckoutForm lines={LINES} leftOut={0} />);
    const phone = field('Phone');
    await user.type(phone, '1234');
    await user.tab();
    expect((await screen.findByTestId('phone-error')).textContent).toBe(
      'Enter a Qatar number: 8 digits starting with 3, 4, 5, 6 or 7, optionally after +974.',
    );
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe('checkout-phone-error checkout-phone-hint');

    await user.clear(phone);
    await user.type(phone, '5512 3456');
    await waitFor(() => expect(screen.queryByTestId('phone-error')).toBeNull());
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses an empty form in Arabic, focusing the first field, and places no order', async () => {
    server = stubFetch(api(() => ok({})));
    const user = userEvent.setup();
    await renderInLanguage(<CheckoutForm lines={LINES} leftOut={0} />, 'ar');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(document.activeElement?.id).toBe('checkout-name'));
    expect(screen.getByTestId('name-error').textContent).toBe('أدخل اسمك.');
    expect(screen.getByTestId('zone-error').textContent).toBe('اختر منطقة التوصيل.');
    expect(posts()).toEqual([]);
  });

  it('places the order with its idempotency key: ids and quantities, never prices; the first free slot unless another is picked', async () => {
    server = stubFetch(api(() => ok({ token: 'tok_0123456789abcdef' })));
    const user = userEvent.setup();
    await renderInLanguage(<CheckoutForm lines={LINES} leftOut={0} />);
    await fillDetails(user);
    await user.click(screen.getByTestId('payment-bank-transfer'));
    await user.click(screen.getByTestId('place-order'));

    await waitFor(() => expect(window.location.pathname).toBe('/order-confirmation'));
    expect(window.location.search).toBe('?token=tok_0123456789abcdef');
    const [order] = posts();
    expect(posts()).toHaveLength(1);
    expect(order?.path).toBe('/api/orders');
    expect(order?.headers['Idempotency-Key']).toMatch(/^[\w-]{32}$/);
    expect(order?.body).toEqual({
      customer: {
        name: 'Sara Al-Kuwari',
        phone: '+974 5512 3456',
        email: 'sara@example.qa',
        address: 'Building 12, Street 340, Al Waab',
        zone: 'lusail',
      },
      items: [{ productId: DESK, quantity: 2 }],
      paymentMethod: 'bank-transfer',
      language: 'en',
      delivery: { date: '2026-11-29', slot: 'midday' },
    });
  });

  it('waits for the zone’s delivery times when Place Order is pressed before they arrive, then sends the first free slot', async () => {
    let release: () => void = () => undefined;
    const slotsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = stubFetch(async (request) => {
      if (request.method !== 'GET') return ok({ token: 'tok_0123456789abcdef' });
      if (!request.path.startsWith('/api/delivery-slots')) return ok(ZONES);
      await slotsHeld;
      return ok(SLOTS);
    });
    const user = userEvent.setup();
    await renderInLanguage(<CheckoutForm lines={LINES} leftOut={0} />);
    await fillDetails(user, { awaitSlots: false });
    await user.dblClick(screen.getByTestId('place-order'));

    expect(screen.getByTestId('place-order').textContent).toBe('Placing your order…');
    expect(screen.getByTestId('place-order').getAttribute('aria-disabled')).toBe('true');
    expect(posts()).toEqual([]);
    release();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]?.body as { delivery: unknown }).delivery).toEqual({ date: '2026-11-29', slot: 'midday' });
  });

  it('sends the slot and National Address the shopper gave', async () => {
    server = stubFetch(api(() => ok({ token: 'tok_0123456789abcdef' })));
    const user = userEvent.setup();
    await renderInLanguage(<CheckoutForm lines={LINES} leftOut={0} />);
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Monday, 30 November 2026' }));
    await user.click(screen.getByRole('radio', { name: /^Afternoon/ }));
    await user.type(field('Zone'), '45');
    await user.type(field('Street'), '340');
    await user.type(field('Building'), '12');
    expect(field('Unit').getAttribute('inputmode')).toBe('numeric');
    await user.click(screen.getByTestId('place-order'));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]?.body as { customer: Record<string, unknown>; delivery: unknown };
    expect(body.delivery).toEqual({ date: '2026-11-30', slot: 'afternoon' });
    expect(body.customer.nationalAddress).toEqual({ zone: 45, street: 340, building: 12 });
  });

  it('offers the next free slot when the chosen one was taken meanwhile, and places the order in it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let first = true;
    server = stubFetch(
      api(() => {
        if (!first) return ok({ token: 'tok_0123456789abcdef' });
        first = false;
        return refused(409, 'SLOT_UNAVAILABLE', 'That delivery slot is full or no longer available', {
          nextFree: { date: '2026-11-30', slot: 'morning' },
        });
      }),
    );
    const user = userEvent.setup();
    await renderInLanguage(<CheckoutForm lines={LINES} leftOut={0} />);
    await fillDetails(user);
    await user.click(screen.getByTestId('place-order'));

    expect((await screen.findByTestId('form-error')).textContent).toContain(
      'The delivery slot you chose is full or no longer available.',
    );
    expect(screen.getByTestId('slot-conflict').textContent).toContain('Monday, 30 November 2026, Morning');
    await user.click(screen.getByTestId('slot-choose-next'));
    expect(screen.queryByTestId('slot-conflict')).toBeNull();
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect((posts()[1]?.body as { delivery: unknown }).delivery).toEqual({ date: '2026-11-30', slot: 'morning' });
  });

  it('shows a field the server refused on that field, and keeps the same key for the retry of the same order', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = stubFetch(
      api(() =>
        refused(400, 'VALIDATION_FAILED', 'Request validation failed', [
          { path: 'customer.phone', message: 'Enter a Qatar phone number' },
        ]),
      ),
    );
    const user = userEvent.setup();
    await renderInLanguage(<CheckoutForm lines={LINES} leftOut={0} />);
    await fillDetails(user);
    await user.click(screen.getByTestId('place-order'));

    expect((await screen.findByTestId('form-error')).textContent).toContain('Request validation failed');
    expect(screen.getByTestId('phone-error').textContent).toBe(
      'Enter a Qatar number: 8 digits starting with 3, 4, 5, 6 or 7, optionally after +974.',
    );
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.headers['Idempotency-Key']).toBe(posts()[0]?.headers['Idempotency-Key']);
  });
});
