import { messagesOf } from '@ogulf/web-kit/forms/resolver';
import { contactRequest, EMPTY_CONTACT } from '../contact/contact-rules';
import { contactResolver as contact } from '../contact/contact-schema';
import { EMPTY_QUOTE, quoteRequest } from './quote-rules';
import { quoteResolver as quote } from './quote-schema';

describe('quote and contact requests', () => {
  it('leaves empty optional fields out instead of sending blanks', () => {
    expect(
      quoteRequest(
        { ...EMPTY_QUOTE, name: ' Omar ', email: 'omar@bank.qa' },
        [{ productId: 'p1', name: 'Teller Counter', quantity: 3 }],
        'en',
      ),
    ).toEqual({
      name: 'Omar',
      email: 'omar@bank.qa',
      items: [{ productId: 'p1', quantity: 3 }],
      language: 'en',
    });
    expect(
      contactRequest(
        { ...EMPTY_CONTACT, name: 'Omar', email: 'omar@bank.qa', subject: '  ', message: 'Do you deliver to Dukhan?' },
        'ar',
      ),
    ).toEqual({
      name: 'Omar',
      email: 'omar@bank.qa',
      message: 'Do you deliver to Dukhan?',
      language: 'ar',
    });
  });

  it('sends two variants of one product as two lines with their SKUs', () => {
    const items = [
      { productId: 'desk', variantSku: 'DESK-WAL-180', variantName: 'Walnut · 180 cm', name: 'Desk', quantity: 4 },
      { productId: 'desk', variantSku: 'DESK-OAK-160', variantName: 'Oak · 160 cm', name: 'Desk', quantity: 6 },
    ];
    expect(quoteRequest({ ...EMPTY_QUOTE, name: 'Omar', email: 'o@b.qa' }, items, 'en').items).toEqual([
      { productId: 'desk', variantSku: 'DESK-WAL-180', quantity: 4 },
      { productId: 'desk', variantSku: 'DESK-OAK-160', quantity: 6 },
    ]);
  });

  it('sends at most 50 products in one quote request', () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ productId: `p${i}`, name: `Item ${i}`, quantity: 1 }));
    expect(quoteRequest({ ...EMPTY_QUOTE, name: 'Omar', email: 'o@b.qa' }, items, 'en').items).toHaveLength(50);
  });

  it('asks a contact message for at least 10 characters and a quote for nothing but name and email', async () => {
    await expect(
      messagesOf(contact, { ...EMPTY_CONTACT, name: 'Omar', email: 'o@b.qa', message: 'Hello' }),
    ).resolves.toEqual({ message: 'messageLength' });
    await expect(messagesOf(contact, EMPTY_CONTACT)).resolves.toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      message: 'messageRequired',
    });
    await expect(
      messagesOf(contact, {
        ...EMPTY_CONTACT,
        name: 'Omar',
        email: 'o@b.qa',
        phone: 'call me',
        message: 'm'.repeat(5001),
      }),
    ).resolves.toEqual({
      phone: 'phoneInvalid',
      message: 'messageTooLong',
    });
    await expect(messagesOf(quote, { ...EMPTY_QUOTE, name: 'Omar', email: 'o@b.qa' })).resolves.toEqual({});
    await expect(
      messagesOf(quote, { ...EMPTY_QUOTE, name: 'Omar', email: 'o@b.qa', company: 'c'.repeat(151) }),
    ).resolves.toEqual({ company: 'companyLength' });
  });
});
