import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { renderMissingImages, shopImageDirs } from '../src/catalog/shop-images';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { createLogger } from '../src/http/logger';
import './global-state';

/**
 * Gives the API tests a real database. With MONGODB_URI set, that server is used; otherwise an
 * embedded FerretDB (or mongod) starts in a fresh temporary folder. Its URI goes into
 * process.env.TEST_MONGODB_URI, which the jest workers inherit because they are forked after
 * this function returns. Each test file then works in its own database (see helpers.ts).
 *
 * It also draws the built-in catalogue's pictures once, into a data folder of their own whose
 * path goes into TEST_SHOP_DATA_DIR, so test files that serve them need not draw them again.
 */
export default async function globalSetup(): Promise<void> {
  await Promise.all([startDatabase(), drawShopImages()]);
}

async function drawShopImages(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-api-shop-'));
  globalThis.__apiTestShopDataDir = dataDir;
  await renderMissingImages(shopImageDirs(dataDir), CATALOG_SEED.images);
  process.env['TEST_SHOP_DATA_DIR'] = dataDir;
}

async function startDatabase(): Promise<void> {
  const external = process.env['MONGODB_URI'];
  if (external) {
    process.env['TEST_MONGODB_URI'] = external;
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-api-test-'));
  try {
    const database = await startEmbeddedDatabase({ dataDir, log: createLogger('warn') });
    globalThis.__apiTestDatabase = { database, dataDir };
    process.env['TEST_MONGODB_URI'] = database.uri;
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
