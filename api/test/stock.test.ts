jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { Order } from '../src/orders/model';
import { readStock, saveProductStock, setStock, StockUnitModel, stockKeyOf, withLiveStock } from '../src/stock/stock';
import { asAdmin } from './admin-stand-in';
import { forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import { checkoutsFrom, NO_MAIL, orderBody as bodyOf } from './shop-fixtures';

useTestDatabase();

// Behind one proxy hop: the simultaneous checkouts come from different shoppers, each under the order limit.
const config = testConfig({ trustProxy: true, proxyHops: 1 });
const a = createApp({ config, mailer: NO_MAIL }).callback();
const b = createApp({ config, mailer: NO_MAIL }).callback();
const admin = asAdmin(a);

let products: ProductRecord[];

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings()]);
  // Products sold as they are (no variants), with a price.
  products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter((product) => {
    const variants = (product as { variants?: unknown[] }).variants;
    return typeof product.price === 'number' && product.price > 0 && (!variants || variants.length === 0);
  });
});

beforeEach(async () => {
  await forgetRateLimits();
});

function orderBody(items: Array<{ product: ProductRecord; quantity: number }>) {
  return bodyOf(items.map(({ product, quantity }) => ({ productId: String(product._id), quantity })));
}

/** A checkout from its own client address, with its own Idempotency-Key unless given one. */
const checkout = checkoutsFrom(8, 'stock');

async function left(product: ProductRecord): Promise<number | null> {
  const key = stockKeyOf(String(product._id));
  return (await readStock([key])).get(key) ?? null;
}

async function ordersOf(product: ProductRecord): Promise<number> {
  return Order.countDocuments({ 'items.productId': String(product._id) });
}

describe('stock under simultaneous checkouts', () => {
  it('sells exactly the last 5 units to 50 checkouts at once; the other 45 are 409 OUT_OF_STOCK', async () => {
    const product = products[0]!;
    await setStock(stockKeyOf(String(product._id)), 5);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => checkout(a, orderBody([{ product, quantity: 1 }]))),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(refused).toHaveLength(45);
    for (const reply of refused) {
      expect(reply.body.error.code).toBe('OUT_OF_STOCK');
      expect(reply.body.error.details).toEqual(expect.objectContaining({ productId: String(product._id) }));
    }
    expect(await ordersOf(product)).toBe(5);
    expect(await left(product)).toBe(0);
  });

  it('sells exactly the last 5 units across two API instances on one database', async () => {
    const product = products[1]!;
    await setStock(stockKeyOf(String(product._id)), 5);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_unused, index) =>
        checkout(index % 2 === 0 ? a : b, orderBody([{ product, quantity: 1 }])),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 409 && reply.body.error.code === 'OUT_OF_STOCK')).toHaveLength(
      45,
    );
    expect(await ordersOf(product)).toBe(5);
    expect(await left(product)).toBe(0);
  });
});

describe('taking and giving back', () => {
  it('takes nothing twice for a replay of the same Idempotency-Key, even sent five times at once', async () => {
    const product = products[2]!;
    await setStock(stockKeyOf(String(product._id)), 3);
    const body = orderBody([{ product, quantity: 2 }]);
    const first = await checkout(a, body, 'stock-replay').expect(201);
    const again = await checkout(b, body, 'stock-replay').expect(200);
    expect(again.body.data.orderNumber).toBe(first.body.data.orderNumber);
    expect(await left(product)).toBe(1);

    const copies = orderBody([{ product, quantity: 1 }]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => checkout(a, copies, 'stock-replay-race')));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await left(product)).toBe(0);
    expect(await StockUnitModel.countDocuments({ stockKey: stockKeyOf(String(product._id)) })).toBe(3);
  });

  it('takes nothing for an order with one line short, and names that line', async () => {
    const [plenty, scarce] = [products[3]!, products[4]!];
    await setStock(stockKeyOf(String(plenty._id)), 10);
    await setStock(stockKeyOf(String(scarce._id)), 1);
    const refused = await checkout(
      a,
      orderBody([
        { product: plenty, quantity: 4 },
        { product: scarce, quantity: 2 },
      ]),
    ).expect(409);
    expect(refused.body.error.code).toBe('OUT_OF_STOCK');
    expect(refused.body.error.message).toBe(`Only 1 left of ${scarce.name}`);
    expect(refused.body.error.details).toEqual({ productId: String(scarce._id), variantSku: '', available: 1 });
    expect(await left(plenty)).toBe(10);
    expect(await left(scarce)).toBe(1);
    expect(await ordersOf(plenty)).toBe(0);
  });

  it('gives the units back when the order is cancelled or deleted', async () => {
    const product = products[5]!;
    await setStock(stockKeyOf(String(product._id)), 3);
    const placed = await checkout(a, orderBody([{ product, quantity: 3 }])).expect(201);
    expect(await left(product)).toBe(0);
    await checkout(a, orderBody([{ product, quantity: 1 }])).expect(409);
    const id = String((await Order.findOne({ orderNumber: placed.body.data.orderNumber }).lean())!._id);
    await admin.patch(`/api/orders/${id}/status`).send({ status: 'cancelled', note: '' }).expect(200);
    expect(await left(product)).toBe(3);

    const second = await checkout(b, orderBody([{ product, quantity: 2 }])).expect(201);
    expect(await left(product)).toBe(1);
    const secondId = String((await Order.findOne({ orderNumber: second.body.data.orderNumber }).lean())!._id);
    await admin.delete(`/api/orders/${secondId}`).expect(200);
    expect(await left(product)).toBe(3);
  });

  it('leaves a product without a figure uncounted: any quantity is sold', async () => {
    const product = products[6]!;
    expect(await left(product)).toBeNull();
    await checkout(a, orderBody([{ product, quantity: 40 }])).expect(201);
    expect(await left(product)).toBeNull();
  });
});

describe('the catalogue side', () => {
  it('sets a product figure saved changed, keeps the units sold since for one saved unchanged, and reads live figures', async () => {
    const product = products[7]!;
    await saveProductStock({ _id: product._id, stock: 4 });
    await checkout(a, orderBody([{ product, quantity: 1 }])).expect(201);
    // The form still shows 3 (live); saving it unchanged sets nothing.
    await saveProductStock({ _id: product._id, stock: 3 });
    expect(await left(product)).toBe(3);
    const [live] = await withLiveStock([{ _id: product._id, stock: 4 }]);
    expect(live!.stock).toBe(3);
    const [variantLive] = await withLiveStock([{ _id: product._id, variants: [{ sku: 'STOCK-TEST-A', stock: 9 }] }]);
    expect(variantLive!.variants![0]!.stock).toBeNull();
    await saveProductStock({ _id: product._id, variants: [{ sku: 'STOCK-TEST-A', stock: 2 }] });
    const [counted] = await withLiveStock([{ _id: product._id, variants: [{ sku: 'STOCK-TEST-A', stock: 9 }] }]);
    expect(counted!.variants![0]!.stock).toBe(2);
  });
});
