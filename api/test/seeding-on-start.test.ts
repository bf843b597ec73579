import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { createLogger, type LogSink } from '../src/http/logger';
import { startServer } from '../src/server';
import { removeDir, testDatabaseUri, testShopDataDir, uniqueDatabaseName } from './helpers';

jest.setTimeout(60_000);

describe('startServer with a fresh database', () => {
  let dataDir: string;
  const lines: string[] = [];
  const sink: LogSink = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
  /** The messages logged at level info (each line is pino's JSON). */
  const infoMessages = () =>
    lines
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((entry) => entry.level === 'info')
      .map((entry) => entry.msg);
  const dbName = uniqueDatabaseName();
  const start = () =>
    startServer(
      { port: 0, host: '127.0.0.1', mongodbUri: testDatabaseUri(), dbName, logLevel: 'info', dataDir },
      { env: {}, log: createLogger('info', sink) },
    );
  // Two pictures are missing from an otherwise complete copy of the drawn catalogue.
  const missing = [CATALOG_SEED.images[0]!.file, CATALOG_SEED.images[CATALOG_SEED.images.length - 1]!.file];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-start-'));
    await fs.cp(path.join(testShopDataDir(), 'images', 'shop'), path.join(dataDir, 'images', 'shop'), {
      recursive: true,
    });
    for (const file of missing) await fs.rm(path.join(dataDir, 'images', 'shop', file));
  });

  afterAll(async () => {
    await removeDir(dataDir);
  });

  it('seeds the articles, catalogue, testimonials and zones and draws missing pictures once, logging only what it did', async () => {
    const first = await start();
    try {
      const articles = await request(first.url).get('/api/articles?limit=1').expect(200);
      expect(articles.body.data.total).toBe(40);
      const products = await request(first.url).get('/api/products?limit=1').expect(200);
      expect(products.body.data.total).toBe(CATALOG_SEED.products.length);
      expect((await request(first.url).get('/api/categories').expect(200)).body.data).toHaveLength(
        CATALOG_SEED.categories.length,
      );
      expect((await request(first.url).get('/api/testimonials').expect(200)).body.data.length).toBeGreaterThanOrEqual(
        6,
      );
      expect(
        (await request(first.url).get('/api/zone-delivery-settings').expect(200)).body.data.zones.length,
      ).toBeGreaterThanOrEqual(8);
      for (const file of missing) await request(first.url).head(`/assets/images/shop/${file}`).expect(200);
    } finally {
      await first.stop();
    }
    const [categories, subcategories, products] = [
      CATALOG_SEED.categories,
      CATALOG_SEED.subcategories,
      CATALOG_SEED.products,
    ].map((list) => list.length);
    const info = infoMessages();
    expect(info.filter((msg) => msg === 'seeded 40 articles')).toHaveLength(1);
    expect(
      info.filter((msg) =>
        msg.startsWith(`seeded ${categories} categories, ${subcategories} subcategories and ${products} products in `),
      ),
    ).toHaveLength(1);
    expect(info.filter((msg) => msg === 'seeded 8 testimonials')).toHaveLength(1);
    expect(info.filter((msg) => msg === 'seeded the delivery zones')).toHaveLength(1);
    expect(info.filter((msg) => /^drew 2 shop images in \d+\.\d s$/.test(msg))).toHaveLength(1);

    lines.length = 0;
    const second = await start();
    try {
      await request(second.url).get('/api/articles?limit=1').expect(200);
      await mongoose.connection.dropDatabase();
    } finally {
      await second.stop();
    }
    expect(infoMessages().filter((msg) => msg.includes('seeded') || msg.includes('drew'))).toEqual([]);
  });
});
