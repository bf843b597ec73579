import { contactRequest, CONTACT_RULES, EMPTY_CONTACT } from '../contact/contact-rules';
import { validateAll } from '../../shared/validation';
import { EMPTY_QUOTE, quoteRequest, QUOTE_RULES } from './quote-rules';

describe('quote and contact requests', () => {
  it('leaves empty optional fields out instead of sending blanks', () => {
    expect(quoteRequest({ ...EMPTY_QUOTE, name: ' Omar ', email: 'omar@bank.qa' }, [{ productId: 'p1', name: 'Teller Counter', quantity: 3 }], 'en')).toEqual({
      name: 'Omar',
      email: 'omar@bank.qa',
      items: [{ productId: 'p1', quantity: 3 }],
      language: 'en',
    });
    expect(contactRequest({ ...EMPTY_CONTACT, name: 'Omar', email: 'omar@bank.qa', subject: '  ', message: 'Do you deliver to Dukhan?' }, 'ar')).toEqual({
      name: 'Omar',
      email: 'omar@bank.qa',
      message: 'Do you deliver to Dukhan?',
      language: 'ar',
    });
  });

  it('sends at most 50 products in one quote request', () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ productId: `p${i}`, name: `Item ${i}`, quantity: 1 }));
    expect(quoteRequest({ ...EMPTY_QUOTE, name: 'Omar', email: 'o@b.qa' }, items, 'en').items).toHaveLength(50);
  });

  it('asks a contact message for at least 10 characters and a quote for nothing but name and email', () => {
    expect(validateAll({ ...EMPTY_CONTACT, name: 'Omar', email: 'o@b.qa', message: 'Hello' }, CONTACT_RULES)).toEqual({ message: 'messageLength' });
    expect(validateAll({ ...EMPTY_QUOTE, name: 'Omar', email: 'o@b.qa' }, QUOTE_RULES)).toEqual({});
  });
});
