import type { DeliverySlotId } from '@ogulf/contracts';
import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { ZoneDeliverySettings, type DeliveryZone } from '../src/delivery/model';
import { SlotReservationModel } from '../src/delivery/reservations';
import { SEED_ZONES } from '../src/delivery/seed';
import { DELIVERY_BOOKINGS_TAG } from '../src/delivery/slots';
import { MailOutbox } from '../src/mail/outbox';
import { Order } from '../src/orders/model';
import { asAdmin } from './admin-stand-in';
import { forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import { checkoutsFrom, NO_MAIL, orderBody as bodyOf } from './shop-fixtures';

/** The admin guard is stood in for (admin-stand-in.ts); route-access.test.ts proves the real one guards these routes. */
jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

useTestDatabase();

/** Qatar is UTC+3: 07:00Z is 10:00 in Doha. Wednesday 9 December 2026 unless a test moves it. */
const WEDNESDAY_10AM = '2026-12-09T07:00:00Z';
let clock = new Date(WEDNESDAY_10AM);
// Behind one proxy hop: the simultaneous checkouts come from different shoppers, each under the order limit.
const config = testConfig({ trustProxy: true, proxyHops: 1 });
const appA = createApp({ config, mailer: NO_MAIL, now: () => clock });
const appB = createApp({ config, mailer: NO_MAIL, now: () => clock });
const a = appA.callback();
const b = appB.callback();
const admin = asAdmin(a);

/** Moves the clock; the slot lists cached under the old time are dropped (the TTL would take 3 s). */
function setClock(iso: string): void {
  clock = new Date(iso);
  appA.context.readCache.invalidate(DELIVERY_BOOKINGS_TAG);
  appB.context.readCache.invalidate(DELIVERY_BOOKINGS_TAG);
}

/** A zone that delivers every working day with no lead time, and the built-in ones. */
const SOUQ: DeliveryZone = {
  key: 'souq',
  name: 'Souq Waqif',
  nameAr: 'سوق واقف',
  fee: 0,
  freeDeliveryThreshold: 0,
  deliveryDays: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'],
  leadTimeDays: 0,
};

/** The default capacity of each slot, as a schedule PUT gives them (all three). */
const DEFAULTS = { morning: 4, midday: 4, afternoon: 4 };

let product: ProductRecord;

beforeAll(async () => {
  await seedCatalog();
  // Doha: every working day, 2 days' lead; Lusail: Sunday, Tuesday, Thursday, 3 days' lead.
  await ZoneDeliverySettings.create({ key: 'default', zones: [...SEED_ZONES, SOUQ] });
  product = (await Product.find().lean<ProductRecord[]>()).find(
    (candidate) => typeof candidate.price === 'number' && candidate.price > 0,
  )!;
});

beforeEach(async () => {
  await forgetRateLimits();
  setClock(WEDNESDAY_10AM);
  await admin
    .put('/api/admin/delivery-schedule')
    .send({ defaultCapacity: DEFAULTS, zoneCapacity: {}, closedDays: [] })
    .expect(200);
});

function orderBody(zone: string, delivery?: { date: string; slot: string }, extra: Record<string, unknown> = {}) {
  return bodyOf([{ productId: String(product._id), quantity: 1 }], {
    customer: { zone, ...extra },
    ...(delivery ? { delivery } : {}),
  });
}

/** A checkout from its own client address, with its own Idempotency-Key unless given one. */
const checkout = checkoutsFrom(9, 'key');

interface SlotsReply {
  zone: string;
  days: Array<{ date: string; weekday: string; slots: Array<{ id: string; remaining: number }> }>;
  firstFree: { date: string; slot: string } | null;
}

async function slots(zone: string, server = a): Promise<SlotsReply> {
  return (await request(server).get(`/api/delivery-slots?zone=${zone}`).expect(200)).body.data as SlotsReply;
}

function remaining(reply: SlotsReply, date: string, slot: string): number | undefined {
  return reply.days.find((day) => day.date === date)?.slots.find((one) => one.id === slot)?.remaining;
}

const placesIn = (zone: string, date: string, slot: DeliverySlotId) =>
  SlotReservationModel.countDocuments({ zone, date, slot });

describe('GET /api/delivery-slots', () => {
  it('never offers a Friday', async () => {
    for (const zone of ['souq', 'doha', 'al-shamal-dukhan']) {
      const reply = await slots(zone);
      expect(reply.days.length).toBeGreaterThan(0);
      for (const day of reply.days) {
        expect(new Date(`${day.date}T00:00:00Z`).getUTCDay()).not.toBe(5);
        expect(day.weekday).not.toBe('friday');
      }
    }
    const friday = await checkout(a, orderBody('souq', { date: '2026-12-11', slot: 'morning' }));
    expect(friday.status).toBe(409);
    expect(friday.body.error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('offers today only before the cutoff, without the slots that have begun, then counts the lead time in delivery days', async () => {
    // 10:00 on Wednesday: today's morning slot (09:00) has begun.
    const souq = await slots('souq');
    expect(souq.days[0]).toMatchObject({ date: '2026-12-09', weekday: 'wednesday' });
    expect(souq.days[0]!.slots.map((slot) => slot.id)).toEqual(['midday', 'afternoon']);
    expect(souq.days[1]!.slots.map((slot) => slot.id)).toEqual(['morning', 'midday', 'afternoon']);
    // 14 days from the first, Fridays left out.
    expect(souq.days.map((day) => day.date)).toEqual([
      '2026-12-09',
      '2026-12-10',
      '2026-12-12',
      '2026-12-13',
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-19',
      '2026-12-20',
      '2026-12-21',
      '2026-12-22',
    ]);
    expect(souq.firstFree).toEqual({ date: '2026-12-09', slot: 'midday' });
    // Doha, 2 days' lead: Thursday, (Friday skipped), Saturday.
    expect((await slots('doha')).days[0]!.date).toBe('2026-12-12');
    // Lusail delivers Sunday, Tuesday and Thursday with 3 days' lead: Thursday 10, Sunday 13, Tuesday 15.
    expect((await slots('lusail')).days.map((day) => day.date)).toEqual([
      '2026-12-15',
      '2026-12-17',
      '2026-12-20',
      '2026-12-22',
      '2026-12-24',
      '2026-12-27',
    ]);

    // From 16:00 (the cutoff) the count starts tomorrow.
    setClock('2026-12-09T13:00:00Z');
    expect((await slots('souq')).days[0]).toMatchObject({ date: '2026-12-10' });
    expect((await slots('souq')).days[0]!.slots).toHaveLength(3);
    expect((await slots('doha')).days[0]!.date).toBe('2026-12-13');
    // A slot the checkout no longer offers is refused with the first free one.
    const expired = await checkout(a, orderBody('souq', { date: '2026-12-09', slot: 'afternoon' }));
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      message: 'That delivery slot is full or no longer available',
      details: { nextFree: { date: '2026-12-10', slot: 'morning' } },
    });
  });

  it('skips the days the admin closed, also when counting the lead time', async () => {
    const saved = await admin
      .put('/api/admin/delivery-schedule')
      .send({
        defaultCapacity: DEFAULTS,
        zoneCapacity: {},
        closedDays: [{ date: '2026-12-13', label: 'Test holiday' }],
      })
      .expect(200);
    expect(saved.body.data.closedDays).toEqual([{ date: '2026-12-13', label: 'Test holiday' }]);
    expect((await slots('souq')).days.map((day) => day.date)).not.toContain('2026-12-13');
    // Lusail: Thursday 10, (Sunday 13 closed), Tuesday 15, Thursday 17.
    expect((await slots('lusail')).days[0]!.date).toBe('2026-12-17');
    const closed = await checkout(a, orderBody('souq', { date: '2026-12-13', slot: 'morning' }));
    expect(closed.status).toBe(409);
    expect((await admin.get('/api/admin/deliveries?date=2026-12-13').expect(200)).body.data.closed).toBe(true);
  });

  it('answers 404 for an unknown zone and 400 for a malformed one', async () => {
    const unknown = await request(a).get('/api/delivery-slots?zone=atlantis').expect(404);
    expect(unknown.body.error.code).toBe('ZONE_NOT_FOUND');
    await request(a).get('/api/delivery-slots').expect(400);
  });
});

describe('booking a slot at checkout', () => {
  it('shows the slot on the order and takes a place from it', async () => {
    const before = remaining(await slots('doha'), '2026-12-12', 'morning');
    expect(before).toBe(4);
    const placed = await checkout(a, orderBody('doha', { date: '2026-12-12', slot: 'morning' })).expect(201);
    expect(placed.body.data.delivery).toEqual({ date: '2026-12-12', slot: 'morning', start: '09:00', end: '12:00' });
    const confirmation = await request(a).get(`/api/order-confirmation/${placed.body.data.token}`).expect(200);
    expect(confirmation.body.data.delivery).toEqual(placed.body.data.delivery);
    expect(remaining(await slots('doha'), '2026-12-12', 'morning')).toBe(3);
    const mails = await MailOutbox.find({ key: `order:${placed.body.data.orderNumber as string}:customer` }).lean();
    expect(mails[0]!.text).toContain('Saturday, 12 December 2026, 09:00-12:00');
    // The other instance sees it too (its list is not older than the booking).
    expect(remaining(await slots('doha', b), '2026-12-12', 'morning')).toBe(3);
  });

  it('never gives more places than the capacity: 30 checkouts at once for the last 3 places', async () => {
    await checkout(a, orderBody('souq', { date: '2026-12-10', slot: 'afternoon' })).expect(201);
    expect(remaining(await slots('souq'), '2026-12-10', 'afternoon')).toBe(3);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => checkout(a, orderBody('souq', { date: '2026-12-10', slot: 'afternoon' }))),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(refused).toHaveLength(27);
    for (const reply of refused) {
      expect(reply.body.error.code).toBe('SLOT_UNAVAILABLE');
      expect(reply.body.error.details.nextFree).toEqual(expect.objectContaining({ date: expect.any(String) }));
      expect(reply.body.error.details.nextFree).not.toEqual({ date: '2026-12-10', slot: 'afternoon' });
    }
    expect(await placesIn('souq', '2026-12-10', 'afternoon')).toBe(4);
    const booked = await Order.find({ 'delivery.date': '2026-12-10', 'delivery.slot': 'afternoon' }).lean();
    expect(booked).toHaveLength(4);
    expect(remaining(await slots('souq'), '2026-12-10', 'afternoon')).toBe(0);
    expect((await slots('souq')).firstFree).toEqual({ date: '2026-12-09', slot: 'midday' });
  });

  it('never gives more places than the capacity on two API instances sharing the database', async () => {
    await admin
      .put('/api/admin/delivery-schedule')
      .send({ defaultCapacity: DEFAULTS, zoneCapacity: { souq: { midday: 3 } }, closedDays: [] })
      .expect(200);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_unused, index) =>
        checkout(index % 2 === 0 ? a : b, orderBody('souq', { date: '2026-12-12', slot: 'midday' })),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
    expect(
      replies.filter((reply) => reply.status === 409 && reply.body.error.code === 'SLOT_UNAVAILABLE'),
    ).toHaveLength(27);
    expect(await placesIn('souq', '2026-12-12', 'midday')).toBe(3);
  });

  it('takes no second place for a replay of the same Idempotency-Key, even once the slot is full', async () => {
    await admin
      .put('/api/admin/delivery-schedule')
      .send({ defaultCapacity: DEFAULTS, zoneCapacity: { souq: { morning: 1, midday: 2 } }, closedDays: [] })
      .expect(200);
    const body = orderBody('souq', { date: '2026-12-14', slot: 'morning' });
    const first = await checkout(a, body, 'replay-full').expect(201);
    const again = await checkout(b, body, 'replay-full').expect(200);
    expect(again.body.data.orderNumber).toBe(first.body.data.orderNumber);
    expect(await placesIn('souq', '2026-12-14', 'morning')).toBe(1);

    // Five copies of one checkout at once: one order, one place; the others' places are given back.
    const copies = orderBody('souq', { date: '2026-12-14', slot: 'midday' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => checkout(a, copies, 'replay-race')));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.body.data.orderNumber)).size).toBe(1);
    expect(await placesIn('souq', '2026-12-14', 'midday')).toBe(1);
    expect(remaining(await slots('souq'), '2026-12-14', 'midday')).toBe(1);
  });
});

describe('giving places back and moving orders', () => {
  async function placeIn(date: string, slot: string, zone = 'doha'): Promise<{ id: string; orderNumber: string }> {
    const placed = await checkout(a, orderBody(zone, { date, slot })).expect(201);
    const found = await Order.findOne({ orderNumber: placed.body.data.orderNumber }).lean();
    return { id: String(found!._id), orderNumber: placed.body.data.orderNumber as string };
  }

  it('gives the place back when the order is cancelled or deleted', async () => {
    const order = await placeIn('2026-12-16', 'afternoon');
    const other = await placeIn('2026-12-16', 'afternoon');
    expect(remaining(await slots('doha'), '2026-12-16', 'afternoon')).toBe(2);
    await admin.patch(`/api/orders/${order.id}/status`).send({ status: 'cancelled', note: '' }).expect(200);
    expect(remaining(await slots('doha'), '2026-12-16', 'afternoon')).toBe(3);
    await admin.delete(`/api/orders/${other.id}`).expect(200);
    expect(remaining(await slots('doha'), '2026-12-16', 'afternoon')).toBe(4);
    expect(await placesIn('doha', '2026-12-16', 'afternoon')).toBe(0);
  });

  it('lets the admin move an order to another slot, today included, but not over capacity, to a Friday or a closed day', async () => {
    await admin
      .put('/api/admin/delivery-schedule')
      .send({
        defaultCapacity: DEFAULTS,
        zoneCapacity: { doha: { midday: 1 } },
        closedDays: [{ date: '2026-12-19', label: 'Closed' }],
      })
      .expect(200);
    const order = await placeIn('2026-12-17', 'morning');
    await placeIn('2026-12-17', 'midday'); // the only midday place that day

    // Today (Wednesday 9) afternoon: the checkout does not offer it to Doha (2 days' lead); the admin may.
    const moved = await admin.patch(`/api/orders/${order.id}/delivery`).send({ date: '2026-12-09', slot: 'afternoon' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.delivery).toEqual({ date: '2026-12-09', slot: 'afternoon', start: '15:00', end: '18:00' });
    expect(await placesIn('doha', '2026-12-17', 'morning')).toBe(0);
    expect(await placesIn('doha', '2026-12-09', 'afternoon')).toBe(1);

    for (const target of [
      { date: '2026-12-17', slot: 'midday' }, // full
      { date: '2026-12-18', slot: 'morning' }, // Friday
      { date: '2026-12-19', slot: 'morning' }, // closed
      { date: '2026-12-08', slot: 'morning' }, // yesterday
    ]) {
      const refused = await admin.patch(`/api/orders/${order.id}/delivery`).send(target);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('SLOT_UNAVAILABLE');
    }
    const unchanged = await admin.get(`/api/orders/${order.id}`).expect(200);
    expect(unchanged.body.data.delivery.date).toBe('2026-12-09');
    expect(await placesIn('doha', '2026-12-17', 'midday')).toBe(1);
    await admin.patch(`/api/orders/${order.id}/delivery`).send({ date: '2026-12-09', slot: 'evening' }).expect(400);
    await admin
      .patch('/api/orders/0123456789abcdef01234567/delivery')
      .send({ date: '2026-12-10', slot: 'morning' })
      .expect(404);
  });

  it("lists a day's booked orders per slot for the admin", async () => {
    const first = await placeIn('2026-12-21', 'morning');
    const second = await placeIn('2026-12-21', 'afternoon', 'souq');
    const cancelled = await placeIn('2026-12-21', 'afternoon');
    await admin.patch(`/api/orders/${cancelled.id}/status`).send({ status: 'cancelled', note: '' }).expect(200);
    const day = (await admin.get('/api/admin/deliveries?date=2026-12-21').expect(200)).body.data;
    expect(day.date).toBe('2026-12-21');
    expect(day.closed).toBe(false);
    expect(day.slots.map((slot: { id: string }) => slot.id)).toEqual(['morning', 'midday', 'afternoon']);
    const numbers = day.slots.map((slot: { orders: Array<{ orderNumber: string }> }) =>
      slot.orders.map((order) => order.orderNumber),
    );
    expect(numbers).toEqual([[first.orderNumber], [], [second.orderNumber]]);
    expect(day.slots[2].orders[0]).toMatchObject({ id: second.id, zone: 'souq', customerName: 'Noura Al-Kuwari' });
    expect((await admin.get('/api/admin/deliveries?date=2026-12-18').expect(200)).body.data.closed).toBe(true);
    await admin.get('/api/admin/deliveries?date=2026-02-30').expect(400);

    // Once the day has passed its places are forgotten (the next booking prunes them), and the
    // day is listed from the orders themselves.
    setClock('2026-12-22T07:00:00Z');
    await placeIn('2026-12-22', 'afternoon', 'souq');
    expect(await SlotReservationModel.countDocuments({ date: '2026-12-21' })).toBe(0);
    const past = (await admin.get('/api/admin/deliveries?date=2026-12-21').expect(200)).body.data;
    expect(
      past.slots.map((slot: { orders: Array<{ orderNumber: string }> }) =>
        slot.orders.map((order) => order.orderNumber),
      ),
    ).toEqual(numbers);
  });
});

describe('the delivery schedule', () => {
  it('starts with the default capacity everywhere and no closed day, and refuses bad capacities', async () => {
    await admin
      .put('/api/admin/delivery-schedule')
      .send({ defaultCapacity: DEFAULTS, zoneCapacity: {}, closedDays: [] });
    const schedule = (await admin.get('/api/admin/delivery-schedule').expect(200)).body.data;
    expect(schedule).toMatchObject({
      defaultCapacity: { morning: 4, midday: 4, afternoon: 4 },
      zoneCapacity: {},
      closedDays: [],
    });
    for (const bad of [
      { defaultCapacity: { morning: -1 }, zoneCapacity: {}, closedDays: [] },
      { defaultCapacity: { night: 2 }, zoneCapacity: {}, closedDays: [] },
      { defaultCapacity: DEFAULTS, zoneCapacity: {}, closedDays: [{ date: '18 December' }] },
      { defaultCapacity: { morning: 4 }, zoneCapacity: {}, closedDays: [] },
    ]) {
      await admin.put('/api/admin/delivery-schedule').send(bad).expect(400);
    }
    // Capacity 0 closes a slot.
    await admin
      .put('/api/admin/delivery-schedule')
      .send({ defaultCapacity: { ...DEFAULTS, morning: 0 }, zoneCapacity: { souq: { afternoon: 6 } }, closedDays: [] })
      .expect(200);
    const sunday = (await slots('souq')).days.find((day) => day.date === '2026-12-13')!;
    expect(sunday.slots.map((slot) => [slot.id, slot.remaining])).toEqual([
      ['midday', 4],
      ['afternoon', 6],
    ]);
  });
});

describe('the Qatar National Address', () => {
  it('is refused unless zone, street and building are numbers, and stored and mailed when given', async () => {
    for (const nationalAddress of [
      { zone: 0, street: 12, building: 7 },
      { zone: 'ab', street: 12, building: 7 },
      { zone: 56, street: 'twelve', building: 7 },
    ]) {
      const refused = await checkout(a, orderBody('doha', undefined, { nationalAddress }));
      expect(refused.status).toBe(400);
    }
    const placed = await checkout(
      a,
      orderBody('doha', undefined, { nationalAddress: { zone: '56', street: 12, building: '7', unit: 3 } }),
    ).expect(201);
    expect(placed.body.data.customer.nationalAddress).toEqual({ zone: 56, street: 12, building: 7, unit: 3 });
    const stored = await Order.findOne({ orderNumber: placed.body.data.orderNumber }).lean();
    const adminView = await admin.get(`/api/orders/${String(stored!._id)}`).expect(200);
    expect(adminView.body.data.customer.nationalAddress).toEqual({ zone: 56, street: 12, building: 7, unit: 3 });
    const mails = await MailOutbox.find({ key: new RegExp(placed.body.data.orderNumber as string) }).lean();
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) expect(mail.text).toContain('Zone 56, Street 12, Building 7, Unit 3');

    const arabic = await checkout(a, {
      ...orderBody('doha', undefined, { nationalAddress: { zone: 56, street: 12, building: 7 } }),
      language: 'ar',
    }).expect(201);
    const arabicMail = await MailOutbox.findOne({
      key: `order:${arabic.body.data.orderNumber as string}:customer`,
    }).lean();
    expect(arabicMail!.text).toContain('المنطقة 56، الشارع 12، المبنى 7');
    expect(arabicMail!.text).not.toContain('الوحدة');
  });
});
