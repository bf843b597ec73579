/** @jest-environment jsdom */
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { QuoteForm } from './quote-form';
import type { QuoteItem } from './quote-rules';

const COUNTER: QuoteItem = {
  productId: '65a1b2c3d4e5f60718293a4b',
  name: 'Teller Counter',
  nameAr: 'كاونتر صراف',
  quantity: 4,
};

function QuoteOf({ initial }: { initial: QuoteItem[] }) {
  const [items, setItems] = useState(initial);
  return <QuoteForm items={items} setItems={setItems} />;
}

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());
const field = (name: string) => screen.getByRole('textbox', { name });

describe('quote form', () => {
  it('asks for a name and an email, focusing the name, and sends nothing', async () => {
    server = stubFetch(() => ok({ reference: 'Q-000000-XXXX' }));
    const user = userEvent.setup();
    await renderInLanguage(<QuoteOf initial={[COUNTER]} />);
    await user.type(field('Email'), 'mona@');
    await user.click(screen.getByTestId('send-quote'));
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
    expect(screen.getByTestId('name-error').textContent).toBe('Enter your name.');
    expect(screen.getByTestId('email-error').textContent).toBe('Enter a valid email address, e.g. name@example.com.');
    expect(field('Email').getAttribute('aria-describedby')).toBe('quote-email-error');
    expect(server.requests).toEqual([]);
  });

  it('sends the products with their quantities and the details typed, in Arabic', async () => {
    server = stubFetch(() => ok({ reference: 'Q-250101-CD34' }));
    const user = userEvent.setup();
    await renderInLanguage(<QuoteOf initial={[COUNTER]} />, 'ar');
    await user.click(screen.getByRole('button', { name: /زيادة/ }));
    await user.type(field('الاسم الكامل'), 'منى صالح');
    await user.type(field('البريد الإلكتروني'), 'mona@example.qa');
    await user.click(screen.getByTestId('send-quote'));

    expect((await screen.findByTestId('sent-reference')).textContent).toBe('Q-250101-CD34');
    expect(server.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/quote-request',
        body: {
          name: 'منى صالح',
          email: 'mona@example.qa',
          items: [{ productId: COUNTER.productId, quantity: 5 }],
          language: 'ar',
        },
      },
    ]);
  });

  it('cannot be sent without a product', async () => {
    server = stubFetch(() => ok({ reference: 'Q-000000-XXXX' }));
    await renderInLanguage(<QuoteOf initial={[]} />);
    expect(screen.getByTestId('quote-no-items').textContent).toContain(
      'Add at least one product to your quote request.',
    );
    expect(screen.getByTestId('send-quote')).toHaveProperty('disabled', true);
  });
});
