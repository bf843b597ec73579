import request from 'supertest';
import type { FitoutRulesInput } from '@ogulf/contracts';
import { fitoutRule } from '@ogulf/contracts/testing';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { DEFAULT_FITOUT_RULES } from '../src/fitout/defaults';
import { FitoutRules } from '../src/fitout/model';
import { QuoteRequest } from '../src/messages/model';
import { adminAgent, resetAdminUser } from './admin-login';
import { forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import { startMailCapture, type MailCapture } from './mail-capture';

useTestDatabase();

const shopEmail = 'sales@ogulf.test';
let capture: MailCapture;
let products: ProductRecord[];

beforeAll(async () => {
  [capture] = await Promise.all([startMailCapture(), seedCatalog(), resetAdminUser()]);
  products = await Product.find().lean<ProductRecord[]>();
});

afterAll(async () => {
  await capture.close();
});

beforeEach(async () => {
  capture.mails.length = 0;
  await Promise.all([forgetRateLimits(), FitoutRules.deleteMany({})]);
});

let app: ReturnType<typeof createApp>;
function freshServer() {
  app = createApp({ config: testConfig({ smtpUrl: capture.url, shopEmail }) });
  return app.callback();
}

const bySlug = (slug: string) => {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`No seeded product ${slug}`);
  return product;
};

const boardroomOnly: FitoutRulesInput = {
  rooms: [
    {
      type: 'boardroom',
      items: [
        fitoutRule('product:rectangular-meeting-table-240-cm', { kind: 'fixed', count: 1 }),
        fitoutRule(
          'subcategory:executive-chairs',
          { kind: 'per', answer: 'seats', times: 1 },
          { pick: 'dearest', when: { answer: 'finish', equals: 'premium' } },
        ),
      ],
    },
  ],
};

describe('GET /api/fitout-rules', () => {
  it('answers the built-in rules and the live products they name, with the alternatives of their subcategories', async () => {
    const res = await request(freshServer()).get('/api/fitout-rules').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.data.rooms.map((room: { type: string }) => room.type)).toEqual(
      DEFAULT_FITOUT_RULES.map((room) => room.type),
    );
    const slugs = res.body.data.products.map((product: { slug: string }) => product.slug);
    // Named by a rule:
    expect(slugs).toEqual(
      expect.arrayContaining(['straight-office-desk-140-cm', 'bank-teller-counter-with-security-glass']),
    );
    // Not named, but in a named product's subcategory (a buyer may swap to it):
    expect(slugs).toContain('four-person-workstation-cluster');
    // Nothing from a subcategory no rule touches:
    expect(slugs).not.toContain('13-inch-ultralight-laptop');
    const teller = res.body.data.products.find(
      (product: { slug: string }) => product.slug === 'bank-teller-counter-with-security-glass',
    );
    expect(teller).toMatchObject({ price: null, subcategory: { slug: 'teller-cashier-equipment' } });
  });

  it('leaves out a product the admin switched off', async () => {
    const desk = bySlug('four-person-workstation-cluster');
    await Product.updateOne({ _id: desk._id }, { $set: { active: false } });
    try {
      const res = await request(freshServer()).get('/api/fitout-rules').expect(200);
      expect(res.body.data.products.map((product: { slug: string }) => product.slug)).not.toContain(desk.slug);
    } finally {
      await Product.updateOne({ _id: desk._id }, { $unset: { active: 1 } });
    }
  });
});

describe('GET|PUT /api/admin/fitout-rules', () => {
  it('refuses without a session', async () => {
    const server = freshServer();
    await request(server).get('/api/admin/fitout-rules').expect(401);
    await request(server).put('/api/admin/fitout-rules').send(boardroomOnly).expect(401);
    expect(await FitoutRules.countDocuments()).toBe(0);
  });

  it('answers the built-in rules until saved, then the saved ones, which the public read follows at once', async () => {
    const server = freshServer();
    const admin = await adminAgent(server);
    const before = await admin.get('/api/admin/fitout-rules').expect(200);
    expect(before.body.data.updatedAt).toBeNull();
    expect(before.body.data.rooms).toHaveLength(DEFAULT_FITOUT_RULES.length);
    // The public read is cached; the save must not leave it stale.
    await request(server).get('/api/fitout-rules').expect(200);

    const saved = await admin.put('/api/admin/fitout-rules').send(boardroomOnly).expect(200);
    expect(saved.body.data.updatedAt).toEqual(expect.any(String));
    expect(saved.body.data.rooms).toEqual(boardroomOnly.rooms);
    expect((await admin.get('/api/admin/fitout-rules').expect(200)).body.data.rooms).toEqual(boardroomOnly.rooms);

    const publicRead = await request(server).get('/api/fitout-rules').expect(200);
    expect(publicRead.body.data.rooms).toEqual(boardroomOnly.rooms);
    const slugs = publicRead.body.data.products.map((product: { slug: string }) => product.slug);
    expect(slugs).toContain('brown-leather-directors-chair');
    expect(slugs).not.toContain('straight-office-desk-140-cm');
  });

  it('accepts the built-in rules as they are (they pass the checks an admin save does)', async () => {
    const admin = await adminAgent(freshServer());
    const res = await admin.put('/api/admin/fitout-rules').send({ rooms: DEFAULT_FITOUT_RULES }).expect(200);
    expect(res.body.data.rooms).toEqual(DEFAULT_FITOUT_RULES);
  });

  it.each<[string, object, string]>([
    ['an unknown room type', { rooms: [{ type: 'kitchen', items: [] }] }, 'rooms.0.type'],
    [
      'a room type twice',
      {
        rooms: [
          { type: 'storage', items: [] },
          { type: 'storage', items: [] },
        ],
      },
      'rooms.1.type',
    ],
    [
      'a formula outside the closed set',
      {
        rooms: [
          {
            type: 'storage',
            items: [
              {
                source: { kind: 'product', slug: 'two-door-storage-cupboard' },
                quantity: { kind: 'eval', expr: 'cabinets*2' },
              },
            ],
          },
        ],
      },
      'rooms.0.items.0.quantity.kind',
    ],
    [
      'a count the room type does not ask',
      {
        rooms: [
          {
            type: 'storage',
            items: [
              {
                source: { kind: 'product', slug: 'two-door-storage-cupboard' },
                quantity: { kind: 'per', answer: 'seats', times: 1 },
              },
            ],
          },
        ],
      },
      'rooms.0.items.0.quantity.answer',
    ],
    [
      'a choice that does not exist',
      {
        rooms: [
          {
            type: 'cash-office',
            items: [
              {
                source: { kind: 'subcategory', slug: 'electronic-safes' },
                quantity: { kind: 'fixed', count: 1 },
                when: { answer: 'safeSize', equals: 'huge' },
              },
            ],
          },
        ],
      },
      'rooms.0.items.0.when.equals',
    ],
    [
      'a slug with an operator in it',
      {
        rooms: [
          {
            type: 'storage',
            items: [{ source: { kind: 'product', slug: { $ne: '' } }, quantity: { kind: 'fixed', count: 1 } }],
          },
        ],
      },
      'rooms.0.items.0.source.slug',
    ],
  ])('refuses %s with 400, saving nothing', async (_name, body, path) => {
    const admin = await adminAgent(freshServer());
    const res = await admin.put('/api/admin/fitout-rules').send(body).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await FitoutRules.countDocuments()).toBe(0);
  });

  it('refuses a slug the catalogue does not have with 422 UNKNOWN_CATALOG_SLUG, saving nothing', async () => {
    const admin = await adminAgent(freshServer());
    const body = {
      rooms: [
        {
          type: 'storage',
          items: [
            {
              source: { kind: 'product', slug: 'four-drawer-steel-filing-cabinet' },
              quantity: { kind: 'per', answer: 'cabinets', times: 1 },
            },
            { source: { kind: 'subcategory', slug: 'filing-on-the-moon' }, quantity: { kind: 'fixed', count: 1 } },
          ],
        },
      ],
    };
    const res = await admin.put('/api/admin/fitout-rules').send(body).expect(422);
    expect(res.body.error).toMatchObject({
      code: 'UNKNOWN_CATALOG_SLUG',
      details: [{ path: 'rooms.0.items.1.source.slug', kind: 'subcategory', slug: 'filing-on-the-moon' }],
    });
    expect(await FitoutRules.countDocuments()).toBe(0);
  });
});

describe('POST /api/quote-request with rooms', () => {
  const rooms = [
    { type: 'workstations', label: 'Sales floor', answers: { people: 12, finish: 'standard' } },
    { type: 'boardroom', label: '', answers: { seats: 10, finish: 'premium' } },
  ];
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Fatima Al-Sulaiti',
    email: 'fatima@bank.example.qa',
    company: 'Example Bank',
    items: [
      { productId: String(bySlug('straight-office-desk-140-cm')._id), quantity: 12 },
      { productId: String(bySlug('rectangular-meeting-table-240-cm')._id), quantity: 1 },
    ],
    rooms,
    language: 'ar',
    ...overrides,
  });

  it('stores the rooms with the lines, shows them in the shop mail, and names them without the label to the sender', async () => {
    const res = await request(freshServer()).post('/api/quote-request').send(body()).expect(201);
    const stored = await QuoteRequest.findOne({ reference: res.body.data.reference }).lean();
    expect(stored?.rooms).toEqual(rooms);
    expect(stored?.items.map((line) => line.quantity)).toEqual([12, 1]);

    await app.context.mailWorker.drain();
    const shop = capture.mails.find((mail) => mail.to.includes(shopEmail))!;
    expect(shop.text).toContain('Open-plan workstations: Sales floor');
    expect(shop.text).toContain('12 people, standard finish');
    expect(shop.text).toContain('10 seats, premium finish');
    const sender = capture.mails.find((mail) => mail.to.includes('fatima@bank.example.qa'))!;
    expect(sender.text).toContain('قاعة اجتماعات');
    expect(sender.text).not.toContain('Sales floor');
  });

  it.each<[string, object, string]>([
    [
      'a question the room type does not ask',
      [{ type: 'storage', answers: { cabinets: 4, seats: 3 } }],
      'rooms.0.answers.seats',
    ],
    ['an unanswered question', [{ type: 'workstations', answers: { people: 4 } }], 'rooms.0.answers.finish'],
    [
      'a count out of range',
      [{ type: 'workstations', answers: { people: 0, finish: 'standard' } }],
      'rooms.0.answers.people',
    ],
    ['a label on two lines', [{ type: 'storage', label: 'a\nb', answers: { cabinets: 2 } }], 'rooms.0.label'],
    ['no rooms', [], 'rooms'],
  ])('refuses %s with 400, storing nothing', async (_name, badRooms, path) => {
    const before = await QuoteRequest.countDocuments();
    const res = await request(freshServer())
      .post('/api/quote-request')
      .send(body({ rooms: badRooms }))
      .expect(400);
    expect(res.body.error.details.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await QuoteRequest.countDocuments()).toBe(before);
  });
});
