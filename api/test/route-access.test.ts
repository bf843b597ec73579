import request from 'supertest';
import { createApp } from '../src/app';
import { PUBLIC_ROUTES } from '../src/auth/public-routes';
import { apiRoutesOf } from '../src/http/api-router';
import { ADMIN_PASSWORD, resetAdminUser, sessionCookie } from './admin-login';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';

useTestDatabase();

const HOUR = 3_600_000;
let nowMs = Date.now();
const app = createApp({ config: testConfig({ dataDir: testShopDataDir() }), now: () => new Date(nowMs) });
const server = app.callback();
const routes = apiRoutesOf(app).map((route) => ({ ...route, name: `${route.method} ${route.path}` }));
const isPublic = (name: string) => PUBLIC_ROUTES.includes(name);
const guarded = routes.filter((route) => !isPublic(route.name));

/** A concrete URL for a route pattern: ids become a well-formed id that matches no record. */
function concrete(path: string): string {
  return path.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'token' || name === 'slug' || name === 'query' ? 'nothing-here' : '0123456789abcdef01234567',
  );
}

function call(method: string, path: string, cookie?: string) {
  const agent = request(server);
  const test =
    method === 'GET'
      ? agent.get(path)
      : method === 'POST'
        ? agent.post(path)
        : method === 'PUT'
          ? agent.put(path)
          : method === 'PATCH'
            ? agent.patch(path)
            : agent.delete(path);
  if (cookie) test.set('Cookie', cookie);
  return method === 'GET' ? test : test.send({});
}

let validCookie = '';

beforeAll(async () => {
  await resetAdminUser();
  const res = await request(server)
    .post('/api/admin/login')
    .send({ username: 'admin', password: ADMIN_PASSWORD })
    .expect(200);
  validCookie = sessionCookie(res)!.split(';')[0]!;
});

describe('the API route list', () => {
  it('holds the admin routes and every route the public list names', () => {
    const names = routes.map((route) => route.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/products',
        'DELETE /api/delete-image',
        'POST /api/upload-image',
        'GET /api/admin/audit',
        'GET /api/admin/overview',
        'GET /api/admin/delivery-schedule',
        'PUT /api/admin/delivery-schedule',
        'GET /api/admin/deliveries',
        'PATCH /api/orders/:id/delivery',
        'GET /api/delivery-slots',
        'POST /api/orders/:id/payment',
        'GET /api/orders/:id/receipts/:receiptId',
        'PATCH /api/orders/:id/status',
        'POST /api/orders/:id/notes',
        'POST /api/order-tracking',
        'GET /api/orders/:id/invoice.pdf',
        'GET /api/order-invoice/:token',
        'GET /api/admin/fitout-rules',
        'PUT /api/admin/fitout-rules',
        'GET /api/fitout-rules',
        'GET /api/admin/quote-requests',
        'GET /api/admin/quote-requests/:id',
        'PATCH /api/admin/quote-requests/:id',
        'POST /api/admin/quote-requests/:id/reply',
        'GET /api/admin/messages',
        'GET /api/admin/messages/:id',
        'PATCH /api/admin/messages/:id',
        'POST /api/admin/messages/:id/reply',
        'POST /api/admin/quotations',
        'GET /api/admin/quotations',
        'GET /api/admin/quotations/:id',
        'PUT /api/admin/quotations/:id',
        'POST /api/admin/quotations/:id/send',
        'POST /api/admin/quotations/:id/revise',
        'POST /api/admin/quotations/:id/withdraw',
        'GET /api/admin/quotations/:id/pdf',
        'GET /api/admin/export/products.csv',
        'GET /api/admin/export/orders.csv',
        'POST /api/admin/import/products',
        'POST /api/admin/import/products/apply',
        'GET /api/quotes/:token/pdf',
        'GET /api/quotes/:token',
        'POST /api/quotes/:token/accept',
        'POST /api/quotes/:token/request-changes',
        'GET /api/admin/articles',
        'GET /api/admin/articles/:id',
        'POST /api/admin/articles',
        'PUT /api/admin/articles/:id',
        'PATCH /api/admin/articles/:id/publication',
        'DELETE /api/admin/articles/:id',
        'GET /api/admin/hero-slides',
        'POST /api/admin/hero-slides',
        'PUT /api/admin/hero-slides/order',
        'PUT /api/admin/hero-slides/:id',
        'PATCH /api/admin/hero-slides/:id/toggle',
        'DELETE /api/admin/hero-slides/:id',
      ]),
    );
    for (const name of PUBLIC_ROUTES) expect(names).toContain(name);
    expect(guarded.length).toBeGreaterThanOrEqual(25);
  });

  it('keeps writes to the catalogue, testimonials, zones and orders off the public list', () => {
    for (const name of PUBLIC_ROUTES) {
      expect(name).not.toMatch(/^(PUT|PATCH|DELETE) /);
      expect(name).not.toMatch(
        /^POST \/api\/(categories|subcategories|products|testimonials|zone-delivery-settings|upload-image)/,
      );
    }
  });
});

describe('every route that is not public', () => {
  it.each(guarded.map((route) => [route.name, route]))(
    '%s answers 401 without a session cookie',
    async (_name, route) => {
      const res = await call(route.method, concrete(route.path));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    },
  );

  it.each(guarded.map((route) => [route.name, route]))('%s answers 401 with a forged cookie', async (_name, route) => {
    const res = await call(route.method, concrete(route.path), `ogulf_admin=${'Zm9yZ2Vk'.repeat(5)}abc`);
    expect(res.status).toBe(401);
  });

  it.each(guarded.map((route) => [route.name, route]))(
    '%s lets a live session through (whatever it then answers)',
    async (_name, route) => {
      const res = await call(route.method, concrete(route.path), validCookie);
      expect([401, 403, 500]).not.toContain(res.status);
    },
  );

  it('answers 401 everywhere once the session is 8 hours old', async () => {
    const saved = nowMs;
    nowMs += 8 * HOUR;
    try {
      for (const route of guarded)
        expect([route.name, (await call(route.method, concrete(route.path), validCookie)).status]).toEqual([
          route.name,
          401,
        ]);
    } finally {
      nowMs = saved;
    }
  });
});

describe('every public route', () => {
  // GET /api/admin/session is public in that it needs no session to be asked; its answer
  // without one is the 401 the contract gives it.
  const answering = routes.filter((route) => isPublic(route.name) && route.name !== 'GET /api/admin/session');
  it.each(answering.map((route) => [route.name, route]))('%s answers without a session', async (_name, route) => {
    const res = await call(route.method, concrete(route.path));
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});
