import { messagesOf } from '@ogulf/web-kit/forms/resolver';
import type { StoredCartLine } from '../cart/cart-lines';
import { EMPTY_CHECKOUT, orderRequest, type CheckoutValues } from './checkout-rules';
import { checkoutResolver } from './checkout-schema';

const values: CheckoutValues = {
  ...EMPTY_CHECKOUT,
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

const check = (zones: string[], input: CheckoutValues) => messagesOf(checkoutResolver(zones), input);

describe('checkout form', () => {
  it('needs every required field and a zone that exists', async () => {
    await expect(check(['doha'], EMPTY_CHECKOUT)).resolves.toEqual({
      name: 'nameRequired',
      phone: 'phoneRequired',
      email: 'emailRequired',
      address: 'addressRequired',
      zone: 'zoneRequired',
    });
    await expect(check(['doha', 'al-waab'], { ...values, zone: 'mars' })).resolves.toEqual({ zone: 'zoneRequired' });
    await expect(check(['al-waab'], { ...values, paymentMethod: 'cheque' })).resolves.toEqual({
      paymentMethod: 'paymentRequired',
    });
    await expect(check(['al-waab'], { ...values, notes: 'n'.repeat(1001) })).resolves.toEqual({ notes: 'notesLength' });
    await expect(check(['al-waab'], values)).resolves.toEqual({});
  });

  it('tells a missing value from a wrong one, and takes Qatar numbers only', async () => {
    await expect(
      check(['al-waab'], { ...values, name: ' S ', phone: '+971 5512 3456', email: 'sara@', address: 'Doha' }),
    ).resolves.toEqual({
      name: 'nameLength',
      phone: 'phoneQatar',
      email: 'emailInvalid',
      address: 'addressLength',
    });
    for (const phone of ['55123456', '5512 3456', '00974-4412-3456', '+97466123456', '3312-3456']) {
      await expect(check(['al-waab'], { ...values, phone })).resolves.toEqual({});
    }
  });

  it('sends product ids and quantities of the purchasable lines only, never a price or total', () => {
    const body = orderRequest(values, lines, 'ar');
    expect(body).toEqual({
      customer: {
        name: 'Sara Al-Kuwari',
        phone: '+974 5512 3456',
        email: 'sara@example.qa',
        address: 'Building 12, Street 340, Al Waab',
        zone: 'al-waab',
      },
      items: [{ productId: 'desk', quantity: 2 }],
      paymentMethod: 'bank-transfer',
      language: 'ar',
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total/i);
  });

  it('checks the National Address as numbers, zone, street and building together or none of them', async () => {
    const plate = { naZone: '45', naStreet: '340', naBuilding: '12', naUnit: '' };
    await expect(check(['al-waab'], { ...values, ...plate })).resolves.toEqual({});
    await expect(check(['al-waab'], { ...values, ...plate, naStreet: '34a', naUnit: '0' })).resolves.toEqual({
      naStreet: 'nationalAddressNumber',
      naUnit: 'nationalAddressNumber',
    });
    await expect(check(['al-waab'], { ...values, naZone: '45' })).resolves.toEqual({
      naStreet: 'nationalAddressIncomplete',
      naBuilding: 'nationalAddressIncomplete',
    });
    // Shown with the other problems at the first submit, not only once they are fixed.
    await expect(check(['al-waab'], { ...values, name: '', naBuilding: '12' })).resolves.toEqual({
      name: 'nameRequired',
      naZone: 'nationalAddressIncomplete',
      naStreet: 'nationalAddressIncomplete',
    });
  });

  it('sends the National Address as numbers and the chosen slot; neither when not given', () => {
    const body = orderRequest(
      {
        ...values,
        naZone: ' 45',
        naStreet: '340',
        naBuilding: '12',
        naUnit: '3',
        deliveryDate: '2026-11-29',
        deliverySlot: 'morning',
      },
      lines,
      'en',
    );
    expect(body.customer.nationalAddress).toEqual({ zone: 45, street: 340, building: 12, unit: 3 });
    expect(body.delivery).toEqual({ date: '2026-11-29', slot: 'morning' });
    const bare = orderRequest({ ...values, naZone: '45', deliverySlot: 'morning' }, lines, 'en');
    expect(bare.customer).not.toHaveProperty('nationalAddress');
    expect(bare).not.toHaveProperty('delivery');
  });

  it('sends each variant line as its product and SKU', () => {
    const variants = [
      {
        id: 'desk~DESK-WAL-180',
        productId: 'desk',
        variantSku: 'DESK-WAL-180',
        name: 'Desk',
        price: 2900,
        quantity: 1,
      },
      {
        id: 'desk~DESK-OAK-160',
        productId: 'desk',
        variantSku: 'DESK-OAK-160',
        name: 'Desk',
        price: 2500,
        quantity: 2,
      },
    ];
    expect(orderRequest(values, variants, 'en').items).toEqual([
      { productId: 'desk', variantSku: 'DESK-WAL-180', quantity: 1 },
      { productId: 'desk', variantSku: 'DESK-OAK-160', quantity: 2 },
    ]);
  });

  it('sends delivery notes when there are some', () => {
    expect(orderRequest({ ...values, notes: ' Call before coming ' }, lines, 'en').customer.notes).toBe(
      'Call before coming',
    );
  });
});
