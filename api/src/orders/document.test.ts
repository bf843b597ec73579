import mongoose, { Types } from 'mongoose';
import { newOrderDocument, type NewOrderFields, type NewOrderKeys } from './document';
import { Order } from './model';

const { BSON } = mongoose.mongo;
const now = new Date('2026-11-28T09:30:00.000Z');

function keys(): NewOrderKeys {
  return {
    _id: new Types.ObjectId(),
    orderNumber: 'OG-261128-7KQ4',
    token: 'a'.repeat(48),
    idempotencyKey: 'checkout-0001',
    updatedAt: now,
  };
}

/** What the order service stored before: mongoose's document of the same fields. */
function throughMongoose(fields: NewOrderFields, given: NewOrderKeys): Record<string, unknown> {
  const document = new Order({ ...fields, ...given });
  return { ...document.toObject(), createdAt: now, updatedAt: now, __v: 0 };
}

const checkout: NewOrderFields = {
  requestHash: 'f'.repeat(64),
  status: 'pending',
  paymentMethod: 'cash',
  language: 'en',
  customer: {
    name: 'Bench Customer',
    phone: '+97455123456',
    email: 'bench@example.qa',
    address: 'Bench Street 1, Doha',
    zone: 'doha',
    notes: '',
    zoneName: 'Doha',
    zoneNameAr: 'الدوحة',
  },
  items: [
    {
      productId: '0123456789abcdef01234567',
      name: 'Desk',
      nameAr: 'مكتب',
      slug: 'desk',
      image: '/media/desk.webp',
      unitPrice: 1250.5,
      quantity: 2,
      lineTotal: 2501,
    },
  ],
  subtotal: 2501,
  deliveryFee: 0,
  total: 2501,
  currency: 'QAR',
  estimatedDeliveryDays: 3,
  statusHistory: [{ status: 'pending', note: '', at: now }],
  adminNotes: '',
  delivery: null,
  createdAt: now,
};

const withEverything: NewOrderFields = {
  ...checkout,
  paymentMethod: 'bank-transfer',
  language: 'ar',
  customer: {
    ...checkout.customer,
    notes: 'Call before coming',
    nationalAddress: { zone: 56, street: 950, building: 12 },
  },
  items: [
    ...checkout.items,
    {
      productId: '0123456789abcdef01234568',
      name: 'Chair',
      nameAr: 'كرسي',
      slug: 'chair',
      image: '/media/chair-black.webp',
      unitPrice: 300,
      quantity: 1,
      lineTotal: 300,
      variantSku: 'CHAIR-BLACK',
      variantName: 'Colour: Black',
      variantNameAr: 'اللون: أسود',
    },
  ],
  estimatedDeliveryDays: null,
  delivery: { date: '2026-12-01', slot: 'morning' },
};

/** An accepted quotation: a free line, an internal note, a unit number, fields left to the defaults. */
const fromQuotation = {
  ...checkout,
  customer: {
    name: 'Quote Customer',
    phone: '+97466123456',
    email: 'quote@example.qa',
    address: 'West Bay Tower 3',
    zone: 'doha',
    zoneName: 'Doha',
    zoneNameAr: 'الدوحة',
    nationalAddress: { zone: 60, street: 800, building: 7, unit: 12 },
  },
  items: [{ productId: '', name: 'Custom reception desk', unitPrice: 9000, quantity: 1, lineTotal: 9000 }],
  estimatedDeliveryDays: null,
  statusHistory: [{ status: 'pending', note: 'From quotation Q-261128-AB12', at: now }],
} as unknown as NewOrderFields;

describe('newOrderDocument', () => {
  it.each([
    ['a checkout order', checkout],
    ['an order with a national address, a variant line and a delivery slot', withEverything],
    ['an order from a quotation, with a free line and defaults to fill in', fromQuotation],
  ])('stores %s exactly as mongoose did: the same fields, defaults, order and types', (_name, fields) => {
    const given = keys();
    const plain = newOrderDocument(fields, given);
    const mongooseMade = throughMongoose(fields, given);
    expect(plain).toEqual(mongooseMade);
    // Byte for byte the same BSON: key order and types (Date, ObjectId, null) included.
    expect(Buffer.from(BSON.serialize(plain)).equals(Buffer.from(BSON.serialize(mongooseMade)))).toBe(true);
  });

  it('passes the order schema’s validation', async () => {
    await expect(new Order(newOrderDocument(withEverything, keys())).validate()).resolves.toBeUndefined();
  });

  it('keeps only the schema’s fields (a line’s availability, a stray customer field)', () => {
    const stray = {
      ...checkout,
      customer: { ...checkout.customer, company: 'Not in the schema' },
      items: [{ ...checkout.items[0], availability: 'in-stock' }],
    } as unknown as NewOrderFields;
    const given = keys();
    const plain = newOrderDocument(stray, given);
    expect(plain.customer).not.toHaveProperty('company');
    expect(plain.items[0]).not.toHaveProperty('availability');
    expect(plain).toEqual(throughMongoose(stray, given));
  });
});
