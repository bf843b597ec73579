import {
  adminCategoryView,
  adminOverview,
  adminProductList,
  adminTestimonialView,
  articleDetail,
  articleList,
  categoryView,
  productFacets,
  productList,
  productView,
  successReply,
  testimonialView,
  zoneDeliverySettingsView,
} from '@ogulf/contracts';
import request from 'supertest';
import { safeParse, z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { createApp } from '../src/app';
import { seedCatalog } from '../src/catalog/seed';
import { seedArticles } from '../src/content/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { seedTestimonials } from '../src/testimonials/seed';
import { adminAgent, resetAdminUser } from './admin-login';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';

/**
 * The replies as they leave the server, read with the contracts' schemas: what the front ends
 * type their reads with and check in development. The compiler holds the services' return types
 * to the schemas; this catches what it cannot see, such as a field added by a spread or a date
 * left as a Date.
 */

useTestDatabase();
const server = createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback();

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedArticles(), seedTestimonials(), seedZoneDeliverySettings(), resetAdminUser()]);
});

/** Parses `body` as `{ success: true, data }` with `data` as `schema`; every field it has must be in the schema. */
function expectReply(body: unknown, schema: core.$ZodType): void {
  const result = safeParse(successReply(schema), body);
  expect(result.error?.issues ?? []).toEqual([]);
  // Objects drop keys their schema does not name: a reply with more than its contract differs.
  expect(result.data).toEqual(body);
}

describe('public replies match @ogulf/contracts', () => {
  it.each([
    ['/api/categories', z.array(categoryView)],
    ['/api/products?limit=48', productList],
    ['/api/products/facets?category=office-chairs-seating', productFacets],
    ['/api/products/search/desk', z.array(productView)],
    ['/api/articles', articleList],
    ['/api/testimonials', z.array(testimonialView)],
    ['/api/zone-delivery-settings', zoneDeliverySettingsView],
  ] as const)('GET %s', async (path, schema) => {
    const res = await request(server).get(path).expect(200);
    expectReply(res.body, schema);
  });

  it('GET /api/products/:slug, /api/categories/:slug and /api/articles/:slug', async () => {
    const products = await request(server).get('/api/products?limit=1').expect(200);
    const product = (products.body as { data: { items: Array<{ slug: string; category: { slug: string } }> } }).data
      .items[0]!;
    expectReply((await request(server).get(`/api/products/${product.slug}`).expect(200)).body, productView);
    expectReply((await request(server).get(`/api/categories/${product.category.slug}`).expect(200)).body, categoryView);
    const articles = await request(server).get('/api/articles?limit=1').expect(200);
    const slug = (articles.body as { data: { items: Array<{ slug: string }> } }).data.items[0]!.slug;
    expectReply((await request(server).get(`/api/articles/${slug}`).expect(200)).body, articleDetail);
  });
});

describe('admin replies match @ogulf/contracts', () => {
  it.each([
    ['/api/admin/categories', z.array(adminCategoryView)],
    ['/api/admin/products?limit=100', adminProductList],
    ['/api/admin/testimonials', z.array(adminTestimonialView)],
    ['/api/admin/overview', adminOverview],
  ] as const)('GET %s', async (path, schema) => {
    const admin = await adminAgent(server);
    const res = await admin.get(path).expect(200);
    expectReply(res.body, schema);
  });
});
