import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../src/app';
import { VARIANT_QUALITIES, VARIANT_WIDTHS } from '../src/catalog/shop-images';
import { seedCatalog } from '../src/catalog/seed';
import { removeDir, testConfig, testShopDataDir, useTestDatabase } from './helpers';

useTestDatabase();

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DESK = '/assets/images/shop/office-furniture/walnut-executive-desk-with-side-return.webp';

let server: http.Server;
let base: string;

beforeAll(async () => {
  await seedCatalog();
  server = http.createServer(createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The reply as bytes (supertest leaves image bodies as Buffers). */
async function getImage(url: string): Promise<request.Response> {
  return request(base)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** Sends `rawPath` byte for byte (supertest and fetch would normalise `..`). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: Number(new URL(base).port), path: rawPath, method: 'GET' },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function allImages(): Promise<{ products: string[]; banners: string[] }> {
  const products: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await request(base).get(`/api/products?limit=48&page=${page}`).expect(200);
    for (const product of res.body.data.items as Array<{ images: string[] }>) products.push(...product.images);
  }
  const categories = (await request(base).get('/api/categories').expect(200)).body.data as Array<{
    image: string;
    subcategories: Array<{ image: string }>;
  }>;
  const banners = categories.flatMap((category) => [
    category.image,
    ...category.subcategories.map((subcategory) => subcategory.image),
  ]);
  return { products, banners };
}

describe('GET and HEAD /assets/images/shop/...', () => {
  it('serves every product, category and subcategory picture, and HEAD finds each one', async () => {
    const { products, banners } = await allImages();
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(banners.length).toBeGreaterThanOrEqual(8 + 24);
    for (const url of [...products, ...banners]) {
      const head = await request(base).head(url);
      expect([url, head.status]).toEqual([url, 200]);
      expect(head.headers['content-type']).toBe('image/webp');
    }
    const sample = await getImage(products[0]!);
    expect(sample.status).toBe(200);
    expect(sample.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(sample.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('draws products at 800x800 and banners at 1200x800', async () => {
    const { products, banners } = await allImages();
    const product = await sharp((await getImage(products[0]!)).body as Buffer).metadata();
    expect([product.format, product.width, product.height]).toEqual(['webp', 800, 800]);
    const banner = await sharp((await getImage(banners[0]!)).body as Buffer).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['webp', 1200, 800]);
  });

  it('answers with long-lived cache headers, a length, and the same headers without a body for HEAD', async () => {
    const res = await getImage(DESK);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);

    const head = await request(base).head(DESK);
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-length', 'cache-control', 'last-modified'])
      expect(head.headers[name]).toBe(res.headers[name]);
    expect(head.text).toBeUndefined();
  });

  it('answers 304 to a request that already has the current picture', async () => {
    const res = await request(base).head(DESK);
    await request(base).get(DESK).set('If-Modified-Since', res.headers['last-modified']!).expect(304);
  });

  it('makes a smaller WebP variant for ?w=320&q=50, keeps it on disk, and answers HEAD alike', async () => {
    const original = await getImage(DESK);
    const variant = await getImage(`${DESK}?w=320&q=50`);
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe(IMMUTABLE);
    const bytes = variant.body as Buffer;
    expect(bytes.length).toBeLessThan((original.body as Buffer).length);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 320, 320]);

    const cached = path.join(
      testShopDataDir(),
      'images',
      'cache',
      'shop',
      'office-furniture',
      'walnut-executive-desk-with-side-return.webp.w320.q50.webp',
    );
    expect((await fs.stat(cached)).size).toBe(bytes.length);
    const head = await request(base).head(`${DESK}?w=320&q=50`);
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(bytes.length);
    expect(head.text).toBeUndefined();
  });

  it('makes a variant from a width alone (quality 80) or a quality alone (full size), never enlarging', async () => {
    const widthOnly = await sharp((await getImage(`${DESK}?w=160`)).body as Buffer).metadata();
    expect(widthOnly.width).toBe(160);
    const qualityOnly = await sharp((await getImage(`${DESK}?q=30`)).body as Buffer).metadata();
    expect(qualityOnly.width).toBe(800);
    const wider = await sharp((await getImage(`${DESK}?w=1200&q=85`)).body as Buffer).metadata();
    expect(wider.width).toBe(800);
  });

  it('answers the same bytes to concurrent first requests for one variant', async () => {
    const replies = await Promise.all(Array.from({ length: 4 }, () => getImage(`${DESK}?w=480&q=70`)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const first = replies[0]!.body as Buffer;
    for (const reply of replies) expect((reply.body as Buffer).equals(first)).toBe(true);
  });

  it.each(['w=300', 'w=0', 'w=abc', 'w=2400', 'q=29', 'q=91', 'q=50.5', 'q=', 'w=320&w=480', 'width=320', 'w[$gt]=1'])(
    'rejects the variant query %s with a plain-text 400',
    async (query) => {
      const res = await request(base).get(`${DESK}?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each([
    '/assets/images/shop/office-furniture/no-such-desk.webp',
    '/assets/images/shop/no-such-folder/desk.webp',
    '/assets/images/shop/office-furniture',
    '/assets/images/shop/office-furniture/walnut-executive-desk-with-side-return.svg',
    '/assets/images/shop/office-furniture/walnut-executive-desk-with-side-return.webp.w320.q50.webp.txt',
    '/assets/images/shop/.hidden.webp',
  ])('answers 404 to GET and HEAD for %s', async (url) => {
    const res = await request(base).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect((await request(base).head(url)).status).toBe(404);
  });

  it.each([
    '/assets/images/shop/..%2f..%2fferretdb%2fembedded.lock',
    '/assets/images/shop/..%2fcache%2fshop%2foffice-furniture%2fwalnut-executive-desk-with-side-return.webp.w320.q50.webp',
    '/assets/images/shop/office-furniture/..%2f..%2f..%2fpackage.json',
    '/assets/images/shop/%2e%2e/%2e%2e/secret.png',
    '/assets/images/shop/../../secret.png',
    '/assets/images/shop/office-furniture/..%5c..%5csecret.png',
    '/assets/images/shop/office-furniture%00.webp',
  ])('refuses the path escape %s with a 404', async (rawPath) => {
    const res = await rawGet(rawPath);
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(/RIFF|TOP SECRET/);
  });
});

describe('uploaded pictures in other formats', () => {
  let dataDir: string;
  let app: http.RequestListener;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-images-'));
    const folder = path.join(dataDir, 'images', 'shop', 'uploads');
    await fs.mkdir(folder, { recursive: true });
    const picture = sharp({ create: { width: 640, height: 480, channels: 3, background: '#d4a24c' } });
    await picture.clone().png().toFile(path.join(folder, 'logo.png'));
    await picture.clone().jpeg().toFile(path.join(folder, 'photo.jpg'));
    app = createApp({ config: testConfig({ dataDir }) }).callback();
  });

  afterAll(async () => {
    await removeDir(dataDir);
  });

  it('serves PNG and JPEG originals with their own type, and their variants as WebP', async () => {
    expect((await request(app).get('/assets/images/shop/uploads/logo.png')).headers['content-type']).toBe('image/png');
    expect((await request(app).head('/assets/images/shop/uploads/photo.jpg')).headers['content-type']).toBe(
      'image/jpeg',
    );
    const variant = await request(app).get('/assets/images/shop/uploads/photo.jpg?w=320&q=60').buffer(true);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(320);
  });
});

describe('variants are a small fixed set per picture', () => {
  let dataDir: string;
  let app: http.RequestListener;
  const PICTURE = '/assets/images/shop/uploads/sofa.png';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-variants-'));
    const folder = path.join(dataDir, 'images', 'shop', 'uploads');
    await fs.mkdir(folder, { recursive: true });
    await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#1b5e75' } })
      .png()
      .toFile(path.join(folder, 'sofa.png'));
    app = createApp({ config: testConfig({ dataDir }) }).callback();
  });

  afterAll(async () => {
    await removeDir(dataDir);
  });

  async function storedVariants(): Promise<string[]> {
    const folder = path.join(dataDir, 'images', 'cache', 'shop', 'uploads');
    return (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.webp'));
  }

  /** Asks for every query, a few at a time, and returns the statuses in order. */
  async function ask(queries: readonly string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < queries.length; i += 8) {
      const batch = queries
        .slice(i, i + 8)
        .map(async (query) => (await request(app).get(`${PICTURE}?${query}`)).status);
      statuses.push(...(await Promise.all(batch)));
    }
    return statuses;
  }

  it('200 distinct widths store at most one file per served width; the others are a 400', async () => {
    const widths = Array.from({ length: 200 }, (_, i) => 100 + i * 6);
    const statuses = await ask(widths.map((w) => `w=${w}&q=80`));
    widths.forEach((w, i) =>
      expect([w, statuses[i]]).toEqual([w, (VARIANT_WIDTHS as readonly number[]).includes(w) ? 200 : 400]),
    );
    expect((await storedVariants()).length).toBeLessThanOrEqual(VARIANT_WIDTHS.length);
  });

  it('every quality from 30 to 90 is answered, from at most one stored file per served quality', async () => {
    const qualities = Array.from({ length: 61 }, (_, i) => 30 + i);
    const before = (await storedVariants()).filter((name) => name.includes('.w320.'));
    expect(before).toEqual([]);
    expect(await ask(qualities.map((q) => `w=320&q=${q}`))).toEqual(qualities.map(() => 200));
    const stored = (await storedVariants()).filter((name) => name.includes('.w320.'));
    expect(stored.sort()).toEqual(VARIANT_QUALITIES.map((q) => `sofa.png.w320.q${q}.webp`).sort());
  });

  it('answers a quality between served ones with the nearest served variant', async () => {
    const bytes = async (query: string) =>
      (await request(app).get(`${PICTURE}?${query}`).buffer(true).expect(200)).body as Buffer;
    expect((await bytes('w=480&q=82')).equals(await bytes('w=480&q=80'))).toBe(true);
    expect((await bytes('w=480&q=90')).equals(await bytes('w=480&q=85'))).toBe(true);
    expect((await bytes('w=480&q=40')).equals(await bytes('w=480&q=50'))).toBe(true);
    expect((await bytes('q=61')).equals(await bytes('q=50'))).toBe(true);
  });

  it('all widths and qualities together stay within (widths + 1) x qualities files', async () => {
    const queries: string[] = [];
    for (const w of [undefined, ...VARIANT_WIDTHS, 300, 1000])
      for (let q = 28; q <= 92; q += 2) queries.push(`${w === undefined ? '' : `w=${w}&`}q=${q}`);
    await ask(queries);
    expect((await storedVariants()).length).toBeLessThanOrEqual((VARIANT_WIDTHS.length + 1) * VARIANT_QUALITIES.length);
  });
});
