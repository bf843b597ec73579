import request from 'supertest';
import { createApp } from '../src/app';
import { MailOutbox, SentMail, UnsentMail } from '../src/mail/outbox';
import { RECIPIENT_LIMIT } from '../src/mail/recipient-limit';
import { ContactMessage } from '../src/messages/model';
import { Order } from '../src/orders/model';
import { ORDER_LIMIT } from '../src/orders/routes';
import { readStock, setStock, stockKeyOf } from '../src/stock/stock';
import { awayFromWindowEnd, forgetRateLimitsAndMail, testConfig, useTestDatabase } from './helpers';
import { useShopWithMail } from './shop-with-mail';

useTestDatabase();

const shopEmail = 'orders@ogulf.test';
const mailed = useShopWithMail(forgetRateLimitsAndMail);

/** Every mail stored, waiting or finished. */
async function storedMails(): Promise<number> {
  const counts = await Promise.all([MailOutbox, SentMail, UnsentMail].map((model) => model.countDocuments()));
  return counts.reduce((sum, count) => sum + count, 0);
}

function shopApp() {
  const app = createApp({ config: testConfig({ smtpUrl: mailed.capture.url, shopEmail }) });
  return { server: app.callback(), drain: () => app.context.mailWorker.drain() };
}

function orderBody(email: string, notes = '') {
  return {
    customer: {
      name: 'Yousef Karim',
      phone: '3312 4567',
      email,
      address: 'Office 4, C-Ring Road, Doha',
      zone: 'doha',
      notes,
    },
    items: [{ productId: String(mailed.products[0]!._id), quantity: 1 }],
    paymentMethod: 'cash',
  };
}

describe('order placement limit', () => {
  it(`places ${ORDER_LIMIT.max} orders per 10 minutes from one address, then answers 429 with Retry-After and stores nothing`, async () => {
    const { server } = shopApp();
    await awayFromWindowEnd(ORDER_LIMIT.windowMs);
    for (let i = 0; i < ORDER_LIMIT.max; i += 1) {
      await request(server)
        .post('/api/orders')
        .send(orderBody(`buyer${i}@example.qa`))
        .expect(201);
    }
    const [orders, mails] = await Promise.all([Order.countDocuments(), storedMails()]);
    const refused = await request(server).post('/api/orders').send(orderBody('one-more@example.qa'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'TOO_MANY_REQUESTS' } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ORDER_LIMIT.windowMs / 1000);
    expect(await Order.countDocuments()).toBe(orders);
    expect(await storedMails()).toBe(mails);
  });

  // The checkout takes its slot while it reads the stock levels: over the limit, neither a bad
  // request nor one for counted stock gets anything but 429, and no unit is taken.
  it('answers 429 over the limit to a bad body and to an order of counted stock, taking no unit', async () => {
    const { server } = shopApp();
    await awayFromWindowEnd(ORDER_LIMIT.windowMs);
    const product = String(mailed.products[0]!._id);
    await setStock(stockKeyOf(product), 50);
    for (let i = 0; i < ORDER_LIMIT.max; i += 1) {
      await request(server)
        .post('/api/orders')
        .send(orderBody(`buyer${i}@example.qa`))
        .expect(201);
    }
    expect((await readStock([stockKeyOf(product)])).get(stockKeyOf(product))).toBe(50 - ORDER_LIMIT.max);
    const orders = await Order.countDocuments();
    const bad = await request(server)
      .post('/api/orders')
      .send({ customer: { name: '' }, items: [] });
    expect(bad.status).toBe(429);
    const counted = await request(server).post('/api/orders').send(orderBody('one-more@example.qa'));
    expect(counted.status).toBe(429);
    expect(await Order.countDocuments()).toBe(orders);
    expect((await readStock([stockKeyOf(product)])).get(stockKeyOf(product))).toBe(50 - ORDER_LIMIT.max);
    await setStock(stockKeyOf(product), null);
  });
});

describe('automatic mail per recipient', () => {
  it(`confirms at most ${RECIPIENT_LIMIT.max} orders an hour to one inbox; the next order is stored, the shop mailed, and its confirmation held back where the admin sees it`, async () => {
    const { server, drain } = shopApp();
    await awayFromWindowEnd(RECIPIENT_LIMIT.windowMs);
    const numbers: string[] = [];
    for (let i = 0; i <= RECIPIENT_LIMIT.max; i += 1) {
      // A `+tag` reaches the same inbox, so it counts in the same limit.
      const email = i === RECIPIENT_LIMIT.max ? 'Target+again@Example.qa' : 'target@example.qa';
      const res = await request(server)
        .post('/api/orders')
        .send(orderBody(email, `Spam text ${i}`))
        .expect(201);
      numbers.push(res.body.data.orderNumber);
    }
    expect(await Order.countDocuments({ orderNumber: numbers[RECIPIENT_LIMIT.max] })).toBe(1);
    await drain();
    const toTarget = mailed.capture.mails.filter((mail) => mail.to.some((to) => to.toLowerCase().includes('target')));
    expect(toTarget).toHaveLength(RECIPIENT_LIMIT.max);
    expect(toTarget.some((mail) => mail.subject.includes(numbers[RECIPIENT_LIMIT.max]!))).toBe(false);
    // The shop hears of every order.
    expect(mailed.capture.mails.filter((mail) => mail.to.includes(shopEmail))).toHaveLength(RECIPIENT_LIMIT.max + 1);
    const held = await UnsentMail.findOne({ key: `order:${numbers[RECIPIENT_LIMIT.max]}:customer` }).lean();
    expect(held).toMatchObject({ status: 'suppressed', lastError: expect.stringContaining('within the hour') });
  });

  it('refuses a re-sent confirmation with 429 once the address had its mails for the hour, queueing nothing', async () => {
    const { server } = shopApp();
    await awayFromWindowEnd(RECIPIENT_LIMIT.windowMs);
    const orders: Array<{ token: string }> = [];
    for (let i = 0; i < RECIPIENT_LIMIT.max; i += 1) {
      orders.push(
        (await request(server).post('/api/orders').send(orderBody('resent@example.qa')).expect(201)).body.data,
      );
    }
    const queued = await storedMails();
    const res = await request(server).post('/api/send-order').send({ token: orders[0]!.token });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedMails()).toBe(queued);
  });

  it('counts contact acknowledgements in the same limit: a stranger’s inbox gets no more than the limit', async () => {
    const { server, drain } = shopApp();
    await awayFromWindowEnd(RECIPIENT_LIMIT.windowMs);
    for (let i = 0; i < 3; i += 1)
      await request(server).post('/api/orders').send(orderBody('victim@example.qa')).expect(201);
    for (let i = 0; i < 4; i += 1) {
      await request(server)
        .post('/api/contact')
        .send({ name: 'Victim', email: 'victim@example.qa', message: `Unwanted text number ${i}` })
        .expect(201);
    }
    expect(await ContactMessage.countDocuments({ email: 'victim@example.qa' })).toBe(4);
    await drain();
    expect(mailed.capture.mails.filter((mail) => mail.to.includes('victim@example.qa'))).toHaveLength(
      RECIPIENT_LIMIT.max,
    );
    expect(await UnsentMail.countDocuments({ to: 'victim@example.qa', status: 'suppressed' })).toBe(
      3 + 4 - RECIPIENT_LIMIT.max,
    );
  });
});
