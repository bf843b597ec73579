/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearApiCache } from '@ogulf/web-kit';
import { ok, refused, stubFetch, type RecordedRequest, type StubReply } from '@ogulf/web-kit/testing';
import type { CustomerQuotation } from '@ogulf/contracts';
import QuotationPage from '../../pages/quotation-page';
import { renderInLanguage } from '../../test/render-in-language';
import { SLOTS } from '../../test/slots-fixture';
import { ZONES } from '../../test/zones-fixture';
import { dayFromNow, QUOTATION, QUOTE_TOKEN } from '../../test/quotation-fixture';

const QUOTE_API = `/api/quotes/${QUOTE_TOKEN}`;

let server: ReturnType<typeof stubFetch>;
afterEach(() => {
  server.restore();
  clearApiCache();
  window.history.replaceState(null, '', '/');
});

/** The quotation (as `quotation()` says now), the zones and slots for the GETs; `write` for the POSTs. */
function site(quotation: () => CustomerQuotation, write: (request: RecordedRequest) => StubReply = () => ok({})) {
  return (request: RecordedRequest): StubReply => {
    if (request.method !== 'GET') return write(request);
    if (request.path === QUOTE_API) return ok(quotation());
    if (request.path.startsWith('/api/delivery-slots')) return ok(SLOTS);
    return ok(ZONES);
  };
}
const posts = () => server.requests.filter((request) => request.method === 'POST');

describe('quotation page', () => {
  it('shows the quotation in the page language: lines, discount, charges, totals in QAR, days left', async () => {
    server = stubFetch(site(() => ({ ...QUOTATION, language: 'ar' })));
    await renderInLanguage(<QuotationPage token={QUOTE_TOKEN} />);
    expect(await screen.findByTestId('quotation-number')).toHaveProperty('textContent', 'QT-261125-7KQ4');
    const lines = screen.getAllByTestId('quotation-line');
    expect(lines.map((line) => within(line).getByRole('rowheader').textContent)).toEqual([
      'Executive DeskWalnut, 180 × 90 cm',
      'Teller counter (custom)',
    ]);
    // Prices keep their currency and amount together (a no-break space between).
    const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');
    expect(within(lines[0]!).getAllByRole('cell').map(text)).toEqual(['12', 'QAR 2,500', '10%', 'QAR 27,000']);
    expect(text(screen.getByTestId('quotation-total'))).toBe('QAR 36,350');
    expect(screen.getByTestId('quotation-expiry').textContent).toBe('Expires in 10 days');
    // Written in Arabic, read in English: the page says so and offers the other language.
    expect(screen.getByTestId('quotation-language-hint').textContent).toContain(
      'This quotation was written in Arabic.',
    );
    expect(screen.getByRole('button', { name: 'اقرأه بالعربية' })).toBeTruthy();
    expect(screen.getByTestId('quotation-pdf').getAttribute('href')).toBe(`${QUOTE_API}/pdf`);
  });

  it('accepts: the delivery and payment the customer chose, never prices, then the order confirmation', async () => {
    server = stubFetch(
      site(
        () => QUOTATION,
        () => ({
          status: 201,
          body: { success: true, data: { quotation: QUOTATION, order: { token: 'ord_0123456789abcdef' } } },
        }),
      ),
    );
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage token={QUOTE_TOKEN} />);
    const form = await screen.findByTestId('accept-form');
    // The quotation's address is offered; the customer adds the floor.
    const address = within(form).getByRole('textbox', { name: /Delivery address/ });
    expect((address as HTMLTextAreaElement).value).toBe('Tower 3, West Bay, Doha');
    await user.type(address, ', floor 21');
    // The quotation's phone is a Qatar number: not asked again.
    expect(within(form).queryByRole('textbox', { name: /Phone/ })).toBeNull();
    const zone = within(form).getByRole('combobox', { name: /Delivery zone/ });
    await waitFor(() => expect(zone).toHaveProperty('disabled', false));
    await user.selectOptions(zone, 'lusail');
    await within(form).findByRole('radiogroup', { name: 'Time slot' });
    await user.type(within(form).getByRole('textbox', { name: 'Zone' }), '63');
    await user.type(within(form).getByRole('textbox', { name: 'Street' }), '801');
    await user.type(within(form).getByRole('textbox', { name: 'Building' }), '3');
    await user.click(screen.getByTestId('payment-bank-transfer'));
    await user.click(screen.getByTestId('accept-quotation'));

    await waitFor(() => expect(window.location.pathname).toBe('/order-confirmation'));
    expect(window.location.search).toBe('?token=ord_0123456789abcdef');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.path).toBe(`${QUOTE_API}/accept`);
    expect(posts()[0]!.body).toEqual({
      paymentMethod: 'bank-transfer',
      zone: 'lusail',
      address: 'Tower 3, West Bay, Doha, floor 21',
      nationalAddress: { zone: 63, street: 801, building: 3 },
      delivery: { date: '2026-11-29', slot: 'midday' },
    });
  });

  it('asks for a Qatar phone when the quotation has a foreign one, and sends nothing without it', async () => {
    server = stubFetch(site(() => ({ ...QUOTATION, customer: { ...QUOTATION.customer, phone: '+44 20 7946 0000' } })));
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage token={QUOTE_TOKEN} />);
    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    const zone = screen.getByRole('combobox', { name: /Delivery zone/ });
    await waitFor(() => expect(zone).toHaveProperty('disabled', false));
    await user.selectOptions(zone, 'doha');
    await user.click(screen.getByTestId('accept-quotation'));
    expect((await screen.findByTestId('phone-error')).textContent).toBe('Enter your phone number.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('says an expired quotation can no longer be accepted, in Arabic, and still takes a request for changes', async () => {
    const expired: CustomerQuotation = {
      ...QUOTATION,
      status: 'expired',
      validUntil: dayFromNow(-2),
      isExpired: true,
      canAccept: false,
    };
    server = stubFetch(
      site(
        () => expired,
        () => ok({ ...expired, status: 'changes-requested' }),
      ),
    );
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage token={QUOTE_TOKEN} />, 'ar');
    const state = await screen.findByTestId('quotation-state-expired');
    expect(state.textContent).toContain('انتهت صلاحية عرض السعر هذا');
    expect(screen.queryByTestId('accept-form')).toBeNull();
    expect(screen.queryByTestId('quotation-expiry')).toBeNull();
    // Line names in the page's language.
    expect(screen.getAllByTestId('quotation-line')[1]!.textContent).toContain('كاونتر صراف (حسب الطلب)');

    await user.click(screen.getByTestId('send-changes'));
    expect((await screen.findByTestId('message-error')).textContent).toBe('أخبرنا بالتعديلات التي تريدها.');
    await user.type(screen.getByRole('textbox', { name: /ما التعديلات/ }), 'Please extend the validity by two weeks.');
    await user.click(screen.getByTestId('send-changes'));
    expect((await screen.findByTestId('sent-panel')).textContent).toContain('شكراً لك، وصلنا طلبك');
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      [`${QUOTE_API}/request-changes`, { message: 'Please extend the validity by two weeks.' }],
    ]);
  });

  it('tells the customer when the shop withdrew the quotation meanwhile, and shows it withdrawn', async () => {
    let current: CustomerQuotation = QUOTATION;
    server = stubFetch(
      site(
        () => current,
        () => {
          current = { ...QUOTATION, status: 'withdrawn', canAccept: false, canRequestChanges: false };
          return refused(409, 'QUOTATION_WITHDRAWN', 'This quotation was withdrawn by the shop');
        },
      ),
    );
    const user = userEvent.setup();
    await renderInLanguage(<QuotationPage token={QUOTE_TOKEN} />);
    const zone = await screen.findByRole('combobox', { name: /Delivery zone/ });
    await waitFor(() => expect(zone).toHaveProperty('disabled', false));
    await user.selectOptions(zone, 'doha');
    await within(screen.getByTestId('accept-form')).findByRole('radiogroup', { name: 'Time slot' });
    await user.click(screen.getByTestId('accept-quotation'));
    expect((await screen.findByTestId('quotation-state-withdrawn')).textContent).toContain(
      'This quotation was withdrawn',
    );
    expect(screen.queryByTestId('accept-form')).toBeNull();
  });

  it('links an accepted quotation to its order confirmation', async () => {
    server = stubFetch(
      site(() => ({
        ...QUOTATION,
        status: 'accepted',
        acceptedAt: '2026-11-25T09:00:00.000Z',
        orderNumber: 'OG-261125-AB12',
        orderToken: 'ord_0123456789abcdef',
        canAccept: false,
        canRequestChanges: false,
      })),
    );
    await renderInLanguage(<QuotationPage token={QUOTE_TOKEN} />);
    expect((await screen.findByTestId('quotation-state-accepted')).textContent).toContain('OG-261125-AB12');
    expect(screen.getByTestId('quotation-order-link').getAttribute('href')).toBe(
      '/order-confirmation?token=ord_0123456789abcdef',
    );
    expect(screen.queryByTestId('accept-form')).toBeNull();
    expect(screen.queryByTestId('changes-form')).toBeNull();
  });
});
