import request from 'supertest';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { Order, OrderRevisionClaim } from '../src/orders/model';
import { orderBody, standInShop } from './shop-fixtures';

/**
 * Status changes and notes of one order made at the same moment, against the real database
 * (FerretDB or mongod, as the test set-up found it). FerretDB 1.x applies an update as a read and
 * a write, so ten parallel changes used to leave one history entry. The admin guard is stood in for
 * (admin-stand-in.ts): `X-Test-Admin: yes` passes.
 */
jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

const { server, admin } = standInShop();

interface HistoryEntry {
  kind: 'status' | 'note';
  status: string;
  note: string;
  at: string;
}

let productId = '';

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings()]);
  const product = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).find(
    (candidate) => typeof candidate.price === 'number',
  );
  productId = String(product!._id);
});

async function placeOrder(name: string): Promise<string> {
  const res = await request(server)
    .post('/api/orders')
    .send(orderBody([{ productId, quantity: 1 }], { customer: { name } }))
    .expect(201);
  const stored = await Order.findOne({ orderNumber: res.body.data.orderNumber }).lean();
  return String(stored!._id);
}

const patchStatus = (id: string, status: string, note: string) =>
  admin.patch(`/api/orders/${id}/status`).send({ status, note });
const addNote = (id: string, note: string, notifyCustomer = false) =>
  admin.post(`/api/orders/${id}/notes`).send({ note, notifyCustomer });

describe('changes to one order at the same moment', () => {
  // The workflow allows one move from a new order to a given status, so nine of the ten writes
  // are notes: each is a revision of the order like a status change (see order-workflow.test.ts
  // for status changes racing each other).
  it('keep one history entry each, with its note, and the status of the last status change', async () => {
    const id = await placeOrder('Parallel Changes');
    const writes = [
      () => patchStatus(id, 'confirmed', 'change 1'),
      ...Array.from({ length: 9 }, (_, i) => () => addNote(id, `change ${i + 2}`, i % 2 === 0)),
    ];
    const replies = await Promise.all(writes.map((write) => write()));
    expect(replies.map((res) => res.status)).toEqual(writes.map(() => 200));

    const res = await admin.get(`/api/orders/${id}`).expect(200);
    const history: HistoryEntry[] = res.body.data.statusHistory;
    expect(history).toHaveLength(11);
    expect(history[0]).toMatchObject({ kind: 'status', status: 'pending', note: '' });
    // Every acknowledged change is there once, with its own note, in some order.
    const written = history.slice(1).map(({ note }) => note);
    expect([...written].sort()).toEqual(writes.map((_, i) => `change ${i + 1}`).sort());
    expect(history.filter((entry) => entry.kind === 'status').map(({ status }) => status)).toEqual([
      'pending',
      'confirmed',
    ]);
    // A note carries the status the order had when it was written: before the change or after it.
    const changedAt = history.findIndex((entry) => entry.note === 'change 1');
    for (const [i, entry] of history.entries())
      if (entry.kind === 'note') expect(entry.status).toBe(i < changedAt ? 'pending' : 'confirmed');
    expect(res.body.data.status).toBe('confirmed');
    // What each writer was told is what was stored at that point: its entry is in its reply.
    for (const [i, reply] of replies.entries()) {
      expect(reply.body.data.statusHistory.map((entry: HistoryEntry) => entry.note)).toContain(`change ${i + 1}`);
    }
    expect(await OrderRevisionClaim.countDocuments({ _id: new RegExp(`^${id}:`) })).toBe(0);
  });

  it('keep a status change, a note and edits of the order made beside them', async () => {
    const id = await placeOrder('Changes And Edits');
    const replies = await Promise.all([
      patchStatus(id, 'confirmed', 'first'),
      admin.put(`/api/orders/${id}`).send({ adminNotes: 'Deliver after 4 pm' }),
      addNote(id, 'second'),
      admin.put(`/api/orders/${id}`).send({ customer: { address: 'Villa 7, Lusail' } }),
    ]);
    expect(replies.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const stored = (await admin.get(`/api/orders/${id}`).expect(200)).body.data;
    expect(stored.statusHistory.map((entry: HistoryEntry) => entry.note).sort()).toEqual(['', 'first', 'second']);
    expect(stored.status).toBe('confirmed');
    expect(stored).toMatchObject({ adminNotes: 'Deliver after 4 pm', customer: { address: 'Villa 7, Lusail' } });
  });

  it('go on after a writer died holding its claim, once the claim is stale', async () => {
    const id = await placeOrder('Abandoned Claim');
    // What a writer killed between its claim and its write leaves behind.
    await OrderRevisionClaim.create({ _id: `${id}:1`, at: new Date(Date.now() - 60_000) });
    const res = await patchStatus(id, 'confirmed', 'after the crash').expect(200);
    expect(res.body.data.statusHistory.map((entry: HistoryEntry) => entry.note)).toEqual(['', 'after the crash']);
    expect(res.body.data.status).toBe('confirmed');
  });

  it('answer 404 for an order deleted meanwhile, storing nothing', async () => {
    const id = await placeOrder('Deleted Order');
    await admin.delete(`/api/orders/${id}`).expect(200);
    expect((await patchStatus(id, 'confirmed', 'too late')).status).toBe(404);
    expect(await Order.findById(id).lean()).toBeNull();
  });
});
