import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../src/app';
import { Product } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { adminAgent, resetAdminUser } from './admin-login';
import { removeDir, testConfig, useTestDatabase } from './helpers';

// Two API instances on one database, each with its own data folder, as behind a load balancer
// (both in this process; api/test/cluster.test.ts runs real processes behind haproxy).
useTestDatabase();

type Server = ReturnType<ReturnType<typeof createApp>['callback']>;
let appA: ReturnType<typeof createApp>;
let a: Server;
let b: Server;
const dataDirs: string[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-instance-')));
  appA = createApp({ config: testConfig({ dataDir: dataDirs[0]! }) });
  a = appA.callback();
  b = createApp({ config: testConfig({ dataDir: dataDirs[1]! }) }).callback();
  await Promise.all([seedCatalog(), resetAdminUser()]);
});

afterAll(async () => {
  await Promise.all(dataDirs.map(removeDir));
});

/** Asks `probe` again until it answers true; fails with `what` after `ms`. */
async function within(ms: number, what: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function bytes(server: Server, url: string) {
  return request(server)
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

describe('two API instances on one database', () => {
  it('show a price changed through one instance on the other within 2 s', async () => {
    // (Filters with operators are sanitised away by the connection's sanitizeFilter.)
    const product = (await Product.find({ active: true }).lean()).find(
      (candidate) => typeof candidate.price === 'number' && candidate.price > 0,
    );
    if (!product) throw new Error('the seeded catalogue has no priced product');
    const url = `/api/products/${product.slug}`;
    // Both caches hold the old price.
    expect((await request(a).get(url).expect(200)).body.data.price).toBe(product.price);
    expect((await request(b).get(url).expect(200)).body.data.price).toBe(product.price);
    expect((await request(b).get(url).expect(200)).body.data.price).toBe(product.price);

    const newPrice = (product.price ?? 0) + 7;
    const admin = await adminAgent(a);
    await admin
      .put(`/api/products/${String(product._id)}`)
      .send({ name: product.name, nameAr: product.nameAr, category: String(product.category), price: newPrice })
      .expect(200);
    await within(
      2000,
      'the new price through the other instance',
      async () => (await request(b).get(url).expect(200)).body.data.price === newPrice,
    );
  });

  it('serve a picture uploaded through one instance from the other, and forget it on both once deleted', async () => {
    const admin = await adminAgent(a);
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#7a4b2a' } })
      .png()
      .toBuffer();
    const uploaded = await admin
      .post('/api/upload-image')
      .field('category', 'products')
      .attach('image', png, { filename: 'desk.png', contentType: 'image/png' })
      .expect(201);
    const sitePath = uploaded.body.path as string;

    const fromA = await bytes(a, sitePath).expect(200);
    const fromB = await bytes(b, sitePath).expect(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(fromB.body as Buffer, fromA.body as Buffer)).toBe(0);
    // A resized variant is made by the instance that is asked, from its own copy.
    const variant = await bytes(b, `${sitePath}?w=320`).expect(200);
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(320);

    await admin.delete('/api/delete-image').send({ path: sitePath }).expect(200);
    expect((await request(a).get(sitePath)).status).toBe(404);
    await within(
      2000,
      'the deleted picture to be gone from the other instance',
      async () => (await request(b).get(sitePath)).status === 404,
    );
    expect((await request(b).get(`${sitePath}?w=320`)).status).toBe(404);
    // Its copy and variant are gone from the other instance's disk too.
    const leftOnB = (await fs.readdir(path.join(dataDirs[1]!, 'images'), { recursive: true })).map(String);
    expect(leftOnB.filter((file) => file.includes(path.basename(sitePath)))).toEqual([]);
  });

  it('answer 404 for a picture name nobody uploaded, freshly made or not', async () => {
    const fresh = `/assets/images/shop/products/${Date.now().toString(36)}-0123456789abcdef.webp`;
    const old = '/assets/images/shop/products/lx3k9a2b-0123456789abcdef.webp';
    expect((await request(b).get(fresh)).status).toBe(404);
    expect((await request(b).get(old)).status).toBe(404);
  });

  it('take in, once, the uploads a data folder kept before they went to the database', async () => {
    // A single server's upload from before: only on its disk.
    const name = `${(Date.now() - 86_400_000).toString(36)}-00112233445566ff.webp`;
    const old = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#446655' } })
      .webp()
      .toBuffer();
    await fs.mkdir(path.join(dataDirs[0]!, 'images', 'shop', 'general'), { recursive: true });
    await fs.writeFile(path.join(dataDirs[0]!, 'images', 'shop', 'general', name), old);
    const sitePath = `/assets/images/shop/general/${name}`;
    expect((await request(b).get(sitePath)).status).toBe(404);

    expect(await appA.context.uploads.adoptLocalFiles()).toBe(1);
    await within(
      2000,
      'the adopted picture on the other instance',
      async () => (await request(b).get(sitePath)).status === 200,
    );
    expect(Buffer.compare((await bytes(b, sitePath).expect(200)).body as Buffer, old)).toBe(0);

    // Once only: deleted, it is not brought back by the next start.
    const admin = await adminAgent(b);
    await admin.delete('/api/delete-image').send({ path: sitePath }).expect(200);
    await fs.writeFile(path.join(dataDirs[0]!, 'images', 'shop', 'general', name), old);
    expect(await appA.context.uploads.adoptLocalFiles()).toBe(0);
    expect((await request(a).get(sitePath)).status).toBe(404);
  });
});
