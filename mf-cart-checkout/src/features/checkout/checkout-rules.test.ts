import type { StoredCartLine } from '../cart/cart-lines';
import { checkoutRules, EMPTY_CHECKOUT, orderRequest, type CheckoutValues } from './checkout-rules';
import { validateAll } from '../../shared/validation';

const values: CheckoutValues = {
  name: '  Sara Al-Kuwari ',
  phone: '+974 5512 3456',
  email: 'sara@example.qa',
  address: 'Building 12, Street 340, Al Waab',
  zone: 'al-waab',
  notes: '',
  paymentMethod: 'bank-transfer',
};

const lines: StoredCartLine[] = [
  { id: 'desk', name: 'Desk', price: 2500, quantity: 2 },
  { id: 'wall', name: 'Video Wall', price: null, contactForQuote: true, quantity: 1 },
  { id: 'gone', name: 'Old Chair', price: 300, unavailable: true, quantity: 1 },
];

describe('checkout form', () => {
  it('needs every required field and a zone that exists', () => {
    expect(validateAll(EMPTY_CHECKOUT, checkoutRules(['doha']))).toEqual({
      name: 'nameRequired',
      phone: 'phoneRequired',
      email: 'emailRequired',
      address: 'addressRequired',
      zone: 'zoneRequired',
    });
    expect(validateAll({ ...values, zone: 'mars' }, checkoutRules(['doha', 'al-waab']))).toEqual({ zone: 'zoneRequired' });
    expect(validateAll({ ...values, paymentMethod: 'cheque' }, checkoutRules(['al-waab']))).toEqual({ paymentMethod: 'paymentRequired' });
    expect(validateAll({ ...values, notes: 'n'.repeat(1001) }, checkoutRules(['al-waab']))).toEqual({ notes: 'notesLength' });
    expect(validateAll(values, checkoutRules(['al-waab']))).toEqual({});
  });

  it('sends product ids and quantities of the purchasable lines only, never a price or total', () => {
    const body = orderRequest(values, lines, 'ar');
    expect(body).toEqual({
      customer: { name: 'Sara Al-Kuwari', phone: '+974 5512 3456', email: 'sara@example.qa', address: 'Building 12, Street 340, Al Waab', zone: 'al-waab' },
      items: [{ productId: 'desk', quantity: 2 }],
      paymentMethod: 'bank-transfer',
      language: 'ar',
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total/i);
  });

  it('sends delivery notes when there are some', () => {
    expect(orderRequest({ ...values, notes: ' Call before coming ' }, lines, 'en').customer.notes).toBe('Call before coming');
  });
});
