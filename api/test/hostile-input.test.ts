import request from 'supertest';
import { createApp } from '../src/app';
import { seedCatalog } from '../src/catalog/seed';
import { seedArticles } from '../src/content/seed';
import { adminBeforeAll } from './admin-login';
import { testConfig, useTestDatabase } from './helpers';

/**
 * Text that reaches a database query (a search, a slug, a token, a name) and holds a NUL byte or
 * another control character is refused by the route's validator with a 400 in the API's error
 * shape: the database drivers refuse a NUL in a regular expression or a key, which surfaced as a
 * 500 in the security review (`/api/products/search/%00`).
 */

useTestDatabase();
const server = createApp({ config: testConfig() }).callback();
const admin = adminBeforeAll(server, seedCatalog, seedArticles);

/** NUL, other C0 controls, DEL and a C1 control: none has a place in a search or a key. */
const CONTROLS = ['%00', '%01', '%1B', '%7F', '%C2%85', 'a%00b', '%00%00%00'];

function expectRefused(res: request.Response, path: string): void {
  expect({ path, status: res.status }).toEqual({ path, status: 400 });
  expect(res.body).toMatchObject({ success: false, error: { code: expect.any(String), message: expect.any(String) } });
}

/** Asks for every path and expects each to be refused; a failure lists every path that was not. */
async function expectAllRefused(get: (path: string) => request.Test, paths: readonly string[]): Promise<void> {
  const replies = await Promise.all(paths.map(async (path) => ({ path, res: await get(path) })));
  const notRefused = replies.filter(({ res }) => res.status !== 400).map(({ path, res }) => `${res.status} ${path}`);
  expect(notRefused).toEqual([]);
  for (const { path, res } of replies) expectRefused(res, path);
}

describe('control characters in text that reaches a query answer 400', () => {
  const publicPaths = (c: string): string[] => [
    `/api/products/search/${c}`,
    `/api/products/search/office${c}`,
    `/api/products?category=${c}`,
    `/api/products?category=furniture${c}`,
    `/api/products?subcategory=${c}`,
    `/api/products/${c}`,
    `/api/categories/${c}`,
    `/api/articles/${c}`,
    `/api/articles?tag=${c}`,
  ];

  it.each(CONTROLS)('public reads refuse %s', async (c) => {
    await expectAllRefused((path) => request(server).get(path), publicPaths(c));
  });

  const adminPaths = (c: string): string[] => [
    `/api/orders?q=${c}`,
    `/api/orders?q=ahmed${c}`,
    `/api/orders/${c}`,
    `/api/admin/products?q=${c}`,
    `/api/admin/products?q=chair${c}`,
    `/api/admin/products?category=${c}`,
    `/api/admin/products?subcategory=${c}`,
  ];

  it.each(CONTROLS)('admin reads refuse %s', async (c) => {
    await expectAllRefused((path) => admin.get(path), adminPaths(c));
  });

  it.each(CONTROLS)('an order token with %s is no order (404, as any malformed token), never a 500', async (c) => {
    // The token is the order's only key: a malformed one answers like an unknown one, by design.
    const res = await request(server).get(`/api/order-confirmation/${c}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: { code: 'ORDER_NOT_FOUND' } });
  });

  it('the admin picture delete refuses a path with a NUL byte', async () => {
    const res = await admin.delete('/api/delete-image').send({ path: '/assets/images/shop/products/a\u0000.webp' });
    expectRefused(res, 'DELETE /api/delete-image');
  });

  it('ordinary searches still work, Arabic and punctuation included', async () => {
    const res = await request(server).get(`/api/products/search/${encodeURIComponent('كرسي (مكتب) & co.')}`);
    expect(res.status).toBe(200);
    const orders = await admin.get(`/api/orders?q=${encodeURIComponent('Al-Thani +974')}`);
    expect(orders.status).toBe(200);
    const products = await admin.get(`/api/admin/products?q=${encodeURIComponent('chair\t')}`);
    // A tab or a line break typed or pasted into a search box is blank space, not an attack.
    expect(products.status).toBe(200);
  });
});
